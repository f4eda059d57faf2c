import { SEQUENCE_TICK_JOB } from '../src/modules/sequences/engine/sequence-engine.jobs';
import { createCampaign, recipientRows, sendCampaign, waitForStatus } from './support/campaign-sending';
import { queryRows, testRateLimits } from './support/funnels';
import { createLead, type LeadJson } from './support/leads';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 14, finding 6: without an SMTP server, campaign and sequence emails are simulated
 * (logged, marked sent). Performance counted them as delivered; they are now recorded as
 * simulated on their outbox rows and counted apart: delivered and every rate leave them out.
 */
let server: TestServer;

beforeAll(async () => {
  // No SMTP_URL, and the users have no SMTP settings: every send is simulated.
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const FIGURES = 'attempted delivered failed simulated opened clicked deliveryRate openRate clickRate';
const PERFORMANCE = `{ emailPerformance {
  overall { ${FIGURES} } current { ${FIGURES} } previous { ${FIGURES} }
  trend { deliveryRate } grade
  activity { kind name delivered simulated failed opened clicked }
} }`;

type Figures = Record<string, number | null>;
type Performance = {
  overall: Figures;
  current: Figures;
  previous: Figures;
  trend: unknown;
  grade: string | null;
  activity: Array<Record<string, unknown>>;
};

async function performanceOf(client: TestClient): Promise<Performance> {
  const res = await client.gql<{ emailPerformance: Performance }>(PERFORMANCE);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.emailPerformance;
}

async function tick(): Promise<void> {
  await server.deps.jobs.send(SEQUENCE_TICK_JOB, {});
  await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
}

it('counts campaign and sequence sends made without SMTP as simulated, never as delivered', async () => {
  const client = new TestClient(server.url);
  await client.signUp();
  const leads: LeadJson[] = [];
  for (const name of ['a', 'b', 'c'])
    leads.push(await createLead(client, { email: `sim.${name}.${Date.now()}@example.com` }));

  // A campaign to three leads…
  const campaign = await createCampaign(client, {
    name: 'Launch',
    subject: 'We are live',
    selectedLeadIds: leads.map((l) => l.id),
  });
  await sendCampaign(client, campaign.id);
  await waitForStatus(server, campaign.id, 'sent');
  const recipients = await recipientRows(server, campaign.id);
  expect(recipients.map((r) => [r.status, (r as { simulated?: boolean }).simulated])).toEqual([
    ['sent', true],
    ['sent', true],
    ['sent', true],
  ]);

  // …and a sequence step to one of them, through the sequence engine.
  const sequence = await client.post('/api/email/sequences', { name: 'Welcome', trigger: 'manual' });
  expect(sequence.status).toBe(201);
  const sequenceId = (sequence.json as { id: string }).id;
  const step = await client.post(`/api/email/sequences/${sequenceId}/steps`, {
    subject: 'Day one',
    content: 'Hello',
    delayHours: 0,
  });
  expect(step.status).toBe(201);
  expect(
    (await client.post(`/api/email/sequences/${sequenceId}/subscribers`, { leadIds: [leads[0]!.id] })).status,
  ).toBe(200);
  await tick();
  const logs = await queryRows<{ status: string; simulated: boolean }>(
    server,
    'select status, simulated from email_sequence_logs where sequence_id = $1',
    [sequenceId],
  );
  expect(logs).toEqual([{ status: 'sent', simulated: true }]);
  // The sequence's own Performance tab: sent, not delivered.
  expect((await client.get(`/api/email/sequences/${sequenceId}/performance`)).json).toMatchObject({
    totalSent: 1,
    totalDelivered: 0,
    totalSimulated: 1,
    openRate: 0,
    clickRate: 0,
  });

  const perf = await performanceOf(client);
  const onlySimulated = {
    attempted: 0,
    delivered: 0,
    failed: 0,
    simulated: 4,
    opened: 0,
    clicked: 0,
    deliveryRate: null,
    openRate: null,
    clickRate: null,
  };
  expect(perf.overall).toEqual(onlySimulated);
  expect(perf.current).toEqual(onlySimulated);
  expect(perf.previous).toMatchObject({ attempted: 0, delivered: 0, simulated: 0 });
  expect(perf.trend).toBeNull();
  expect(perf.grade).toBeNull();
  expect(perf.activity).toEqual(
    expect.arrayContaining([
      { kind: 'campaign', name: 'Launch', delivered: 0, simulated: 3, failed: 0, opened: 0, clicked: 0 },
      { kind: 'sequence', name: 'Welcome', delivered: 0, simulated: 1, failed: 0, opened: 0, clicked: 0 },
    ]),
  );
  expect(perf.activity).toHaveLength(2);

  // The REST answer says the same.
  const rest = await client.get('/api/email/performance');
  expect(rest.json).toMatchObject({ overall: onlySimulated, grade: null });
});

it('keeps real deliveries and their rates apart from simulated sends', async () => {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  const lead = await createLead(client, { email: `mixed.${Date.now()}@example.com` });
  const campaign = await createCampaign(client, { name: 'Simulated', selectedLeadIds: [lead.id] });
  await sendCampaign(client, campaign.id);
  await waitForStatus(server, campaign.id, 'sent');

  // Two sequence sends an SMTP server accepted (one opened) and one it refused, as the engine records them.
  const [sequence] = await queryRows<{ id: string }>(
    server,
    `insert into email_sequences (user_id, name) values ($1, 'Delivered series') returning id`,
    [user.id],
  );
  for (const [status, opened] of [
    ['sent', true],
    ['sent', false],
    ['failed', false],
  ] as const)
    await queryRows(
      server,
      `insert into email_sequence_logs (sequence_id, lead_id, status, sent_at, opened_at)
       values ($1, $2, $3, now(), case when $4 then now() end)`,
      [sequence?.id, lead.id, status, opened],
    );

  const perf = await performanceOf(client);
  expect(perf.overall).toEqual({
    attempted: 3,
    delivered: 2,
    failed: 1,
    simulated: 1,
    opened: 1,
    clicked: 0,
    deliveryRate: 66.7,
    openRate: 50,
    clickRate: 0,
  });
  expect(perf.grade).toBe('D');
});
