import { queryRows, signedInClient, testRateLimits } from './support/funnels';
import {
  LEAD_STATUS_VALUES,
  asLead,
  asLeads,
  createLead,
  expectedOrder,
  insertLeads,
  leadRow,
  leadRowsOf,
  type InsertedLead,
  type LeadJson,
} from './support/leads';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** 001 §7 lead paths over REST: the list and its filters and paging, edits, validation and tenancy. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const ids = (json: unknown) => asLeads(json).map((l) => l.id);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;

describe('signed out', () => {
  it.each([
    ['GET', '/api/leads'],
    ['GET', '/api/leads/sources'],
    ['GET', '/api/leads/count'],
    ['GET', `/api/leads/${UNKNOWN_UUID}`],
    ['POST', '/api/leads'],
    ['PUT', `/api/leads/${UNKNOWN_UUID}`],
    ['DELETE', `/api/leads/${UNKNOWN_UUID}`],
    ['DELETE', '/api/leads/bulk/all'],
    ['POST', '/api/leads/validate-email'],
  ])('%s %s answers 401 Unauthorized and changes nothing', async (method, path) => {
    const { client, userId } = await signedInClient(server);
    const lead = await createLead(client, { email: 'kept@example.com' });
    const before = await leadRow(server, lead.id);
    const res = await new TestClient(server.url).request(
      method,
      path.replace(UNKNOWN_UUID, lead.id),
      method === 'GET' || method === 'DELETE' ? undefined : { email: 'someone@example.com', status: 'lost' },
    );
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Unauthorized' });
    expect(await leadRow(server, lead.id)).toEqual(before);
    expect(await leadRowsOf(server, userId)).toHaveLength(1);
  });
});

