/**
 * A user's SMTP limits hold for all worker processes together when Redis is configured: two real
 * processes share the send rate and the connection cap, and a process that dies holding
 * connections gives them back when its lease lapses. The limits are the user's own for their SMTP
 * server (Email Settings), else the CAMPAIGN_SEND_* defaults.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RedisSendLimits } from '../src/modules/email/delivery/send-limits';
import { LocalSendQuota, RedisSendQuota } from '../src/modules/email/delivery/send-quota';
import type { SmtpTarget } from '../src/modules/email/delivery/smtp';
import { TransportPool } from '../src/modules/email/delivery/transport-pool';
import { createLogger } from '../src/shared/logging/logger';
import { bulkLeads, createCampaign, sendCampaign, waitForStatus } from './support/campaign-sending';
import { testRateLimits } from './support/funnels';
import { startRedisServer, type RedisServer } from './support/redis-server';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer } from './support/test-server';
import { spawnWorker, type WorkerProcess } from './support/worker-process';

const API_DIR = path.resolve(__dirname, '..');

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
}, 120_000);
afterAll(() => redis?.stop());

type Event = { event: 'allowance'; connections: number } | { event: 'take'; at: number } | { event: 'done' };

type LimitedProcess = {
  child: ChildProcess;
  events: Event[];
  /** Resolves with the first event `match` accepts. */
  until(match: (event: Event) => boolean, what: string): Promise<Event>;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

function startProcess(env: Record<string, string>): LimitedProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'test/support/send-limits-process.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, REDIS_URL: redis.url, LEASE_MS: '30000', WAIT_MS: '500', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: Event[] = [];
  const errors: string[] = [];
  const waiters: Array<() => void> = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) events.push(JSON.parse(line) as Event);
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    events,
    async until(match, what) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`the process ended before ${what}: ${errors.join('')}`);
        if (Date.now() > deadline) throw new Error(`no ${what} within a minute: ${errors.join('')}`);
        await Promise.race([
          new Promise<void>((resolve) => waiters.push(resolve)),
          new Promise((resolve) => setTimeout(resolve, 200)),
        ]);
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

const connectionsOf = (event: Event) => (event.event === 'allowance' ? event.connections : -1);

