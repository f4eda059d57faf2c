import { randomUUID } from 'node:crypto';
import { createFunnel, gqlCode, queryRows, signedInClient, testRateLimits } from './support/funnels';
import { insertLeads } from './support/leads';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * 001 §2.5, §3, §5 and §7 autoresponders over REST and GraphQL: sequences, steps as positions,
 * validation messages, tenancy, performance from the logs, subscribers and the enrolment contract.
 * Workers are off so the sending engine never moves a subscriber under these assertions.
 */
let server: TestServer;
let now = new Date('2026-06-01T12:00:00.000Z');
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'error', WORKERS: 'off' },
    { rateLimits: testRateLimits(), clock: { now: () => now } },
  );
});
afterAll(() => server.close());

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const HOUR_MS = 60 * 60 * 1000;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR_MS).toISOString();

type SequenceJson = {
  id: string;
  userId: string;
  name: string;
  description: string | null;
  trigger: string;
  triggerValue: string | null;
  isActive: boolean;
  totalSent: number;
  stepCount?: number;
  activeSubscriberCount?: number;
};
type StepJson = {
  id: string;
  sequenceId: string;
  stepNumber: number;
  subject: string;
  content: string;
  delayHours: number;
  isActive: boolean;
  sentCount: number;
};
type SubscriberJson = {
  id: string;
  leadId: string;
  lead: { email: string } | null;
  currentStep: number;
  status: string;
  startedAt: string;
  nextEmailAt: string | null;
};
type EnrolJson = {
  enrolled: string[];
  alreadyEnrolled: string[];
  refused: Array<{ leadId: string; reason: string }>;
};

async function createSequence(client: TestClient, body: Record<string, unknown> = {}): Promise<SequenceJson> {
  const res = await client.post('/api/email/sequences', {
    name: 'Welcome series',
    trigger: 'manual',
    ...body,
  });
  if (res.status !== 201) throw new Error(`create sequence failed: ${res.status} ${res.text}`);
  return res.json as unknown as SequenceJson;
}

async function addStep(client: TestClient, sequenceId: string, body: Record<string, unknown> = {}) {
  const res = await client.post(`/api/email/sequences/${sequenceId}/steps`, {
    subject: 'Hello',
    content: 'Welcome aboard',
    ...body,
  });
  if (res.status !== 201) throw new Error(`add step failed: ${res.status} ${res.text}`);
  return res.json as unknown as StepJson;
}

async function steps(client: TestClient, sequenceId: string): Promise<StepJson[]> {
  const res = await client.get(`/api/email/sequences/${sequenceId}/steps`);
  expect(res.status).toBe(200);
  return res.json as unknown as StepJson[];
}

async function subscribers(client: TestClient, sequenceId: string, query = '') {
  const res = await client.get(`/api/email/sequences/${sequenceId}/subscribers${query}`);
  expect(res.status).toBe(200);
  return res.json as unknown as { items: SubscriberJson[]; total: number };
}

async function enrol(client: TestClient, sequenceId: string, leadIds: string[]) {
  const res = await client.post(`/api/email/sequences/${sequenceId}/subscribers`, { leadIds });
  expect(res.status).toBe(200);
  return res.json as unknown as EnrolJson;
}

