import { TEST_EMAIL_MESSAGES } from '../src/modules/email/delivery/test-emails';
import { createCampaign, parse } from './support/campaign-sending';
import { queryRows, testRateLimits } from './support/funnels';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 24, item 3: a campaign's Send test goes at once through the user's SMTP server with
 * "[Test] " before its subject, and skips suppressed addresses (reported as skipped, never sent).
 */
const LOGIN = { user: 'tests@sender.example', pass: 'test-send-password' };
const TEST_LIMIT = 3;
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  sink = await SmtpSink.start({ auth: LOGIN });
  // No SMTP_URL: without settings of their own, a user's sends are only simulated.
  server = await startTestServer(
    { LOG_LEVEL: 'error' },
    { rateLimits: testRateLimits({ testEmailsPerUser: { points: TEST_LIMIT, durationSeconds: 3600 } }) },
  );
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const SEND_TEST = `mutation($id: ID!, $to: [String!]!) {
  sendCampaignTest(id: $id, to: $to) { email status suppression reason }
}`;
type Result = { email: string; status: string; suppression: string | null; reason: string | null };

async function userWithSmtp(): Promise<{ client: TestClient; id: string; email: string }> {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  const saved = await client.post('/api/email/settings', {
    smtpHost: '127.0.0.1',
    smtpPort: sink.port,
    smtpSecure: false,
    smtpUser: LOGIN.user,
    smtpPassword: LOGIN.pass,
    fromEmail: 'news@sender.example',
    fromName: 'Test Sender',
  });
  expect(saved.status).toBe(200);
  return { client, ...user };
}

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

it('sends the campaign as recipients get it, "[Test] " before the subject, and skips suppressed addresses', async () => {
  const { client, id: userId } = await userWithSmtp();
  const campaign = await createCampaign(client, {
    subject: 'Spring launch',
    content: 'Hello there, our spring range is here.',
  });
  const [reader, bounced, removed] = [unique('reader'), unique('bounced'), unique('removed')];
  await queryRows(
    server,
    `insert into email_suppressions (id, user_id, email, reason, created_at)
     values (gen_random_uuid(), $1, $2, 'hard_bounce', now())`,
    [userId, bounced],
  );
  expect((await client.post('/api/suppressions', { email: removed })).status).toBe(201);
  const before = sink.accepted;

  const res = await client.gql<{ sendCampaignTest: Result[] }>(SEND_TEST, {
    id: campaign.id,
    to: [reader, bounced.toUpperCase(), removed],
  });
  expect(res.errors).toBeUndefined();
  expect(res.data?.sendCampaignTest).toEqual([
    { email: reader, status: 'sent', suppression: null, reason: null },
    {
      email: bounced.toUpperCase(),
      status: 'skipped',
      suppression: 'hard_bounce',
      reason: 'Suppressed: the address bounced (hard bounce)',
    },
    {
      email: removed,
      status: 'skipped',
      suppression: 'manual',
      reason: 'Suppressed: added to your suppression list',
    },
  ]);
  expect(sink.accepted).toBe(before + 1);
  expect(sink.received.get(bounced)).toBeUndefined();
  expect(sink.received.get(removed)).toBeUndefined();
  const message = sink.messages.find((m) => m.to.includes(reader));
  const mail = await parse(message!.raw);
  expect(mail.subject).toBe('[Test] Spring launch');
  expect(mail.from?.value[0]).toMatchObject({ address: 'news@sender.example', name: 'Test Sender' });
  expect(mail.text).toContain('Hello there, our spring range is here.');
  expect(mail.html).toContain('Hello there, our spring range is here.');
  // Not a send of the campaign: it stays a draft without recipients.
  const [row] = await queryRows<{ status: string; sent_count: number }>(
    server,
    'select status, sent_count from campaigns where id = $1',
    [campaign.id],
  );
  expect(row).toEqual({ status: 'draft', sent_count: 0 });
});

it('POST /api/campaigns/:id/test answers per address too', async () => {
  const { client } = await userWithSmtp();
  const campaign = await createCampaign(client, { subject: 'Over REST' });
  const to = unique('rest');
  const res = await client.post(`/api/campaigns/${campaign.id}/test`, { to: [to] });
  expect(res.status).toBe(200);
  expect(res.json).toEqual([{ email: to, status: 'sent', suppression: null, reason: null }]);
  expect(sink.subjects.get(to)).toEqual(['[Test] Over REST']);
});

it("another user's campaign is not found, and nothing is sent", async () => {
  const { client: owner } = await userWithSmtp();
  const campaign = await createCampaign(owner, {});
  const { client: other } = await userWithSmtp();
  const to = unique('stranger');
  const res = await other.gql(SEND_TEST, { id: campaign.id, to: [to] });
  expect(res.errors?.[0]).toMatchObject({ message: 'Campaign not found', extensions: { code: 'NOT_FOUND' } });
  expect((await other.post(`/api/campaigns/${campaign.id}/test`, { to: [to] })).status).toBe(404);
  expect(sink.received.get(to)).toBeUndefined();
});

