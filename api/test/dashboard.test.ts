import type { Client } from 'pg';
import { withPg } from './support/db';
import {
  DAY_MS,
  createFunnel,
  gqlCode,
  publishedFunnel,
  recycle,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The dashboard (000 §2.4, §3, §7, §9) through REST and GraphQL, with the clock fixed at
 * noon UTC so a period's edges are known. Data is written straight into the tables with
 * the times each case needs.
 */
const NOW = new Date('2031-05-20T12:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'error' },
    { clock: { now: () => NOW }, rateLimits: testRateLimits() },
  );
});
afterAll(() => server.close());

const db = <T>(fn: (pg: Client) => Promise<T>) => withPg(server.config.databaseUrl, fn);

type LeadRow = {
  at: Date;
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  source?: string | null;
  score?: number;
  status?: string;
};

let emailCounter = 0;
async function insertLead(userId: string, lead: LeadRow): Promise<string> {
  emailCounter += 1;
  return db(async (pg) => {
    const { rows } = await pg.query<{ id: string }>(
      `insert into leads (user_id, email, first_name, last_name, source, score, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
      [
        userId,
        lead.email ?? `lead${emailCounter}@example.com`,
        lead.firstName ?? null,
        lead.lastName ?? null,
        lead.source ?? null,
        lead.score ?? 0,
        lead.status ?? 'new',
        lead.at,
      ],
    );
    return rows[0]!.id;
  });
}

/** Views as the analytics recorder writes them: a page_views row and a visit of one view each. */
async function insertViews(funnelId: string, views: Array<{ session: string; at: Date }>): Promise<void> {
  await db(async (pg) => {
    for (const view of views) {
      const { rows } = await pg.query<{ id: string }>(
        `insert into analytics_sessions (funnel_id, visitor_id, new_visitor, started_at, last_seen_at, views, paths)
         values ($1, $2, true, $3, $3, 1, '{/}') returning id`,
        [funnelId, view.session, view.at],
      );
      await pg.query(
        'insert into page_views (funnel_id, session_id, visitor_id, path, created_at) values ($1, $2, $3, $4, $5)',
        [funnelId, rows[0]!.id, view.session, '/', view.at],
      );
    }
  });
}

async function insertSubmission(
  userId: string,
  funnelId: string | null,
  leadId: string,
  at: Date,
): Promise<void> {
  await db(async (pg) => {
    const { rows } = await pg.query<{ seen: boolean }>(
      'select exists(select 1 from form_submissions where lead_id = $1 and funnel_id = $2) as seen',
      [leadId, funnelId],
    );
    await pg.query(
      'insert into form_submissions (user_id, funnel_id, lead_id, created_at) values ($1, $2, $3, $4)',
      [userId, funnelId, leadId, at],
    );
    // A lead's first form on a funnel is a conversion, counted on a visit as the recorder does.
    if (funnelId && !rows[0]?.seen)
      await pg.query(
        `insert into analytics_sessions (funnel_id, visitor_id, started_at, last_seen_at, conversions)
         values ($1, 'converted', $2, $2, 1)`,
        [funnelId, at],
      );
  });
}

async function insertCommissions(
  userId: string,
  commissions: Array<{ amount: string; status?: string; at: Date }>,
): Promise<void> {
  await db(async (pg) => {
    const { rows } = await pg.query<{ id: string }>(
      `insert into affiliates (user_id, affiliate_code) values ($1, $2)
       on conflict (user_id) do update set updated_at = now() returning id`,
      [userId, `code-${userId}`],
    );
    for (const c of commissions) {
      await pg.query(
        'insert into commissions (affiliate_id, amount, status, created_at) values ($1, $2, $3, $4)',
        [rows[0]!.id, c.amount, c.status ?? 'pending', c.at],
      );
    }
  });
}

async function setFunnel(
  id: string,
  fields: { conversions?: number; views?: number; rate?: string; publishedAt?: Date },
): Promise<void> {
  await db((pg) =>
    pg.query(
      `update funnels set total_conversions = coalesce($2, total_conversions), total_views = coalesce($3, total_views),
              conversion_rate = coalesce($4::numeric, conversion_rate), published_at = coalesce($5, published_at)
        where id = $1`,
      [id, fields.conversions ?? null, fields.views ?? null, fields.rate ?? null, fields.publishedAt ?? null],
    ),
  );
}

type Stats = {
  totalLeads: number;
  leadsChange: string;
  conversionRate: number;
  conversionChange: string;
  activeFunnels: number;
  funnelsChange: string;
  revenue: number;
  revenueChange: string;
};
type TopFunnel = { id: string; name: string; conversions: number; conversionRate: number };
type Point = { date: string; views: number; leads: number };
type RecentLead = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  source: string | null;
  score: number;
  createdAt: string;
  status: string;
};

const STATS_FIELDS =
  'totalLeads leadsChange conversionRate conversionChange activeFunnels funnelsChange revenue revenueChange';
const STATS = `query($days: Int) { dashboardStats(days: $days) { ${STATS_FIELDS} } }`;
const TOP = 'query { topFunnels { id name conversions conversionRate } }';
const RECENT = 'query { recentLeads { id firstName lastName email source score createdAt status } }';
const PERFORMANCE = 'query($days: Int) { dashboardPerformance(days: $days) { date views leads } }';

async function restStats(client: TestClient, query = ''): Promise<Stats> {
  const res = await client.get(`/api/dashboard/stats${query}`);
  expect(res.status).toBe(200);
  return res.json as unknown as Stats;
}

async function gqlStats(client: TestClient, days?: number): Promise<Stats> {
  const res = await client.gql<{ dashboardStats: Stats }>(STATS, days === undefined ? {} : { days });
  expect(res.errors).toBeUndefined();
  return res.data!.dashboardStats;
}

const EMPTY_STATS: Stats = {
  totalLeads: 0,
  leadsChange: 'No change',
  conversionRate: 0,
  conversionChange: 'No change',
  activeFunnels: 0,
  funnelsChange: 'No new funnels',
  revenue: 0,
  revenueChange: 'No revenue change',
};

/**
 * Alice's data, periods of 7 days ending NOW:
 * - leads: 5 in the period, 2 in the one before, 1 older (8 in all);
 * - page views: 6 distinct sessions in the period (one on a funnel in the recycle bin), 4 before;
 * - form submissions: 3 distinct leads in the period (one twice; one without a funnel, not counted), 1 before;
 * - funnels: F1 published now, F2 published 20 days ago, F3 draft, F4 recycled, F5–F7 drafts;
 * - commissions: 100.00 + 50.50 in the period (999 cancelled), 120.00 before.
 * Bob has his own of everything, none of which may show for Alice.
 */
describe('the dashboard with known data', () => {
  let alice: TestClient;
  let bob: TestClient;
  const ids: Record<string, string> = {};
  const leadIds: string[] = [];

  beforeAll(async () => {
    const a = await signedInClient(server);
    const b = await signedInClient(server);
    alice = a.client;
    bob = b.client;

    const f1 = await publishedFunnel(alice, { name: 'Spring Launch' });
    const f2 = await publishedFunnel(alice, { name: 'Webinar' });
    const f3 = await createFunnel(alice, { name: 'Draft Page' });
    const f4 = await publishedFunnel(alice, { name: 'Binned' });
    const f5 = await createFunnel(alice, { name: 'Five' });
    const f6 = await createFunnel(alice, { name: 'Six' });
    const f7 = await createFunnel(alice, { name: 'Seven' });
    Object.assign(ids, { f1: f1.id, f2: f2.id, f3: f3.id, f4: f4.id, f5: f5.id, f6: f6.id, f7: f7.id });
    await setFunnel(f1.id, { conversions: 10, views: 100, rate: '10.00' });
    await setFunnel(f2.id, { conversions: 3, views: 50, rate: '6.00', publishedAt: ago(20 * DAY_MS) });
    await setFunnel(f3.id, { conversions: 3, views: 80, rate: '3.75' });
    await setFunnel(f4.id, { conversions: 50, views: 60, rate: '83.33' });
    await setFunnel(f5.id, { conversions: 1, views: 5, rate: '20.00' });
    await setFunnel(f6.id, { conversions: 0, views: 10 });
    await recycle(alice, f4.id);

    const bobFunnel = await publishedFunnel(bob, { name: 'Bob Best' });
    await setFunnel(bobFunnel.id, { conversions: 100, views: 200, rate: '50.00' });

    // Newest first: these are the five recent leads.
    const inPeriod: LeadRow[] = [
      {
        at: ago(HOUR_MS),
        firstName: 'Ada',
        lastName: 'Lovelace',
        source: 'Spring Launch',
        score: 85,
        status: 'new',
      },
      { at: ago(DAY_MS), firstName: 'Ben', lastName: null, source: null, score: 0, status: 'contacted' },
      { at: ago(2 * DAY_MS), firstName: null, lastName: null, source: '', score: 40, status: 'follow-up' },
      {
        at: ago(3 * DAY_MS),
        firstName: 'Cy',
        lastName: 'Young',
        source: 'facebook',
        score: 60,
        status: 'converted',
      },
      { at: ago(6 * DAY_MS + 23 * HOUR_MS), firstName: 'Di', lastName: 'Hart', score: 10, status: 'lost' },
    ];
    for (const lead of inPeriod) leadIds.push(await insertLead(a.userId, lead));
    const before1 = await insertLead(a.userId, { at: ago(8 * DAY_MS) });
    await insertLead(a.userId, { at: ago(13 * DAY_MS) });
    await insertLead(a.userId, { at: ago(20 * DAY_MS) });

    await insertViews(f1.id, [
      { session: 's1', at: ago(HOUR_MS) },
      { session: 's1', at: ago(2 * HOUR_MS) },
      { session: 's2', at: ago(DAY_MS) },
      { session: 's3', at: ago(2 * DAY_MS) },
      { session: 's4', at: ago(5 * DAY_MS) },
      { session: 's7', at: ago(8 * DAY_MS) },
      { session: 's8', at: ago(9 * DAY_MS) },
      { session: 's9', at: ago(10 * DAY_MS) },
      { session: 's10', at: ago(12 * DAY_MS) },
    ]);
    await insertViews(f2.id, [
      { session: 's1', at: ago(3 * HOUR_MS) },
      { session: 's5', at: ago(3 * DAY_MS) },
    ]);
    await insertViews(f4.id, [{ session: 's6', at: ago(4 * DAY_MS) }]);
    await insertViews(bobFunnel.id, [
      { session: 'b1', at: ago(HOUR_MS) },
      { session: 'b2', at: ago(HOUR_MS) },
    ]);

    await insertSubmission(a.userId, f1.id, leadIds[0]!, ago(HOUR_MS));
    await insertSubmission(a.userId, f1.id, leadIds[0]!, ago(2 * HOUR_MS));
    await insertSubmission(a.userId, f1.id, leadIds[1]!, ago(DAY_MS));
    await insertSubmission(a.userId, f2.id, leadIds[2]!, ago(2 * DAY_MS));
    await insertSubmission(a.userId, null, leadIds[3]!, ago(3 * DAY_MS));
    await insertSubmission(a.userId, f1.id, before1, ago(8 * DAY_MS));

    await insertCommissions(a.userId, [
      { amount: '100.00', at: ago(DAY_MS) },
      { amount: '50.50', status: 'paid', at: ago(2 * DAY_MS) },
      { amount: '999.00', status: 'cancelled', at: ago(2 * DAY_MS) },
      { amount: '120.00', status: 'paid', at: ago(10 * DAY_MS) },
    ]);

    const bobLead = await insertLead(b.userId, { at: ago(HOUR_MS), firstName: 'Bob lead' });
    await insertSubmission(b.userId, bobFunnel.id, bobLead, ago(HOUR_MS));
    await insertCommissions(b.userId, [{ amount: '500.00', at: ago(DAY_MS) }]);
  });

  const ALICE_7_DAYS: Stats = {
    totalLeads: 8,
    leadsChange: '+150.0% from last period', // 5 against 2
    conversionRate: 37.5, // 3 conversions ÷ 8 views (a lead's first form per funnel; every view counts)
    conversionChange: '+12.5% from last period', // 37.5 − 25.0 (1 ÷ 4) points
    activeFunnels: 2,
    funnelsChange: '+1 new this period',
    revenue: 150.5,
    revenueChange: '+25.4% from last period', // 150.50 against 120.00
  };

  it('GET /api/dashboard/stats answers the stat fields for the last 7 days by default', async () => {
    expect(await restStats(alice)).toEqual(ALICE_7_DAYS);
    expect(await restStats(alice, '?days=7')).toEqual(ALICE_7_DAYS);
  });

  it('dashboardStats answers the same through GraphQL, 7 days by default', async () => {
    expect(await gqlStats(alice)).toEqual(ALICE_7_DAYS);
  });

  it('a longer period counts what it covers; with nothing before it, changes read "+N new this period"', async () => {
    const expected: Stats = {
      totalLeads: 8,
      leadsChange: '+8 new this period',
      conversionRate: 33.3, // 4 conversions ÷ 12 views
      conversionChange: '+33.3% from last period',
      activeFunnels: 2,
      funnelsChange: '+2 new this period',
      revenue: 270.5,
      revenueChange: '+$270.50 from last period',
    };
    expect(await restStats(alice, '?days=30')).toEqual(expected);
    expect(await gqlStats(alice, 30)).toEqual(expected);
    expect(await restStats(alice, '?days=90')).toEqual(expected);
  });

  it('never counts another user: Bob sees only his own figures', async () => {
    expect(await restStats(bob)).toEqual({
      totalLeads: 1,
      leadsChange: '+1 new this period',
      conversionRate: 50, // 1 conversion ÷ 2 views
      conversionChange: '+50.0% from last period',
      activeFunnels: 1,
      funnelsChange: '+1 new this period',
      revenue: 500,
      revenueChange: '+$500.00 from last period',
    });
    const top = (await bob.get('/api/dashboard/top-funnels')).json as unknown as TopFunnel[];
    expect(top.map((f) => f.name)).toEqual(['Bob Best']);
    const recent = (await bob.get('/api/dashboard/recent-leads')).json as unknown as RecentLead[];
    expect(recent.map((l) => l.firstName)).toEqual(['Bob lead']);
  });

  it('top funnels: the five with most conversions (ties: most views), none from the recycle bin', async () => {
    const expected: TopFunnel[] = [
      { id: ids.f1!, name: 'Spring Launch', conversions: 10, conversionRate: 10 },
      { id: ids.f3!, name: 'Draft Page', conversions: 3, conversionRate: 3.75 },
      { id: ids.f2!, name: 'Webinar', conversions: 3, conversionRate: 6 },
      { id: ids.f5!, name: 'Five', conversions: 1, conversionRate: 20 },
      { id: ids.f6!, name: 'Six', conversions: 0, conversionRate: 0 },
    ];
    const res = await alice.get('/api/dashboard/top-funnels');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected);
    const gql = await alice.gql<{ topFunnels: TopFunnel[] }>(TOP);
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.topFunnels).toEqual(expected);
  });

  it('recent leads: the five newest, with exactly the dashboard fields', async () => {
    const res = await alice.get('/api/dashboard/recent-leads');
    expect(res.status).toBe(200);
    const leads = res.json as unknown as RecentLead[];
    expect(leads.map((l) => l.id)).toEqual(leadIds);
    expect(Object.keys(leads[0]!).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'lastName', 'score', 'source', 'status'].sort(),
    );
    expect(leads[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      source: 'Spring Launch',
      score: 85,
      status: 'new',
      createdAt: ago(HOUR_MS).toISOString(),
    });
    expect(leads[1]).toMatchObject({ firstName: 'Ben', lastName: null, source: null, status: 'contacted' });
    expect(leads[2]?.status).toBe('follow-up');

    const gql = await alice.gql<{ recentLeads: RecentLead[] }>(RECENT);
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.recentLeads.map((l) => l.id)).toEqual(leadIds);
    expect(gql.data?.recentLeads[2]?.status).toBe('follow_up');
    expect(gql.data?.recentLeads[0]?.createdAt).toBe(ago(HOUR_MS).toISOString());
  });

  it('performance: one point per UTC day of the period, views and new leads of that day', async () => {
    const expected: Point[] = [
      { date: '2031-05-14', views: 0, leads: 0 },
      { date: '2031-05-15', views: 1, leads: 0 }, // s4 five days ago
      { date: '2031-05-16', views: 1, leads: 0 }, // s6 on the recycled funnel
      { date: '2031-05-17', views: 1, leads: 1 }, // s5; Cy
      { date: '2031-05-18', views: 1, leads: 1 }, // s3; the lead without a name
      { date: '2031-05-19', views: 1, leads: 1 }, // s2; Ben
      { date: '2031-05-20', views: 3, leads: 1 }, // s1 twice, s1 on Webinar; Ada
    ];
    const res = await alice.get('/api/dashboard/performance');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected);
    const gql = await alice.gql<{ dashboardPerformance: Point[] }>(PERFORMANCE, { days: 7 });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.dashboardPerformance).toEqual(expected);

    const month = (await alice.get('/api/dashboard/performance?days=30')).json as unknown as Point[];
    expect(month).toHaveLength(30);
    expect(month[0]?.date).toBe('2031-04-21');
    expect(month.at(-1)?.date).toBe('2031-05-20');
    expect(month.reduce((n, p) => n + p.views, 0)).toBe(12);
    expect(month.reduce((n, p) => n + p.leads, 0)).toBe(8);
    const quarter = (await alice.get('/api/dashboard/performance?days=90')).json as unknown as Point[];
    expect(quarter).toHaveLength(90);
  });
});

describe('change texts', () => {
  it('a new user sees zeros and the defaults', async () => {
    const { client } = await signedInClient(server);
    expect(await restStats(client)).toEqual(EMPTY_STATS);
    expect(await gqlStats(client, 90)).toEqual(EMPTY_STATS);
    expect((await client.get('/api/dashboard/top-funnels')).json).toEqual([]);
    expect((await client.get('/api/dashboard/recent-leads')).json).toEqual([]);
    const points = (await client.get('/api/dashboard/performance')).json as unknown as Point[];
    expect(points).toHaveLength(7);
    expect(points.every((p) => p.views === 0 && p.leads === 0)).toBe(true);
  });

  it('falls with a minus sign; a lead exactly at the start of the period belongs to the one before', async () => {
    const { client, userId } = await signedInClient(server);
    const funnel = await createFunnel(client, { name: 'Old' });
    await insertLead(userId, { at: NOW });
    for (const at of [ago(7 * DAY_MS), ago(8 * DAY_MS), ago(9 * DAY_MS), ago(14 * DAY_MS - HOUR_MS)]) {
      const lead = await insertLead(userId, { at });
      await insertSubmission(userId, funnel.id, lead, at);
    }
    await insertLead(userId, { at: ago(14 * DAY_MS) }); // the previous period is open at its start too
    await insertViews(funnel.id, [
      { session: 'x1', at: ago(8 * DAY_MS) },
      { session: 'x2', at: ago(9 * DAY_MS) },
      { session: 'x3', at: ago(10 * DAY_MS) },
      { session: 'x4', at: ago(11 * DAY_MS) },
      { session: 'x5', at: ago(12 * DAY_MS) },
    ]);
    await insertCommissions(userId, [{ amount: '10.00', at: ago(8 * DAY_MS) }]);
    expect(await restStats(client)).toEqual({
      totalLeads: 6,
      leadsChange: '-75.0% from last period', // 1 against 4
      conversionRate: 0,
      // 0 against 3 conversions ÷ 5 views: rates count whole UTC days, as the Analytics screen does,
      // and 13 days 23 hours ago is on the day before the previous 7.
      conversionChange: '-60.0% from last period',
      activeFunnels: 0,
      funnelsChange: 'No new funnels',
      revenue: 0,
      revenueChange: '-100.0% from last period',
    });
  });

  it("equal periods read 'No change' and 'No revenue change'; a funnel published before the period is not new", async () => {
    const { client, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(client, { name: 'Steady' });
    await setFunnel(funnel.id, { publishedAt: ago(10 * DAY_MS) });
    await insertLead(userId, { at: ago(DAY_MS) });
    await insertLead(userId, { at: ago(8 * DAY_MS) });
    await insertCommissions(userId, [
      { amount: '1234.50', at: ago(DAY_MS) },
      { amount: '1234.50', at: ago(8 * DAY_MS) },
    ]);
    expect(await restStats(client)).toEqual({
      totalLeads: 2,
      leadsChange: 'No change',
      conversionRate: 0,
      conversionChange: 'No change',
      activeFunnels: 1,
      funnelsChange: 'No new funnels',
      revenue: 1234.5,
      revenueChange: 'No revenue change',
    });
  });

  it('revenue from nothing before reads the dollars gained, grouped', async () => {
    const { client, userId } = await signedInClient(server);
    await insertCommissions(userId, [{ amount: '1234.50', at: ago(DAY_MS) }]);
    const stats = await gqlStats(client);
    expect(stats.revenue).toBe(1234.5);
    expect(stats.revenueChange).toBe('+$1,234.50 from last period');
  });
});

describe('validation and access', () => {
  const MESSAGE = 'The period must be 7, 30 or 90 days';

  it.each(['14', 'abc', '0', '7.5', ''])('answers 400 for ?days=%s', async (days) => {
    const { client } = await signedInClient(server);
    for (const path of ['/api/dashboard/stats', '/api/dashboard/performance']) {
      const res = await client.get(`${path}?days=${days}`);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: MESSAGE });
    }
  });

  it('refuses a period other than 7, 30 or 90 through GraphQL', async () => {
    const { client } = await signedInClient(server);
    for (const query of [STATS, PERFORMANCE]) {
      const res = await client.gql(query, { days: 14 });
      expect(gqlCode(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(MESSAGE);
    }
  });

  it('answers 401 Unauthorized on every path when signed out', async () => {
    const visitor = new TestClient(server.url);
    for (const path of [
      '/api/dashboard/stats',
      '/api/dashboard/top-funnels',
      '/api/dashboard/recent-leads',
      '/api/dashboard/performance?days=30',
    ]) {
      const res = await visitor.get(path);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers UNAUTHENTICATED to every query when signed out', async () => {
    const visitor = new TestClient(server.url);
    for (const query of [STATS, TOP, RECENT, PERFORMANCE]) {
      const res = await visitor.gql(query);
      expect(gqlCode(res)).toBe('UNAUTHENTICATED');
      expect(res.data ?? null).toBeNull();
    }
  });
});