describe('POST /api/leads', () => {
  it('creates a lead with status new and the automatic score, answering 201 with the lead', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await client.post('/api/leads', {
      email: '  ada@analytical.io ',
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      company: 'Analytical Engines',
      source: 'Website',
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId,
      funnelId: null,
      email: 'ada@analytical.io',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      phone: '+44 20 7946 0000',
      source: 'Website',
      // 20 for a valid address + 5 + 5 + 10 + 10 for the profile.
      score: 50,
      autoScore: 50,
      manualScore: null,
      scoreBreakdown: [
        { rule: 'email', label: 'Valid email address', points: 20 },
        { rule: 'profile', label: 'Profile has first name, last name, phone, company', points: 30 },
      ],
      status: 'new',
      emailQuality: 'Valid',
      tags: [],
      customFields: {},
      lastContactedAt: null,
      unsubscribedAt: null,
      overPlanLimit: false,
      optIn: 'confirmed',
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const lead = asLead(res.json);
    const [row] = await queryRows(
      server,
      'select user_id, email, first_name, status, score, auto_score, manual_score from leads where id = $1',
      [lead.id],
    );
    expect(row).toEqual({
      user_id: userId,
      email: 'ada@analytical.io',
      first_name: 'Ada',
      status: 'new',
      score: 50,
      auto_score: 50,
      manual_score: null,
    });
    expect(asLead((await client.get(`/api/leads/${lead.id}`)).json)).toEqual(lead);
  });

  it('takes a given score as the manual score in effect, and a given status', async () => {
    const { client } = await signedInClient(server);
    const lead = await createLead(client, { email: 'manual@example.com', score: 73, status: 'follow-up' });
    expect(lead).toMatchObject({ score: 73, manualScore: 73, autoScore: 20, status: 'follow-up' });
    const row = await leadRow(server, lead.id);
    expect(row).toMatchObject({ score: 73, manual_score: 73, auto_score: 20, status: 'follow-up' });
    const zero = await createLead(client, { email: 'zero@example.com', score: 0 });
    expect(zero).toMatchObject({ score: 0, manualScore: 0, autoScore: 20 });
    const hundred = await createLead(client, { email: 'hundred@example.com', score: 100 });
    expect(hundred).toMatchObject({ score: 100, manualScore: 100 });
  });

  it('stores empty optional fields as null and scores a flagged address 0 for its email', async () => {
    const { client } = await signedInClient(server);
    const lead = await createLead(client, {
      email: 'test@test.com',
      firstName: '',
      lastName: '   ',
      company: null,
      source: '',
    });
    expect(lead).toMatchObject({
      firstName: null,
      lastName: null,
      company: null,
      source: null,
      emailQuality: 'Flagged',
      score: 0,
      autoScore: 0,
      scoreBreakdown: [{ rule: 'email', label: 'Flagged email: A placeholder address', points: 0 }],
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no email', { firstName: 'Ada' }, 'email', 'Email is required'],
    ['an empty email', { email: '' }, 'email', 'Email is required'],
    ['a blank email', { email: '   ' }, 'email', 'Email is required'],
    ['an email that is not text', { email: 42 }, 'email', 'Email is required'],
    ['a malformed email', { email: 'ada.example.com' }, 'email', 'Enter a valid email address'],
    ['an email with a space', { email: 'ada lovelace@example.com' }, 'email', 'Enter a valid email address'],
    ['score -1', { email: 'a@example.com', score: -1 }, 'score', 'Score must be a number from 0 to 100'],
    ['score 101', { email: 'a@example.com', score: 101 }, 'score', 'Score must be a number from 0 to 100'],
    [
      'score 50.5',
      { email: 'a@example.com', score: 50.5 },
      'score',
      'Score must be a whole number from 0 to 100',
    ],
    [
      "score 'abc'",
      { email: 'a@example.com', score: 'abc' },
      'score',
      'Score must be a number from 0 to 100',
    ],
    [
      'an unknown status',
      { email: 'a@example.com', status: 'hot' },
      'status',
      'Status must be one of new, contacted, follow-up, converted, lost',
    ],
    [
      "status 'follow_up' (the GraphQL name)",
      { email: 'a@example.com', status: 'follow_up' },
      'status',
      'Status must be one of new, contacted, follow-up, converted, lost',
    ],
    [
      'a first name over 100 characters',
      { email: 'a@example.com', firstName: 'x'.repeat(101) },
      'firstName',
      'First name must be at most 100 characters',
    ],
  ])('refuses %s with 400 and the message, creating nothing', async (_what, body, field, message) => {
    const { client, userId } = await signedInClient(server);
    await createLead(client, { email: 'existing@example.com' });
    const before = await leadRowsOf(server, userId);
    const res = await client.post('/api/leads', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message, fieldErrors: expect.objectContaining({ [field]: message }) });
    expect(await leadRowsOf(server, userId)).toEqual(before);
  });

  it('refuses a second lead with the same email in another case with 409, creating nothing', async () => {
    const { client, userId } = await signedInClient(server);
    const first = await createLead(client, { email: 'Grace@Navy.mil', firstName: 'Grace' });
    const before = await leadRowsOf(server, userId);
    const res = await client.post('/api/leads', { email: 'grace@NAVY.MIL', firstName: 'Other' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      message: 'A lead with this email already exists',
      fieldErrors: { email: 'A lead with this email already exists' },
    });
    expect(await leadRowsOf(server, userId)).toEqual(before);
    const activity = await queryRows(server, 'select type from lead_activities where user_id = $1', [userId]);
    expect(activity).toEqual([{ type: 'created' }]);
    expect(first.email).toBe('Grace@Navy.mil');
  });

  it('lets two users each have a lead with the same email', async () => {
    const { client: alice } = await signedInClient(server);
    const { client: bob } = await signedInClient(server);
    await createLead(alice, { email: 'shared@example.com' });
    expect((await bob.post('/api/leads', { email: 'SHARED@example.com' })).status).toBe(201);
  });
});

describe('GET /api/leads/:id', () => {
  it('answers 404 Lead not found for an unknown id and for a non-uuid id', async () => {
    const { client } = await signedInClient(server);
    for (const id of [UNKNOWN_UUID, 'not-a-uuid', '1', "' or 1=1 --"]) {
      const res = await client.get(`/api/leads/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Lead not found' });
    }
  });
});

describe('PUT /api/leads/:id', () => {
  it('changes only the fields given', async () => {
    const { client } = await signedInClient(server);
    const lead = await createLead(client, {
      email: 'ada@analytical.io',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      source: 'Website',
      phone: '+44 1',
    });
    const res = await client.put(`/api/leads/${lead.id}`, { status: 'contacted' });
    expect(res.status).toBe(200);
    const updated = asLead(res.json);
    expect(updated).toEqual({ ...lead, status: 'contacted', updatedAt: expect.stringMatching(ISO) });
    expect(await leadRow(server, lead.id)).toMatchObject({
      status: 'contacted',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      source: 'Website',
      phone: '+44 1',
      score: 50,
    });

    const renamed = asLead((await client.put(`/api/leads/${lead.id}`, { company: 'Babbage & Co' })).json);
    expect(renamed).toMatchObject({ company: 'Babbage & Co', status: 'contacted', firstName: 'Ada' });
    const emptyBody = await client.put(`/api/leads/${lead.id}`, {});
    expect(emptyBody.status).toBe(200);
    expect(asLead(emptyBody.json)).toMatchObject({ company: 'Babbage & Co', status: 'contacted' });
  });

  it('moves between every pair of statuses, follow-up included', async () => {
    const { client } = await signedInClient(server);
    const lead = await createLead(client, { email: 'status@example.com' });
    for (const from of LEAD_STATUS_VALUES) {
      for (const to of LEAD_STATUS_VALUES) {
        if (from === to) continue;
        expect((await client.put(`/api/leads/${lead.id}`, { status: from })).status).toBe(200);
        const res = await client.put(`/api/leads/${lead.id}`, { status: to });
        expect(res.status).toBe(200);
        expect(asLead(res.json).status).toBe(to);
        expect((await leadRow(server, lead.id))?.status).toBe(to);
      }
    }
  });

  it('sets a manual score, and score null clears it back to the automatic score', async () => {
    const { client } = await signedInClient(server);
    const lead = await createLead(client, { email: 'score@example.com', firstName: 'Sam' });
    expect(lead).toMatchObject({ score: 25, autoScore: 25, manualScore: null });

    const set = asLead((await client.put(`/api/leads/${lead.id}`, { score: 90 })).json);
    expect(set).toMatchObject({ score: 90, autoScore: 25, manualScore: 90 });
    expect(await leadRow(server, lead.id)).toMatchObject({ score: 90, auto_score: 25, manual_score: 90 });

    // A profile edit changes the automatic score but not the manual score in effect.
    const edited = asLead((await client.put(`/api/leads/${lead.id}`, { company: 'Acme' })).json);
    expect(edited).toMatchObject({ score: 90, autoScore: 35, manualScore: 90 });

    const cleared = asLead((await client.put(`/api/leads/${lead.id}`, { score: null })).json);
    expect(cleared).toMatchObject({ score: 35, autoScore: 35, manualScore: null });
    expect(await leadRow(server, lead.id)).toMatchObject({ score: 35, auto_score: 35, manual_score: null });

    const zero = asLead((await client.put(`/api/leads/${lead.id}`, { score: 0 })).json);
    expect(zero).toMatchObject({ score: 0, manualScore: 0 });
  });

  it('clears a text field given an empty string, and null', async () => {
    const { client } = await signedInClient(server);
    const lead = await createLead(client, {
      email: 'clear@example.com',
      firstName: 'Clara',
      company: 'Acme',
      source: 'Website',
      phone: '123',
    });
    const res = await client.put(`/api/leads/${lead.id}`, { company: '', source: '  ', phone: null });
    expect(res.status).toBe(200);
    expect(asLead(res.json)).toMatchObject({
      firstName: 'Clara',
      company: null,
      source: null,
      phone: null,
      // 20 + 5 for the first name: company and phone no longer count.
      autoScore: 25,
      score: 25,
    });
    expect(await leadRow(server, lead.id)).toMatchObject({
      first_name: 'Clara',
      company: null,
      source: null,
      phone: null,
    });
  });

  it('changes the email, also to another case of its own', async () => {
    const { client } = await signedInClient(server);
    const lead = await createLead(client, { email: 'old@example.com' });
    const res = await client.put(`/api/leads/${lead.id}`, { email: 'OLD@example.com' });
    expect(res.status).toBe(200);
    expect(asLead(res.json).email).toBe('OLD@example.com');
    const moved = await client.put(`/api/leads/${lead.id}`, { email: 'new@example.com' });
    expect(asLead(moved.json).email).toBe('new@example.com');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty email', { email: '' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'nope@', status: 'lost' }, 'email', 'Enter a valid email address'],
    ['score -1', { score: -1 }, 'score', 'Score must be a number from 0 to 100'],
    ['score 101', { score: 101, status: 'lost' }, 'score', 'Score must be a number from 0 to 100'],
    ['score 50.5', { score: 50.5 }, 'score', 'Score must be a whole number from 0 to 100'],
    ["score 'abc'", { score: 'abc' }, 'score', 'Score must be a number from 0 to 100'],
    [
      'an unknown status',
      { status: 'won', company: 'Changed' },
      'status',
      'Status must be one of new, contacted, follow-up, converted, lost',
    ],
    [
      'a date that is not one',
      { lastContactedAt: 'yesterday-ish' },
      'lastContactedAt',
      'Last contacted must be a date',
    ],
  ])('refuses %s with 400 and leaves the lead unchanged', async (_what, body, field, message) => {
    const { client, userId } = await signedInClient(server);
    const lead = await createLead(client, { email: 'keep@example.com', company: 'Original', score: 60 });
    const before = await leadRow(server, lead.id);
    const res = await client.put(`/api/leads/${lead.id}`, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message, fieldErrors: expect.objectContaining({ [field]: message }) });
    expect(await leadRow(server, lead.id)).toEqual(before);
    const activity = await queryRows(server, 'select type from lead_activities where user_id = $1', [userId]);
    expect(activity.map((a) => a.type).sort()).toEqual(['created', 'score']);
  });

  it("refuses another lead's email in another case with 409 and leaves the lead unchanged", async () => {
    const { client } = await signedInClient(server);
    await createLead(client, { email: 'taken@example.com' });
    const lead = await createLead(client, { email: 'mine@example.com', company: 'Mine' });
    const before = await leadRow(server, lead.id);
    const res = await client.put(`/api/leads/${lead.id}`, { email: 'TAKEN@example.com', company: 'Other' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      message: 'A lead with this email already exists',
      fieldErrors: { email: 'A lead with this email already exists' },
    });
    expect(await leadRow(server, lead.id)).toEqual(before);
  });

  it('answers 404 for an unknown or non-uuid id', async () => {
    const { client } = await signedInClient(server);
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      const res = await client.put(`/api/leads/${id}`, { status: 'lost' });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Lead not found' });
    }
  });
});

describe('DELETE /api/leads/:id and /api/leads/bulk/all', () => {
  it('deletes one lead and answers the spec message; a second delete is 404', async () => {
    const { client, userId } = await signedInClient(server);
    const lead = await createLead(client, { email: 'gone@example.com' });
    const kept = await createLead(client, { email: 'kept@example.com' });
    const res = await client.del(`/api/leads/${lead.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Lead deleted successfully' });
    expect(await leadRow(server, lead.id)).toBeUndefined();
    expect((await leadRowsOf(server, userId)).map((r) => r.id)).toEqual([kept.id]);
    expect(await queryRows(server, 'select id from lead_activities where lead_id = $1', [lead.id])).toEqual(
      [],
    );
    const again = await client.del(`/api/leads/${lead.id}`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: 'Lead not found' });
    expect((await client.del('/api/leads/not-a-uuid')).status).toBe(404);
  });

  it("deletes all of the caller's leads and none of another user's", async () => {
    const { client: alice, userId: aliceId } = await signedInClient(server);
    const { client: bob, userId: bobId } = await signedInClient(server);
    await createLead(alice, { email: 'a1@example.com' });
    await createLead(alice, { email: 'a2@example.com' });
    const bobLead = await createLead(bob, { email: 'b1@example.com' });
    const res = await alice.del('/api/leads/bulk/all');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'All leads deleted successfully', deleted: 2 });
    expect(await leadRowsOf(server, aliceId)).toEqual([]);
    expect((await leadRowsOf(server, bobId)).map((r) => r.id)).toEqual([bobLead.id]);
    expect(ids((await bob.get('/api/leads')).json)).toEqual([bobLead.id]);
    const empty = await alice.del('/api/leads/bulk/all');
    expect(empty.json).toEqual({ message: 'All leads deleted successfully', deleted: 0 });
  });
});

describe('POST /api/leads/validate-email', () => {
  it.each<[string, 'VALID' | 'FLAGGED' | 'INVALID', string, string]>([
    ['ada@analytical.io', 'VALID', 'Valid', 'Looks like a real address'],
    ['  Ada@Analytical.io ', 'VALID', 'Valid', 'Looks like a real address'],
    ['test@test.com', 'FLAGGED', 'Flagged', 'A placeholder address'],
    ['noreply@acme.com', 'FLAGGED', 'Flagged', 'A throwaway name (noreply)'],
    ['someone@throwaway.email', 'FLAGGED', 'Flagged', 'A disposable inbox (throwaway.email)'],
    ['not-an-email', 'INVALID', 'Invalid', 'Does not look like an email address'],
    ['', 'INVALID', 'Invalid', 'Does not look like an email address'],
  ])('classifies %j as %s', async (email, quality, label, reason) => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/leads/validate-email', { email });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email: email.trim(), quality, label, valid: quality === 'VALID', reason });
  });

  it('refuses a body without an email with 400', async () => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/leads/validate-email', {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Email is required', fieldErrors: { email: 'Email is required' } });
  });
});

