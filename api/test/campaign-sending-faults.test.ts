import { TICK_JOB } from '../src/modules/campaigns/sending/campaign-sending.jobs';
import { queueSlice, startSlice } from '../src/modules/campaigns/sending/campaign-slices';
import { inTransaction } from '../src/shared/db/transaction';
import {
  SENDER,
  bulkLeads,
  campaignRow,
  createCampaign,
  eventually,
  recipientRows,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { gqlCode, queryRows, testRateLimits } from './support/funnels';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 6: how the engine meets SMTP trouble (4xx retried with backoff, 5xx failed with the
 * reason, a dropped connection resumed), pause and resume (exactly one message each), and
 * scheduled sends at scheduledAt on an injected clock; and which queued slice of a campaign waits.
 */
let sink: SmtpSink;
let server: TestServer;
let now = Date.now();

beforeAll(async () => {
  sink = await SmtpSink.start({
    rcpt: (address, attempt) => {
      if (address.startsWith('busy') && attempt === 1) return { code: 421, message: '4.7.0 Try again later' };
      if (address.startsWith('stuck')) return { code: 451, message: '4.3.0 Mailbox busy' };
      if (address.startsWith('gone')) return { code: 550, message: '5.1.1 Mailbox does not exist' };
      return null;
    },
  });
  server = await startTestServer(
    {
      LOG_LEVEL: 'error',
      SMTP_URL: sink.url,
      SMTP_FROM: SENDER,
      CAMPAIGN_SEND_RATE: '100',
      CAMPAIGN_SEND_CONNECTIONS: '3',
      CAMPAIGN_SEND_ATTEMPTS: '3',
      CAMPAIGN_RETRY_SECONDS: '0.2',
    },
    { rateLimits: testRateLimits(), clock: { now: () => new Date(now) } },
  );
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

async function signedIn() {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return { client, userId: user.id };
}

/** The ids of one owner's leads whose address starts with `prefix`. */
async function leadIds(userId: string, prefix: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    server,
    'select id from leads where user_id = $1 and email like $2 order by email',
    [userId, `${prefix}%`],
  );
  return rows.map((r) => r.id);
}

const received = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => sink.received.get(`${prefix}${i + 1}@example.com`) ?? 0);

describe('SMTP answers', () => {
  it('4xx is retried with backoff, 5xx fails with the reason, and the campaign still completes', async () => {
    const { client, userId } = await signedIn();
    for (const prefix of ['busy', 'gone', 'stuck', 'fine']) await bulkLeads(server, userId, 2, prefix);
    const campaign = await createCampaign(client, { selectedLeadIds: await leadIds(userId, '') });
    await sendCampaign(client, campaign.id);
    await waitForStatus(server, campaign.id, 'sent');

    const rows = await recipientRows(server, campaign.id);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    for (const email of ['busy1@example.com', 'busy2@example.com']) {
      expect(byEmail.get(email)).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(sink.received.get(email)).toBe(1);
    }
    for (const email of ['fine1@example.com', 'fine2@example.com']) {
      expect(byEmail.get(email)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sink.received.get(email)).toBe(1);
    }
    for (const email of ['gone1@example.com', 'gone2@example.com']) {
      const row = byEmail.get(email);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.error).toMatch(/^550 5\.1\.1 Mailbox does not exist/);
      expect(sink.rcptAttempts.get(email)).toBe(1);
    }
    for (const email of ['stuck1@example.com', 'stuck2@example.com']) {
      const row = byEmail.get(email);
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row?.error).toMatch(/^451 4\.3\.0 Mailbox busy/);
      expect(sink.rcptAttempts.get(email)).toBe(3);
    }
    expect(await campaignRow(server, campaign.id)).toMatchObject({
      status: 'sent',
      recipients: 8,
      sent_count: 4,
      failed_count: 4,
    });
  });

  it('a connection dropped mid-send is picked up again: every recipient gets exactly one message', async () => {
    const { client, userId } = await signedIn();
    await bulkLeads(server, userId, 30, 'drop');
    sink.dropAt(sink.accepted + 5, 'data');
    sink.dropAt(sink.accepted + 12, 'mail');
    sink.dropAt(sink.accepted + 17, 'data');
    const dropped = sink.dropped;
    const campaign = await createCampaign(client, { selectedLeadIds: await leadIds(userId, 'drop') });
    await sendCampaign(client, campaign.id);
    await waitForStatus(server, campaign.id, 'sent');
    expect(sink.dropped).toBe(dropped + 3);
    expect(received('drop', 30)).toEqual(Array.from({ length: 30 }, () => 1));
    expect(await campaignRow(server, campaign.id)).toMatchObject({ sent_count: 30, failed_count: 0 });
  });

  it('a recipient whose connection keeps dropping is tried again later, and gets one message', async () => {
    const { client, userId } = await signedIn();
    await bulkLeads(server, userId, 3, 'flaky');
    // Cut off twice while its message comes in; tried again (by the pool or the engine) until it arrives.
    sink.dropFor('flaky2@example.com', 2);
    const campaign = await createCampaign(client, { selectedLeadIds: await leadIds(userId, 'flaky') });
    await sendCampaign(client, campaign.id);
    await waitForStatus(server, campaign.id, 'sent');
    expect(received('flaky', 3)).toEqual([1, 1, 1]);
    const rows = await recipientRows(server, campaign.id);
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ['flaky1@example.com', 'sent'],
      ['flaky2@example.com', 'sent'],
      ['flaky3@example.com', 'sent'],
    ]);
    expect(sink.rcptAttempts.get('flaky2@example.com')).toBe(3);
    expect(rows[1]?.attempts).toBeGreaterThanOrEqual(2);
  });
});