async function leadsOf(userId: string, count: number, prefix = randomUUID().slice(0, 8)): Promise<string[]> {
  const rows = await insertLeads(
    server,
    userId,
    Array.from({ length: count }, (_, i) => ({
      email: `${prefix}-${i}@example.com`,
      score: 50,
      createdAt: `2026-01-0${(i % 9) + 1}T10:00:00.000Z`,
    })),
  );
  return rows.map((row) => row.id);
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/email/sequences'],
    ['POST', '/api/email/sequences'],
    ['GET', `/api/email/sequences/${UNKNOWN_UUID}`],
    ['PATCH', `/api/email/sequences/${UNKNOWN_UUID}`],
    ['DELETE', `/api/email/sequences/${UNKNOWN_UUID}`],
    ['GET', `/api/email/sequences/${UNKNOWN_UUID}/steps`],
    ['POST', `/api/email/sequences/${UNKNOWN_UUID}/steps`],
    ['PUT', `/api/email/sequences/${UNKNOWN_UUID}/steps/order`],
    ['PATCH', `/api/email/sequences/${UNKNOWN_UUID}/steps/${UNKNOWN_UUID}`],
    ['DELETE', `/api/email/sequences/${UNKNOWN_UUID}/steps/${UNKNOWN_UUID}`],
    ['GET', `/api/email/sequences/${UNKNOWN_UUID}/performance`],
    ['GET', `/api/email/sequences/${UNKNOWN_UUID}/subscribers`],
    ['POST', `/api/email/sequences/${UNKNOWN_UUID}/subscribers`],
    ['DELETE', `/api/email/sequences/${UNKNOWN_UUID}/subscribers/${UNKNOWN_UUID}`],
  ])('%s %s answers 401 Unauthorized', async (method, path) => {
    const res = await new TestClient(server.url).request(method, path, method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Unauthorized' });
  });

  it('GraphQL answers UNAUTHENTICATED', async () => {
    const res = await new TestClient(server.url).gql('{ emailSequences { id } }');
    expect(gqlCode(res)).toBe('UNAUTHENTICATED');
  });
});

