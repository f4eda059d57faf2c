/**
 * FunnelForge scaled out as the deployment runs it, with real processes: one PostgreSQL, a
 * redis-server, nginx (from Debian, with the repository's deploy/nginx/proxy.conf) in front of
 * two app processes, and one worker-only process. Replica A serves HTTP and runs workers,
 * replica B serves HTTP only, W only runs workers. Everything a user does goes through the
 * balancer, except where the test needs a particular replica.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { createCampaign, sendCampaign } from './support/campaign-sending';
import { freePort } from '../src/shared/db/embedded-postgres';
import { startNginx, type Nginx } from './support/nginx';
import { ROOMY_TRIAL, writePlansFile } from './support/plans';
import { startRedisServer, type RedisServer } from './support/redis-server';
import { SmtpSink } from './support/smtp-sink';
import { recordSubscription } from './support/subscription-recorder';
import { TestClient } from './support/test-client';
import { createTestDatabase } from './support/test-database';
import { TEST_EMAIL_ENCRYPTION_KEY } from './support/test-server';

const API_DIR = path.resolve(__dirname, '..');
/** The user's limits: messages per second and connections, for all processes together. */
const RATE = 10;
const CONNECTIONS = 2;
const RECIPIENTS = 80;
/** Campaigns sent at once to all of them: their sends run on both sending processes together. */
const CAMPAIGNS = 2;
const MESSAGES = RECIPIENTS * CAMPAIGNS;
const METRICS_TOKEN = 'scale-out-metrics-token-0123456789';
const SMTP_LOGIN = { user: 'sender@example.com', pass: 'smtp-password-saved-on-replica-b' };

type AppProcess = { name: string; port: number; url: string; child: ChildProcess; output: string[] };

let database: { url: string; drop(): Promise<void> };
let redis: RedisServer;
let sink: SmtpSink;
let nginx: Nginx;
let pool: Pool;
let dataDir: string;
let plansFile: string;
const processes: AppProcess[] = [];
let replicaA: AppProcess;
let replicaB: AppProcess;
let worker: AppProcess;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(name: string, script: string, port: number, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', script], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      // As deployed: production behaviour, the keys from the environment, one proxy hop trusted.
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'scale-out-session-secret-0123456789abcdef',
      EMAIL_ENCRYPTION_KEY: TEST_EMAIL_ENCRYPTION_KEY,
      PLANS_FILE: plansFile,
      TRUST_PROXY: '1',
      METRICS_TOKEN,
      CAMPAIGN_SEND_RATE: String(RATE),
      CAMPAIGN_SEND_CONNECTIONS: String(CONNECTIONS),
      // A killed replica's claims are taken again soon (a live one renews them every second).
      CAMPAIGN_CLAIM_TIMEOUT_SECONDS: '4',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const app = { name, port, url: `http://127.0.0.1:${port}`, child, output };
  processes.push(app);
  return app;
}

async function ready(app: AppProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (app.child.exitCode !== null || app.child.signalCode !== null)
      throw new Error(
        `${app.name} exited (${app.child.exitCode ?? app.child.signalCode}):\n${app.output.join('')}`,
      );
    const res = await fetch(`${app.url}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${app.name} not ready in time:\n${app.output.join('')}`);
    await sleep(200);
  }
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new Pool({ connectionString: database.url, max: 2 });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ff-scale-out-'));
  plansFile = await writePlansFile(ROOMY_TRIAL, dataDir);
  [redis, sink] = await Promise.all([
    startRedisServer(),
    SmtpSink.start({ auth: SMTP_LOGIN, keepRaw: false }),
  ]);
  const [portA, portB, portW] = await Promise.all([freePort(), freePort(), freePort()]);
  replicaA = start('replica A', 'src/main.ts', portA, { PORT: String(portA), WORKERS: 'on' });
  replicaB = start('replica B', 'src/main.ts', portB, { PORT: String(portB), WORKERS: 'off' });
  worker = start('worker W', 'src/worker.ts', portW, { WORKER_PORT: String(portW) });
  await Promise.all([ready(replicaA), ready(replicaB), ready(worker)]);
  // Once both answer: a replica nginx finds down is left out for a while.
  nginx = await startNginx([portA, portB]);
}, 300_000);

