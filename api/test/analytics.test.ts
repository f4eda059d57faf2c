import {
  CHROME_DESKTOP_UA,
  GOOGLEBOT_UA,
  IPHONE_SAFARI_UA,
  freshIp,
  pageConfig,
  queryRows,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Analytics (issue 20): a scripted set of visits — referrers, UTM parameters, devices,
 * countries, a bot, a prefetch, bounces, two visits of one visitor on one day and visits on two
 * days — gives exactly the expected figures in every report, for one funnel and for all, before
 * and after the rollup and the retention purge. The clock is set before each request.
 */
let now = new Date('2031-03-13T10:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'error', TRUST_PROXY: '1', ANALYTICS_RETENTION_DAYS: '7' },
    { clock: { now: () => now }, rateLimits: testRateLimits() },
  );
});
afterAll(() => server.close());

const at = (iso: string) => {
  now = new Date(iso);
};

const GB = '81.2.69.142';
const US = '8.8.8.8';
const DE = '2a00:1450:4001:80b::200e';

const step = (id: string, name: string, slug: string, elements: unknown[]) => ({
  id,
  name,
  slug,
  kind: 'other',
  ...pageConfig(elements as Array<{ type: string }>),
});

const TWO_STEPS = {
  steps: [
    step('a', 'Opt-in', 'optin', [
      { type: 'headline', content: 'Get the guide' },
      { type: 'form', content: 'Join' },
    ]),
    step('b', 'Thank you', 'thanks', [{ type: 'headline', content: 'Thanks' }]),
  ],
};

function visitor(ip: string, userAgent: string) {
  const headers = { 'x-forwarded-for': ip, 'user-agent': userAgent };
  const client = new TestClient(server.url);
  return {
    view: (funnelId: string, path = '', extra: Record<string, string> = {}) =>
      client.get(`/p/${funnelId}${path}`, { ...headers, ...extra }),
    engage: (funnelId: string, engagedMs: number, more: Record<string, unknown> = {}) =>
      client.post(
        '/api/track/engagement',
        { funnelId, engagedMs, scroll: 50, formStarted: false, ...more },
        headers,
      ),
    signUp: (funnelId: string, email: string) =>
      client.post(`/api/public/funnels/${funnelId}/leads`, { email }, headers),
  };
}

let owner: TestClient;
let funnelA: string;
let funnelB: string;

async function published(config: unknown, name: string): Promise<string> {
  const res = await owner.post('/api/funnels', { name, config, status: 'published' });
  expect(res.status).toBe(201);
  return (res.json as { id: string }).id;
}

type Report = {
  summary: Record<string, number>;
  changes: Record<string, string>;
  daily: Array<Record<string, unknown>>;
  hourly: Array<{ hour: number; views: number }>;
  trafficSources: Array<{ key: string; visits: number; percent: number }>;
  devices: Array<{ key: string; visits: number }>;
  countries: Array<{ key: string; label: string; visits: number }>;
  topPages: Array<{ path: string; label: string; views: number; visits: number }>;
  exitPages: Array<{ label: string; visits: number }>;
  utmCampaigns: Array<Record<string, unknown>>;
  funnelSteps: Array<{ label: string; kind: string; visits: number; dropOff: number }>;
};

const REPORT = `query Report($days: Int, $funnelId: ID) {
  analyticsReport(days: $days, funnelId: $funnelId) {
    summary { totalViews uniqueViews sessions totalConversions overallConversionRate averageSessionDuration bounceRate }
    changes { totalViews uniqueViews totalConversions overallConversionRate averageSessionDuration bounceRate }
    daily { date views uniqueViews sessions conversions }
    hourly { hour views }
    trafficSources { key visits percent }
    devices { key visits }
    countries { key label visits }
    topPages { path label views visits }
    exitPages { label visits }
    utmCampaigns { source medium campaign visits conversions conversionRate }
    funnelSteps { label kind visits dropOff }
  }
}`;