it('two processes together send no faster than the user’s rate', async () => {
  const userId = randomUUID();
  const rate = 20;
  const takes = 40;
  const env = { MODE: 'rate', USER_ID: userId, RATE: String(rate), TAKES: String(takes) };
  const processes = [startProcess(env), startProcess(env)];
  try {
    await Promise.all(processes.map((p) => p.until((e) => e.event === 'done', 'the end of its sends')));
    const times = processes
      .flatMap((p) => p.events.flatMap((e) => (e.event === 'take' ? [e.at] : [])))
      .sort((a, b) => a - b);
    expect(times).toHaveLength(2 * takes);
    // 80 messages at 20 a second take at least three whole seconds after the first second's;
    // each process on its own pace would have finished in about two.
    const spanMs = (times.at(-1) ?? 0) - (times[0] ?? 0);
    console.log(times.map((t) => t - times[0]!).join(' '));
    expect(spanMs).toBeGreaterThanOrEqual(((2 * takes) / rate - 1) * 1000 - 100);
    // Within any one second, no more than the rate (plus the next second's first, at the edge).
    for (const [i, start] of times.entries()) {
      const inSecond = times.slice(i).filter((t) => t < start + 1000).length;
      expect(inSecond).toBeLessThanOrEqual(rate * 2);
    }
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
}, 120_000);

it('the user’s connections are shared: a second process gets none while the first holds them all', async () => {
  const userId = randomUUID();
  const env = { USER_ID: userId, RATE: '0', MAX_CONNECTIONS: '3', TAKES: '0' };
  const first = startProcess(env);
  let second: LimitedProcess | null = null;
  let third: LimitedProcess | null = null;
  try {
    expect(connectionsOf(await first.until((e) => e.event === 'allowance', 'an allowance'))).toBe(3);
    second = startProcess(env);
    expect(connectionsOf(await second.until((e) => e.event === 'allowance', 'an allowance'))).toBe(0);
    // Given back when the first is done with them: a newcomer gets all three.
    await first.stop();
    third = startProcess(env);
    expect(connectionsOf(await third.until((e) => e.event === 'allowance', 'an allowance'))).toBe(3);
  } finally {
    await Promise.all([first, second, third].map((p) => p?.stop()));
  }
}, 120_000);

it('connections held by a process that died come back once its lease lapses', async () => {
  const userId = randomUUID();
  const env = { USER_ID: userId, RATE: '0', MAX_CONNECTIONS: '2', TAKES: '0', LEASE_MS: '2000' };
  const doomed = startProcess(env);
  let later: LimitedProcess | null = null;
  try {
    expect(connectionsOf(await doomed.until((e) => e.event === 'allowance', 'an allowance'))).toBe(2);
    await doomed.stop('SIGKILL');
    // Waits up to 5 s: the dead process's lease (2 s, no longer renewed) lapses within that.
    later = startProcess({ ...env, WAIT_MS: '5000' });
    expect(connectionsOf(await later.until((e) => e.event === 'allowance', 'an allowance'))).toBeGreaterThan(
      0,
    );
  } finally {
    await Promise.all([doomed, later].map((p) => p?.stop()));
  }
}, 120_000);

it('a worker done with its run hands the user’s connections to one that waits for them', async () => {
  const userId = randomUUID();
  const settings = { maxConnections: 2, ratePerSecond: 0 };
  const clients = [redis.client(), redis.client()];
  const [first, second] = clients.map(
    (client) =>
      new TransportPool(
        new RedisSendLimits(client, settings, createLogger('silent')),
        createLogger('silent'),
      ),
  );
  const target: SmtpTarget = {
    source: 'user',
    host: '127.0.0.1',
    port: 2525,
    secure: false,
    user: null,
    password: null,
    fromEmail: 'a@b.c',
    fromName: null,
  };
  try {
    const held = await first!.channel(userId, target);
    expect(held?.channel.allowance.connections).toBe(2);
    const started = performance.now();
    const waiting = second!.channel(userId, target);
    // The first worker's run ends a moment later; its channel would otherwise stay open 5 s idle.
    await new Promise((resolve) => setTimeout(resolve, 500));
    held?.done();
    const got = await waiting;
    expect(got?.channel.allowance.connections).toBe(2);
    expect(performance.now() - started).toBeLessThan(4_000);
    got?.done();
  } finally {
    await first?.close();
    await second?.close();
    await Promise.all(clients.map((client) => client.quit()));
  }
}, 60_000);

it('a process takes the connections that are free (at least one), and gives back all it took', async () => {
  const userId = randomUUID();
  const clients = [redis.client(), redis.client()];
  const log = createLogger('silent');
  const [a, b] = clients.map(
    (client) => new RedisSendLimits(client, { maxConnections: 3, ratePerSecond: 0 }, log),
  );
  try {
    const all = await a!.acquire(userId, 0);
    expect(all?.connections).toBe(3);
    expect(await b!.acquire(userId, 0)).toBeNull();
    await all!.release();
    // Both shares given back: the next process has all three again, in one lease or two.
    const again = await b!.acquire(userId, 0);
    expect(again?.connections).toBe(3);
    expect(await a!.acquire(userId, 0)).toBeNull();
    await again!.release();
    const last = await a!.acquire(userId, 0);
    expect(last?.connections).toBe(3);
    await last!.release();
  } finally {
    await Promise.all(clients.map((client) => client.quit()));
  }
}, 60_000);

it('hourly and daily quotas hold for two processes together, and open again with the next window', async () => {
  const userId = randomUUID();
  let now = new Date('2026-12-02T10:15:00Z');
  const clients = [redis.client(), redis.client()];
  const quotas = clients.map(
    (client) => new RedisSendQuota(client, { hourlyQuota: 5, dailyQuota: 7 }, () => now),
  );
  try {
    // Both processes race for the hour's five messages: exactly five go.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => quotas[i % 2]!.take(userId)));
    expect(answers.filter((a) => a === null)).toHaveLength(5);
    expect(answers.filter((a) => a !== null).map((a) => a?.toISOString())).toEqual(
      Array.from({ length: 3 }, () => '2026-12-02T11:00:00.000Z'),
    );
    // The next hour: two more, then the day's seven are spent until midnight UTC.
    now = new Date('2026-12-02T11:00:01Z');
    expect(await quotas[0]!.take(userId)).toBeNull();
    expect(await quotas[1]!.take(userId)).toBeNull();
    expect((await quotas[0]!.take(userId))?.toISOString()).toBe('2026-12-03T00:00:00.000Z');
    // One process alone keeps the same rules.
    const local = new LocalSendQuota({ hourlyQuota: 2 }, () => now);
    expect([await local.take(userId), await local.take(userId)]).toEqual([null, null]);
    expect((await local.take(userId))?.toISOString()).toBe('2026-12-02T12:00:00.000Z');
  } finally {
    await Promise.all(clients.map((client) => client.quit()));
  }
}, 60_000);

it('two worker processes under a 5-per-second limit set in Email Settings send at no more than 5 per second together', async () => {
  const RATE = 5;
  const CONNECTIONS = 2;
  const PER_CAMPAIGN = 15;
  const login = { user: 'limits@sender.example', pass: 'limits-smtp-password' };
  const sink = await SmtpSink.start({ auth: login });
  // The web node only enqueues; the server-wide default (50/s) is ten times the user's limit.
  const server = await startTestServer(
    { LOG_LEVEL: 'error', WORKERS: 'off', REDIS_URL: redis.url, CAMPAIGN_SEND_RATE: '50' },
    { rateLimits: testRateLimits() },
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ff-limits-worker-'));
  const workers: WorkerProcess[] = [];
  try {
    const client = new TestClient(server.url);
    const user = await client.signUp();
    const saved = await client.gql<{
      saveEmailSettings: { sendRatePerSecond: number; sendConnections: number };
    }>(
      `mutation($input: EmailSettingsInput!) {
         saveEmailSettings(input: $input) { sendRatePerSecond sendConnections }
       }`,
      {
        input: {
          smtpHost: '127.0.0.1',
          smtpPort: sink.port,
          smtpSecure: false,
          smtpUser: login.user,
          smtpPassword: login.pass,
          fromEmail: 'news@sender.example',
          sendRatePerSecond: RATE,
          sendConnections: CONNECTIONS,
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveEmailSettings).toEqual({ sendRatePerSecond: RATE, sendConnections: CONNECTIONS });

    for (let i = 0; i < 2; i += 1) {
      workers.push(spawnWorker(server, dataDir, { REDIS_URL: redis.url, CAMPAIGN_SEND_RATE: '50' }));
    }

    // Two campaigns at once: their slices run on both workers.
    const ids: string[] = [];
    for (let c = 0; c < 2; c += 1) {
      await bulkLeads(server, user.id, PER_CAMPAIGN, `limits${c}-`);
      const campaign = await createCampaign(client, {
        name: `Limits ${c}`,
        audience: { mode: 'all', filter: { search: `limits${c}-` } },
      });
      ids.push(campaign.id);
    }
    for (const id of ids) await sendCampaign(client, id);
    for (const id of ids) await waitForStatus(server, id, 'sent', 90_000);

    expect(sink.accepted).toBe(2 * PER_CAMPAIGN);
    expect(sink.refusedLogins).toBe(0);
    const times = [...sink.acceptedAt].sort((a, b) => a - b);
    // Messages the workers have paced but whose connection is still opening arrive together
    // once it is up: at most two per connection are with the transports at a time.
    const inTransport = 2 * CONNECTIONS;
    // 30 messages, one every 200 ms whoever sends them: about six seconds; each worker at its
    // own pace would have taken three, and the 50/s default under one.
    const spanMs = (times.at(-1) ?? 0) - (times[0] ?? 0);
    expect(spanMs).toBeGreaterThanOrEqual(((times.length - 1 - inTransport) / RATE) * 1000);
    // Within any one second: at most the rate, plus those that waited together for a connection.
    for (const [i, start] of times.entries()) {
      expect(times.slice(i).filter((t) => t < start + 1000).length).toBeLessThanOrEqual(RATE + inTransport);
    }
    // Once the connections are up, the pace is the user's: a second holds five, six only when
    // one message came a little late and the next on time (they leave at least 200 ms apart).
    const steady = times.slice(inTransport);
    for (const [i, start] of steady.entries()) {
      expect(steady.slice(i).filter((t) => t < start + 1000).length).toBeLessThanOrEqual(RATE + 1);
    }
  } finally {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
    await server.close();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  expect(workers.map((w) => w.output.join(''))).toEqual(['', '']);
}, 180_000);
