import type { Client } from 'graphql-ws';
import {
  CHROME_DESKTOP_UA,
  createFunnel,
  freshIp,
  publishedFunnel,
  queryRows,
  recycle,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { recordSubscription, type SubscriptionRecorder } from './support/subscription-recorder';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** POST /api/public/funnels/{id}/leads: forms on published and preview pages (issue 3 item 8). */
const LEADS_PER_IP = 3;
let server: TestServer;
const openClients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'error', TRUST_PROXY: '1' },
    { rateLimits: testRateLimits({ leadSubmissionsPerIp: { points: LEADS_PER_IP, durationSeconds: 600 } }) },
  );
});
afterEach(async () => {
  await Promise.all(openClients.splice(0).map((c) => c.dispose()));
});
afterAll(() => server.close());

/** Posts a form submission as a visitor's browser from `ip` (a fresh address unless given). */
function submit(
  funnelId: string,
  body: unknown,
  options: { ip?: string; client?: TestClient; userAgent?: string } = {},
) {
  const client = options.client ?? new TestClient(server.url);
  return client.post(`/api/public/funnels/${funnelId}/leads`, body, {
    'x-forwarded-for': options.ip ?? freshIp(),
    ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
  });
}

type LeadRow = {
  id: string;
  user_id: string;
  funnel_id: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  source: string | null;
};

const leadsOf = (userId: string) =>
  queryRows<LeadRow>(
    server,
    'select id, user_id, funnel_id, email, first_name, last_name, phone, source from leads where user_id = $1 order by created_at, email',
    [userId],
  );

async function countsOf(funnelId: string) {
  const [row] = await queryRows<{ submissions: number; conversions: number }>(
    server,
    `select (select count(*)::int from form_submissions where funnel_id = $1) as submissions,
            (select total_conversions from funnels where id = $1) as conversions`,
    [funnelId],
  );
  return row;
}

