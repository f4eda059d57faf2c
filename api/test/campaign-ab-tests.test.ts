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
import { CHROME_DESKTOP_UA, queryRows, testRateLimits } from './support/funnels';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 21, email experiments: a campaign tries 2–4 subject lines and/or contents on a sample,
 * picks the winner by open or click rate after the chosen time, and sends the winner to the
 * rest through the same engine: every recipient gets exactly one email.
 */
let sink: SmtpSink;
let server: TestServer;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeAll(async () => {
  sink = await SmtpSink.start();
  server = await startTestServer(
    { LOG_LEVEL: 'error', SMTP_URL: sink.url, SMTP_FROM: SENDER, CAMPAIGN_SEND_RATE: '0' },
    { rateLimits: testRateLimits(), clock },
  );
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

type AbTestJson = {
  variants: Array<{ subject: string | null; content: string | null }>;
  samplePercent: number;
  metric: 'opens' | 'clicks';
  waitMinutes: number;
  decideAt: string | null;
  winner: string | null;
};

type AbReport = Omit<AbTestJson, 'variants'> & {
  variants: Array<{
    label: string;
    subject: string;
    recipients: number;
    sent: number;
    opens: number;
    clicks: number;
    rate: number | null;
    rateLow: number | null;
    rateHigh: number | null;
    winner: boolean;
  }>;
  rest: { recipients: number; sent: number; opens: number; clicks: number } | null;
};

/** GET /api/campaigns/{id}/ab-test. */
async function abReport(client: TestClient, id: string): Promise<AbReport> {
  return (await client.get(`/api/campaigns/${id}/ab-test`)).json as unknown as AbReport;
}

async function userWithLeads(count: number, prefix: string) {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  await bulkLeads(server, user.id, count, prefix);
  return { client, user };
}

const emails = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}@example.com`);

/** Runs the minute tick now (the injected clock's now), as a worker would. */
async function tick(): Promise<void> {
  await server.deps.jobs.send(TICK_JOB, {});
  await server.deps.jobs.drain(TICK_JOB);
}

/** Opens (fetches the open pixel of) the last message each address received. */
async function openEmails(addresses: string[]): Promise<void> {
  for (const address of addresses) {
    const message = sink.messages.filter((m) => m.to.includes(address)).pop();
    const pixel = message?.raw
      .toString('utf8')
      .replace(/=\r?\n/g, '')
      .match(/\/t\/o\/[^"'\s]+\.gif/)?.[0];
    if (!pixel) throw new Error(`no open pixel in the message to ${address}`);
    const res = await fetch(`${server.url}${pixel}`, { headers: { 'user-agent': CHROME_DESKTOP_UA } });
    expect(res.status).toBe(200);
  }
}

describe('an email A/B test', () => {
  it('tries the versions on the sample, picks the better open rate when due, and sends it to the rest: one email each', async () => {
    const { client } = await userWithLeads(100, 'ab');
    const campaign = await createCampaign(client, {
      subject: 'Spring sale',
      audience: { mode: 'all', filter: {} },
      abTest: { variants: [{ subject: 'Spring sale: 30% off' }], samplePercent: 20, waitMinutes: 60 },
    });
    expect(campaign).toMatchObject({
      abTest: {
        variants: [{ subject: 'Spring sale: 30% off', content: null }],
        samplePercent: 20,
        metric: 'opens',
        waitMinutes: 60,
        winner: null,
      },
    });
    await sendCampaign(client, campaign.id);
    const all = emails('ab', 100);
    await sink.until(() => all.filter((e) => sink.received.has(e)).length >= 20, 'the sample to be sent');
    await eventually(
      async () => (await abReport(client, campaign.id)).variants[1]?.sent === 10,
      'the sample to be recorded',
    );

    const inSample = all.filter((e) => sink.received.has(e));
    expect(inSample).toHaveLength(20);
    const bySubject = (subject: string) => inSample.filter((e) => sink.subjects.get(e)?.[0] === subject);
    expect(bySubject('Spring sale')).toHaveLength(10);
    expect(bySubject('Spring sale: 30% off')).toHaveLength(10);
    expect((await campaignRow(server, campaign.id)).status).toBe('sending');

    // B is opened more; before the chosen time nothing is decided.
    await openEmails([
      ...bySubject('Spring sale: 30% off').slice(0, 6),
      ...bySubject('Spring sale').slice(0, 2),
    ]);
    await tick();
    let report = await abReport(client, campaign.id);
    expect(report.winner).toBeNull();
    expect(report.variants.map((v) => [v.label, v.recipients, v.sent, v.opens])).toEqual([
      ['A', 10, 10, 2],
      ['B', 10, 10, 6],
    ]);
    expect(report.variants[1]?.rate).toBeCloseTo(0.6);
    expect(report.variants[1]?.rateLow).toBeCloseTo(0.3127, 3);
    expect(report.variants[1]?.rateHigh).toBeCloseTo(0.8318, 3);
    expect(all.filter((e) => sink.received.has(e))).toHaveLength(20);

    offsetMs += 61 * 60_000;
    await tick();
    await waitForStatus(server, campaign.id, 'sent');
    report = await abReport(client, campaign.id);
    expect(report.winner).toBe('B');
    expect(report.variants.map((v) => v.winner)).toEqual([false, true]);
    expect(report.rest).toEqual({ recipients: 80, sent: 80, opens: 0, clicks: 0 });

    // Every recipient exactly one email; the rest got the winner's subject.
    expect(all.filter((e) => sink.received.get(e) !== 1)).toEqual([]);
    const rest = all.filter((e) => !inSample.includes(e));
    expect(new Set(rest.map((e) => sink.subjects.get(e)?.[0]))).toEqual(new Set(['Spring sale: 30% off']));
    expect(await campaignRow(server, campaign.id)).toMatchObject({
      status: 'sent',
      recipients: 100,
      sent_count: 100,
    });
  });

  it('splits three versions evenly, picks by click rate, and a tie goes to the campaign itself', async () => {
    const { client } = await userWithLeads(40, 'tie');
    const campaign = await createCampaign(client, {
      subject: 'Hello',
      content: 'Version one',
      audience: { mode: 'all', filter: {} },
      abTest: {
        variants: [{ content: 'Version two' }, { subject: 'Hi', content: 'Version three' }],
        samplePercent: 30,
        metric: 'clicks',
        waitMinutes: 5,
      },
    });
    await sendCampaign(client, campaign.id);
    await eventually(async () => {
      const report = await abReport(client, campaign.id);
      return report.variants.every((v) => v.sent === 4);
    }, 'the sample of 12 to be sent');
    offsetMs += 6 * 60_000;
    await tick();
    await waitForStatus(server, campaign.id, 'sent');
    const report = await abReport(client, campaign.id);
    expect(report.variants.map((v) => [v.label, v.subject, v.recipients])).toEqual([
      ['A', 'Hello', 4],
      ['B', 'Hello', 4],
      ['C', 'Hi', 4],
    ]);
    expect(report.winner).toBe('A');
    expect(report.rest?.sent).toBe(28);
    expect(emails('tie', 40).filter((e) => sink.received.get(e) !== 1)).toEqual([]);
  });

  it('puts leads that join the audience during a paused test with the rest, and the test cannot change once started', async () => {
    const { client, user } = await userWithLeads(30, 'late');
    const abTest = { variants: [{ subject: 'Other' }], samplePercent: 20, waitMinutes: 30 };
    const campaign = await createCampaign(client, { audience: { mode: 'all', filter: {} }, abTest });
    await client.post(`/api/campaigns/${campaign.id}/send`);
    const paused = await client.put(`/api/campaigns/${campaign.id}`, { status: 'draft' });
    expect(paused.status).toBe(200);

    const changed = await client.put(`/api/campaigns/${campaign.id}`, {
      abTest: { ...abTest, samplePercent: 40 },
    });
    expect(changed.status).toBe(409);
    expect(changed.json?.message).toBe('The A/B test cannot change once its emails have started going out');
    const removed = await client.put(`/api/campaigns/${campaign.id}`, { abTest: null });
    expect(removed.status).toBe(409);
    // The same test again (a client sending the whole campaign back) is no change.
    expect((await client.put(`/api/campaigns/${campaign.id}`, { name: 'Renamed', abTest })).status).toBe(200);

    await queryRows(
      server,
      `insert into leads (id, user_id, email, created_at, updated_at)
       values (gen_random_uuid(), $1, 'late.joiner@example.com', now(), now())`,
      [user.id],
    );
    await sendCampaign(client, campaign.id);
    const [joiner] = await queryRows<{ status: string; variant: number | null; ab_sample: boolean }>(
      server,
      `select r.status, r.variant, r.ab_sample from campaign_recipients r
        where r.campaign_id = $1 and r.email = 'late.joiner@example.com'`,
      [campaign.id],
    );
    expect(joiner).toEqual({ status: 'held', variant: null, ab_sample: false });
    const [sample] = await queryRows<{ n: number }>(
      server,
      'select count(*)::int as n from campaign_recipients where campaign_id = $1 and ab_sample',
      [campaign.id],
    );
    expect(sample?.n).toBe(6);
    offsetMs += 31 * 60_000;
    await tick();
    await waitForStatus(server, campaign.id, 'sent');
    expect(sink.received.get('late.joiner@example.com')).toBe(1);
    expect((await campaignRow(server, campaign.id)).recipients).toBe(31);
  });

  it('refuses a test that compares nothing, too many versions, a sample out of range, and an audience too small', async () => {
    const { client } = await userWithLeads(2, 'small');
    const base = {
      name: 'Test',
      subject: 'Same',
      content: 'Same body',
      audience: { mode: 'all', filter: {} },
    };
    const same = await client.post('/api/campaigns', {
      ...base,
      abTest: { variants: [{ subject: 'Same' }] },
    });
    expect(same.status).toBe(400);
    expect(same.json?.message).toBe('Variant B must change the subject or the content');
    const none = await client.post('/api/campaigns', { ...base, abTest: { variants: [] } });
    expect(none.status).toBe(400);
    expect(none.json?.message).toBe('An A/B test needs a second subject line or content');
    const many = await client.post('/api/campaigns', {
      ...base,
      abTest: { variants: [{ subject: 'b' }, { subject: 'c' }, { subject: 'd' }, { subject: 'e' }] },
    });
    expect(many.status).toBe(400);
    expect(many.json?.message).toBe('An A/B test compares at most 4 versions');
    const sample = await client.post('/api/campaigns', {
      ...base,
      abTest: { variants: [{ subject: 'b' }], samplePercent: 90 },
    });
    expect(sample.status).toBe(400);
    expect(sample.json?.message).toBe('The test sample must be 5% to 50%');

    const campaign = await createCampaign(client, {
      ...base,
      abTest: { variants: [{ subject: 'b' }, { subject: 'c' }] },
    });
    const send = await client.post(`/api/campaigns/${campaign.id}/send`);
    expect(send.status).toBe(400);
    expect(send.json?.message).toBe(
      'An A/B test of 3 versions needs at least 4 recipients: one per version and one for the winner',
    );
    expect((await campaignRow(server, campaign.id)).status).toBe('draft');
    expect(sink.received.has('small1@example.com')).toBe(false);
  });

  it('answers the test over GraphQL, and another user’s campaign test as not found', async () => {
    const { client } = await userWithLeads(10, 'gql');
    const created = await client.gql<{
      createCampaign: {
        id: string;
        abTest: {
          samplePercent: number;
          metric: string;
          waitMinutes: number;
          variants: Array<{ label: string; subject: string; content: string }>;
        };
      };
    }>(
      `mutation Create($input: CampaignInput!) {
         createCampaign(input: $input) {
           id abTest { samplePercent metric waitMinutes winner variants { label subject content recipients rate } }
         }
       }`,
      {
        input: {
          name: 'Graph',
          subject: 'One',
          content: 'Body',
          audience: { mode: 'all' },
          abTest: { variants: [{ subject: 'Two', content: null }], metric: 'clicks' },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCampaign.abTest).toEqual({
      samplePercent: 20,
      metric: 'clicks',
      waitMinutes: 240,
      winner: null,
      variants: [
        { label: 'A', subject: 'One', content: 'Body', recipients: 0, rate: null },
        { label: 'B', subject: 'Two', content: 'Body', recipients: 0, rate: null },
      ],
    });
    const id = created.data!.createCampaign.id;
    const plain = await createCampaign(client, { audience: { mode: 'all', filter: {} } });
    const listed = await client.gql<{ campaignPage: { items: Array<{ id: string }>; total: number } }>(
      `query { campaignPage(withAbTest: true) { items { id } total } }`,
    );
    expect(listed.data?.campaignPage).toEqual({ items: [{ id }], total: 1 });
    const rest = await client.get('/api/campaigns?withAbTest=true');
    expect((rest.json as unknown as Array<{ id: string }>).map((c) => c.id)).toEqual([id]);
    const all = await client.get('/api/campaigns');
    expect((all.json as unknown as Array<{ id: string }>).map((c) => c.id).sort()).toEqual(
      [id, plain.id].sort(),
    );
    expect((await client.get('/api/campaigns?withAbTest=maybe')).status).toBe(400);
    const removed = await client.gql<{ updateCampaign: { abTest: null } }>(
      `mutation { updateCampaign(id: "${id}", input: { removeAbTest: true }) { abTest { metric } } }`,
    );
    expect(removed.data?.updateCampaign.abTest).toBeNull();

    const other = new TestClient(server.url);
    await other.signUp();
    const theirs = await other.get(`/api/campaigns/${id}/ab-test`);
    expect(theirs.status).toBe(404);
    expect(theirs.json?.message).toBe('Campaign not found');
    expect((await client.get(`/api/campaigns/${id}/ab-test`)).status).toBe(404);
  });
});
