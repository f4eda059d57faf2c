import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TICK_JOB } from '../src/modules/campaigns/sending/campaign-sending.jobs';
import {
  SENDER,
  bulkLeads,
  campaignRow,
  createCampaign,
  eventually,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { queryRows, testRateLimits } from './support/funnels';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';
import { spawnWorker, type WorkerProcess } from './support/worker-process';

/**
 * Issue 6: a crash resumes where it stopped. A 10,000-recipient campaign is sent by a separate
 * worker process (`npm run worker`'s entry point) that is killed with SIGKILL three times
 * mid-send and started again; the last one is stopped cleanly. Every recipient gets the
 * message, and the only duplicates are messages in flight at a kill: accepted by the SMTP
 * server but not yet recorded as sent.
 *
 * `npm test` runs this file on its own, after the others: its bounds are about what real worker
 * processes have in flight, and beside another suite on a 2-core machine their heartbeats and
 * shutdowns were starved past the claim timeout.
 */
const RECIPIENTS = 10_000;
const CONNECTIONS = 5;

let sink: SmtpSink;
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  sink = await SmtpSink.start({ keepRaw: false, keepSubjects: true });
  // The web node only enqueues: every message goes out through the worker processes below.
  server = await startTestServer(
    { LOG_LEVEL: 'error', WORKERS: 'off', SMTP_URL: sink.url, SMTP_FROM: SENDER },
    { rateLimits: testRateLimits() },
  );
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ff-worker-'));
});
afterAll(async () => {
  await server.close();
  await sink.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Worker = WorkerProcess;

function startWorker(env: Record<string, string> = {}): Worker {
  return spawnWorker(server, dataDir, {
    SMTP_URL: sink.url,
    SMTP_FROM: SENDER,
    CAMPAIGN_SEND_RATE: '0',
    CAMPAIGN_SEND_CONNECTIONS: String(CONNECTIONS),
    // A claim left by a killed worker is taken again after five seconds: short for the test, yet
    // well above a pause of a live worker on a loaded machine (which would let a second slice
    // take claims whose messages the first already handed to its SMTP connection).
    CAMPAIGN_CLAIM_TIMEOUT_SECONDS: '5',
    ...env,
  });
}

/** Recipients the SMTP server has a message for while their row still says pending: resent later. */
async function deliveredButUnrecorded(campaignId: string): Promise<Set<string>> {
  const rows = await queryRows<{ email: string }>(
    server,
    `select email from campaign_recipients where campaign_id = $1 and status = 'pending'`,
    [campaignId],
  );
  return new Set(rows.filter((r) => (sink.received.get(r.email) ?? 0) > 0).map((r) => r.email));
}

it('a worker killed with SIGKILL mid-send and started again delivers to every recipient; duplicates only for messages in flight', async () => {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  await bulkLeads(server, user.id, RECIPIENTS, 'crash');
  const campaign = await createCampaign(client, { audience: { mode: 'all', filter: {} } });
  expect(campaign.recipients).toBe(RECIPIENTS);
  expect((await sendCampaign(client, campaign.id)).status).toBe('sending');

  let inFlightAtKills = 0;
  let unrecorded = new Set<string>();
  const kills = [1500, 2500, 2000];
  for (const [index, more] of kills.entries()) {
    const worker = startWorker();
    const target = sink.accepted + more;
    await sink.until(() => sink.accepted >= target, `worker ${index + 1} to send ${more} messages`, 60_000);
    worker.child.kill('SIGKILL');
    expect(await worker.exited).toBeNull();
    // Let the server read what the dead worker's sockets still held and see them close (a loaded
    // machine can take a while), then count what it took but the worker never recorded.
    const closedBy = Date.now() + 15_000;
    while (sink.openConnections > 0 && Date.now() < closedBy)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.openConnections).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await deliveredButUnrecorded(campaign.id);
    inFlightAtKills += [...now].filter((email) => !unrecorded.has(email)).length;
    unrecorded = now;
    expect((await campaignRow(server, campaign.id)).status).toBe('sending');
  }
  expect(sink.uniqueRecipients).toBeLessThan(RECIPIENTS);

  // A clean stop (SIGTERM) mid-send: messages in flight finish and are recorded, claims released.
  const [started] = await queryRows<{ at: Date }>(server, 'select now() as at');
  const stopped = startWorker();
  const target = sink.accepted + 1500;
  await sink.until(() => sink.accepted >= target, 'the fourth worker to send 1500 messages', 60_000);
  stopped.child.kill('SIGTERM');
  expect(await stopped.exited).toBe(0);
  expect(stopped.output.join('')).toBe('');
  // Only what the last kill left (not yet taken again) may still be unrecorded.
  const afterStop = await deliveredButUnrecorded(campaign.id);
  expect([...afterStop].filter((email) => !unrecorded.has(email))).toEqual([]);
  const [held] = await queryRows<{ n: number }>(
    server,
    `select count(*)::int as n from campaign_recipients
      where campaign_id = $1 and status = 'pending' and claimed_at >= $2`,
    [campaign.id, started?.at],
  );
  expect(held?.n).toBe(0);
  expect((await campaignRow(server, campaign.id)).status).toBe('sending');

  const last = startWorker();
  try {
    await waitForStatus(server, campaign.id, 'sent', 90_000);
  } finally {
    last.child.kill('SIGTERM');
  }
  expect(await last.exited).toBe(0);
  expect(last.output.join('')).toBe('');

  expect(sink.uniqueRecipients).toBe(RECIPIENTS);
  const missing = Array.from({ length: RECIPIENTS }, (_, i) => `crash${i + 1}@example.com`).filter(
    (email) => !sink.received.has(email),
  );
  expect(missing).toEqual([]);
  expect(sink.duplicates).toBeLessThanOrEqual(inFlightAtKills);
  // In flight per worker: at most four messages per connection (sent or being recorded).
  expect(inFlightAtKills).toBeLessThanOrEqual(kills.length * CONNECTIONS * 4);
  expect(await campaignRow(server, campaign.id)).toMatchObject({
    status: 'sent',
    recipients: RECIPIENTS,
    sent_count: RECIPIENTS,
    failed_count: 0,
  });
}, 150_000);

it('two workers sending one campaign at once never send a recipient twice', async () => {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  await bulkLeads(server, user.id, 4000, 'pair');
  const campaign = await createCampaign(client, { audience: { mode: 'all', filter: {} } });
  const before = sink.accepted;
  // Slow enough (400 messages a second each) that neither is done before the other starts. No
  // worker dies here, so claims keep a realistic timeout: the kill test's short one
  // could expire on a loaded machine while its live worker is still sending.
  const env = { CAMPAIGN_SEND_RATE: '400', CAMPAIGN_CLAIM_TIMEOUT_SECONDS: '60' };
  const workers = [startWorker(env), startWorker(env)];
  await sendCampaign(client, campaign.id);
  try {
    await waitForStatus(server, campaign.id, 'sent', 90_000);
  } finally {
    for (const worker of workers) worker.child.kill('SIGTERM');
  }
  expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
  expect(workers.map((w) => w.output.join(''))).toEqual(['', '']);
  const emails = Array.from({ length: 4000 }, (_, i) => `pair${i + 1}@example.com`);
  expect(emails.filter((email) => sink.received.get(email) !== 1)).toEqual([]);
  expect(sink.accepted - before).toBe(4000);
  // Senders ran at once: send jobs of this campaign whose active times overlap.
  const jobs = await queryRows<{ started_on: Date; completed_on: Date }>(
    server,
    `select started_on, completed_on from pgboss.job
      where name = 'campaigns.send' and data->>'campaignId' = $1 and state = 'completed'
      order by started_on`,
    [campaign.id],
  );
  const overlapping = jobs.some((a, i) =>
    jobs.slice(i + 1).some((b) => b.started_on.getTime() < a.completed_on.getTime()),
  );
  expect(overlapping).toBe(true);
}, 120_000);

it('a worker stalled past the claim timeout loses its claims to another and never sends them after it wakes', async () => {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  await bulkLeads(server, user.id, 3000, 'stall');
  const campaign = await createCampaign(client, { audience: { mode: 'all', filter: {} } });
  const before = sink.accepted;
  // Slow enough that the stalled worker holds a full batch of claims (200) when it stops; its
  // claims expire five seconds into the stop (the file's timeout: a shorter one lets the live
  // worker's own claims expire during a pause of a loaded machine, which is not this test).
  const env = { CAMPAIGN_SEND_RATE: '300' };
  const stalled = startWorker(env);
  await sendCampaign(client, campaign.id);
  await sink.until(() => sink.accepted >= before + 300, 'the first worker to send 300 messages', 60_000);
  stalled.child.kill('SIGSTOP');
  const stoppedAt = performance.now();
  const acceptedAtStop = sink.accepted;
  const other = startWorker(env);
  try {
    // Its claims expire after five seconds: the other worker takes them and sends on.
    await sink.until(() => sink.accepted >= acceptedAtStop + 1200, 'the second worker to take over', 60_000);
    const stallLeft = stoppedAt + 6_500 - performance.now();
    if (stallLeft > 0) await new Promise((resolve) => setTimeout(resolve, stallLeft));
    stalled.child.kill('SIGCONT');
    await waitForStatus(server, campaign.id, 'sent', 90_000);
  } finally {
    for (const worker of [stalled, other]) worker.child.kill('SIGTERM');
  }
  expect(await Promise.all([stalled, other].map((w) => w.exited))).toEqual([0, 0]);
  const emails = Array.from({ length: 3000 }, (_, i) => `stall${i + 1}@example.com`);
  expect(emails.filter((email) => !sink.received.has(email))).toEqual([]);
  // Only messages in flight when it stopped may arrive twice: with its SMTP transport (two per
  // connection) or delivered and not yet recorded, one per lane (four per connection). Without
  // the claim check it would also send every recipient it still held (a batch of 200).
  const duplicates = emails.filter((email) => (sink.received.get(email) ?? 0) > 1);
  expect(duplicates.length).toBeLessThanOrEqual(CONNECTIONS * 4);
  expect(await campaignRow(server, campaign.id)).toMatchObject({ status: 'sent', sent_count: 3000 });
}, 150_000);

it('an email A/B test with workers killed in its sample and in its rest sends every recipient exactly one version', async () => {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  const count = 3000;
  await bulkLeads(server, user.id, count, 'abcrash');
  const campaign = await createCampaign(client, {
    subject: 'Version A',
    audience: { mode: 'all', filter: {} },
    abTest: { variants: [{ subject: 'Version B' }], samplePercent: 30, waitMinutes: 60 },
  });
  const emails = Array.from({ length: count }, (_, i) => `abcrash${i + 1}@example.com`);
  const delivered = () => emails.filter((email) => sink.received.has(email)).length;
  const pendingIn = async (sample: boolean) => {
    const [row] = await queryRows<{ n: number }>(
      server,
      `select count(*)::int as n from campaign_recipients
        where campaign_id = $1 and ab_sample = $2 and status in ('pending', 'held')`,
      [campaign.id, sample],
    );
    return row?.n ?? 0;
  };
  await sendCampaign(client, campaign.id);

  // Killed a third of the way through the sample (900 recipients); the next worker finishes it.
  const first = startWorker();
  await sink.until(() => delivered() >= 300, 'the first worker to send 300 of the sample', 60_000);
  first.child.kill('SIGKILL');
  expect(await first.exited).toBeNull();
  const second = startWorker();
  try {
    await eventually(async () => (await pendingIn(true)) === 0, 'the sample to be sent', 60_000);
    expect(delivered()).toBe(900);
    // Version B is opened more; the test is due now, and the worker's tick picks the winner.
    await queryRows(
      server,
      `update campaign_recipients set opened_at = now()
        where campaign_id = $1 and variant = 1 and id in (
          select id from campaign_recipients where campaign_id = $1 and variant = 1 limit 200)`,
      [campaign.id],
    );
    await queryRows(server, `update campaigns set ab_decide_at = now() where id = $1`, [campaign.id]);
    await server.deps.jobs.send(TICK_JOB, {});
    await sink.until(() => delivered() >= 900 + 700, 'the second worker to send 700 of the rest', 60_000);
    second.child.kill('SIGKILL');
    expect(await second.exited).toBeNull();
  } finally {
    second.child.kill('SIGKILL');
  }
  expect(await pendingIn(false)).toBeGreaterThan(0);

  const last = startWorker();
  try {
    await waitForStatus(server, campaign.id, 'sent', 90_000);
  } finally {
    last.child.kill('SIGTERM');
  }
  expect(await last.exited).toBe(0);
  expect(last.output.join('')).toBe('');

  // Everyone got one version: a message in flight at a kill may arrive twice, never another version.
  expect(emails.filter((email) => !sink.received.has(email))).toEqual([]);
  expect(emails.filter((email) => new Set(sink.subjects.get(email)).size !== 1)).toEqual([]);
  const duplicates = emails.filter((email) => (sink.received.get(email) ?? 0) > 1);
  expect(duplicates.length).toBeLessThanOrEqual(2 * CONNECTIONS * 4);
  const rows = await queryRows<{ variant: number; ab_sample: boolean; n: number }>(
    server,
    `select variant, ab_sample, count(*)::int as n from campaign_recipients
      where campaign_id = $1 and status = 'sent' group by variant, ab_sample order by ab_sample, variant`,
    [campaign.id],
  );
  expect(rows).toEqual([
    { variant: 1, ab_sample: false, n: 2100 },
    { variant: 0, ab_sample: true, n: 450 },
    { variant: 1, ab_sample: true, n: 450 },
  ]);
  const restSubjects = new Set(
    (
      await queryRows<{ email: string }>(
        server,
        'select email from campaign_recipients where campaign_id = $1 and not ab_sample',
        [campaign.id],
      )
    ).map((r) => sink.subjects.get(r.email)?.[0]),
  );
  expect(restSubjects).toEqual(new Set(['Version B']));
  expect(await campaignRow(server, campaign.id)).toMatchObject({ status: 'sent', sent_count: count });
}, 150_000);