describe('capturing a lead', () => {
  it('creates the lead, records the submission and counts the conversion', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, { name: 'Ebook offer' });
    const ip = freshIp();
    const res = await submit(
      funnel.id,
      { email: 'grace@example.com', name: '  Grace  Brewster Hopper ', phone: '+1 555 0101', website: '' },
      { ip, userAgent: CHROME_DESKTOP_UA },
    );
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true, leadToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });

    const leads = await leadsOf(userId);
    expect(leads).toEqual([
      {
        id: expect.any(String),
        user_id: userId,
        funnel_id: funnel.id,
        email: 'grace@example.com',
        first_name: 'Grace',
        last_name: 'Brewster Hopper',
        phone: '+1 555 0101',
        source: 'Ebook offer',
      },
    ]);
    const submissions = await queryRows(
      server,
      'select lead_id, user_id, form_data, ip_address, user_agent from form_submissions where funnel_id = $1',
      [funnel.id],
    );
    expect(submissions).toEqual([
      {
        lead_id: leads[0]?.id,
        user_id: userId,
        form_data: {
          email: 'grace@example.com',
          name: 'Grace  Brewster Hopper',
          phone: '+1 555 0101',
        },
        ip_address: ip,
        user_agent: CHROME_DESKTOP_UA,
      },
    ]);
    expect(await countsOf(funnel.id)).toEqual({ submissions: 1, conversions: 1 });
    const api = await owner.get(`/api/funnels/${funnel.id}`);
    expect(api.json?.totalConversions).toBe(1);
  });

  it('keeps separate first and last names when the form sends them, and extra fields in formData', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    await submit(funnel.id, {
      email: 'x@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'AE',
    });
    expect(await leadsOf(userId)).toEqual([
      expect.objectContaining({ first_name: 'Ada', last_name: 'Lovelace', email: 'x@example.com' }),
    ]);
    const [row] = await queryRows<{ form_data: Record<string, string> }>(
      server,
      'select form_data from form_submissions where funnel_id = $1',
      [funnel.id],
    );
    expect(row?.form_data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', company: 'AE' });
  });

  it('deduplicates by lower-cased email per owner and counts the conversion once per lead and funnel', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, { name: 'First funnel' });
    const other = await publishedFunnel(owner, { name: 'Second funnel' });

    expect((await submit(funnel.id, { email: 'ada@example.com', name: 'Ada' })).status).toBe(201);
    expect((await submit(funnel.id, { email: 'ADA@EXAMPLE.COM', phone: '+44 20 0000' })).status).toBe(201);
    let leads = await leadsOf(userId);
    expect(leads).toHaveLength(1);
    // A repeat keeps what it does not replace.
    expect(leads[0]).toMatchObject({ first_name: 'Ada', phone: '+44 20 0000', funnel_id: funnel.id });
    expect(await countsOf(funnel.id)).toEqual({ submissions: 2, conversions: 1 });

    // The same person on another funnel of the same owner: still one lead, still from the first
    // funnel (a public form never replaces what is on the lead); the other funnel counts it.
    expect((await submit(other.id, { email: 'Ada@Example.com' })).status).toBe(201);
    leads = await leadsOf(userId);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ funnel_id: funnel.id, source: 'First funnel' });
    expect(await countsOf(other.id)).toEqual({ submissions: 1, conversions: 1 });
    expect(await countsOf(funnel.id)).toEqual({ submissions: 2, conversions: 1 });
  });

  it("creates a separate lead for a second owner's funnel with the same email", async () => {
    const { client: alice, userId: aliceId } = await signedInClient(server);
    const { client: bob, userId: bobId } = await signedInClient(server);
    const aliceFunnel = await publishedFunnel(alice, { name: 'Alice page' });
    const bobFunnel = await publishedFunnel(bob, { name: 'Bob page' });
    await submit(aliceFunnel.id, { email: 'shared@example.com' });
    await submit(bobFunnel.id, { email: 'SHARED@example.com' });
    const aliceLeads = await leadsOf(aliceId);
    const bobLeads = await leadsOf(bobId);
    expect(aliceLeads).toEqual([
      expect.objectContaining({ funnel_id: aliceFunnel.id, source: 'Alice page' }),
    ]);
    expect(bobLeads).toEqual([expect.objectContaining({ funnel_id: bobFunnel.id, source: 'Bob page' })]);
    expect(aliceLeads[0]?.id).not.toBe(bobLeads[0]?.id);
  });
});