it('says what is wrong: an invalid address by its field, more than five, no SMTP server', async () => {
  const { client } = await userWithSmtp();
  const campaign = await createCampaign(client, {});
  const invalid = await client.post(`/api/campaigns/${campaign.id}/test`, { to: ['me@example.com', 'nope'] });
  expect(invalid.status).toBe(400);
  expect(invalid.json).toEqual({
    message: TEST_EMAIL_MESSAGES.invalidAddress,
    fieldErrors: { 'to.1': TEST_EMAIL_MESSAGES.invalidAddress },
  });
  const six = Array.from({ length: 6 }, (_, i) => `six${i}@example.com`);
  const tooMany = await client.gql(SEND_TEST, { id: campaign.id, to: six });
  expect(tooMany.errors?.[0]).toMatchObject({
    message: TEST_EMAIL_MESSAGES.tooManyRecipients,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const none = await client.gql(SEND_TEST, { id: campaign.id, to: [] });
  expect(none.errors?.[0]?.message).toBe(TEST_EMAIL_MESSAGES.recipientsRequired);

  const bare = new TestClient(server.url);
  await bare.signUp();
  const own = await createCampaign(bare, {});
  const unconfigured = await bare.post(`/api/campaigns/${own.id}/test`, { to: ['me@example.com'] });
  expect(unconfigured.status).toBe(409);
  expect(unconfigured.json).toMatchObject({ message: TEST_EMAIL_MESSAGES.notConfigured });
});

it('limits how many tests a user sends', async () => {
  const { client } = await userWithSmtp();
  const campaign = await createCampaign(client, {});
  for (let i = 0; i < TEST_LIMIT; i += 1) {
    const res = await client.post(`/api/campaigns/${campaign.id}/test`, { to: [unique(`limit${i}`)] });
    expect(res.status).toBe(200);
  }
  const over = unique('over');
  const res = await client.post(`/api/campaigns/${campaign.id}/test`, { to: [over] });
  expect(res.status).toBe(429);
  expect(res.json).toMatchObject({ message: TEST_EMAIL_MESSAGES.tooMany(60) });
  expect(sink.received.get(over)).toBeUndefined();
});

describe('a sequence step’s Send test', () => {
  async function sequenceStep(client: TestClient): Promise<{ sequenceId: string; stepId: string }> {
    const sequence = await client.post('/api/email/sequences', { name: 'Welcome', trigger: 'manual' });
    expect(sequence.status).toBe(201);
    const sequenceId = (sequence.json as { id: string }).id;
    const step = await client.post(`/api/email/sequences/${sequenceId}/steps`, {
      subject: 'Day one',
      content: 'Welcome aboard, here is day one.',
      delayHours: 0,
    });
    expect(step.status).toBe(201);
    return { sequenceId, stepId: (step.json as { id: string }).id };
  }

  it('sends the step as saved with "[Test] " and skips a suppressed address; another user’s step is not found', async () => {
    const { client, id: userId } = await userWithSmtp();
    const { sequenceId, stepId } = await sequenceStep(client);
    const [reader, complained] = [unique('step-reader'), unique('step-complaint')];
    await queryRows(
      server,
      `insert into email_suppressions (id, user_id, email, reason, created_at)
       values (gen_random_uuid(), $1, $2, 'complaint', now())`,
      [userId, complained],
    );
    const res = await client.gql<{ sendEmailSequenceStepTest: Result[] }>(
      `mutation($id: ID!, $to: [String!]!) { sendEmailSequenceStepTest(id: $id, to: $to) { email status suppression reason } }`,
      { id: stepId, to: [reader, complained] },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.sendEmailSequenceStepTest).toEqual([
      { email: reader, status: 'sent', suppression: null, reason: null },
      {
        email: complained,
        status: 'skipped',
        suppression: 'complaint',
        reason: 'Suppressed: the recipient marked your email as spam (complaint)',
      },
    ]);
    const mail = await parse(sink.messages.find((m) => m.to.includes(reader))!.raw);
    expect(mail.subject).toBe('[Test] Day one');
    expect(mail.text).toContain('Welcome aboard, here is day one.');
    expect(sink.received.get(complained)).toBeUndefined();
    // Not a send of the step: nothing is logged or counted.
    expect(
      await queryRows(server, 'select sent_count from email_sequence_steps where id = $1', [stepId]),
    ).toEqual([{ sent_count: 0 }]);

    const rest = unique('step-rest');
    const overRest = await client.post(`/api/email/sequences/${sequenceId}/steps/${stepId}/test`, {
      to: [rest],
    });
    expect(overRest.status).toBe(200);
    expect(overRest.json).toEqual([{ email: rest, status: 'sent', suppression: null, reason: null }]);

    const { client: other } = await userWithSmtp();
    const stranger = unique('step-stranger');
    expect(
      (await other.post(`/api/email/sequences/${sequenceId}/steps/${stepId}/test`, { to: [stranger] }))
        .status,
    ).toBe(404);
    expect(sink.received.get(stranger)).toBeUndefined();
  });
});