describe('GET /api/leads filters', () => {
  let client: TestClient;
  const made: Record<string, LeadJson> = {};

  beforeAll(async () => {
    ({ client } = await signedInClient(server));
    const specs: Array<[string, Record<string, unknown>]> = [
      [
        'ada',
        {
          email: 'ada@analytical.io',
          firstName: 'Ada',
          lastName: 'Lovelace',
          company: 'Analytical Engines',
          source: 'Website',
          score: 85,
          status: 'new',
        },
      ],
      [
        'grace',
        {
          email: 'grace@navy.mil',
          firstName: 'Grace',
          lastName: 'Hopper',
          company: 'US Navy',
          source: 'Social Media',
          score: 80,
          status: 'contacted',
        },
      ],
      [
        'pct',
        {
          email: 'growth@example.com',
          firstName: 'Percy',
          company: '100% Growth',
          score: 79,
          status: 'follow-up',
        },
      ],
      [
        'thousand',
        { email: 'k@example.com', company: '1000 Growth', source: 'Website', score: 50, status: 'follow-up' },
      ],
      ['under', { email: 'first_last@example.com', score: 49, status: 'converted', source: '' }],
      ['nounder', { email: 'firstxlast@example.com', score: 0, status: 'lost', source: 'Website' }],
    ];
    for (const [key, body] of specs) made[key] = await createLead(client, body);
    // Distinct, known creation times: ada is the oldest, nounder the newest.
    const order = specs.map(([key]) => made[key]?.id);
    await queryRows(
      server,
      `update leads set created_at = now() - interval '1 day' + array_position($1::uuid[], id) * interval '1 minute'
        where id = any($1::uuid[])`,
      [order],
    );
  });

  const list = async (query: string) => {
    const res = await client.get(`/api/leads${query}`);
    expect(res.status).toBe(200);
    return res;
  };
  const idsOf = (...keys: string[]) => keys.map((k) => made[k]?.id);

  it('answers every lead, newest first, as a list', async () => {
    const res = await list('');
    expect(Array.isArray(res.json)).toBe(true);
    expect(ids(res.json)).toEqual(idsOf('nounder', 'under', 'thousand', 'pct', 'grace', 'ada'));
    expect(res.headers.get('x-next-cursor')).toBeNull();
    expect(asLeads(res.json)[5]).toEqual({ ...made.ada, createdAt: expect.stringMatching(ISO) });
  });

  it.each<[string, string[]]>([
    ['ada', ['ada']],
    ['LOVELACE', ['ada']],
    ['hopper', ['grace']],
    ['Ada Love', ['ada']],
    ['NAVY.MIL', ['grace']],
    ['us navy', ['grace']],
    ['analytical', ['ada']],
    ['growth', ['thousand', 'pct']],
    ['100%', ['pct']],
    ['%', ['pct']],
    ['first_last', ['under']],
    ['_', ['under']],
    ['nobody-matches', []],
  ])('search=%j matches first name, last name, email and company', async (search, keys) => {
    const res = await list(`?search=${encodeURIComponent(search)}`);
    expect(ids(res.json)).toEqual(idsOf(...keys));
    const count = await list(`/count?search=${encodeURIComponent(search)}`);
    expect(count.json).toEqual({ total: keys.length });
  });

  it.each<[string, string[]]>([
    ['status=new', ['ada']],
    ['status=contacted', ['grace']],
    ['status=follow-up', ['thousand', 'pct']],
    ['status=converted', ['under']],
    ['status=lost', ['nounder']],
    ['status=all', ['nounder', 'under', 'thousand', 'pct', 'grace', 'ada']],
    ['score=high', ['grace', 'ada']],
    ['score=medium', ['thousand', 'pct']],
    ['score=low', ['nounder', 'under']],
    ['score=all', ['nounder', 'under', 'thousand', 'pct', 'grace', 'ada']],
    ['source=Website', ['nounder', 'thousand', 'ada']],
    ['source=Social%20Media', ['grace']],
    ['source=', ['under', 'pct']],
    ['source=Direct', ['under', 'pct']],
    ['source=website', []],
    ['source=Website&score=high', ['ada']],
    ['status=follow-up&search=100%25', ['pct']],
    ['score=medium&source=Direct', ['pct']],
  ])('%s', async (query, keys) => {
    expect(ids((await list(`?${query}`)).json)).toEqual(idsOf(...keys));
    expect((await list(`/count?${query}`)).json).toEqual({ total: keys.length });
  });

  it('sorts by createdAt or score, either way', async () => {
    expect(ids((await list('?sort=createdAt&order=asc')).json)).toEqual(
      idsOf('ada', 'grace', 'pct', 'thousand', 'under', 'nounder'),
    );
    expect(ids((await list('?sort=createdAt&order=desc')).json)).toEqual(
      idsOf('nounder', 'under', 'thousand', 'pct', 'grace', 'ada'),
    );
    expect(ids((await list('?sort=score')).json)).toEqual(
      idsOf('ada', 'grace', 'pct', 'thousand', 'under', 'nounder'),
    );
    expect(ids((await list('?sort=score&order=asc')).json)).toEqual(
      idsOf('nounder', 'under', 'thousand', 'pct', 'grace', 'ada'),
    );
  });

  it('pages with limit and offset', async () => {
    const first = await list('?limit=2');
    expect(ids(first.json)).toEqual(idsOf('nounder', 'under'));
    expect(first.headers.get('x-next-cursor')).toEqual(expect.any(String));
    expect(ids((await list('?limit=2&offset=2')).json)).toEqual(idsOf('thousand', 'pct'));
    const last = await list('?limit=2&offset=4');
    expect(ids(last.json)).toEqual(idsOf('grace', 'ada'));
    expect(last.headers.get('x-next-cursor')).toBeNull();
    expect((await list('?limit=2&offset=6')).json).toEqual([]);
    expect(ids((await list('?sort=score&limit=3&offset=1')).json)).toEqual(idsOf('grace', 'pct', 'thousand'));
  });

  it('answers the distinct sources, with an empty string for leads without one', async () => {
    const res = await list('/sources');
    expect(res.json).toEqual(['Social Media', 'Website', '']);
  });

  it.each<[string, string]>([
    ['status=hot', 'Status must be one of new, contacted, follow-up, converted, lost'],
    ['score=top', 'Score must be one of all, high, medium, low'],
    ['sort=email', 'Sort must be createdAt or score'],
    ['order=up', 'Order must be asc or desc'],
    ['limit=0', 'Limit must be at least 1'],
    ['limit=1001', 'Limit must be at most 1000'],
    ['limit=ten', 'Limit must be a number'],
    ['offset=-1', 'Offset cannot be negative'],
  ])('refuses %s with 400 and the message', async (query, message) => {
    const res = await client.get(`/api/leads?${query}`);
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe(message);
  });
});