describe('sequences', () => {
  it('creates with the 001 §7 fields and defaults, lists newest first with counts, toggles Active/Paused', async () => {
    const { client, userId } = await signedInClient(server);
    const bare = await client.post('/api/email/sequences', { name: '  Onboarding  ' });
    expect(bare.status).toBe(201);
    expect(bare.json).toMatchObject({
      userId,
      name: 'Onboarding',
      description: null,
      trigger: 'funnel_signup',
      triggerValue: null,
      isActive: true,
      totalSent: 0,
    });
    const second = await createSequence(client, {
      name: 'Tagged',
      trigger: 'tag_added',
      triggerValue: 'vip',
    });
    await addStep(client, second.id);
    const list = await client.get('/api/email/sequences');
    expect((list.json as unknown as SequenceJson[]).map((s) => [s.name, s.stepCount])).toEqual([
      ['Tagged', 1],
      ['Onboarding', 0],
    ]);

    const paused = await client.patch(`/api/email/sequences/${second.id}`, { isActive: false });
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ isActive: false, trigger: 'tag_added', triggerValue: 'vip' });
    const resumed = await client.patch(`/api/email/sequences/${second.id}`, { isActive: true });
    expect(resumed.json).toMatchObject({ isActive: true });
  });

  it.each([
    [{ name: '' }, 'Sequence name is required', 'name'],
    [{ name: '   ' }, 'Sequence name is required', 'name'],
    [{}, 'Sequence name is required', 'name'],
    [
      { name: 'x', trigger: 'weekly' },
      'Trigger must be one of funnel_signup, manual, tag_added, date_based',
      'trigger',
    ],
    [{ name: 'x', trigger: 'tag_added' }, 'Enter the tag that starts this sequence', 'triggerValue'],
    [
      { name: 'x', trigger: 'date_based', triggerValue: 'soon' },
      'Choose the date that starts this sequence',
      'triggerValue',
    ],
    [
      { name: 'x', trigger: 'funnel_signup', triggerValue: 'my funnel' },
      'Choose a funnel, or any funnel',
      'triggerValue',
    ],
  ])('POST %j answers 400 %s', async (body, message, field) => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/email/sequences', body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, fieldErrors: { [field]: message } });
  });

  it('a funnel_signup trigger names one of the user’s funnels, or none for any funnel', async () => {
    const { client } = await signedInClient(server);
    const { client: other } = await signedInClient(server);
    const mine = await createFunnel(client);
    const theirs = await createFunnel(other);
    expect(
      (await createSequence(client, { trigger: 'funnel_signup', triggerValue: mine.id })).triggerValue,
    ).toBe(mine.id);
    const refused = await client.post('/api/email/sequences', {
      name: 'x',
      trigger: 'funnel_signup',
      triggerValue: theirs.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ message: 'Funnel not found' });
    const manual = await createSequence(client, { trigger: 'manual', triggerValue: 'ignored' });
    expect(manual.triggerValue).toBeNull();
  });

  it('PATCH keeps the spec messages and the trigger rules', async () => {
    const { client } = await signedInClient(server);
    const sequence = await createSequence(client);
    const blank = await client.patch(`/api/email/sequences/${sequence.id}`, { name: '' });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ message: 'Sequence name is required' });
    const noTag = await client.patch(`/api/email/sequences/${sequence.id}`, { trigger: 'tag_added' });
    expect(noTag.json).toMatchObject({ message: 'Enter the tag that starts this sequence' });
    const tagged = await client.patch(`/api/email/sequences/${sequence.id}`, {
      trigger: 'tag_added',
      triggerValue: 'webinar',
    });
    expect(tagged.json).toMatchObject({ trigger: 'tag_added', triggerValue: 'webinar' });
  });

  it('DELETE removes the sequence with its steps and subscribers', async () => {
    const { client, userId } = await signedInClient(server);
    const sequence = await createSequence(client);
    await addStep(client, sequence.id);
    await enrol(client, sequence.id, await leadsOf(userId, 1));
    const res = await client.del(`/api/email/sequences/${sequence.id}`);
    expect(res.status).toBe(200);
    expect((await client.get(`/api/email/sequences/${sequence.id}`)).status).toBe(404);
    const rows = await queryRows(server, 'select id from email_sequence_steps where sequence_id = $1', [
      sequence.id,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('steps', () => {
  it('adds with delay 24 by default, numbers positions 1..N, inserts, reorders and deletes with renumbering', async () => {
    const { client } = await signedInClient(server);
    const sequence = await createSequence(client);
    const a = await addStep(client, sequence.id, { subject: 'A' });
    expect(a).toMatchObject({ stepNumber: 1, delayHours: 24, isActive: true, sequenceId: sequence.id });
    const b = await addStep(client, sequence.id, { subject: 'B', delayHours: 0, stepNumber: 7 });
    expect(b.stepNumber).toBe(2);
    const c = await addStep(client, sequence.id, { subject: 'C', stepNumber: 1, delayHours: 48 });
    expect((await steps(client, sequence.id)).map((s) => [s.subject, s.stepNumber])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);

    const reordered = await client.put(`/api/email/sequences/${sequence.id}/steps/order`, {
      stepIds: [a.id, b.id, c.id],
    });
    expect(reordered.status).toBe(200);
    expect((reordered.json as unknown as StepJson[]).map((s) => [s.subject, s.stepNumber])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    const partial = await client.put(`/api/email/sequences/${sequence.id}/steps/order`, { stepIds: [a.id] });
    expect(partial.status).toBe(400);
    expect(partial.json).toMatchObject({ message: 'List every step of the sequence exactly once' });

    const edited = await client.patch(`/api/email/sequences/${sequence.id}/steps/${b.id}`, {
      subject: 'B2',
      isActive: false,
      delayHours: 12,
    });
    expect(edited.json).toMatchObject({ subject: 'B2', isActive: false, delayHours: 12, stepNumber: 2 });

    expect((await client.del(`/api/email/sequences/${sequence.id}/steps/${a.id}`)).status).toBe(200);
    expect((await steps(client, sequence.id)).map((s) => [s.subject, s.stepNumber])).toEqual([
      ['B2', 1],
      ['C', 2],
    ]);
  });

  it.each([
    [{ content: 'x' }, 'Step subject is required', 'subject'],
    [{ subject: ' ', content: 'x' }, 'Step subject is required', 'subject'],
    [{ subject: 'x' }, 'Step content is required', 'content'],
    [{ subject: 'x', content: '' }, 'Step content is required', 'content'],
    [{ subject: 'x', content: 'y', delayHours: null }, 'Delay hours is required', 'delayHours'],
    [{ subject: 'x', content: 'y', delayHours: '' }, 'Delay hours is required', 'delayHours'],
    [
      { subject: 'x', content: 'y', delayHours: -1 },
      'Delay hours must be a whole number from 0 to 8760',
      'delayHours',
    ],
  ])('POST steps %j answers 400 %s', async (body, message, field) => {
    const { client } = await signedInClient(server);
    const sequence = await createSequence(client);
    const res = await client.post(`/api/email/sequences/${sequence.id}/steps`, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, fieldErrors: { [field]: message } });
  });

  it('PATCH of a step keeps the messages', async () => {
    const { client } = await signedInClient(server);
    const sequence = await createSequence(client);
    const step = await addStep(client, sequence.id);
    const res = await client.patch(`/api/email/sequences/${sequence.id}/steps/${step.id}`, {
      delayHours: null,
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Delay hours is required' });
    const content = await client.patch(`/api/email/sequences/${sequence.id}/steps/${step.id}`, {
      content: ' ',
    });
    expect(content.json).toMatchObject({ message: 'Step content is required' });
  });
});

describe('enrolment contract', () => {
  it('enrols active at step 1, due after step 1’s delay, started now; refuses unsubscribed and foreign leads', async () => {
    const { client, userId } = await signedInClient(server);
    const { userId: otherId } = await signedInClient(server);
    const sequence = await createSequence(client);
    await addStep(client, sequence.id, { delayHours: 2 });
    await addStep(client, sequence.id, { delayHours: 5 });
    const [a, b, unsubscribed] = await leadsOf(userId, 3);
    const [foreign] = await leadsOf(otherId, 1);
    await queryRows(server, 'update leads set unsubscribed_at = now() where id = $1', [unsubscribed]);

    now = new Date('2026-06-02T08:00:00.000Z');
    const result = await enrol(client, sequence.id, [a!, b!, unsubscribed!, foreign!]);
    expect(result.enrolled.sort()).toEqual([a, b].sort());
    expect(result.alreadyEnrolled).toEqual([]);
    expect(result.refused).toEqual([
      { leadId: unsubscribed, reason: 'The lead has unsubscribed' },
      { leadId: foreign, reason: 'Lead not found' },
    ]);
    const rows = await queryRows<{
      lead_id: string;
      status: string;
      current_step: number;
      started_at: Date;
      next_email_at: Date;
    }>(server, 'select * from email_sequence_subscribers where sequence_id = $1 order by lead_id', [
      sequence.id,
    ]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'active', current_step: 1 });
      expect(row.started_at.toISOString()).toBe(now.toISOString());
      expect(row.next_email_at.toISOString()).toBe(at(now, 2));
    }

    // Not twice.
    const again = await enrol(client, sequence.id, [a!]);
    expect(again).toEqual({ enrolled: [], alreadyEnrolled: [a], refused: [] });
  });

  it('with no steps yet the next email time is empty, and the first step added sets it to now + its delay', async () => {
    const { client, userId } = await signedInClient(server);
    const sequence = await createSequence(client);
    const [lead] = await leadsOf(userId, 1);
    now = new Date('2026-06-03T09:00:00.000Z');
    await enrol(client, sequence.id, [lead!]);
    expect((await subscribers(client, sequence.id)).items[0]).toMatchObject({
      nextEmailAt: null,
      currentStep: 1,
    });
    now = new Date('2026-06-03T10:30:00.000Z');
    await addStep(client, sequence.id, { delayHours: 3 });
    expect((await subscribers(client, sequence.id)).items[0]).toMatchObject({
      nextEmailAt: at(now, 3),
      currentStep: 1,
      status: 'active',
    });
  });

  it('removal keeps the logs; enrolling a removed lead again starts it from step 1 as a new enrolment', async () => {
    const { client, userId } = await signedInClient(server);
    const sequence = await createSequence(client);
    const step = await addStep(client, sequence.id, { delayHours: 0 });
    const [lead] = await leadsOf(userId, 1);
    now = new Date('2026-06-04T09:00:00.000Z');
    await enrol(client, sequence.id, [lead!]);
    const [subscriber] = (await subscribers(client, sequence.id)).items;
    expect(subscriber!.nextEmailAt).toBe(now.toISOString());
    await queryRows(
      server,
      `insert into email_sequence_logs (sequence_id, step_id, subscriber_id, lead_id, status)
       values ($1, $2, $3, $4, 'sent')`,
      [sequence.id, step.id, subscriber!.id, lead],
    );
    await queryRows(
      server,
      'update email_sequence_subscribers set current_step = 2, next_email_at = null where id = $1',
      [subscriber!.id],
    );

    const removed = await client.del(`/api/email/sequences/${sequence.id}/subscribers/${subscriber!.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({
      status: 'removed',
      nextEmailAt: null,
      lead: { email: expect.any(String) },
    });
    expect(
      await queryRows(server, 'select id from email_sequence_logs where sequence_id = $1', [sequence.id]),
    ).toHaveLength(1);

    now = new Date('2026-06-05T09:00:00.000Z');
    expect((await enrol(client, sequence.id, [lead!])).enrolled).toEqual([lead]);
    const { items } = await subscribers(client, sequence.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'active', currentStep: 1, startedAt: now.toISOString() });
    expect(items[0]!.id).not.toBe(subscriber!.id);
    // The earlier send stays on record for performance.
    expect((await client.get(`/api/email/sequences/${sequence.id}/performance`)).json).toMatchObject({
      totalSent: 1,
    });
  });

  it('the service method works without a request', async () => {
    const { client, userId } = await signedInClient(server);
    const sequence = await createSequence(client);
    await addStep(client, sequence.id, { delayHours: 1 });
    const [lead] = await leadsOf(userId, 1);
    const service = server.services.sequences;
    const when = new Date('2026-07-01T00:00:00.000Z');
    expect(await service.enrol(userId, sequence.id, [lead!], when)).toEqual({
      enrolled: [lead],
      alreadyEnrolled: [],
      refused: [],
    });
    expect((await subscribers(client, sequence.id)).items[0]).toMatchObject({
      startedAt: when.toISOString(),
      nextEmailAt: at(when, 1),
    });
    await expect(service.enrol(randomUUID(), sequence.id, [lead!], when)).rejects.toThrow(
      'Sequence not found',
    );
  });

  it('deleting a step keeps each subscriber waiting for the same next step', async () => {
    const { client, userId } = await signedInClient(server);
    const sequence = await createSequence(client);
    const first = await addStep(client, sequence.id, { subject: 'one' });
    await addStep(client, sequence.id, { subject: 'two' });
    await addStep(client, sequence.id, { subject: 'three' });
    const [lead] = await leadsOf(userId, 1);
    await enrol(client, sequence.id, [lead!]);
    await queryRows(server, 'update email_sequence_subscribers set current_step = 3 where sequence_id = $1', [
      sequence.id,
    ]);
    await client.del(`/api/email/sequences/${sequence.id}/steps/${first.id}`);
    expect((await subscribers(client, sequence.id)).items[0]!.currentStep).toBe(2);
  });
});

describe('subscribers', () => {
  it('are paged newest first with their leads and total, and filter by status', async () => {
    const { client, userId } = await signedInClient(server);
    const sequence = await createSequence(client);
    const leads = await leadsOf(userId, 5);
    for (const [i, lead] of leads.entries()) {
      now = new Date(Date.UTC(2026, 7, 1, i));
      await enrol(client, sequence.id, [lead]);
    }
    const first = await subscribers(client, sequence.id, '?limit=2');
    expect(first.total).toBe(5);
    expect(first.items.map((s) => s.leadId)).toEqual([leads[4], leads[3]]);
    const last = await subscribers(client, sequence.id, '?limit=2&offset=4');
    expect(last.items.map((s) => s.leadId)).toEqual([leads[0]]);
    await client.del(`/api/email/sequences/${sequence.id}/subscribers/${first.items[0]!.id}`);
    expect((await subscribers(client, sequence.id, '?status=removed')).total).toBe(1);
    expect((await subscribers(client, sequence.id, '?status=active')).total).toBe(4);
    const bad = await client.get(`/api/email/sequences/${sequence.id}/subscribers?limit=500`);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'Limit must be 1 to 100' });
  });

  it('enrolling nobody is refused with a message', async () => {
    const { client } = await signedInClient(server);
    const sequence = await createSequence(client);
    const res = await client.post(`/api/email/sequences/${sequence.id}/subscribers`, { leadIds: [] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Choose at least one lead' });
  });
});

describe('performance', () => {
  it('counts the logs: sent rows, delivered, open and click rates over delivered, and per-step counters', async () => {
    const { client, userId } = await signedInClient(server);
    const sequence = await createSequence(client);
    const step = await addStep(client, sequence.id);
    const empty = await client.get(`/api/email/sequences/${sequence.id}/performance`);
    expect(empty.json).toEqual({
      totalSent: 0,
      totalDelivered: 0,
      totalSimulated: 0,
      openRate: 0,
      clickRate: 0,
      steps: [
        { stepId: step.id, stepNumber: 1, subject: 'Hello', sentCount: 0, openCount: 0, clickCount: 0 },
      ],
    });
    const leads = await leadsOf(userId, 4);
    const log = (lead: string, status: string, opened: boolean, clicked: boolean) =>
      queryRows(
        server,
        `insert into email_sequence_logs (sequence_id, step_id, lead_id, status, opened_at, clicked_at, error_message)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          sequence.id,
          step.id,
          lead,
          status,
          opened ? new Date() : null,
          clicked ? new Date() : null,
          status === 'failed' ? '550 no such user' : null,
        ],
      );
    await log(leads[0]!, 'sent', true, true);
    await log(leads[1]!, 'sent', true, false);
    await log(leads[2]!, 'sent', false, false);
    await log(leads[3]!, 'failed', false, false);
    await queryRows(
      server,
      'update email_sequence_steps set sent_count = 3, open_count = 2, click_count = 1 where id = $1',
      [step.id],
    );
    const res = await client.get(`/api/email/sequences/${sequence.id}/performance`);
    expect(res.json).toEqual({
      totalSent: 4,
      totalDelivered: 3,
      totalSimulated: 0,
      openRate: 66.7,
      clickRate: 33.3,
      steps: [
        { stepId: step.id, stepNumber: 1, subject: 'Hello', sentCount: 3, openCount: 2, clickCount: 1 },
      ],
    });
    const gql = await client.gql<{ emailSequencePerformance: Record<string, unknown> }>(
      `query ($id: ID!) { emailSequencePerformance(sequenceId: $id) { totalSent totalDelivered openRate clickRate } }`,
      { id: sequence.id },
    );
    expect(gql.data?.emailSequencePerformance).toEqual({
      totalSent: 4,
      totalDelivered: 3,
      openRate: 66.7,
      clickRate: 33.3,
    });
  });
});

describe('tenancy', () => {
  it('another user’s sequence, step or subscriber answers 404 on every path and changes nothing', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const { client: intruder, userId: intruderId } = await signedInClient(server);
    const sequence = await createSequence(owner);
    const step = await addStep(owner, sequence.id);
    const [lead] = await leadsOf(userId, 1);
    await enrol(owner, sequence.id, [lead!]);
    const [subscriber] = (await subscribers(owner, sequence.id)).items;
    const [intruderLead] = await leadsOf(intruderId, 1);
    const mine = await createSequence(intruder);
    const base = `/api/email/sequences/${sequence.id}`;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', base],
      ['PATCH', base, { isActive: false }],
      ['DELETE', base],
      ['GET', `${base}/steps`],
      ['POST', `${base}/steps`, { subject: 's', content: 'c' }],
      ['PUT', `${base}/steps/order`, { stepIds: [step.id] }],
      ['PATCH', `${base}/steps/${step.id}`, { subject: 'hacked' }],
      ['DELETE', `${base}/steps/${step.id}`],
      ['GET', `${base}/performance`],
      ['GET', `${base}/subscribers`],
      ['POST', `${base}/subscribers`, { leadIds: [intruderLead] }],
      ['DELETE', `${base}/subscribers/${subscriber!.id}`],
      // The intruder's own sequence in the path does not unlock the owner's step or subscriber.
      ['PATCH', `/api/email/sequences/${mine.id}/steps/${step.id}`, { subject: 'hacked' }],
      ['DELETE', `/api/email/sequences/${mine.id}/subscribers/${subscriber!.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await intruder.request(method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const gqlAttempts = [
      `{ emailSequence(id: "${sequence.id}") { id } }`,
      `{ emailSequenceSteps(sequenceId: "${sequence.id}") { id } }`,
      `{ emailSequenceSubscribers(sequenceId: "${sequence.id}") { total } }`,
      `mutation { updateEmailSequenceStep(id: "${step.id}", input: { subject: "x" }) { id } }`,
      `mutation { removeSequenceSubscriber(id: "${subscriber!.id}") { id } }`,
      `mutation { enrolLeadsInSequence(sequenceId: "${sequence.id}", leadIds: ["${intruderLead}"]) { enrolled } }`,
    ];
    for (const query of gqlAttempts) expect(gqlCode(await intruder.gql(query))).toBe('NOT_FOUND');
    expect((await owner.get(base)).json).toMatchObject({ isActive: true, stepCount: 1 });
    expect((await steps(owner, sequence.id))[0]).toMatchObject({ subject: 'Hello' });
    expect((await subscribers(owner, sequence.id)).items[0]).toMatchObject({ status: 'active' });
    const list = await intruder.get('/api/email/sequences');
    expect((list.json as unknown as SequenceJson[]).map((s) => s.id)).toEqual([mine.id]);
  });
});

describe('GraphQL', () => {
  it('creates, adds steps, reorders, enrols and pages subscribers with their leads', async () => {
    const { client, userId } = await signedInClient(server);
    const created = await client.gql<{
      createEmailSequence: { id: string; trigger: string; stepCount: number };
    }>('mutation { createEmailSequence(input: { name: "GQL", trigger: manual }) { id trigger stepCount } }');
    const id = created.data!.createEmailSequence.id;
    expect(created.data!.createEmailSequence).toMatchObject({ trigger: 'manual', stepCount: 0 });
    const invalid = await client.gql(
      `mutation { addEmailSequenceStep(sequenceId: "${id}", input: { subject: "", content: "x" }) { id } }`,
    );
    expect(gqlCode(invalid)).toBe('BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.message).toBe('Step subject is required');
    const ids: string[] = [];
    for (const subject of ['one', 'two']) {
      const res = await client.gql<{ addEmailSequenceStep: { id: string; delayHours: number } }>(
        `mutation { addEmailSequenceStep(sequenceId: "${id}", input: { subject: "${subject}", content: "c" }) { id delayHours } }`,
      );
      expect(res.data!.addEmailSequenceStep.delayHours).toBe(24);
      ids.push(res.data!.addEmailSequenceStep.id);
    }
    const reordered = await client.gql<{
      reorderEmailSequenceSteps: Array<{ subject: string; stepNumber: number }>;
    }>(
      `mutation ($id: ID!, $ids: [ID!]!) { reorderEmailSequenceSteps(sequenceId: $id, stepIds: $ids) { subject stepNumber } }`,
      { id, ids: [...ids].reverse() },
    );
    expect(reordered.data!.reorderEmailSequenceSteps).toEqual([
      { subject: 'two', stepNumber: 1 },
      { subject: 'one', stepNumber: 2 },
    ]);
    const [lead] = await leadsOf(userId, 1);
    const enrolled = await client.gql<{ enrolLeadsInSequence: EnrolJson }>(
      `mutation { enrolLeadsInSequence(sequenceId: "${id}", leadIds: ["${lead}"]) { enrolled alreadyEnrolled refused { leadId reason } } }`,
    );
    expect(enrolled.data!.enrolLeadsInSequence).toEqual({
      enrolled: [lead],
      alreadyEnrolled: [],
      refused: [],
    });
    const page = await client.gql<{
      emailSequenceSubscribers: {
        total: number;
        items: Array<{ status: string; currentStep: number; lead: { id: string } }>;
      };
      emailSequences: Array<{ id: string; stepCount: number; activeSubscriberCount: number }>;
    }>(
      `{ emailSequenceSubscribers(sequenceId: "${id}", limit: 10) { total items { status currentStep lead { id } } }
         emailSequences { id stepCount activeSubscriberCount } }`,
    );
    expect(page.data!.emailSequenceSubscribers).toEqual({
      total: 1,
      items: [{ status: 'active', currentStep: 1, lead: { id: lead } }],
    });
    expect(page.data!.emailSequences).toEqual([{ id, stepCount: 2, activeSubscriberCount: 1 }]);
    const paused = await client.gql<{ updateEmailSequence: { isActive: boolean } }>(
      `mutation { updateEmailSequence(id: "${id}", input: { isActive: false }) { isActive } }`,
    );
    expect(paused.data!.updateEmailSequence.isActive).toBe(false);
    const deleted = await client.gql(`mutation { deleteEmailSequence(id: "${id}") }`);
    expect(deleted.data).toEqual({ deleteEmailSequence: id });
  });
});