async function report(variables: Record<string, unknown>): Promise<Report> {
  await server.services.visits.flush();
  const res = await owner.gql<{ analyticsReport: Report }>(REPORT, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.analyticsReport;
}

beforeAll(async () => {
  ({ client: owner } = await signedInClient(server));
  funnelA = await published(TWO_STEPS, 'Guide');
  funnelB = await published(pageConfig([{ type: 'form', content: 'Join' }]), 'Webinar');

  // Yesterday: from a Google ad, reads 40 s, starts and sends the form, sees the thank-you page.
  const v1 = visitor(GB, CHROME_DESKTOP_UA);
  at('2031-03-13T10:00:00Z');
  await v1.view(funnelA, '?utm_source=google&utm_medium=cpc&utm_campaign=brand', {
    referer: 'https://www.google.com/',
  });
  at('2031-03-13T10:00:40Z');
  await v1.engage(funnelA, 40_000, { scroll: 80, formStarted: true });
  await v1.signUp(funnelA, 'first@example.com');
  at('2031-03-13T10:01:00Z');
  await v1.view(funnelA, '/thanks', { referer: `${server.url}/p/${funnelA}` });

  // Today: a newsletter reader bounces (5 s), and comes back an hour later directly (20 s).
  const v2 = visitor(US, IPHONE_SAFARI_UA);
  at('2031-03-14T12:00:00Z');
  await v2.view(funnelA, '?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  await v2.engage(funnelA, 5_000);
  // From Facebook on a desktop in Germany, 15 s.
  const v3 = visitor(DE, CHROME_DESKTOP_UA);
  at('2031-03-14T12:10:00Z');
  await v3.view(funnelA, '', { referer: 'https://m.facebook.com/' });
  await v3.engage(funnelA, 15_000);
  // Yesterday's visitor again, directly: a new unique visitor today (the daily hash), a bounce.
  at('2031-03-14T12:20:00Z');
  await v1.view(funnelA);
  // Neither a crawler nor a prefetch is a visit.
  await visitor(freshIp(), GOOGLEBOT_UA).view(funnelA);
  await visitor(freshIp(), CHROME_DESKTOP_UA).view(funnelA, '', { 'sec-purpose': 'prefetch' });
  at('2031-03-14T13:00:00Z');
  await v2.view(funnelA);
  await v2.engage(funnelA, 20_000);
  // Funnel B: a blog reader signs up at once.
  const v4 = visitor(freshIp(), CHROME_DESKTOP_UA);
  await v4.view(funnelB, '', { referer: 'https://blog.example.org/post' });
  await v4.signUp(funnelB, 'second@example.com');
  at('2031-03-14T13:02:00Z');
  await server.services.visits.flush();
});

const A_SUMMARY = {
  totalViews: 6,
  uniqueViews: 4,
  sessions: 5,
  totalConversions: 1,
  overallConversionRate: 16.7,
  averageSessionDuration: 16,
  bounceRate: 40,
};

describe('reports from raw visits', () => {
  it('counts one funnel exactly: views, visitors, visits, bounces, engaged time and conversions', async () => {
    const r = await report({ days: 7, funnelId: funnelA });
    expect(r.summary).toEqual(A_SUMMARY);
    expect(r.changes.totalViews).toBe('+6 new this period');
    expect(r.daily.slice(-2)).toEqual([
      { date: '2031-03-13', views: 2, uniqueViews: 1, sessions: 1, conversions: 1 },
      { date: '2031-03-14', views: 4, uniqueViews: 3, sessions: 4, conversions: 0 },
    ]);
    expect(r.daily).toHaveLength(7);
    expect(r.hourly.filter((h) => h.views > 0)).toEqual([
      { hour: 12, views: 3 },
      { hour: 13, views: 1 },
    ]);
    expect(r.trafficSources).toEqual([
      { key: 'direct', visits: 2, percent: 40 },
      { key: 'email', visits: 1, percent: 20 },
      { key: 'search', visits: 1, percent: 20 },
      { key: 'social', visits: 1, percent: 20 },
    ]);
    expect(r.devices).toEqual([
      { key: 'desktop', visits: 3 },
      { key: 'mobile', visits: 2 },
    ]);
    expect(r.countries).toEqual([
      { key: 'GB', label: 'United Kingdom', visits: 2 },
      { key: 'US', label: 'United States', visits: 2 },
      { key: 'DE', label: 'Germany', visits: 1 },
    ]);
    expect(r.topPages).toEqual([
      { path: '/', label: 'Opt-in', views: 5, visits: 5 },
      { path: '/thanks', label: 'Thank you', views: 1, visits: 1 },
    ]);
    expect(r.exitPages).toEqual([
      { label: 'Guide · Opt-in', visits: 4 },
      { label: 'Guide · Thank you', visits: 1 },
    ]);
    expect(r.utmCampaigns).toEqual([
      { source: 'google', medium: 'cpc', campaign: 'brand', visits: 1, conversions: 1, conversionRate: 100 },
      {
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
        visits: 1,
        conversions: 0,
        conversionRate: 0,
      },
    ]);
    expect(r.funnelSteps).toEqual([
      { label: 'Opt-in', kind: 'page', visits: 5, dropOff: 0 },
      { label: 'Started the form', kind: 'form-start', visits: 1, dropOff: 4 },
      { label: 'Sent the form', kind: 'conversion', visits: 1, dropOff: 0 },
      { label: 'Thank you', kind: 'page', visits: 1, dropOff: 0 },
    ]);
  });

  it('counts all funnels together, and a shorter period leaves yesterday out only when it should', async () => {
    const all = await report({ days: 30 });
    expect(all.summary).toEqual({
      totalViews: 7,
      uniqueViews: 5,
      sessions: 6,
      totalConversions: 2,
      overallConversionRate: 28.6,
      averageSessionDuration: 13,
      bounceRate: 50,
    });
    expect(all.trafficSources.find((s) => s.key === 'referral')?.visits).toBe(1);
    expect(all.funnelSteps).toEqual([]);
  });

  it('keeps the UTM parameters of the visit on the lead it captured', async () => {
    const [lead] = await queryRows<{ utm: unknown }>(
      server,
      "select utm from leads where email = 'first@example.com'",
    );
    expect(lead?.utm).toEqual({ source: 'google', medium: 'cpc', campaign: 'brand' });
    const [other] = await queryRows<{ utm: unknown }>(
      server,
      "select utm from leads where email = 'second@example.com'",
    );
    expect(other?.utm).toBeNull();
  });

  it('answers the spec REST paths with the same figures', async () => {
    const stats = await owner.get(`/api/dashboard/advanced-stats?days=7&funnelId=${funnelA}`);
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject(A_SUMMARY);
    const sources = await owner.get(`/api/analytics/funnels/${funnelA}/traffic-sources?days=7`);
    expect(
      (sources.json as unknown as Array<{ key: string; visits: number }>).map((s) => [s.key, s.visits]),
    ).toEqual([
      ['direct', 2],
      ['email', 1],
      ['search', 1],
      ['social', 1],
    ]);
    const devices = await owner.get(`/api/analytics/funnels/${funnelA}/device-breakdown`);
    expect(
      (devices.json as unknown as Array<{ key: string; visits: number }>).map((d) => [d.key, d.visits]),
    ).toEqual([
      ['desktop', 3],
      ['mobile', 2],
    ]);
    const daily = await owner.get(`/api/analytics/funnels/${funnelA}/daily-traffic?days=30`);
    expect(daily.json).toHaveLength(30);
  });

  it("answers 404 for another user's funnel, and the spec's message for a bad period", async () => {
    const { client: stranger } = await signedInClient(server);
    const res = await stranger.get(`/api/analytics/funnels/${funnelA}/traffic-sources`);
    expect(res.status).toBe(404);
    expect((res.json as { message: string }).message).toBe('Funnel not found');
    const gql = await stranger.gql(REPORT, { funnelId: funnelA });
    expect(gql.errors?.[0]?.message).toBe('Funnel not found');
    const bad = await owner.get('/api/dashboard/advanced-stats?days=14');
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toBe('The period must be 7, 30 or 90 days');
    expect((await new TestClient(server.url).get('/api/dashboard/advanced-stats')).status).toBe(401);
  });

  it('answers 204 to any beacon and drops what is not one: not JSON, too big, malformed, no visit', async () => {
    const [before] = await queryRows<{ ms: number }>(
      server,
      'select sum(engaged_ms)::int as ms from analytics_sessions',
    );
    const headers = { 'x-forwarded-for': US, 'user-agent': IPHONE_SAFARI_UA, 'content-type': 'text/plain' };
    const raw = (body: string) =>
      fetch(`${server.url}/api/track/engagement`, { method: 'POST', headers, body }).then((r) => r.status);
    expect(await raw('not json')).toBe(204);
    expect(await raw(JSON.stringify({ funnelId: funnelA, engagedMs: 1000, pad: 'x'.repeat(5000) }))).toBe(
      204,
    );
    expect(await raw(JSON.stringify({ funnelId: 'nope', engagedMs: 1000 }))).toBe(204);
    expect(await raw(JSON.stringify({ funnelId: funnelA, engagedMs: -5 }))).toBe(204);
    // A visitor with no visit to join.
    expect(
      await fetch(`${server.url}/api/track/engagement`, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ funnelId: funnelA, engagedMs: 1000 }),
      }).then((r) => r.status),
    ).toBe(204);
    await server.services.visits.flush();
    const [after] = await queryRows<{ ms: number }>(
      server,
      'select sum(engaged_ms)::int as ms from analytics_sessions',
    );
    expect(after?.ms).toBe(before?.ms);
  });

  it('tells how many visitors are on the pages now', async () => {
    const res = await owner.gql<{ liveVisitors: { visitorsNow: number } }>(
      `query { liveVisitors { visitorsNow } }`,
    );
    // Seen in the last five minutes (13:02 now): the returning newsletter reader and the blog reader.
    expect(res.data?.liveVisitors.visitorsNow).toBe(2);
  });
});