describe('a visitor never overwrites what the owner entered (issue 14, finding 1)', () => {
  type Activity = { type: string; summary: string; detail: Record<string, unknown> };
  const LEAD_QUERY = `query($id: ID!) { lead(id: $id) {
    email firstName lastName phone company source
    submissions(limit: 5) { formData }
    activity(limit: 5) { type summary detail }
  } }`;

  it('keeps the owner’s fields, fills only empty ones, records the submission and says so on the lead', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, { name: 'Ebook offer' });
    const created = await owner.post('/api/leads', {
      email: 'Grace.Hopper@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy',
      source: 'Trade show',
    });
    expect(created.status).toBe(201);
    const leadId = String(created.json?.id);

    const res = await submit(funnel.id, {
      email: 'GRACE.HOPPER@EXAMPLE.COM',
      firstName: 'Mallory',
      lastName: 'Intruder',
      company: 'Evil Corp',
      phone: '+1 555 0199',
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true, leadToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });

    const answer = await owner.gql<{
      lead: {
        email: string;
        firstName: string;
        lastName: string;
        phone: string | null;
        company: string;
        source: string;
        submissions: Array<{ formData: Record<string, string> }>;
        activity: Activity[];
      };
    }>(LEAD_QUERY, { id: leadId });
    expect(answer.errors).toBeUndefined();
    const lead = answer.data!.lead;
    // What the owner typed stays; only the empty phone is filled.
    expect(lead).toMatchObject({
      email: 'Grace.Hopper@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy',
      source: 'Trade show',
      phone: '+1 555 0199',
    });
    // The submission is kept as it was sent.
    expect(lead.submissions).toEqual([
      {
        formData: {
          email: 'GRACE.HOPPER@EXAMPLE.COM',
          firstName: 'Mallory',
          lastName: 'Intruder',
          company: 'Evil Corp',
          phone: '+1 555 0199',
        },
      },
    ]);
    // The lead's history says what the form changed and what it was not allowed to.
    expect(lead.activity[0]).toEqual({
      type: 'submission',
      summary:
        'Submitted a form on Ebook offer: added phone; kept first name, last name, company (the form sent other values)',
      detail: {
        funnelId: funnel.id,
        filled: ['phone'],
        kept: { firstName: 'Mallory', lastName: 'Intruder', company: 'Evil Corp' },
      },
    });
    expect(await leadsOf(userId)).toEqual([expect.objectContaining({ id: leadId, funnel_id: funnel.id })]);
  });

  it('a second funnel’s form leaves the lead’s funnel and source as they were', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const first = await publishedFunnel(owner, { name: 'First funnel' });
    const second = await publishedFunnel(owner, { name: 'Second funnel' });
    await submit(first.id, { email: 'ada@example.com', name: 'Ada Lovelace' });
    await submit(second.id, { email: 'ADA@example.com', name: 'Someone Else' });
    expect(await leadsOf(userId)).toEqual([
      expect.objectContaining({
        first_name: 'Ada',
        last_name: 'Lovelace',
        funnel_id: first.id,
        source: 'First funnel',
      }),
    ]);
    // The second funnel still won this lead: its submission and conversion are counted.
    expect(await countsOf(second.id)).toEqual({ submissions: 1, conversions: 1 });
  });
});

describe('bots and abuse', () => {
  it('answers a filled honeypot with 201 and creates nothing', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await submit(funnel.id, { email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true, leadToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
    expect(await leadsOf(userId)).toEqual([]);
    expect(await countsOf(funnel.id)).toEqual({ submissions: 0, conversions: 0 });
  });

  it('answers submissions over the per-IP limit with 201 and creates nothing for them', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const ip = freshIp();
    for (let i = 0; i < LEADS_PER_IP; i += 1) {
      expect((await submit(funnel.id, { email: `ok${i}@example.com` }, { ip })).status).toBe(201);
    }
    const over = await submit(funnel.id, { email: 'over@example.com' }, { ip });
    expect(over.status).toBe(201);
    expect(over.json).toEqual({ ok: true, leadToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
    const emails = (await leadsOf(userId)).map((l) => l.email).sort();
    expect(emails).toEqual(['ok0@example.com', 'ok1@example.com', 'ok2@example.com']);
    expect(await countsOf(funnel.id)).toEqual({ submissions: LEADS_PER_IP, conversions: LEADS_PER_IP });
    // Another address is not affected.
    expect((await submit(funnel.id, { email: 'other-ip@example.com' })).status).toBe(201);
    expect(await leadsOf(userId)).toHaveLength(LEADS_PER_IP + 1);
  });

  it('refuses a body over 64 KB with 413 and a JSON message', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await submit(funnel.id, { email: 'big@example.com', message: 'x'.repeat(65 * 1024) });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: expect.any(String) });
    expect(await leadsOf(userId)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no email', { name: 'Nobody' }, 'Email is required'],
    ['an empty email', { email: '   ' }, 'Email is required'],
    ['an email that is not text', { email: 42 }, 'Email is required'],
    ['an invalid email', { email: 'not-an-email' }, 'Enter a valid email address'],
  ])('refuses %s with 400 and the message, creating nothing', async (_what, body, message) => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await submit(funnel.id, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message, fieldErrors: { email: message } });
    expect(await leadsOf(userId)).toEqual([]);
    expect(await countsOf(funnel.id)).toEqual({ submissions: 0, conversions: 0 });
  });
});