describe('GET /api/leads search, more characters', () => {
  it('matches accented letters in any case, and takes a backslash literally', async () => {
    const { client } = await signedInClient(server);
    const emile = await createLead(client, { email: 'e@example.com', firstName: 'Émile', lastName: 'Zoë' });
    const slash = await createLead(client, { email: 'back@example.com', company: 'Back\\Slash' });
    for (const search of ['émile', 'ÉMILE', 'zoË']) {
      expect(ids((await client.get(`/api/leads?search=${encodeURIComponent(search)}`)).json)).toEqual([
        emile.id,
      ]);
    }
    expect(ids((await client.get(`/api/leads?search=${encodeURIComponent('k\\s')}`)).json)).toEqual([
      slash.id,
    ]);
    const res = await client.get(`/api/leads?search=${encodeURIComponent('\\')}`);
    expect(res.status).toBe(200);
    expect(ids(res.json)).toEqual([slash.id]);
    expect(
      (await client.get(`/api/leads?search=${encodeURIComponent("'; drop table leads; --")}`)).json,
    ).toEqual([]);
  });
});

describe('keyset paging with X-Next-Cursor and after', () => {
  /** Follows X-Next-Cursor from the first page to the last; answers the ids of every page. */
  async function walk(client: TestClient, query: string, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 50; guard += 1) {
      const res = await client.get(
        `/api/leads?${query}&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      expect(res.status).toBe(200);
      pages.push(ids(res.json));
      after = res.headers.get('x-next-cursor');
      if (!after) return pages;
    }
    throw new Error('paging did not end');
  }

  let client: TestClient;
  let leads: InsertedLead[];
  beforeAll(async () => {
    const signedIn = await signedInClient(server);
    client = signedIn.client;
    // Ties in creation time and in score, so only the id can order some pairs.
    const base = Date.parse('2030-01-01T10:00:00.000Z');
    const at = (minutes: number, micros = '') =>
      new Date(base + minutes * 60_000).toISOString().replace('Z', `${micros}Z`);
    const specs: Array<[number, string]> = [
      [50, at(0)],
      [50, at(0)],
      [50, at(0)],
      [80, at(1)],
      [80, at(1)],
      [20, at(2)],
      [20, at(2, '123')],
      [20, at(2, '456')],
      [50, at(3)],
      [99, at(4)],
      [0, at(5)],
    ];
    leads = await insertLeads(
      server,
      signedIn.userId,
      specs.map(([score, createdAt], i) => ({ email: `page${i}@example.com`, score, createdAt })),
    );
  });

  it.each<['createdAt' | 'score', 'asc' | 'desc', number]>([
    ['createdAt', 'desc', 3],
    ['createdAt', 'asc', 3],
    ['createdAt', 'desc', 1],
    ['score', 'desc', 3],
    ['score', 'asc', 2],
    ['score', 'desc', 1],
  ])('sort=%s order=%s limit=%d gives every lead exactly once, in order', async (sort, order, limit) => {
    const pages = await walk(client, `sort=${sort}&order=${order}`, limit);
    const expected = expectedOrder(leads, sort, order);
    expect(pages.flat()).toEqual(expected);
    expect(pages.length).toBe(Math.ceil(leads.length / limit));
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
    // The same order as one page holding everything.
    expect(ids((await client.get(`/api/leads?sort=${sort}&order=${order}`)).json)).toEqual(expected);
  });

  it('pages through a filtered list; offset moves the first page only', async () => {
    const medium = expectedOrder(
      leads.filter((l) => l.score >= 50 && l.score < 80),
      'createdAt',
      'desc',
    );
    expect(medium).toHaveLength(4);
    expect((await walk(client, 'score=medium', 1)).flat()).toEqual(medium);
    expect((await walk(client, 'score=medium&offset=1', 1)).flat()).toEqual(medium.slice(1));
    expect((await walk(client, 'score=medium&sort=score&offset=2', 1)).flat()).toEqual(
      expectedOrder(
        leads.filter((l) => l.score >= 50 && l.score < 80),
        'score',
        'desc',
      ).slice(2),
    );
  });

  it.each<[string, () => string]>([
    ['not base64 JSON', () => 'garbage!!'],
    ['JSON that is not a cursor', () => encode({ hello: 'world' })],
    ['an id that is not a uuid', () => encode({ c: '2030-01-01 10:00:00+00', i: '-'.repeat(36) })],
    ['a time PostgreSQL cannot read', () => encode({ c: 'hello 1', i: UNKNOWN_UUID })],
    ['a time that is a number', () => encode({ c: '1', i: UNKNOWN_UUID })],
    ['a day that does not exist', () => encode({ c: '2030-02-30 10:00:00+00', i: UNKNOWN_UUID })],
    ['a cursor that is a JSON string', () => encode('2030-01-01 10:00:00+00')],
    ['a score out of range', () => encode({ s: 1e20, c: '2030-01-01 10:00:00+00', i: UNKNOWN_UUID })],
    [
      'a score that is not a whole number',
      () => encode({ s: 1.5, c: '2030-01-01 10:00:00+00', i: UNKNOWN_UUID }),
    ],
  ])('refuses a tampered cursor (%s) with 400 and a clear message', async (_what, cursor) => {
    for (const sort of ['createdAt', 'score']) {
      const res = await client.get(`/api/leads?sort=${sort}&after=${encodeURIComponent(cursor())}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'This page link has expired; start again from the first page' });
    }
  });

  it('refuses a createdAt cursor for the score order', async () => {
    const first = await client.get('/api/leads?limit=2');
    const after = first.headers.get('x-next-cursor') ?? '';
    expect(decode(after)).toEqual({ c: expect.any(String), i: expect.any(String) });
    const res = await client.get(`/api/leads?sort=score&limit=2&after=${encodeURIComponent(after)}`);
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe('This page link has expired; start again from the first page');
  });
});

