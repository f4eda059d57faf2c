import type { Client } from 'graphql-ws';
import {
  freshIp,
  gqlCode,
  publishedFunnel,
  queryRows,
  recycle,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { expectedOrder, insertLeads, leadRow, leadRowsOf } from './support/leads';
import { recordSubscription, type SubscriptionRecorder } from './support/subscription-recorder';
import { TestClient, type GraphQLResponse } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** The leads operations through GraphQL: the same rules as the REST paths, plus leadsChanged. */
let server: TestServer;
const openClients: Client[] = [];
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error', TRUST_PROXY: '1' }, { rateLimits: testRateLimits() });
});
afterEach(async () => {
  await Promise.all(openClients.splice(0).map((c) => c.dispose()));
});
afterAll(() => server.close());

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const LEAD_FIELDS = `id email firstName lastName company phone source score autoScore manualScore status
  emailQuality funnelId funnelName tags customFields lastContactedAt createdAt updatedAt
  scoreBreakdown { rule label points }`;

type GqlStatus = 'new' | 'contacted' | 'follow_up' | 'converted' | 'lost';
type GqlLead = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  phone: string | null;
  source: string | null;
  score: number;
  autoScore: number;
  manualScore: number | null;
  status: GqlStatus;
  emailQuality: 'VALID' | 'FLAGGED' | 'INVALID';
  funnelId: string | null;
  funnelName: string | null;
  tags: string[];
  customFields: Record<string, unknown>;
  lastContactedAt: string | null;
  createdAt: string;
  updatedAt: string;
  scoreBreakdown: Array<{ rule: string; label: string; points: number }>;
};
type GqlLeadList = { items: Array<{ id: string }>; hasMore: boolean; endCursor: string | null };