describe('which funnels take leads', () => {
  it('a draft: 404 signed out and for another user, 201 from its owner (preview)', async () => {
    const { client: owner, userId } = await signedInClient(server);
    const { client: stranger } = await signedInClient(server);
    const draft = await createFunnel(owner, { name: 'Draft form' });
    const anonymous = await submit(draft.id, { email: 'anon@example.com' });
    expect(anonymous.status).toBe(404);
    expect(anonymous.json).toEqual({ message: 'Funnel not found' });
    expect((await submit(draft.id, { email: 'anon@example.com' }, { client: stranger })).status).toBe(404);
    expect(await leadsOf(userId)).toEqual([]);

    const fromOwner = await submit(draft.id, { email: 'owner-test@example.com' }, { client: owner });
    expect(fromOwner.status).toBe(201);
    expect(await leadsOf(userId)).toEqual([
      expect.objectContaining({ email: 'owner-test@example.com', funnel_id: draft.id, source: 'Draft form' }),
    ]);
  });

  it('an unknown, malformed or deleted funnel: 404', async () => {
    const { client: owner } = await signedInClient(server);
    const gone = await publishedFunnel(owner);
    await recycle(owner, gone.id);
    for (const id of [gone.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await submit(id, { email: 'nobody@example.com' });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Funnel not found' });
    }
    expect(await queryRows(server, `select id from leads where email = 'nobody@example.com'`)).toEqual([]);
  });
});

type LeadCaptured = { leadCaptured: { leadId: string; funnelId: string } };
const LEAD_CAPTURED = 'subscription { leadCaptured { leadId funnelId } }';

describe('the leadCaptured subscription', () => {
  function wsFor(c: TestClient): Client {
    const ws = c.ws();
    openClients.push(ws);
    return ws;
  }

  /** graphql-ws does not acknowledge a subscription: submits leads until one arrives. */
  async function untilListening(sub: SubscriptionRecorder<LeadCaptured>, funnelId: string, tag: string) {
    for (let attempt = 0; attempt < 50 && sub.results.length === 0; attempt += 1) {
      expect((await submit(funnelId, { email: `warm-${tag}-${attempt}@example.com` })).status).toBe(201);
      await sub.until(() => sub.results.length > 0, 'a warm-up lead', 200).catch(() => undefined);
    }
    expect(sub.results.length).toBeGreaterThan(0);
  }

  it("delivers {leadId, funnelId} to the funnel's owner only", async () => {
    const { client: owner, userId: ownerId } = await signedInClient(server);
    const { client: stranger } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, { name: 'Live leads' });
    const strangerFunnel = await publishedFunnel(stranger, { name: 'Stranger page' });

    const ownerSub = recordSubscription<LeadCaptured>(wsFor(owner), LEAD_CAPTURED);
    const strangerSub = recordSubscription<LeadCaptured>(wsFor(stranger), LEAD_CAPTURED);
    await untilListening(ownerSub, funnel.id, 'owner');
    await untilListening(strangerSub, strangerFunnel.id, 'stranger');
    ownerSub.results.length = 0;
    strangerSub.results.length = 0;

    expect((await submit(funnel.id, { email: 'live@example.com' })).status).toBe(201);
    const [lead] = await queryRows<{ id: string }>(
      server,
      `select id from leads where user_id = $1 and email = 'live@example.com'`,
      [ownerId],
    );
    await ownerSub.until(
      () => ownerSub.results.some((r) => r.data?.leadCaptured.leadId === lead?.id),
      'the owner’s lead event',
    );
    expect(ownerSub.results.find((r) => r.data?.leadCaptured.leadId === lead?.id)).toEqual({
      data: { leadCaptured: { leadId: lead?.id, funnelId: funnel.id } },
    });

    // A bot's submission publishes nothing.
    expect((await submit(funnel.id, { email: 'bot2@example.com', website: 'x' })).status).toBe(201);
    // Give a misrouted event time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangerSub.results).toEqual([]);
    expect(ownerSub.results).toHaveLength(1);
    expect(ownerSub.error).toBeUndefined();
  });
});