describe('tenancy', () => {
  it("answers another user's lead as not found on every path and never lists it", async () => {
    const { client: owner, userId: ownerId } = await signedInClient(server);
    const { client: stranger } = await signedInClient(server);
    const lead = await createLead(owner, {
      email: 'private@example.com',
      firstName: 'Private',
      source: 'Secret source',
      score: 90,
    });
    const other = await createLead(owner, { email: 'private2@example.com' });
    const before = await leadRowsOf(server, ownerId);

    for (const id of [lead.id, other.id]) {
      const get = await stranger.get(`/api/leads/${id}`);
      expect(get.status).toBe(404);
      expect(get.json).toEqual({ message: 'Lead not found' });
      const put = await stranger.put(`/api/leads/${id}`, {
        status: 'lost',
        score: 1,
        email: 'x@example.com',
      });
      expect(put.status).toBe(404);
      expect(put.json).toEqual({ message: 'Lead not found' });
      const del = await stranger.del(`/api/leads/${id}`);
      expect(del.status).toBe(404);
      expect(del.json).toEqual({ message: 'Lead not found' });
    }
    expect((await stranger.get('/api/leads')).json).toEqual([]);
    expect((await stranger.get('/api/leads?search=private')).json).toEqual([]);
    expect((await stranger.get('/api/leads?source=Secret%20source')).json).toEqual([]);
    expect((await stranger.get('/api/leads/count')).json).toEqual({ total: 0 });
    expect((await stranger.get('/api/leads/sources')).json).toEqual([]);
    expect((await stranger.del('/api/leads/bulk/all')).json).toEqual({
      message: 'All leads deleted successfully',
      deleted: 0,
    });
    // The stranger may use the same email for a lead of their own.
    expect((await stranger.post('/api/leads', { email: 'PRIVATE@example.com' })).status).toBe(201);
    expect(await leadRowsOf(server, ownerId)).toEqual(before);
    expect((await owner.get('/api/leads/count')).json).toEqual({ total: 2 });
    expect((await owner.get('/api/leads/sources')).json).toEqual(['Secret source', '']);
  });
});