const CREATE = `mutation($input: LeadInput!) { createLead(input: $input) { ${LEAD_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: LeadUpdateInput!) { updateLead(id: $id, input: $input) { ${LEAD_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteLead(id: $id) }';
const DELETE_MANY = 'mutation($ids: [ID!]!) { deleteLeads(ids: $ids) }';
const DELETE_ALL = 'mutation { deleteAllLeads }';
const LEAD = `query($id: ID!) { lead(id: $id) { ${LEAD_FIELDS} } }`;
const LEADS = `query($filter: LeadFilter, $paging: LeadPaging) {
  leads(filter: $filter, paging: $paging) { items { id } hasMore endCursor } }`;
const COUNT = 'query($filter: LeadFilter) { leadCount(filter: $filter) }';
const SOURCES = 'query { leadSources }';
const VALIDATE =
  'query($email: String!) { validateLeadEmail(email: $email) { email quality label valid reason } }';
const LEAD_DETAIL = `query($id: ID!) { lead(id: $id) {
  id funnelId funnelName emailQuality score scoreBreakdown { rule label points }
  submissions { id createdAt funnelId funnelName formData }
  activity { id createdAt type summary detail } } }`;

async function gqlCreate(client: TestClient, input: Record<string, unknown>): Promise<GqlLead> {
  const res = await client.gql<{ createLead: GqlLead }>(CREATE, { input });
  expect(res.errors).toBeUndefined();
  const lead = res.data?.createLead;
  if (!lead) throw new Error('createLead answered no lead');
  return lead;
}

async function gqlUpdate(client: TestClient, id: string, input: Record<string, unknown>): Promise<GqlLead> {
  const res = await client.gql<{ updateLead: GqlLead }>(UPDATE, { id, input });
  expect(res.errors).toBeUndefined();
  const lead = res.data?.updateLead;
  if (!lead) throw new Error('updateLead answered no lead');
  return lead;
}

async function listIds(
  client: TestClient,
  filter?: Record<string, unknown>,
  paging?: Record<string, unknown>,
) {
  const res = await client.gql<{ leads: GqlLeadList }>(LEADS, { filter, paging });
  expect(res.errors).toBeUndefined();
  return res.data?.leads.items.map((l) => l.id) ?? [];
}

async function count(client: TestClient, filter?: Record<string, unknown>) {
  const res = await client.gql<{ leadCount: number }>(COUNT, { filter });
  expect(res.errors).toBeUndefined();
  return res.data?.leadCount;
}

/** The first error's message and extensions. */
const firstError = (res: GraphQLResponse<unknown>) => ({
  message: res.errors?.[0]?.message,
  extensions: res.errors?.[0]?.extensions,
});

function submitForm(funnelId: string, body: Record<string, unknown>) {
  return new TestClient(server.url).post(`/api/public/funnels/${funnelId}/leads`, body, {
    'x-forwarded-for': freshIp(),
  });
}

describe('createLead, lead and updateLead', () => {
  it('creates a lead with status new and the automatic score, and reads it back', async () => {
    const { client, userId } = await signedInClient(server);
    const lead = await gqlCreate(client, {
      email: 'ada@analytical.io',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      source: 'Website',
      tags: ['vip', 'vip', 'math'],
      customFields: { plan: 'pro', seats: 3 },
    });
    expect(lead).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'ada@analytical.io',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      phone: null,
      source: 'Website',
      score: 40,
      autoScore: 40,
      manualScore: null,
      status: 'new',
      emailQuality: 'VALID',
      funnelId: null,
      funnelName: null,
      tags: ['vip', 'math'],
      customFields: { plan: 'pro', seats: 3 },
      lastContactedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      scoreBreakdown: [
        { rule: 'email', label: 'Valid email address', points: 20 },
        { rule: 'profile', label: 'Profile has first name, last name, company', points: 20 },
      ],
    });
    const read = await client.gql<{ lead: GqlLead }>(LEAD, { id: lead.id });
    expect(read.data?.lead).toEqual(lead);
    expect(await leadRowsOf(server, userId)).toEqual([
      expect.objectContaining({ id: lead.id, status: 'new', score: 40, tags: ['vip', 'math'] }),
    ]);
  });

  it('takes a given score as the manual score, and status follow_up as follow-up', async () => {
    const { client } = await signedInClient(server);
    const lead = await gqlCreate(client, { email: 'hot@example.com', score: 88, status: 'follow_up' });
    expect(lead).toMatchObject({ score: 88, manualScore: 88, autoScore: 20, status: 'follow_up' });
    expect(await leadRow(server, lead.id)).toMatchObject({ status: 'follow-up', manual_score: 88 });
    const rest = await client.get(`/api/leads/${lead.id}`);
    expect(rest.json).toMatchObject({ status: 'follow-up' });
  });

  it('updates only the fields given; moves between every status; clearManualScore restores autoScore', async () => {
    const { client } = await signedInClient(server);
    const lead = await gqlCreate(client, { email: 'edit@example.com', firstName: 'Edie', company: 'Acme' });
    expect(lead).toMatchObject({ score: 35, autoScore: 35 });

    const statuses: GqlStatus[] = ['new', 'contacted', 'follow_up', 'converted', 'lost'];
    for (const from of statuses) {
      for (const to of statuses) {
        if (from === to) continue;
        await gqlUpdate(client, lead.id, { status: from });
        const moved = await gqlUpdate(client, lead.id, { status: to });
        expect(moved.status).toBe(to);
        expect((await leadRow(server, lead.id))?.status).toBe(to === 'follow_up' ? 'follow-up' : to);
      }
    }

    const scored = await gqlUpdate(client, lead.id, { score: 12 });
    expect(scored).toMatchObject({ score: 12, manualScore: 12, autoScore: 35, firstName: 'Edie' });
    // null means "not given" in GraphQL: the manual score stays.
    const unchanged = await gqlUpdate(client, lead.id, { score: null, firstName: null });
    expect(unchanged).toMatchObject({ score: 12, manualScore: 12, firstName: 'Edie' });
    const cleared = await gqlUpdate(client, lead.id, { clearManualScore: true });
    expect(cleared).toMatchObject({ score: 35, manualScore: null, autoScore: 35 });
    expect(await leadRow(server, lead.id)).toMatchObject({ score: 35, manual_score: null });

    const emptied = await gqlUpdate(client, lead.id, { company: '', phone: '555 0100' });
    expect(emptied).toMatchObject({ company: null, phone: '555 0100', firstName: 'Edie', autoScore: 35 });
    const contacted = await gqlUpdate(client, lead.id, { lastContactedAt: '2030-05-01T12:00:00.000Z' });
    expect(contacted.lastContactedAt).toBe('2030-05-01T12:00:00.000Z');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank email', { email: '  ' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'ada@' }, 'email', 'Enter a valid email address'],
    ['score -1', { email: 'a@example.com', score: -1 }, 'score', 'Score must be a number from 0 to 100'],
    ['score 101', { email: 'a@example.com', score: 101 }, 'score', 'Score must be a number from 0 to 100'],
  ])(
    'createLead refuses %s with BAD_USER_INPUT and the field message',
    async (_what, input, field, message) => {
      const { client, userId } = await signedInClient(server);
      const res = await client.gql(CREATE, { input });
      expect(firstError(res)).toEqual({
        message,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } },
      });
      expect(await leadRowsOf(server, userId)).toEqual([]);
    },
  );

  it('createLead refuses a score that is not a whole number before it reaches the service', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await client.gql(CREATE, { input: { email: 'a@example.com', score: 50.5 } });
    expect(gqlCode(res)).toBe('BAD_USER_INPUT');
    const status = await client.gql(CREATE, { input: { email: 'a@example.com', status: 'follow-up' } });
    expect(gqlCode(status)).toBe('BAD_USER_INPUT');
    expect(await leadRowsOf(server, userId)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty email', { email: '', status: 'lost' }, 'email', 'Email is required'],
    ['score 101', { score: 101, company: 'Changed' }, 'score', 'Score must be a number from 0 to 100'],
    ['score -1', { score: -1 }, 'score', 'Score must be a number from 0 to 100'],
  ])(
    'updateLead refuses %s with BAD_USER_INPUT and changes nothing',
    async (_what, input, field, message) => {
      const { client } = await signedInClient(server);
      const lead = await gqlCreate(client, { email: 'keep@example.com', company: 'Kept' });
      const before = await leadRow(server, lead.id);
      const res = await client.gql(UPDATE, { id: lead.id, input });
      expect(firstError(res)).toEqual({
        message,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } },
      });
      expect(await leadRow(server, lead.id)).toEqual(before);
    },
  );

  it('answers CONFLICT for a duplicate email in another case, on create and on update', async () => {
    const { client, userId } = await signedInClient(server);
    await gqlCreate(client, { email: 'Taken@Example.com' });
    const other = await gqlCreate(client, { email: 'other@example.com' });
    const before = await leadRowsOf(server, userId);
    const conflict = {
      message: 'A lead with this email already exists',
      extensions: { code: 'CONFLICT', fieldErrors: { email: 'A lead with this email already exists' } },
    };
    expect(firstError(await client.gql(CREATE, { input: { email: 'taken@example.COM' } }))).toEqual(conflict);
    expect(
      firstError(
        await client.gql(UPDATE, { id: other.id, input: { email: 'TAKEN@example.com', status: 'lost' } }),
      ),
    ).toEqual(conflict);
    expect(await leadRowsOf(server, userId)).toEqual(before);
  });

  it("answers NOT_FOUND for an unknown, malformed or another user's id, and changes nothing", async () => {
    const { client: owner, userId: ownerId } = await signedInClient(server);
    const { client: stranger } = await signedInClient(server);
    const lead = await gqlCreate(owner, { email: 'private@example.com', source: 'Secret' });
    const before = await leadRowsOf(server, ownerId);
    const notFound = { message: 'Lead not found', extensions: { code: 'NOT_FOUND' } };
    for (const id of [lead.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(firstError(await stranger.gql(LEAD, { id }))).toEqual(notFound);
      expect(firstError(await stranger.gql(UPDATE, { id, input: { status: 'lost', score: 1 } }))).toEqual(
        notFound,
      );
      expect(firstError(await stranger.gql(DELETE, { id }))).toEqual(notFound);
    }
    expect(await listIds(stranger)).toEqual([]);
    expect(await count(stranger)).toBe(0);
    expect((await stranger.gql<{ leadSources: string[] }>(SOURCES)).data?.leadSources).toEqual([]);
    expect((await stranger.gql<{ deleteAllLeads: number }>(DELETE_ALL)).data?.deleteAllLeads).toBe(0);
    expect(await leadRowsOf(server, ownerId)).toEqual(before);
  });

  it('answers UNAUTHENTICATED when signed out', async () => {
    const anonymous = new TestClient(server.url);
    for (const [query, variables] of [
      [LEADS, {}],
      [COUNT, {}],
      [SOURCES, {}],
      [LEAD, { id: UNKNOWN_UUID }],
      [VALIDATE, { email: 'a@example.com' }],
      [CREATE, { input: { email: 'a@example.com' } }],
      [UPDATE, { id: UNKNOWN_UUID, input: { status: 'lost' } }],
      [DELETE, { id: UNKNOWN_UUID }],
      [DELETE_MANY, { ids: [UNKNOWN_UUID] }],
      [DELETE_ALL, {}],
    ] as const) {
      const res = await anonymous.gql(query, variables);
      expect(firstError(res)).toEqual({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('deleteLead, deleteLeads and deleteAllLeads', () => {
  it('deletes one lead and answers its id', async () => {
    const { client, userId } = await signedInClient(server);
    const lead = await gqlCreate(client, { email: 'one@example.com' });
    const res = await client.gql<{ deleteLead: string }>(DELETE, { id: lead.id });
    expect(res).toEqual({ data: { deleteLead: lead.id } });
    expect(await leadRowsOf(server, userId)).toEqual([]);
    expect(gqlCode(await client.gql(DELETE, { id: lead.id }))).toBe('NOT_FOUND');
  });

  it("deletes the given leads of the caller's, counting only those", async () => {
    const { client, userId } = await signedInClient(server);
    const { client: stranger, userId: strangerId } = await signedInClient(server);
    const a = await gqlCreate(client, { email: 'a@example.com' });
    const b = await gqlCreate(client, { email: 'b@example.com' });
    const c = await gqlCreate(client, { email: 'c@example.com' });
    const theirs = await gqlCreate(stranger, { email: 'theirs@example.com' });
    const res = await client.gql<{ deleteLeads: number }>(DELETE_MANY, {
      ids: [a.id, b.id, theirs.id, UNKNOWN_UUID, 'not-a-uuid', a.id],
    });
    expect(res).toEqual({ data: { deleteLeads: 2 } });
    expect((await leadRowsOf(server, userId)).map((r) => r.id)).toEqual([c.id]);
    expect((await leadRowsOf(server, strangerId)).map((r) => r.id)).toEqual([theirs.id]);
    expect((await client.gql<{ deleteLeads: number }>(DELETE_MANY, { ids: [] })).data?.deleteLeads).toBe(0);
  });

  it("deletes all of the caller's leads and answers how many", async () => {
    const { client, userId } = await signedInClient(server);
    const { client: stranger, userId: strangerId } = await signedInClient(server);
    await gqlCreate(client, { email: 'a@example.com' });
    await gqlCreate(client, { email: 'b@example.com' });
    await gqlCreate(stranger, { email: 'kept@example.com' });
    expect(await client.gql(DELETE_ALL)).toEqual({ data: { deleteAllLeads: 2 } });
    expect(await leadRowsOf(server, userId)).toEqual([]);
    expect(await leadRowsOf(server, strangerId)).toHaveLength(1);
    expect(await count(stranger)).toBe(1);
  });
});

describe('leads, leadCount and leadSources', () => {
  let client: TestClient;
  const made: Record<string, string> = {};
  beforeAll(async () => {
    ({ client } = await signedInClient(server));
    const specs: Array<[string, Record<string, unknown>]> = [
      ['ada', { email: 'ada@analytical.io', firstName: 'Ada', source: 'Website', score: 90, status: 'new' }],
      [
        'bob',
        { email: 'bob@example.com', lastName: 'Builder', company: '50% Off', score: 65, status: 'follow_up' },
      ],
      ['cy', { email: 'c_y@example.com', source: 'Ads', score: 10, status: 'lost' }],
      [
        'dee',
        { email: 'dee@example.com', company: 'Dee & Co', source: 'Website', score: 80, status: 'follow_up' },
      ],
    ];
    for (const [key, input] of specs) made[key] = (await gqlCreate(client, input)).id;
    await queryRows(
      server,
      `update leads set created_at = now() - interval '1 day' + array_position($1::uuid[], id) * interval '1 minute'
        where id = any($1::uuid[])`,
      [specs.map(([key]) => made[key])],
    );
  });
  const idsOf = (...keys: string[]) => keys.map((k) => made[k]);

  it.each<[string, Record<string, unknown> | undefined, string[]]>([
    ['no filter', undefined, ['dee', 'cy', 'bob', 'ada']],
    ['search BUILDER', { search: 'BUILDER' }, ['bob']],
    ['search 50%', { search: '50%' }, ['bob']],
    ['search _', { search: '_' }, ['cy']],
    ['search dee & co', { search: 'dee & co' }, ['dee']],
    ['status follow_up', { status: 'follow_up' }, ['dee', 'bob']],
    ['status lost', { status: 'lost' }, ['cy']],
    ['score high', { score: 'high' }, ['dee', 'ada']],
    ['score medium', { score: 'medium' }, ['bob']],
    ['score low', { score: 'low' }, ['cy']],
    ["source ''", { source: '' }, ['bob']],
    ['source Direct', { source: 'Direct' }, ['bob']],
    ['source Website', { source: 'Website' }, ['dee', 'ada']],
    ['source Website, score high, status new', { source: 'Website', score: 'high', status: 'new' }, ['ada']],
  ])('filters by %s', async (_what, filter, keys) => {
    expect(await listIds(client, filter)).toEqual(idsOf(...keys));
    expect(await count(client, filter)).toBe(keys.length);
  });

  it('sorts and pages with limit and offset', async () => {
    expect(await listIds(client, undefined, { sort: 'score', order: 'desc' })).toEqual(
      idsOf('ada', 'dee', 'bob', 'cy'),
    );
    expect(await listIds(client, undefined, { sort: 'createdAt', order: 'asc' })).toEqual(
      idsOf('ada', 'bob', 'cy', 'dee'),
    );
    expect(await listIds(client, undefined, { limit: 2, offset: 1 })).toEqual(idsOf('cy', 'bob'));
  });

  it('answers the distinct sources', async () => {
    expect((await client.gql<{ leadSources: string[] }>(SOURCES)).data?.leadSources).toEqual([
      'Ads',
      'Website',
      '',
    ]);
  });

  it('refuses a bad page size or a tampered cursor with BAD_USER_INPUT', async () => {
    expect(firstError(await client.gql(LEADS, { paging: { limit: 0 } }))).toEqual({
      message: 'Limit must be at least 1',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { limit: 'Limit must be at least 1' } },
    });
    expect(firstError(await client.gql(LEADS, { paging: { after: 'tampered' } }))).toEqual({
      message: 'This page link has expired; start again from the first page',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('keyset paging through GraphQL', () => {
  it('follows endCursor to the end, every lead exactly once, also by score with ties', async () => {
    const { client, userId } = await signedInClient(server);
    const at = (minutes: number) =>
      new Date(Date.parse('2031-03-01T00:00:00Z') + minutes * 60_000).toISOString();
    const leads = await insertLeads(
      server,
      userId,
      [70, 70, 70, 70, 30, 30, 95, 70, 0].map((score, i) => ({
        email: `p${i}@example.com`,
        score,
        createdAt: at(i % 3),
      })),
    );
    for (const sort of ['createdAt', 'score'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const seen: string[] = [];
        let after: string | null = null;
        let pages = 0;
        do {
          const res: GraphQLResponse<{ leads: GqlLeadList }> = await client.gql<{ leads: GqlLeadList }>(
            LEADS,
            {
              paging: { sort, order, limit: 2, after },
            },
          );
          expect(res.errors).toBeUndefined();
          const page = res.data?.leads;
          if (!page) throw new Error('no page');
          seen.push(...page.items.map((l) => l.id));
          after = page.hasMore ? page.endCursor : null;
          pages += 1;
        } while (after && pages < 20);
        expect(seen).toEqual(expectedOrder(leads, sort, order));
        expect(pages).toBe(5);
      }
    }
  });
});

describe('validateLeadEmail', () => {
  it.each<[string, 'VALID' | 'FLAGGED' | 'INVALID', string]>([
    ['grace@navy.mil', 'VALID', 'Valid'],
    ['example@example.com', 'FLAGGED', 'Flagged'],
    ['12345678901@gmail.com', 'FLAGGED', 'Flagged'],
    ['has space@example.com', 'INVALID', 'Invalid'],
  ])('classifies %s as %s', async (email, quality, label) => {
    const { client } = await signedInClient(server);
    const res = await client.gql<{ validateLeadEmail: Record<string, unknown> }>(VALIDATE, { email });
    expect(res.data?.validateLeadEmail).toEqual({
      email,
      quality,
      label,
      valid: quality === 'VALID',
      reason: expect.any(String),
    });
  });
});

describe('a captured lead in detail', () => {
  it('answers funnelName, submissions, activity, emailQuality and the score breakdown', async () => {
    const { client, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(client, { name: 'Ebook offer' });
    expect((await submitForm(funnel.id, { email: 'reader@example.com', name: 'Rita Reader' })).status).toBe(
      201,
    );
    expect(
      (await submitForm(funnel.id, { email: 'READER@example.com', phone: '555 0101', message: 'Hi' })).status,
    ).toBe(201);
    const [row] = await leadRowsOf(server, userId);
    const id = String(row?.id);

    type Detail = {
      id: string;
      funnelId: string | null;
      funnelName: string | null;
      emailQuality: string;
      score: number;
      scoreBreakdown: Array<{ rule: string; label: string; points: number }>;
      submissions: Array<{
        id: string;
        createdAt: string;
        funnelId: string | null;
        funnelName: string | null;
        formData: Record<string, unknown>;
      }>;
      activity: Array<{
        id: string;
        createdAt: string;
        type: string;
        summary: string;
        detail: Record<string, unknown>;
      }>;
    };
    const res = await client.gql<{ lead: Detail }>(LEAD_DETAIL, { id });
    expect(res.errors).toBeUndefined();
    const lead = res.data?.lead;
    expect(lead).toEqual({
      id,
      funnelId: funnel.id,
      funnelName: 'Ebook offer',
      emailQuality: 'VALID',
      // 20 (email) + 5 + 5 + 10 (first, last name, phone) + 15 + 5 (two submissions).
      score: 60,
      scoreBreakdown: [
        { rule: 'email', label: 'Valid email address', points: 20 },
        { rule: 'profile', label: 'Profile has first name, last name, phone', points: 20 },
        { rule: 'submissions', label: '2 form submissions', points: 20 },
      ],
      submissions: [
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          funnelId: funnel.id,
          funnelName: 'Ebook offer',
          formData: { email: 'READER@example.com', phone: '555 0101', message: 'Hi' },
        },
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          funnelId: funnel.id,
          funnelName: 'Ebook offer',
          formData: { email: 'reader@example.com', name: 'Rita Reader' },
        },
      ],
      activity: [
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          type: 'submission',
          // The repeat submission fills the empty phone and says so (it may never replace).
          summary: 'Submitted a form on Ebook offer: added phone',
          detail: { funnelId: funnel.id, filled: ['phone'] },
        },
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          type: 'captured',
          summary: 'Captured by Ebook offer',
          detail: { funnelId: funnel.id },
        },
      ],
    });

    // The list filters by the funnel a lead came from.
    await gqlCreate(client, { email: 'by-hand@example.com' });
    expect(await listIds(client, { funnelId: funnel.id })).toEqual([id]);
    expect(await count(client, { funnelId: funnel.id })).toBe(1);
    expect(await listIds(client, { funnelId: UNKNOWN_UUID })).toEqual([]);
    expect(firstError(await client.gql(LEADS, { filter: { funnelId: 'nope' } }))).toEqual({
      message: 'Funnel id must be a uuid',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { funnelId: 'Funnel id must be a uuid' } },
    });

    // In the recycle bin the funnel still exists; deleted for good, its name is gone.
    const recycled = await recycle(client, funnel.id);
    const binned = await client.gql<{ lead: Detail }>(LEAD_DETAIL, { id });
    expect(binned.errors).toBeUndefined();
    expect(binned.data?.lead.funnelName).toBe('Ebook offer');
    expect(binned.data?.lead.submissions.map((s) => s.funnelName)).toEqual(['Ebook offer', 'Ebook offer']);
    expect((await client.del(`/api/funnels/recycled/${recycled.id}`)).status).toBe(200);
    const gone = await client.gql<{ lead: Detail }>(LEAD_DETAIL, { id });
    expect(gone.errors).toBeUndefined();
    expect(gone.data?.lead).toMatchObject({ funnelId: null, funnelName: null });
    expect(gone.data?.lead.submissions.map((s) => [s.funnelId, s.funnelName])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

type LeadsChanged = { leadsChanged: { leadIds: string[] } };
const LEADS_CHANGED = 'subscription { leadsChanged { leadIds } }';

describe('the leadsChanged subscription', () => {
  function wsFor(c: TestClient): Client {
    const ws = c.ws();
    openClients.push(ws);
    return ws;
  }

  /** graphql-ws does not acknowledge a subscription: changes a lead until an event arrives. */
  async function untilListening(c: TestClient, sub: SubscriptionRecorder<LeadsChanged>) {
    const warm = await gqlCreate(c, { email: `warm-${Date.now()}@example.com` });
    for (let attempt = 0; attempt < 50 && sub.results.length === 0; attempt += 1) {
      await gqlUpdate(c, warm.id, { firstName: `Warm ${attempt}` });
      await sub.until(() => sub.results.length > 0, 'a warm-up event', 200).catch(() => undefined);
    }
    expect(sub.results.length).toBeGreaterThan(0);
    await gqlDelete(c, warm.id);
  }
  async function gqlDelete(c: TestClient, id: string) {
    expect((await c.gql(DELETE, { id })).errors).toBeUndefined();
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("fires for the owner's creates, updates, deletes and captures, and never for another user's", async () => {
    const { client: owner } = await signedInClient(server);
    const { client: stranger } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, { name: 'Live page' });
    const ownerSub = recordSubscription<LeadsChanged>(wsFor(owner), LEADS_CHANGED);
    const strangerSub = recordSubscription<LeadsChanged>(wsFor(stranger), LEADS_CHANGED);
    await untilListening(owner, ownerSub);
    await untilListening(stranger, strangerSub);
    // Let the warm-up deletes arrive before starting over.
    await sleep(200);
    ownerSub.results.length = 0;
    strangerSub.results.length = 0;

    const events = () => ownerSub.results.map((r) => r.data?.leadsChanged.leadIds);
    /** Runs `action` and expects the next event to name `leadIds` (known only after the action). */
    const expectEvent = async (
      action: () => Promise<unknown>,
      leadIds: () => Promise<string[]>,
      what: string,
    ) => {
      const index = ownerSub.results.length;
      await action();
      await ownerSub.until(() => ownerSub.results.length > index, what);
      expect(events()[index]).toEqual(await leadIds());
    };

    let created: GqlLead | undefined;
    await expectEvent(
      async () => (created = await gqlCreate(owner, { email: 'live@example.com' })),
      async () => [String(created?.id)],
      'the create event',
    );
    const createdId = String(created?.id);
    await expectEvent(
      () => gqlUpdate(owner, createdId, { status: 'contacted' }),
      async () => [createdId],
      'the update event',
    );
    await expectEvent(
      async () =>
        expect((await owner.put(`/api/leads/${createdId}`, { status: 'follow-up' })).status).toBe(200),
      async () => [createdId],
      'the REST update event',
    );
    await expectEvent(
      async () => expect((await submitForm(funnel.id, { email: 'captured@example.com' })).status).toBe(201),
      async () =>
        (
          await queryRows<{ id: string }>(server, `select id from leads where email = 'captured@example.com'`)
        ).map((r) => r.id),
      'the capture event',
    );
    let second: GqlLead | undefined;
    await expectEvent(
      async () => (second = await gqlCreate(owner, { email: 'second@example.com' })),
      async () => [String(second?.id)],
      'the second create event',
    );
    const theirs = await gqlCreate(stranger, { email: 'theirs@example.com' });
    await expectEvent(
      () => gqlDelete(owner, createdId),
      async () => [createdId],
      'the delete event',
    );
    await expectEvent(
      async () =>
        expect(await owner.gql(DELETE_MANY, { ids: [second?.id, theirs.id] })).toEqual({
          data: { deleteLeads: 1 },
        }),
      async () => [String(second?.id)],
      'the deleteLeads event',
    );
    await expectEvent(
      async () => expect(await owner.gql(DELETE_ALL)).toEqual({ data: { deleteAllLeads: 1 } }),
      async () => [],
      'the deleteAllLeads event',
    );

    // The stranger's own change reaches the stranger only.
    await gqlUpdate(stranger, theirs.id, { status: 'lost' });
    await strangerSub.until(() => strangerSub.results.length > 1, "the stranger's own events");
    await sleep(300);
    // Their create and their update: nothing of the owner's.
    expect(strangerSub.results.map((r) => r.data?.leadsChanged.leadIds)).toEqual([[theirs.id], [theirs.id]]);
    expect(events()).toHaveLength(8);
    expect(events().flat()).not.toContain(theirs.id);
    expect(ownerSub.error).toBeUndefined();
    expect(strangerSub.error).toBeUndefined();
  });
});