describe('rollups and retention', () => {
  const unrolled = async () =>
    (
      await queryRows<{ n: number }>(
        server,
        'select count(*)::int as n from analytics_sessions where not rolled',
      )
    )[0]?.n;

  it('rolls up every visit that is over, today’s too; rollups plus the raw rest equal a recount', async () => {
    const before = await report({ days: 30, funnelId: funnelA });
    const beforeAll = await report({ days: 30 });
    // 13:02 on the 14th: every visit but the two of the last half hour is over.
    const all = await unrolled();
    expect(await server.services.analyticsRollup.rollUp()).toBe((all ?? 0) - 2);
    expect(await report({ days: 30, funnelId: funnelA })).toEqual(before);
    // All funnels read their user's rows (summed over the funnels): the same figures.
    expect(await report({ days: 30 })).toEqual(beforeAll);

    at('2031-03-15T09:00:00Z');
    expect(await server.services.analyticsRollup.rollUp()).toBe(2);
    const rows = await queryRows<{
      date: string;
      views: number;
      unique_views: number;
      bounce_rate: string;
      avg_session_duration: number;
      traffic_sources: unknown;
    }>(
      server,
      `select to_char(date, 'YYYY-MM-DD') as date, views, unique_views, bounce_rate, avg_session_duration, traffic_sources
         from funnel_analytics where funnel_id = $1 order by date`,
      [funnelA],
    );
    expect(rows).toEqual([
      {
        date: '2031-03-13',
        views: 2,
        unique_views: 1,
        bounce_rate: '0.00',
        avg_session_duration: 40,
        traffic_sources: { search: 1 },
      },
      {
        date: '2031-03-14',
        views: 4,
        unique_views: 3,
        bounce_rate: '50.00',
        avg_session_duration: 10,
        traffic_sources: { direct: 2, email: 1, social: 1 },
      },
    ]);
    // A visit today, not rolled up yet.
    await visitor(US, IPHONE_SAFARI_UA).view(funnelA, '', { referer: 'https://duckduckgo.com/' });
    const rolled = await report({ days: 30, funnelId: funnelA });
    const rolledAll = await report({ days: 30 });
    expect(rolledAll.summary.totalViews).toBe(8);
    expect(rolledAll.topPages.map((p) => [p.label, p.views])).toEqual([
      ['Opt-in', 6],
      ['Main page', 1],
      ['Thank you', 1],
    ]);
    expect(rolled.summary.totalViews).toBe(7);
    expect(rolled.summary.sessions).toBe(6);
    expect(rolled.daily.slice(-3, -1)).toEqual(before.daily.slice(-2));
    expect(rolled.trafficSources.find((s) => s.key === 'search')?.visits).toBe(2);
    // The recount: every visit read raw again.
    await queryRows(server, 'update analytics_sessions set rolled = false');
    await queryRows(server, 'delete from funnel_analytics_dimensions');
    await queryRows(server, 'delete from user_analytics_dimensions');
    await queryRows(server, 'delete from funnel_analytics');
    expect(await report({ days: 30, funnelId: funnelA })).toEqual(rolled);
    expect(await report({ days: 30 })).toEqual(rolledAll);
    expect(await server.services.analyticsRollup.rollUp()).toBeGreaterThan(0);
    expect(await report({ days: 30, funnelId: funnelA })).toEqual(rolled);
    expect(await report({ days: 30 })).toEqual(rolledAll);
  });

  it('drops raw events past the retention without changing the rolled-up figures', async () => {
    at('2031-03-22T08:00:00Z');
    await server.services.analyticsRollup.rollUp();
    expect(await unrolled()).toBe(0);
    const before = await report({ days: 30, funnelId: funnelA });
    const [old] = await queryRows<{ n: number }>(
      server,
      "select count(*)::int as n from page_views where created_at < '2031-03-15T08:00:00Z'",
    );
    const dropped = await server.services.analyticsRollup.purgeRaw();
    // 7 days kept: the 13th and 14th are gone, the 15th stays.
    expect(dropped.views).toBe(old?.n);
    expect(dropped.visits).toBeGreaterThan(0);
    const left = await queryRows<{ n: number }>(
      server,
      'select count(*)::int as n from page_views where funnel_id = $1',
      [funnelA],
    );
    expect(left[0]?.n).toBe(1);
    expect(await report({ days: 30, funnelId: funnelA })).toEqual(before);
    expect(before.summary.totalViews).toBe(7);
  });

  it('takes a funnel deleted for good out of the all-funnels figures', async () => {
    const onlyA = await report({ days: 30, funnelId: funnelA });
    expect((await report({ days: 30 })).summary.totalViews).toBe((onlyA.summary.totalViews ?? 0) + 1);
    const binned = await owner.gql<{ deleteFunnel: { id: string } }>(
      'mutation($id: ID!) { deleteFunnel(id: $id) { id } }',
      { id: funnelB },
    );
    const forever = await owner.gql<{ deleteFunnelForever: boolean }>(
      'mutation($id: ID!) { deleteFunnelForever(id: $id) }',
      { id: binned.data?.deleteFunnel.id },
    );
    expect(forever.data?.deleteFunnelForever).toBe(true);
    const all = await report({ days: 30 });
    expect(all.summary).toEqual(onlyA.summary);
    expect(all.trafficSources).toEqual(onlyA.trafficSources);
    expect(all.devices).toEqual(onlyA.devices);
    expect(all.countries).toEqual(onlyA.countries);
    expect(all.topPages.map((p) => p.label)).toEqual(['Opt-in', 'Thank you']);
    const left = await queryRows<{ n: number }>(
      server,
      `select count(*)::int as n from user_analytics_dimensions
        where (dimension in ('page', 'exit') and key like $1) or visits < 0 or views < 0`,
      [`${funnelB}%`],
    );
    expect(left[0]?.n).toBe(0);
  });
});
