import { classifyEmail } from '../src/modules/leads/email-classification';
import { SCORE_RULES, scoreLead, type LeadFacts } from '../src/modules/leads/lead-scoring';
import {
  DAY_MS,
  freshIp,
  publishedFunnel,
  queryRows,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { asLead, createLead, leadRowsOf } from './support/leads';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** The automatic lead score and the 001 §5 email classification: rules alone, then through the API. */

const facts = (overrides: Partial<LeadFacts> = {}): LeadFacts => ({
  email: 'ada@analytical.io',
  firstName: null,
  lastName: null,
  phone: null,
  company: null,
  submissions: 0,
  visitDays: 0,
  opens: 0,
  clicks: 0,
  ...overrides,
});

describe('classifyEmail', () => {
  it.each([
    'ada@analytical.io',
    'first.last+tag@mail.example.co.uk',
    '  Ada@Analytical.IO ',
    'no-reply@acme.com',
    'noreply1@acme.com',
    'tempest@acme.com',
    '123456789@gmail.com',
    'test@example.org',
    // Not on mailchecker's list, though they end like listed ones.
    'someone@xmailinator.com',
    'someone@mailinator.com.example.org',
  ])('%j is Valid', (email) => {
    expect(classifyEmail(email)).toEqual({ quality: 'VALID', reason: 'Looks like a real address' });
  });

  it.each([
    ['no @', 'ada.analytical.io'],
    ['nothing before the @', '@analytical.io'],
    ['nothing after the @', 'ada@'],
    ['a domain without a dot', 'ada@localhost'],
    ['a domain ending in a dot', 'ada@analytical.'],
    ['two @', 'ada@home@analytical.io'],
    ['a space in the local part', 'ada lovelace@analytical.io'],
    ['a space in the domain', 'ada@analytical .io'],
    ['a tab', 'ada\t@analytical.io'],
    ['an empty string', ''],
    ['only spaces', '   '],
  ])('%s is Invalid', (_what, email) => {
    expect(classifyEmail(email)).toEqual({
      quality: 'INVALID',
      reason: 'Does not look like an email address',
    });
  });

  it.each<[string, string]>([
    ['test@test.com', 'A placeholder address'],
    ['TEST@Test.com', 'A placeholder address'],
    ['example@example.com', 'A placeholder address'],
    ['noreply@acme.com', 'A throwaway name (noreply)'],
    ['temp@acme.com', 'A throwaway name (temp)'],
    ['temporary@acme.com', 'A throwaway name (temporary)'],
    ['Fake@acme.com', 'A throwaway name (fake)'],
    ['dummy@acme.com', 'A throwaway name (dummy)'],
    ['1234567890@gmail.com', 'Ten or more digits before the @'],
    ['a1b2c3d4e5f6g7h8i9j0@gmail.com', 'Ten or more digits before the @'],
    ['someone@throwaway.email', 'A disposable inbox (throwaway.email)'],
    ['someone@Mailinator.com', 'A disposable inbox (mailinator.com)'],
    ['someone@10minutemail.com', 'A disposable inbox (10minutemail.com)'],
    ['someone@guerrillamail.com', 'A disposable inbox (guerrillamail.com)'],
    ['someone@tempmail.com', 'A disposable inbox (tempmail.com)'],
    ['someone@yopmail.com', 'A disposable inbox (yopmail.com)'],
    ['someone@trashmail.com', 'A disposable inbox (trashmail.com)'],
    // mailchecker's list: providers beyond the spec's seven, and subdomains of listed ones.
    ['someone@sharklasers.com', 'A disposable inbox (sharklasers.com)'],
    ['someone@maildrop.cc', 'A disposable inbox (maildrop.cc)'],
    ['someone@sub.mailinator.com', 'A disposable inbox (sub.mailinator.com)'],
    ['someone@test.com', 'A disposable inbox (test.com)'],
  ])('%j is Flagged: %s', (email, reason) => {
    expect(classifyEmail(email)).toEqual({ quality: 'FLAGGED', reason });
  });
});

describe('scoreLead', () => {
  it('gives 20 for a valid address and nothing else for a bare lead', () => {
    expect(scoreLead(facts())).toEqual({
      score: 20,
      breakdown: [{ rule: 'email', label: 'Valid email address', points: 20 }],
    });
  });

  it('gives nothing for a flagged or an invalid address, saying why', () => {
    expect(scoreLead(facts({ email: 'fake@acme.com' }))).toEqual({
      score: 0,
      breakdown: [{ rule: 'email', label: 'Flagged email: A throwaway name (fake)', points: 0 }],
    });
    expect(scoreLead(facts({ email: 'not an email' }))).toEqual({
      score: 0,
      breakdown: [{ rule: 'email', label: 'Invalid email: Does not look like an email address', points: 0 }],
    });
  });

  it.each<[Partial<LeadFacts>, string, number]>([
    [{ firstName: 'Ada' }, 'Profile has first name', 5],
    [{ lastName: 'Lovelace' }, 'Profile has last name', 5],
    [{ phone: '+44 1' }, 'Profile has phone', 10],
    [{ company: 'Acme' }, 'Profile has company', 10],
    [
      { firstName: 'Ada', lastName: 'Lovelace', phone: '1', company: 'Acme' },
      'Profile has first name, last name, phone, company',
      30,
    ],
  ])('gives profile points for %j', (profile, label, points) => {
    expect(scoreLead(facts(profile))).toEqual({
      score: 20 + points,
      breakdown: [
        { rule: 'email', label: 'Valid email address', points: 20 },
        { rule: 'profile', label, points },
      ],
    });
  });

  it('does not count blank profile fields', () => {
    expect(scoreLead(facts({ firstName: '  ', company: '' })).breakdown).toEqual([
      { rule: 'email', label: 'Valid email address', points: 20 },
    ]);
  });

  const factor = (overrides: Partial<LeadFacts>, rule: string) =>
    scoreLead(facts(overrides)).breakdown.find((f) => f.rule === rule);

  it.each<[number, string, number]>([
    [1, '1 form submission', 15],
    [2, '2 form submissions', 20],
    [3, '3 form submissions', 25],
    [4, '4 form submissions', 25],
    [50, '50 form submissions', 25],
  ])('%d submissions: %s for %d points (capped at 25)', (submissions, label, points) => {
    expect(factor({ submissions, visitDays: 1 }, 'submissions')).toEqual({
      rule: 'submissions',
      label,
      points,
    });
    expect(SCORE_RULES.submissionsCap).toBe(25);
  });

  it.each<[number, string, number]>([
    [2, 'Came back on 1 more day', 5],
    [3, 'Came back on 2 more days', 10],
    [7, 'Came back on 6 more days', 10],
  ])('%d visit days: %s for %d points (capped at 10)', (visitDays, label, points) => {
    expect(factor({ submissions: visitDays, visitDays }, 'repeat_visits')).toEqual({
      rule: 'repeat_visits',
      label,
      points,
    });
  });

  it('gives nothing for submissions or visits on one day only', () => {
    expect(factor({ submissions: 0, visitDays: 0 }, 'submissions')).toBeUndefined();
    expect(factor({ submissions: 2, visitDays: 1 }, 'repeat_visits')).toBeUndefined();
  });

  it.each<[number, string, number]>([
    [1, 'Opened 1 campaign email', 5],
    [2, 'Opened 2 campaign emails', 10],
    [9, 'Opened 9 campaign emails', 10],
  ])('%d opens: %s for %d points (capped at 10)', (opens, label, points) => {
    expect(factor({ opens }, 'opens')).toEqual({ rule: 'opens', label, points });
  });

  it.each<[number, string, number]>([
    [1, 'Clicked a link in 1 campaign email', 10],
    [2, 'Clicked a link in 2 campaign emails', 15],
    [9, 'Clicked a link in 9 campaign emails', 15],
  ])('%d clicks: %s for %d points (capped at 15)', (clicks, label, points) => {
    expect(factor({ clicks }, 'clicks')).toEqual({ rule: 'clicks', label, points });
  });

  it('caps the total at 100 and lists every rule that applied, in order', () => {
    const result = scoreLead(
      facts({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '1',
        company: 'Acme',
        submissions: 9,
        visitDays: 9,
        opens: 9,
        clicks: 9,
      }),
    );
    expect(result.score).toBe(100);
    expect(result.breakdown.map((f) => [f.rule, f.points])).toEqual([
      ['email', 20],
      ['profile', 30],
      ['submissions', 25],
      ['repeat_visits', 10],
      ['opens', 10],
      ['clicks', 15],
      ['cap', -10],
    ]);
    expect(result.breakdown.reduce((sum, f) => sum + f.points, 0)).toBe(100);
  });

  it('adds the rules up without a cap when they give 100 or less', () => {
    const result = scoreLead(
      facts({ firstName: 'A', lastName: 'B', phone: '1', company: 'C', submissions: 3, clicks: 1, opens: 1 }),
    );
    expect(result.score).toBe(20 + 30 + 25 + 10 + 5);
    expect(result.score).toBe(90);
  });
});

describe('scores and activity through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: 'error', TRUST_PROXY: '1' },
      { rateLimits: testRateLimits() },
    );
  });
  afterAll(() => server.close());

  const submit = (funnelId: string, body: Record<string, unknown>) =>
    new TestClient(server.url).post(`/api/public/funnels/${funnelId}/leads`, body, {
      'x-forwarded-for': freshIp(),
    });

  async function leadOf(client: TestClient, id: string) {
    const res = await client.get(`/api/leads/${id}`);
    expect(res.status).toBe(200);
    return asLead(res.json);
  }

  /** Moves every submission of the lead back by `days` days. */
  const ageSubmissions = (leadId: string, days: number) =>
    queryRows(
      server,
      `update form_submissions set created_at = created_at - $2::interval where lead_id = $1`,
      [leadId, `${days} days`],
    );

  it("raises a captured lead's score when it comes back on another day, and says why", async () => {
    const { client, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(client, { name: 'Webinar' });
    expect((await submit(funnel.id, { email: 'visitor@example.com' })).status).toBe(201);
    const [row] = await leadRowsOf(server, userId);
    const id = String(row?.id);
    const first = await leadOf(client, id);
    expect(first).toMatchObject({ score: 35, autoScore: 35, manualScore: null, source: 'Webinar' });
    expect(first.scoreBreakdown).toEqual([
      { rule: 'email', label: 'Valid email address', points: 20 },
      { rule: 'submissions', label: '1 form submission', points: 15 },
    ]);

    // The same day again: one more submission, no extra day.
    expect((await submit(funnel.id, { email: 'visitor@example.com' })).status).toBe(201);
    expect(await leadOf(client, id)).toMatchObject({ score: 40 });

    // The earlier visits were two days ago: today's submission is a return on another day.
    await ageSubmissions(id, 2);
    expect((await submit(funnel.id, { email: 'Visitor@example.com', name: 'Vic Tor' })).status).toBe(201);
    const returned = await leadOf(client, id);
    // 20 + 10 (names) + 25 (three submissions) + 5 (one more day).
    expect(returned.score).toBe(60);
    expect(returned.score).toBeGreaterThan(first.score);
    expect(returned.scoreBreakdown).toEqual([
      { rule: 'email', label: 'Valid email address', points: 20 },
      { rule: 'profile', label: 'Profile has first name, last name', points: 10 },
      { rule: 'submissions', label: '3 form submissions', points: 25 },
      { rule: 'repeat_visits', label: 'Came back on 1 more day', points: 5 },
    ]);
    const [stored] = await queryRows(
      server,
      'select score, auto_score, score_breakdown from leads where id = $1',
      [id],
    );
    expect(stored).toEqual({ score: 60, auto_score: 60, score_breakdown: returned.scoreBreakdown });

    // An older visit inserted by hand (another day again) counts on the next rescore.
    await queryRows(
      server,
      `insert into form_submissions (user_id, funnel_id, lead_id, form_data, created_at)
       values ($1, $2, $3, '{}', $4)`,
      [userId, funnel.id, id, new Date(Date.now() - 10 * DAY_MS).toISOString()],
    );
    expect((await submit(funnel.id, { email: 'visitor@example.com' })).status).toBe(201);
    const third = await leadOf(client, id);
    expect(third.scoreBreakdown.find((f) => f.rule === 'repeat_visits')).toEqual({
      rule: 'repeat_visits',
      label: 'Came back on 2 more days',
      points: 10,
    });
    expect(third.score).toBe(65);
  });

  it('keeps a manual score in effect while the automatic score moves underneath', async () => {
    const { client, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(client, { name: 'Quiz' });
    const lead = await createLead(client, { email: 'quiz@example.com', score: 5 });
    expect(lead).toMatchObject({ score: 5, autoScore: 20, manualScore: 5 });
    expect((await submit(funnel.id, { email: 'QUIZ@example.com', phone: '555' })).status).toBe(201);
    expect(await leadRowsOf(server, userId)).toEqual([
      expect.objectContaining({ id: lead.id, score: 5, manual_score: 5, auto_score: 45 }),
    ]);
    const cleared = asLead((await client.put(`/api/leads/${lead.id}`, { score: null })).json);
    expect(cleared).toMatchObject({ score: 45, autoScore: 45, manualScore: null });
  });

  it('records activity for creation, edits, status changes, scores set and cleared, and captures', async () => {
    const { client, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(client, { name: 'Newsletter' });
    const lead = await createLead(client, { email: 'act@example.com', score: 70 });
    expect((await client.put(`/api/leads/${lead.id}`, { status: 'follow-up' })).status).toBe(200);
    expect((await client.put(`/api/leads/${lead.id}`, { status: 'follow-up' })).status).toBe(200);
    expect((await client.put(`/api/leads/${lead.id}`, { score: 70 })).status).toBe(200);
    expect((await client.put(`/api/leads/${lead.id}`, { score: null, company: 'Acme' })).status).toBe(200);
    expect((await client.put(`/api/leads/${lead.id}`, { company: 'Acme' })).status).toBe(200);
    expect((await submit(funnel.id, { email: 'act@example.com' })).status).toBe(201);
    expect((await submit(funnel.id, { email: 'fresh@example.com' })).status).toBe(201);

    const rows = await queryRows<{ lead_email: string; type: string; summary: string; detail: unknown }>(
      server,
      `select l.email as lead_email, a.type, a.summary, a.detail from lead_activities a
         join leads l on l.id = a.lead_id where a.user_id = $1
        order by a.created_at,
                 array_position(array['created', 'captured', 'submission', 'updated', 'status', 'score'], a.type)`,
      [userId],
    );
    expect(rows).toEqual([
      { lead_email: 'act@example.com', type: 'created', summary: 'Added by hand', detail: {} },
      {
        lead_email: 'act@example.com',
        type: 'score',
        summary: 'Score set by hand to 70',
        detail: { score: 70 },
      },
      {
        lead_email: 'act@example.com',
        type: 'status',
        summary: 'Status changed from new to follow-up',
        detail: { from: 'new', to: 'follow-up' },
      },
      {
        lead_email: 'act@example.com',
        type: 'updated',
        summary: 'Edited company',
        detail: { fields: ['company'] },
      },
      {
        lead_email: 'act@example.com',
        type: 'score',
        summary: 'Manual score cleared; automatic score 30 applies',
        detail: { score: null },
      },
      {
        lead_email: 'act@example.com',
        type: 'submission',
        summary: 'Submitted a form on Newsletter',
        detail: { funnelId: funnel.id },
      },
      {
        lead_email: 'fresh@example.com',
        type: 'captured',
        summary: 'Captured by Newsletter',
        detail: { funnelId: funnel.id },
      },
    ]);
  });
});
