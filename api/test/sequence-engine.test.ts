import { serviceCalls } from '../src/shared/db/unit-of-work';
import { LocalSendLimits } from '../src/modules/email/delivery/send-limits';
import { TransportPool } from '../src/modules/email/delivery/transport-pool';
import { createLogger } from '../src/shared/logging/logger';
import { SequenceEngine } from '../src/modules/sequences/engine/sequence-engine';
import { SEQUENCE_TICK_JOB } from '../src/modules/sequences/engine/sequence-engine.jobs';
import { SENDER } from './support/campaign-sending';
import { CHROME_DESKTOP_UA, publishedFunnel, queryRows, testRateLimits } from './support/funnels';
import { createLead } from './support/leads';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 7: the autoresponder engine against a real SMTP server and an injected clock. Leads
 * enter by their trigger, each step arrives delayHours after the one before and in order,
 * pausing stops sends, unsubscribing takes the lead out, several workers and a restart send
 * each step once, and the figures equal what the SMTP server and the tracking saw.
 */
const HOUR = 3_600_000;
let sink: SmtpSink;
let server: TestServer;
let now = Date.now();

beforeAll(async () => {
  sink = await SmtpSink.start();
  server = await startTestServer(
    { LOG_LEVEL: 'error', SMTP_URL: sink.url, SMTP_FROM: SENDER, CAMPAIGN_SEND_RATE: '0' },
    { rateLimits: testRateLimits(), clock: { now: () => new Date(now) } },
  );
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

async function tick(): Promise<void> {
  await server.deps.jobs.send(SEQUENCE_TICK_JOB, {});
  await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
}

async function signedIn() {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return { client, userId: user.id };
}

type Step = { subject: string; delayHours: number };

async function sequenceWithSteps(
  client: TestClient,
  body: Record<string, unknown>,
  steps: Step[],
): Promise<{ id: string; stepIds: string[] }> {
  const created = await client.post('/api/email/sequences', { name: 'Welcome', ...body });
  expect(created.status).toBe(201);
  const id = (created.json as { id: string }).id;
  const stepIds: string[] = [];
  for (const step of steps) {
    const res = await client.post(`/api/email/sequences/${id}/steps`, {
      ...step,
      content: `Hello from ${step.subject}. Read https://example.com/${encodeURIComponent(step.subject)} today.`,
    });
    expect(res.status).toBe(201);
    stepIds.push((res.json as { id: string }).id);
  }
  return { id, stepIds };
}

/** Headers folded over several lines, on one. */
const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');

/** Subjects that arrived for an address, in order. */
function subjectsFor(address: string): string[] {
  return sink.messages
    .filter((m) => m.to.includes(address.toLowerCase()))
    .map((m) => /^Subject: (.*)$/m.exec(m.raw.toString('utf8'))?.[1]?.trim() ?? '');
}

function lastMessageFor(address: string): string {
  const found = sink.messages.filter((m) => m.to.includes(address.toLowerCase())).pop();
  if (!found) throw new Error(`nothing arrived for ${address}`);
  return found.raw.toString('utf8');
}

/** The HTML part, quoted-printable decoded. */
function htmlOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function subscriberOf(sequenceId: string, leadId: string) {
  const [row] = await queryRows<{ status: string; current_step: number; next_email_at: Date | null }>(
    server,
    'select status, current_step, next_email_at from email_sequence_subscribers where sequence_id = $1 and lead_id = $2',
    [sequenceId, leadId],
  );
  return row;
}

it('a lead captured on the funnel enters its sequence; steps arrive delayHours apart, in order, once; then it is completed', async () => {
  const { client } = await signedIn();
  const funnel = await publishedFunnel(client);
  const other = await publishedFunnel(client);
  const { id, stepIds } = await sequenceWithSteps(
    client,
    { trigger: 'funnel_signup', triggerValue: funnel.id },
    [
      { subject: 'Step one', delayHours: 0 },
      { subject: 'Step two', delayHours: 2 },
      { subject: 'Step three', delayHours: 5 },
    ],
  );
  const visitor = new TestClient(server.url);
  const email = `signup.${Date.now()}@example.com`;
  expect(
    (await visitor.post(`/api/public/funnels/${other.id}/leads`, { email: `other.${email}` })).status,
  ).toBe(201);
  expect((await visitor.post(`/api/public/funnels/${funnel.id}/leads`, { email })).status).toBe(201);
  const [lead] = await queryRows<{ id: string }>(server, 'select id from leads where email = $1', [email]);
  const leadId = lead?.id ?? '';
  // Enrolled; the enrolment kicked a tick of the server's worker, which may have sent step one already.
  expect(await subscriberOf(id, leadId)).toMatchObject({ status: 'active' });

  await tick();
  expect(subjectsFor(email)).toEqual(['Step one']);
  expect(subjectsFor(`other.${email}`)).toEqual([]);
  expect((await subscriberOf(id, leadId))?.next_email_at?.getTime()).toBe(now + 2 * HOUR);

  now += HOUR;
  await tick();
  expect(subjectsFor(email)).toEqual(['Step one']);
  now += HOUR;
  await tick();
  expect(subjectsFor(email)).toEqual(['Step one', 'Step two']);
  now += 5 * HOUR;
  await tick();
  await tick();
  expect(subjectsFor(email)).toEqual(['Step one', 'Step two', 'Step three']);
  expect(await subscriberOf(id, leadId)).toMatchObject({ status: 'completed', next_email_at: null });

  const steps = await queryRows<{ id: string; sent_count: number }>(
    server,
    'select id, sent_count from email_sequence_steps where sequence_id = $1 order by step_number',
    [id],
  );
  expect(steps).toEqual(stepIds.map((stepId) => ({ id: stepId, sent_count: 1 })));
  const [sequence] = await queryRows<{ total_sent: number }>(
    server,
    'select total_sent from email_sequences where id = $1',
    [id],
  );
  expect(sequence?.total_sent).toBe(3);
  const logs = await queryRows<{ status: string; message_id: string }>(
    server,
    'select status, message_id from email_sequence_logs where sequence_id = $1 order by sent_at',
    [id],
  );
  expect(logs.map((l) => l.status)).toEqual(['sent', 'sent', 'sent']);
  // Each send carries its own stable Message-ID, as logged.
  const ids = sink.messages
    .filter((m) => m.to.includes(email.toLowerCase()))
    .map((m) => /^Message-ID: (.*)$/im.exec(unfold(m.raw.toString('utf8')))?.[1]?.trim());
  expect(ids).toEqual(logs.map((l) => l.message_id));
});

it('a paused sequence and an inactive step send nothing; resuming sends what is due', async () => {
  const { client } = await signedIn();
  const { id, stepIds } = await sequenceWithSteps(client, { trigger: 'manual' }, [
    { subject: 'Paused one', delayHours: 1 },
    { subject: 'Skipped two', delayHours: 1 },
    { subject: 'Paused three', delayHours: 1 },
  ]);
  const lead = await createLead(client, { email: `paused.${Date.now()}@example.com` });
  expect((await client.post(`/api/email/sequences/${id}/subscribers`, { leadIds: [lead.id] })).status).toBe(
    200,
  );
  expect(
    (await client.patch(`/api/email/sequences/${id}/steps/${stepIds[1]}`, { isActive: false })).status,
  ).toBe(200);
  expect((await client.patch(`/api/email/sequences/${id}`, { isActive: false })).status).toBe(200);
  now += 2 * HOUR;
  await tick();
  expect(subjectsFor(lead.email)).toEqual([]);

  expect((await client.patch(`/api/email/sequences/${id}`, { isActive: true })).status).toBe(200);
  await tick();
  expect(subjectsFor(lead.email)).toEqual(['Paused one']);
  now += HOUR;
  await tick();
  await tick();
  expect(subjectsFor(lead.email)).toEqual(['Paused one', 'Paused three']);
  expect((await subscriberOf(id, lead.id))?.status).toBe('completed');
});

it('changing a step’s delay moves the next email of the subscribers waiting for it', async () => {
  const { client } = await signedIn();
  const { id, stepIds } = await sequenceWithSteps(client, { trigger: 'manual' }, [
    { subject: 'Slow one', delayHours: 10 },
  ]);
  const lead = await createLead(client, { email: `slow.${Date.now()}@example.com` });
  const enrolledAt = now;
  await client.post(`/api/email/sequences/${id}/subscribers`, { leadIds: [lead.id] });
  expect((await subscriberOf(id, lead.id))?.next_email_at?.getTime()).toBe(enrolledAt + 10 * HOUR);
  expect(
    (await client.patch(`/api/email/sequences/${id}/steps/${stepIds[0]}`, { delayHours: 1 })).status,
  ).toBe(200);
  expect((await subscriberOf(id, lead.id))?.next_email_at?.getTime()).toBe(enrolledAt + HOUR);
  now += HOUR;
  await tick();
  expect(subjectsFor(lead.email)).toEqual(['Slow one']);
});

it('an unsubscribe from a sequence email takes the lead out of every sequence; opens and clicks are counted once into the performance', async () => {
  const { client } = await signedIn();
  const first = await sequenceWithSteps(client, { trigger: 'manual' }, [
    { subject: 'Tracked one', delayHours: 0 },
    { subject: 'Tracked two', delayHours: 1 },
  ]);
  const second = await sequenceWithSteps(client, { trigger: 'manual', name: 'Other' }, [
    { subject: 'Other one', delayHours: 3 },
  ]);
  const lead = await createLead(client, { email: `tracked.${Date.now()}@example.com` });
  const stay = await createLead(client, { email: `stays.${Date.now()}@example.com` });
  for (const seq of [first, second])
    await client.post(`/api/email/sequences/${seq.id}/subscribers`, { leadIds: [lead.id, stay.id] });
  await tick();
  expect(subjectsFor(lead.email)).toEqual(['Tracked one']);

  const html = htmlOf(lastMessageFor(lead.email));
  const pixel = /src="(https?:\/\/[^"]*\/t\/o\/[^"]+)"/.exec(html)?.[1] ?? '';
  const link = /href="(https?:\/\/[^"]*\/t\/c\/[^"]+)"/.exec(html)?.[1] ?? '';
  expect(pixel).not.toBe('');
  expect(link).not.toBe('');
  const local = (url: string) => server.url + new URL(url).pathname;
  for (let i = 0; i < 2; i += 1) {
    expect((await fetch(local(pixel), { headers: { 'user-agent': CHROME_DESKTOP_UA } })).status).toBe(200);
    expect(
      (
        await fetch(local(link), { redirect: 'manual', headers: { 'user-agent': CHROME_DESKTOP_UA } })
      ).headers.get('location'),
    ).toMatch(/^https:\/\/example\.com\//);
  }
  const performance = await client.get(`/api/email/sequences/${first.id}/performance`);
  expect(performance.json).toMatchObject({ totalSent: 2, totalDelivered: 2, openRate: 50, clickRate: 50 });
  const [step] = await queryRows<{ open_count: number; click_count: number; sent_count: number }>(
    server,
    'select open_count, click_count, sent_count from email_sequence_steps where id = $1',
    [first.stepIds[0]],
  );
  expect(step).toEqual({ open_count: 1, click_count: 1, sent_count: 2 });

  const unsubscribe =
    /List-Unsubscribe: <(https?:\/\/[^>]+)>/.exec(unfold(lastMessageFor(lead.email)))?.[1] ?? '';
  const res = await fetch(local(unsubscribe), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(res.status).toBe(200);
  expect((await subscriberOf(first.id, lead.id))?.status).toBe('unsubscribed');
  expect((await subscriberOf(second.id, lead.id))?.status).toBe('unsubscribed');
  now += 4 * HOUR;
  await tick();
  await tick();
  expect(subjectsFor(lead.email)).toEqual(['Tracked one']);
  // Two sequences' steps due in one tick may go in either order.
  expect(subjectsFor(stay.email).sort()).toEqual(['Other one', 'Tracked one', 'Tracked two']);
});

it("two links of a sequence email followed at once are a scanner's: the first click is taken back, with the open it implied", async () => {
  const { client } = await signedIn();
  const created = await client.post('/api/email/sequences', { name: 'Scanned', trigger: 'manual' });
  const id = (created.json as { id: string }).id;
  const step = await client.post(`/api/email/sequences/${id}/steps`, {
    subject: 'Two links',
    delayHours: 0,
    content: 'Read https://example.com/one and https://example.com/two today.',
  });
  const stepId = (step.json as { id: string }).id;
  const lead = await createLead(client, { email: `scanned.${Date.now()}@example.com` });
  await client.post(`/api/email/sequences/${id}/subscribers`, { leadIds: [lead.id] });
  await tick();
  const links = [
    ...new Set(
      [...htmlOf(lastMessageFor(lead.email)).matchAll(/href="(https?:\/\/[^"]*\/t\/c\/[^"]+)"/g)].map(
        (m) => m[1] ?? '',
      ),
    ),
  ];
  expect(links).toHaveLength(2);
  const follow = (url: string) =>
    fetch(server.url + new URL(url).pathname, {
      redirect: 'manual',
      headers: { 'user-agent': CHROME_DESKTOP_UA },
    });
  expect((await follow(links[0] ?? '')).status).toBe(302);
  const counted = await queryRows<{ open_count: number; click_count: number }>(
    server,
    'select open_count, click_count from email_sequence_steps where id = $1',
    [stepId],
  );
  expect(counted).toEqual([{ open_count: 1, click_count: 1 }]);
  expect((await follow(links[1] ?? '')).status).toBe(302);
  const [log] = await queryRows<{
    opened: boolean;
    clicked: boolean;
    machine_clicked: boolean;
    machine_opened: boolean;
    machine_reason: string;
  }>(
    server,
    `select opened_at is not null as opened, clicked_at is not null as clicked, machine_clicked_at is not null as machine_clicked,
            machine_opened_at is not null as machine_opened, machine_reason
       from email_sequence_logs where step_id = $1`,
    [stepId],
  );
  expect(log).toEqual({
    opened: false,
    clicked: false,
    machine_clicked: true,
    machine_opened: true,
    machine_reason: 'several links at once (a security scanner)',
  });
  expect(
    await queryRows(server, 'select open_count, click_count from email_sequence_steps where id = $1', [
      stepId,
    ]),
  ).toEqual([{ open_count: 0, click_count: 0 }]);
});

it('several workers at once, and a restart that left a claimed or queued send, deliver each step exactly once', async () => {
  const { client } = await signedIn();
  const { id, stepIds } = await sequenceWithSteps(client, { trigger: 'manual' }, [
    { subject: 'Race one', delayHours: 1 },
  ]);
  const leads = [];
  for (let i = 0; i < 30; i += 1)
    leads.push(await createLead(client, { email: `race${i}.${Date.now()}@example.com` }));
  await client.post(`/api/email/sequences/${id}/subscribers`, { leadIds: leads.map((l) => l.id) });
  // The tick the enrolment kicked on the server's worker finds nothing due yet (the step waits an hour).
  await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
  now += 2 * HOUR;
  const pools = [0, 1, 2].map(
    () =>
      new TransportPool(new LocalSendLimits({ maxConnections: 2, ratePerSecond: 0 }), createLogger('silent')),
  );
  try {
    const engines = pools.map(
      // Three workers, each with an SMTP pool of its own.
      (pool) =>
        serviceCalls(
          server.deps.orm,
          new SequenceEngine(server.deps, { ...server.services, transportPool: pool }),
        ),
    );
    await Promise.all(engines.map((engine) => engine.tick()));
    // The server's own worker may tick meanwhile too (its minute schedule): a fourth worker.
    await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
    expect(leads.map((l) => subjectsFor(l.email).length)).toEqual(leads.map(() => 1));

    // A worker died after queuing a send (claimed long ago by a token nobody holds), and another
    // after queuing one it never claimed: the next tick sends each once.
    const late = await createLead(client, { email: `late.${Date.now()}@example.com` });
    const queued = await createLead(client, { email: `queued.${Date.now()}@example.com` });
    await client.post(`/api/email/sequences/${id}/subscribers`, { leadIds: [late.id, queued.id] });
    await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
    const subscribers = await queryRows<{ id: string; lead_id: string }>(
      server,
      'select id, lead_id from email_sequence_subscribers where sequence_id = $1 and lead_id = any($2::uuid[])',
      [id, [late.id, queued.id]],
    );
    for (const subscriber of subscribers) {
      await queryRows(
        server,
        `insert into email_sequence_logs (sequence_id, step_id, subscriber_id, lead_id, status, sent_at, claimed_at, claim_token)
         values ($1, $2, $3, $4, 'pending', now(), $5, $6)`,
        [
          id,
          stepIds[0],
          subscriber.id,
          subscriber.lead_id,
          subscriber.lead_id === late.id ? new Date(Date.now() - HOUR) : null,
          subscriber.lead_id === late.id ? '00000000-0000-4000-8000-000000000000' : null,
        ],
      );
      await queryRows(
        server,
        `update email_sequence_subscribers set status = 'completed', next_email_at = null where id = $1`,
        [subscriber.id],
      );
    }
    await Promise.all(engines.map((engine) => engine.tick()));
    await tick();
    expect(subjectsFor(late.email)).toEqual(['Race one']);
    expect(subjectsFor(queued.email)).toEqual(['Race one']);
    const [counts] = await queryRows<{ sent: number; total: number }>(
      server,
      `select (select sent_count from email_sequence_steps where id = $2) as sent,
              (select count(*)::int from email_sequence_logs where sequence_id = $1 and status = 'sent') as total`,
      [id, stepIds[0]],
    );
    expect(counts).toEqual({ sent: 32, total: 32 });
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
});

it('tag_added enrols the owner’s lead when it gains the tag, not another user’s lead', async () => {
  const alice = await signedIn();
  const bob = await signedIn();
  const { id } = await sequenceWithSteps(alice.client, { trigger: 'tag_added', triggerValue: 'VIP' }, [
    { subject: 'Welcome VIP', delayHours: 0 },
  ]);
  const mine = await createLead(alice.client, { email: `vip.${Date.now()}@example.com`, tags: ['new'] });
  const theirs = await createLead(bob.client, { email: `bobvip.${Date.now()}@example.com` });
  expect((await bob.client.put(`/api/leads/${theirs.id}`, { tags: ['vip'] })).status).toBe(200);
  expect(await subscriberOf(id, theirs.id)).toBeUndefined();
  expect(await subscriberOf(id, mine.id)).toBeUndefined();
  expect((await alice.client.put(`/api/leads/${mine.id}`, { tags: ['new', 'vip'] })).status).toBe(200);
  // Enrolled (the tick the enrolment kicked may have sent its one step, completing it already).
  expect(await subscriberOf(id, mine.id)).toBeDefined();
  await tick();
  expect(subjectsFor(mine.email)).toEqual(['Welcome VIP']);
  expect(subjectsFor(theirs.email)).toEqual([]);
  // A CSV import enrols the imported leads that carry the tag, only them.
  const stamp = Date.now();
  const imported = await alice.client.post('/api/leads/import', {
    rows: [
      { email: `imp.vip.${stamp}@example.com`, tags: 'vip, other' },
      { email: `imp.plain.${stamp}@example.com`, tags: 'plain' },
    ],
  });
  expect(imported.json).toMatchObject({ created: 2, skipped: 0 });
  await tick();
  expect(subjectsFor(`imp.vip.${stamp}@example.com`)).toEqual(['Welcome VIP']);
  expect(subjectsFor(`imp.plain.${stamp}@example.com`)).toEqual([]);
  // Another user's sequence cannot be read or enrolled into.
  expect((await bob.client.get(`/api/email/sequences/${id}/performance`)).status).toBe(404);
  expect(
    (await bob.client.post(`/api/email/sequences/${id}/subscribers`, { leadIds: [theirs.id] })).status,
  ).toBe(404);
});