afterAll(async () => {
  for (const app of processes) {
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
  }
  await Promise.all(processes.map((app) => stopped(app.child)));
  await Promise.all([nginx?.stop(), redis?.stop(), sink?.close(), pool?.end()]);
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** GETs through the balancer, `lanes` at a time, until stopped: each answer's status and replica. */
function streamRequests(client: TestClient, lanes: number) {
  const answers: Array<{ status: number; upstream: string; at: number }> = [];
  let running = true;
  const loops = Array.from({ length: lanes }, async () => {
    while (running) {
      const res = await fetch(`${nginx.url}/api/auth/user`, {
        headers: { cookie: String(client.cookie) },
      }).then(
        async (r) => ({
          status: r.status,
          upstream: r.headers.get('x-upstream') ?? '',
          body: await r.text(),
        }),
        (error: unknown) => ({ status: 0, upstream: String(error), body: '' }),
      );
      answers.push({ status: res.status, upstream: res.upstream, at: Date.now() });
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

it('through the balancer: sign-up, SMTP saved on one replica, a campaign sent by workers over real SMTP, a subscription across replicas, a replica killed mid-traffic losing no request and no email, and the combined rate within the user’s limit', async () => {
  // Signed up through the balancer; the session works on every replica (it lives in PostgreSQL).
  const client = new TestClient(nginx.url);
  const user = await client.signUp();
  const onA = Object.assign(new TestClient(replicaA.url), { cookie: client.cookie });
  const onB = Object.assign(new TestClient(replicaB.url), { cookie: client.cookie });
  expect((await onA.get('/api/auth/user')).json).toMatchObject({ id: user.id });
  expect((await onB.get('/api/auth/user')).json).toMatchObject({ id: user.id });

  // A subscription on replica A hears what is done on replica B (events go through Redis).
  const ws = onA.ws();
  const connected = new Promise<void>((resolve) => ws.on('connected', () => resolve()));
  const status = recordSubscription<{ emailStatusChanged: { configured: boolean; message: string } }>(
    ws,
    'subscription { emailStatusChanged { configured message } }',
  );
  try {
    await connected;
    // The subscription is registered on A once its message has been read there.
    await sleep(500);
    const saved = await onB.gql<{ saveEmailSettings: { isActive: boolean; hasPassword: boolean } }>(
      'mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { isActive hasPassword } }',
      {
        input: {
          smtpHost: '127.0.0.1',
          smtpPort: sink.port,
          smtpSecure: false,
          smtpUser: SMTP_LOGIN.user,
          smtpPassword: SMTP_LOGIN.pass,
          fromEmail: 'news@sender.example',
          fromName: 'Scale Out',
          isActive: true,
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveEmailSettings).toEqual({ isActive: true, hasPassword: true });
    await status.until(
      () => status.results.some((r) => r.data?.emailStatusChanged.configured === true),
      'replica B’s SMTP settings to reach the subscription on replica A',
    );
  } finally {
    status.unsubscribe();
    await ws.dispose();
  }

  await pool.query(
    `insert into leads (id, user_id, email, first_name, created_at, updated_at)
     select gen_random_uuid(), $1, 'scale' || i || '@example.com', 'Lead ' || i, now(), now()
       from generate_series(1, $2) as i`,
    [user.id, RECIPIENTS],
  );
  const campaigns = [];
  for (let i = 0; i < CAMPAIGNS; i += 1)
    campaigns.push(
      await createCampaign(client, { name: `Launch ${i + 1}`, audience: { mode: 'all', filter: {} } }),
    );
  const ids = campaigns.map((c) => c.id);
  const before = sink.accepted;
  const traffic = streamRequests(client, 6);
  let killedAt = 0;
  try {
    for (const id of ids) await sendCampaign(client, id);
    // Well into the sends, with requests on both replicas: replica A (which also sends) dies.
    await sink.until(() => sink.accepted >= before + MESSAGES / 2, 'half the messages', 60_000);
    while (!traffic.answers.some((a) => a.upstream.endsWith(`:${replicaA.port}`))) await sleep(20);
    replicaA.child.kill('SIGKILL');
    killedAt = Date.now();
    await stopped(replicaA.child);
    // Traffic goes on for a while after: nginx must take every request to replica B.
    await sleep(3_000);
  } finally {
    await traffic.stop();
  }

  // No request was lost: every answer is a 200, those after the kill from replica B.
  const failed = traffic.answers.filter((a) => a.status !== 200);
  expect(failed).toEqual([]);
  const after = traffic.answers.filter((a) => a.at > killedAt + 100);
  expect(after.length).toBeGreaterThan(20);
  expect(after.every((a) => a.upstream.endsWith(`:${replicaB.port}`))).toBe(true);
  expect(
    traffic.answers.filter((a) => a.at < killedAt).some((a) => a.upstream.endsWith(`:${replicaB.port}`)),
  ).toBe(true);

  // No email was lost: the worker takes over what replica A had claimed and the campaigns complete.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await pool.query<{ status: string }>('select status from campaigns where id = any($1)', [
      ids,
    ]);
    if (rows.every((row) => row.status === 'sent')) break;
    if (Date.now() > deadline)
      throw new Error(
        `campaigns are ${rows.map((r) => r.status).join(', ')}: ${sink.accepted - before} sent`,
      );
    await sleep(250);
  }
  const emails = Array.from({ length: RECIPIENTS }, (_, i) => `scale${i + 1}@example.com`);
  expect(emails.filter((email) => (sink.received.get(email) ?? 0) < CAMPAIGNS)).toEqual([]);
  // Only what replica A had on the wire or unrecorded when it died may arrive twice.
  const extra = emails.reduce((sum, email) => sum + (sink.received.get(email) ?? 0) - CAMPAIGNS, 0);
  expect(extra).toBeLessThanOrEqual(CONNECTIONS * 4);
  expect(sink.refusedLogins).toBe(0);
  const { rows } = await pool.query<{ sent_count: number }>(
    'select sent_count from campaigns where id = any($1)',
    [ids],
  );
  expect(rows.map((row) => row.sent_count)).toEqual(ids.map(() => RECIPIENTS));

  // The user's rate held for the processes together. While replica A and the worker both sent,
  // no faster than the rate on average (a second's worth of slack for the shared window's
  // edges); each on its own pace they would have sent twice as fast. Within any one second, at
  // most the rate plus the next window's first messages, plus what was on the wire: on a loaded
  // machine messages sent a moment apart over the CONNECTIONS can arrive together.
  const times = sink.acceptedAt.slice(before);
  const beforeKill = times.filter((t) => t < killedAt);
  const spanSeconds = ((beforeKill.at(-1) ?? 0) - (beforeKill[0] ?? 0)) / 1000;
  expect(beforeKill.length).toBeLessThanOrEqual(RATE * (spanSeconds + 1.5));
  for (const [i, start] of times.entries()) {
    expect(times.slice(i).filter((t) => t < start + 1000).length).toBeLessThanOrEqual(RATE * 2 + CONNECTIONS);
  }

  // The worker's metrics count what it sent over SMTP.
  const metrics = await fetch(`${worker.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(metrics.status).toBe(200);
  const sentByWorker = /^funnelforge_emails_sent_total\{outbox="campaign",mode="smtp"\} (\d+)$/m.exec(
    await metrics.text(),
  );
  expect(Number(sentByWorker?.[1])).toBeGreaterThan(0);

  // Nothing went wrong in the surviving processes.
  expect(replicaB.output.join('')).not.toMatch(/"level":(50|60)/);
  expect(worker.output.join('')).not.toMatch(/"level":(50|60)/);
}, 300_000);
