import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './dockerfile';
import { freePort } from '../support/free-port';
import { AppProcess, createDatabase, SHARED_KEYS, type TestDatabase } from './processes';

/**
 * Any number of replicas may start at once on one database (`docker compose up --scale app=3`
 * on a fresh volume): migrations and template seeding run under a PostgreSQL advisory lock, one
 * process at a time, and the others find the work done. Three built app processes (web and
 * workers, so pg-boss installs its schema at the same moment too) start together on one empty
 * database.
 */

const REPLICAS = 3;

let tmp: string;
let db: TestDatabase;
let replicas: AppProcess[] = [];
let urls: string[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ff-boot-lock-'));
  db = await createDatabase('ff_boot_lock');
  const ports = await Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
  urls = ports.map((port) => `http://127.0.0.1:${port}`);
  replicas = ports.map(
    (port, i) =>
      new AppProcess(`replica ${i + 1}`, ['node', 'api/dist/main.js'], {
        cwd: ROOT,
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: db.url,
          REDIS_URL: '',
          ...SHARED_KEYS,
          DATA_DIR: path.join(tmp, `replica-${i + 1}`),
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        },
      }),
  );
  await Promise.all(replicas.map((replica, i) => replica.waitForReady(urls[i]!)));
}, 180_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
}, 60_000);

describe('three replicas starting at once on one empty database', () => {
  it('all become ready', async () => {
    for (const url of urls) expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('ran every migration once, in one process', async () => {
    const files = readdirSync(path.join(ROOT, 'api', 'dist', 'migrations'))
      .filter((f) => f.endsWith('.js') && !f.endsWith('.d.js'))
      .map((f) => f.replace(/\.js$/, ''))
      .sort();
    const rows = await db.query<{ name: string }>('select name from mikro_orm_migrations order by name');
    expect(rows.map((r) => r.name.replace(/\.(js|ts)$/, ''))).toEqual(files);

    const appliedBy = replicas
      .map((replica) => ({
        replica: replica.name,
        applied: replica.logLines().filter((line) => line.msg === 'applied migrations'),
      }))
      .filter((r) => r.applied.length > 0);
    expect(appliedBy).toHaveLength(1);
    expect(appliedBy[0]!.applied).toHaveLength(1);
    expect(appliedBy[0]!.applied[0]!.migrations).toHaveLength(files.length);
  });

  it('seeded each shipped template once', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the page model's server build, as the api loads it
    const { TEMPLATES } = require(path.join(ROOT, 'web', 'dist-ssr', 'page-model.cjs')) as {
      TEMPLATES: Array<{ id: string }>;
    };
    const [counts] = await db.query<{ rows: string; ids: string }>(
      'select count(*) as rows, count(distinct id) as ids from templates',
    );
    expect({ rows: Number(counts!.rows), ids: Number(counts!.ids) }).toEqual({
      rows: TEMPLATES.length,
      ids: TEMPLATES.length,
    });
  });

  it('logged no error, and every replica stops cleanly', async () => {
    const errors = replicas.flatMap((replica) =>
      replica
        .logLines()
        .filter((line) => (line.level ?? 0) >= 50)
        .map((line) => `${replica.name}: ${JSON.stringify(line)}`),
    );
    expect(errors).toEqual([]);
    for (const replica of replicas)
      expect(replica.text()).not.toMatch(/duplicate key|already exists|deadlock/i);
    expect(await Promise.all(replicas.map((replica) => replica.stop()))).toEqual(replicas.map(() => 0));
  });
});
