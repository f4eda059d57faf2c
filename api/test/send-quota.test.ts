import {
  SENDER,
  campaignRow,
  createCampaign,
  eventually,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { queryRows, testRateLimits } from './support/funnels';
import { createLead } from './support/leads';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 24, item 7: a user's hourly sending quota (CAMPAIGN_SEND_HOURLY_QUOTA) pauses a campaign
 * once spent, shows when it goes on, and the send resumes in the next window by itself. The
 * app's clock runs at the real pace, set so the clock hour ends half a minute into the test.
 */
const HOUR_MS = 3_600_000;
let sink: SmtpSink;
let server: TestServer;
let hourEnd: number;
/** The real time at which the app's clock reaches the hour's end. */
let realHourEnd: number;

beforeAll(async () => {
  const real = Date.now();
  hourEnd = (Math.floor(real / HOUR_MS) + 1) * HOUR_MS;
  const offset = hourEnd - 30_000 - real;
  realHourEnd = real + 30_000;
  sink = await SmtpSink.start();
  server = await startTestServer(
    {
      LOG_LEVEL: 'error',
      SMTP_URL: sink.url,
      SMTP_FROM: SENDER,
      CAMPAIGN_SEND_RATE: '0',
      CAMPAIGN_SEND_HOURLY_QUOTA: '3',
    },
    { rateLimits: testRateLimits(), clock: { now: () => new Date(Date.now() + offset) } },
  );
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

it('a spent hourly quota pauses the send until the next hour, says so, and the rest goes then', async () => {
  const client = new TestClient(server.url);
  await client.signUp();
  const leads = [];
  for (let i = 1; i <= 5; i += 1)
    leads.push(await createLead(client, { email: `quota.${i}.${Date.now()}@example.com` }));
  const campaign = await createCampaign(client, { selectedLeadIds: leads.map((l) => l.id) });
  await sendCampaign(client, campaign.id);

  await eventually(async () => (await campaignRow(server, campaign.id)).sent_count === 3, 'three sent');
  const [waiting] = await queryRows<{ status: string; quota_resume_at: Date | null }>(
    server,
    'select status, quota_resume_at from campaigns where id = $1',
    [campaign.id],
  );
  expect(waiting?.status).toBe('sending');
  expect(waiting?.quota_resume_at?.getTime()).toBe(hourEnd);
  const shown = await client.gql<{ campaign: { quotaResumeAt: string | null; sentCount: number } }>(
    'query($id: ID!) { campaign(id: $id) { quotaResumeAt sentCount } }',
    { id: campaign.id },
  );
  expect(shown.data?.campaign).toEqual({ quotaResumeAt: new Date(hourEnd).toISOString(), sentCount: 3 });
  expect(sink.accepted).toBe(3);

  await waitForStatus(server, campaign.id, 'sent', 90_000);
  expect(sink.accepted).toBe(5);
  // The last two arrived once the new hour had begun.
  expect(sink.acceptedAt.slice(3).every((at) => at >= realHourEnd - 100)).toBe(true);
  const [done] = await queryRows<{ quota_resume_at: Date | null }>(
    server,
    'select quota_resume_at from campaigns where id = $1',
    [campaign.id],
  );
  expect(done?.quota_resume_at).toBeNull();
}, 150_000);

it('the quota set for the user’s own SMTP server in Email Settings is the one that holds', async () => {
  const login = { user: 'quota@sender.example', pass: 'quota-smtp-password' };
  const own = await SmtpSink.start({ auth: login });
  try {
    const client = new TestClient(server.url);
    await client.signUp();
    // The server-wide default is 3 an hour; this server allows 2.
    const saved = await client.post('/api/email/settings', {
      smtpHost: '127.0.0.1',
      smtpPort: own.port,
      smtpSecure: false,
      smtpUser: login.user,
      smtpPassword: login.pass,
      fromEmail: 'quota@sender.example',
      hourlyQuota: '2',
      dailyQuota: '',
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ hourlyQuota: 2, dailyQuota: null });
    const leads = [];
    for (let i = 1; i <= 4; i += 1)
      leads.push(await createLead(client, { email: `own-quota.${i}.${Date.now()}@example.com` }));
    const campaign = await createCampaign(client, { selectedLeadIds: leads.map((l) => l.id) });
    await sendCampaign(client, campaign.id);

    await eventually(async () => {
      const [row] = await queryRows<{ quota_resume_at: Date | null }>(
        server,
        'select quota_resume_at from campaigns where id = $1',
        [campaign.id],
      );
      return Boolean(row?.quota_resume_at);
    }, 'the pause');
    const appNow = Date.now() + (hourEnd - realHourEnd);
    const nextHour = (Math.floor(appNow / HOUR_MS) + 1) * HOUR_MS;
    const shown = await client.gql<{ campaign: { quotaResumeAt: string | null; sentCount: number } }>(
      'query($id: ID!) { campaign(id: $id) { quotaResumeAt sentCount } }',
      { id: campaign.id },
    );
    expect(shown.data?.campaign).toEqual({ quotaResumeAt: new Date(nextHour).toISOString(), sentCount: 2 });
    // Nothing more goes this hour: two arrived at the user's server, none through SMTP_URL.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(own.accepted).toBe(2);
    expect(own.refusedLogins).toBe(0);
    expect(leads.filter((l) => (sink.received.get(l.email.toLowerCase()) ?? 0) > 0)).toEqual([]);
  } finally {
    await own.close();
  }
}, 60_000);