const PAUSE = `mutation Pause($id: ID!) { pauseCampaign(id: $id) { id status } }`;
const SEND = `mutation Send($id: ID!) { sendCampaign(id: $id) { id status recipients } }`;

describe('pause and resume', () => {
  it('pausing stops a send before its next message; resuming sends the rest: one message each', async () => {
    const { client, userId } = await signedIn();
    await bulkLeads(server, userId, 200, 'pause');
    const campaign = await createCampaign(client, { selectedLeadIds: await leadIds(userId, 'pause') });
    await sendCampaign(client, campaign.id);
    await sink.until(() => received('pause', 200).filter((n) => n > 0).length >= 30, '30 messages');
    const paused = await client.gql<{ pauseCampaign: { status: string } }>(PAUSE, { id: campaign.id });
    expect(paused.data?.pauseCampaign.status).toBe('draft');

    // In-flight messages finish; then nothing more goes out.
    await eventually(async () => {
      const rows = await recipientRows(server, campaign.id);
      return rows.every((r) => r.status !== 'pending' || r.claimed_at === null);
    }, 'the claims to be released');
    const atPause = received('pause', 200).filter((n) => n > 0).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received('pause', 200).filter((n) => n > 0).length).toBe(atPause);
    expect(atPause).toBeLessThan(200);
    const row = await campaignRow(server, campaign.id);
    expect(row.status).toBe('draft');
    expect(row.sent_count).toBe(atPause);

    // A paused (draft) campaign can be edited; then it resumes with what is still pending.
    const resumed = await client.gql<{ sendCampaign: { status: string; recipients: number } }>(SEND, {
      id: campaign.id,
    });
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data?.sendCampaign.recipients).toBe(200);
    await waitForStatus(server, campaign.id, 'sent');
    expect(received('pause', 200)).toEqual(Array.from({ length: 200 }, () => 1));
    expect(await campaignRow(server, campaign.id)).toMatchObject({ sent_count: 200, recipients: 200 });
  });

  it('a lead who unsubscribes while a send is paused is not sent to on resume', async () => {
    const { client, userId } = await signedIn();
    await bulkLeads(server, userId, 150, 'later');
    const campaign = await createCampaign(client, { selectedLeadIds: await leadIds(userId, 'later') });
    await sendCampaign(client, campaign.id);
    await sink.until(() => received('later', 150).some((n) => n > 0), 'the first message');
    expect(gqlCode(await client.gql(PAUSE, { id: campaign.id }))).toBeNull();
    await eventually(async () => {
      const rows = await recipientRows(server, campaign.id);
      return rows.every((r) => r.status !== 'pending' || r.claimed_at === null);
    }, 'the claims to be released');
    const pending = (await recipientRows(server, campaign.id)).filter((r) => r.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    const quitter = pending[0];
    await queryRows(server, 'update leads set unsubscribed_at = now() where id = $1', [quitter?.lead_id]);
    await sendCampaign(client, campaign.id);
    await waitForStatus(server, campaign.id, 'sent');
    expect(sink.received.get(quitter?.email ?? '')).toBeUndefined();
    const row = await campaignRow(server, campaign.id);
    expect(row.recipients).toBe(149);
    expect(row.sent_count).toBe(149);
    expect(received('later', 150).filter((n) => n === 1)).toHaveLength(149);
  });
});

