import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_PASSWORD } from '../support/sign-up';
import { assembleImage, baseImage, ROOT, type ImageTree } from './dockerfile';
import { freePort } from '../support/free-port';
import { AppProcess, createDatabase, SHARED_KEYS, Visitor, type TestDatabase } from './processes';

/**
 * The image holds what the production boot reads: the Dockerfile's final stage is laid out from
 * its own instructions (COPY from the built checkout, the api's production dependencies as
 * `npm ci --omit=dev` installs them, the RUN commands), and the api (the image's CMD) and a
 * worker (compose's `worker` command) boot from exactly those files on an empty database, as a
 * compose deployment starts them. A file the boot needs that the Dockerfile does not copy, a
 * development dependency the api needs at run time, or a broken CMD or HEALTHCHECK fails here.
 */

const WORKER_COMMAND = ['node', 'api/dist/worker.js'];

let tmp: string;
let image: ImageTree;
let db: TestDatabase;
let app: AppProcess;
let worker: AppProcess;
let url: string;
let env: Record<string, string>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ff-image-'));
  image = assembleImage(path.join(ROOT, 'Dockerfile'), tmp);
  db = await createDatabase('ff_image_boot');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // The image's ENV, then what docker-compose.yml gives the services (a test database and a
  // DATA_DIR of its own instead of the postgres service and the `data` volume).
  env = {
    ...image.env,
    DATABASE_URL: db.url,
    REDIS_URL: '',
    DATA_DIR: path.join(tmp, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    ...SHARED_KEYS,
    SMTP_URL: '',
    SMTP_FROM: '',
    LOG_LEVEL: 'info',
  };
  app = new AppProcess('app (image CMD)', image.cmd, { cwd: image.workdir, env: { ...env, WORKERS: 'off' } });
  await app.waitForReady(url);
  // One after the other: this file is about the image's content; boot-lock.e2e.ts starts
  // processes together on an empty database.
  worker = new AppProcess('worker', WORKER_COMMAND, { cwd: image.workdir, env });
  await worker.waitForLog('FunnelForge workers are running');
}, 240_000);

afterAll(async () => {
  await Promise.all([app?.stop(), worker?.stop()]);
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
}, 60_000);

describe('the Docker image', () => {
  it('is a supported Node LTS, runs as a user other than root, and CMD is the api', () => {
    expect(baseImage(image.final)).toMatch(/^node:(22|24)([.-]|$)/);
    expect(image.user).toBeTruthy();
    expect(image.user).not.toMatch(/^(root|0)(:|$)/);
    expect(image.cmd).toEqual(['node', 'api/dist/main.js']);
    expect(image.env.NODE_ENV).toBe('production');
  });

  it('holds the api production dependencies only: no build tools, test tools or web libraries', () => {
    const modules = path.join(image.workdir, 'node_modules');
    // (typescript is there: mjml's htmlnano names it as a peer of cosmiconfig, so npm installs it.)
    for (const dev of [
      'jest',
      'vite',
      '@swc/core',
      '@swc-node/register',
      'eslint',
      'playwright-core',
      'react',
      'antd',
    ])
      expect([dev, existsSync(path.join(modules, dev))]).toEqual([dev, false]);
    for (const runtime of ['express', 'pg', '@mikro-orm/core', 'pg-boss'])
      expect([runtime, existsSync(path.join(modules, runtime))]).toEqual([runtime, true]);
    // Nothing but what the Dockerfile copies: no sources, tests or local data.
    expect(readdirSync(image.workdir).sort()).toEqual(['api', 'node_modules', 'package.json', 'web']);
    expect(readdirSync(path.join(image.workdir, 'api')).sort()).toEqual([
      'dist',
      'node_modules',
      'package.json',
    ]);
    expect(readdirSync(path.join(image.workdir, 'web')).sort()).toEqual(['dist', 'dist-ssr', 'package.json']);
  });

  it('applied the migrations and seeded the templates from the copied files', async () => {
    const migrations = readdirSync(path.join(image.workdir, 'api', 'dist', 'migrations')).filter(
      (f) => f.endsWith('.js') && !f.endsWith('.d.js'),
    );
    const [applied] = await db.query<{ count: string }>('select count(*) from mikro_orm_migrations');
    expect(Number(applied!.count)).toBe(migrations.length);
    const [templates] = await db.query<{ count: string }>('select count(*) from templates');
    expect(Number(templates!.count)).toBeGreaterThan(0);
  });

  it('serves the web app and GraphiQL from web/dist', async () => {
    for (const page of ['/', '/graphiql', '/signup']) {
      const response = await fetch(`${url}${page}`);
      expect([page, response.status]).toEqual([page, 200]);
      expect(await response.text()).toContain('<script');
    }
  });

  it('signs up, creates and publishes a funnel, and renders it at /p/{id} with its built script and styles', async () => {
    const visitor = new Visitor(url);
    await visitor.json(
      'POST',
      '/api/auth/register',
      { email: 'image@example.com', password: E2E_PASSWORD },
      201,
    );
    const funnel = await visitor.json<{ id: string }>(
      'POST',
      '/api/funnels',
      {
        name: 'From the image',
        config: {
          elements: [
            { id: 'headline-1', type: 'headline', content: 'Booted from the image', styles: {} },
            { id: 'form-1', type: 'form', content: 'Join the waitlist', styles: {} },
          ],
          pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
        },
      },
      201,
    );
    await visitor.json('PUT', `/api/funnels/${funnel.id}`, { updates: { status: 'published' } });

    const page = await fetch(`${url}/p/${funnel.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Booted from the image');
    expect(html).toContain('Join the waitlist');
    // The page's assets come from web/dist/page-assets, not the sources' fallback: the page
    // inlines the built scripts it needs, the core one and the form's (there are none without a
    // build), and the (minified) rules it uses.
    expect(html.match(/<script type="module">[\s\S]+?<\/script>/g)).toHaveLength(2);
    expect(html).toMatch(/<style>[^<]*\.ffp-body\{margin:0\}/);
    for (const asset of [
      '/p/assets/page.css',
      '/p/assets/core.js',
      '/p/assets/forms.js',
      '/p/assets/countdowns.js',
    ]) {
      const response = await fetch(`${url}${asset}`);
      expect([asset, response.status]).toEqual([asset, 200]);
    }
  });

  it('answers the image HEALTHCHECK command once ready', () => {
    expect(image.healthcheck).not.toBeNull();
    const [program, ...args] = image.healthcheck!;
    const check = spawnSync(program === 'node' ? process.execPath : program!, args, {
      cwd: image.workdir,
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 10_000,
    });
    expect(check.status).toBe(0);
  });

  it('runs the worker with the command docker-compose.yml gives it', () => {
    const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain(
      `command: ${JSON.stringify(WORKER_COMMAND).replaceAll('"', "'").replaceAll(',', ', ')}`,
    );
    expect(worker.exitCode).toBeNull();
  });

  it('logs no error, and both processes stop cleanly on SIGTERM', async () => {
    const errors = [app, worker].flatMap((p) =>
      p
        .logLines()
        .filter((line) => (line.level ?? 0) >= 50)
        .map((line) => `${p.name}: ${JSON.stringify(line)}`),
    );
    expect(errors).toEqual([]);
    const [appCode, workerCode] = await Promise.all([app.stop(), worker.stop()]);
    expect({ app: appCode, worker: workerCode }).toEqual({ app: 0, worker: 0 });
  });
});