describe('scheduled campaigns', () => {
  const HOUR = 60 * 60 * 1000;

  async function tick() {
    await server.deps.jobs.send(TICK_JOB, {});
    await server.deps.jobs.drain(TICK_JOB);
  }

  it('are sent once their time has come on the (injected) clock, not before', async () => {
    const { client, userId } = await signedIn();
    await bulkLeads(server, userId, 3, 'sched');
    const campaign = await createCampaign(client, {
      status: 'scheduled',
      scheduledAt: new Date(now + HOUR).toISOString(),
      selectedLeadIds: await leadIds(userId, 'sched'),
    });
    expect(campaign.status).toBe('scheduled');
    await tick();
    expect((await campaignRow(server, campaign.id)).status).toBe('scheduled');
    now += 2 * HOUR;
    await tick();
    expect(['sending', 'sent']).toContain((await campaignRow(server, campaign.id)).status);
    await waitForStatus(server, campaign.id, 'sent');
    expect(received('sched', 3)).toEqual([1, 1, 1]);
    const row = await campaignRow(server, campaign.id);
    expect(row.sent_at?.getTime()).toBe(now);
    expect(row.finished_at?.getTime()).toBe(now);
  });

  it('a paused scheduled campaign is a draft and is not sent at its time', async () => {
    const { client, userId } = await signedIn();
    await bulkLeads(server, userId, 2, 'held');
    const campaign = await createCampaign(client, {
      status: 'scheduled',
      scheduledAt: new Date(now + HOUR).toISOString(),
      selectedLeadIds: await leadIds(userId, 'held'),
    });
    const paused = await client.gql<{ pauseCampaign: { status: string } }>(PAUSE, { id: campaign.id });
    expect(paused.data?.pauseCampaign.status).toBe('draft');
    now += 2 * HOUR;
    await tick();
    expect((await campaignRow(server, campaign.id)).status).toBe('draft');
    expect(received('held', 2)).toEqual([0, 0]);
  });
});

describe('queued slices', () => {
  /** Asks for the campaign's next slice in `waitMs`; answers whether a job was queued. */
  const queue = (campaignId: string, waitMs: number) =>
    inTransaction(server.deps.orm.em.fork(), (tx) => queueSlice(tx, server.deps.jobs, campaignId, waitMs));
  const sliceOf = async (campaignId: string) =>
    (
      await queryRows<{ next_slice_at: Date | null; next_slice_job: string | null }>(
        server,
        'select next_slice_at, next_slice_job from campaigns where id = $1',
        [campaignId],
      )
    )[0]!;
  const jobStart = async (id: string | null) =>
    (
      await queryRows<{ start_after: Date }>(server, 'select start_after from pgboss.job where id = $1', [id])
    )[0]?.start_after;

  it('the soonest waits: a later slice is not queued, a sooner one replaces it, and the replaced job does nothing', async () => {
    const { client, userId } = await signedIn();
    await bulkLeads(server, userId, 1, 'slice');
    // A draft: the slices queued here find nothing to send when they run.
    const campaign = await createCampaign(client, { selectedLeadIds: await leadIds(userId, 'slice') });
    const HOUR = 3_600_000;

    expect(await queue(campaign.id, HOUR)).toBe(true);
    const first = await sliceOf(campaign.id);
    expect(first.next_slice_at!.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);
    expect((await jobStart(first.next_slice_job))!.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);

    // Later than the one waiting: the waiting one comes first.
    expect(await queue(campaign.id, 2 * HOUR)).toBe(false);
    expect(await sliceOf(campaign.id)).toEqual(first);

    // Sooner (a continuation due in half an hour, where the waiting one was an hour away): it replaces it.
    expect(await queue(campaign.id, HOUR / 2)).toBe(true);
    const sooner = await sliceOf(campaign.id);
    expect(sooner.next_slice_job).not.toBe(first.next_slice_job);
    expect(sooner.next_slice_at!.getTime()).toBeLessThan(first.next_slice_at!.getTime() - HOUR / 4);
    expect((await jobStart(sooner.next_slice_job))!.getTime()).toBeLessThan(Date.now() + HOUR / 2 + 60_000);

    // The replaced job, when its time comes, finds itself superseded; the sooner one runs.
    const em = server.deps.orm.em.fork();
    expect(await startSlice(em, campaign.id, first.next_slice_job!)).toBe(false);
    expect(await sliceOf(campaign.id)).toEqual(sooner);
    expect(await startSlice(em, campaign.id, sooner.next_slice_job!)).toBe(true);
    // Once it runs none waits, so whatever it leaves (even hours away) is queued again.
    expect((await sliceOf(campaign.id)).next_slice_at).toBeNull();
    expect(await queue(campaign.id, 2 * HOUR)).toBe(true);
  });
});
