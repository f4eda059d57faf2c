/**
 * bench/analytics: the server-side analytics of published pages, in two measurements.
 *
 * 1. Beacons: requests per second of POST /api/track/engagement (the page script's engagement
 *    beacon) on one app process, against a bare Express app that only answers 204 on the same
 *    path, measured in the same run with the same requests (this file, forked, on another port).
 *    Every beacon comes from a visitor who viewed the page (GET /p/{id}, a browser's user agent,
 *    an address of its own in X-Forwarded-For; no visitor sends more than the per-address
 *    tracking limit). Goal: ratio ≥ 0.8, and every 2xx counted exactly once: once the recorder
 *    has written its last batch, the visits' engaged_ms add up to 1000 ms × the 2xx answers.
 * 2. Queries at scale: one user with 10 funnels, 10,000,000 raw page views (and their visits,
 *    about 3.4 million analytics_sessions rows) over the last 90 days, generated in SQL the way
 *    the recorder fills the columns, and a year of rollups (funnel_analytics,
 *    funnel_analytics_dimensions and the user's summed user_analytics_dimensions, the visits
 *    rolled up into them as the rollup job does: every
 *    visit over for 35 minutes, today's too). Today holds the visits of the time gone so far, at
 *    the same rate as the other days; its last 35 minutes are read raw. p50/p95 of the Analytics
 *    screen's query
 *    (web/src/modules/analytics/analytics.graphql, over HTTP with the session cookie) for 90 days
 *    (all funnels, one funnel) and 30 days, and of GET /api/dashboard/advanced-stats?days=90.
 *    Goal: p95 ≤ 50 ms for the 90-day views.
 *   npm run build && node bench/analytics/run.mjs [--seconds=10] [--connections=20]
 *     [--events=10000000] [--samples=50] [--only=beacons|queries]
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import express from 'express';
import pg from 'pg';
import { percentile } from '../lib/stats.mjs';
import { freePort, ROOT, signedInClient, startApp } from '../lib/app.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const SECONDS = Number(args.seconds ?? 10);
const CONNECTIONS = Number(args.connections ?? 20);
const EVENTS = Number(args.events ?? 10_000_000);
const SAMPLES = Number(args.samples ?? 50);
const ONLY = args.only ?? null;
const RATIO_GOAL = 0.8;
const P95_GOAL_MS = 50;
const WARMUP_REQUESTS = 10_000;
const WARMUP_QUERIES = 5;
const ENGAGED_MS = 1000;
const FUNNELS = 10;
const RAW_DAYS = 90;
const ROLLED_DAYS = 364;
/** Beacons per visitor at most: under the per-address tracking limit (120 a minute). */
const PER_VISITOR = 80;
const DAY_MS = 24 * 60 * 60 * 1000;

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** The baseline: this file, forked, serving only the 204 (the same express the app uses). */
if (args['baseline-port']) {
  const app = express();
  app.post('/api/track/engagement', (_req, res) => res.status(204).end());
  app.listen(Number(args['baseline-port']), '127.0.0.1', () => process.send?.('ready'));
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

const round = (value, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A funnel of three steps, the first holding the form (so the report has steps and a form). */
const FUNNEL_CONFIG = {
  steps: [
    {
      id: 'a',
      name: 'Opt-in',
      slug: 'optin',
      kind: 'other',
      seo: {},
      elements: [
        { id: 'h', type: 'headline', content: 'Get the guide', styles: {} },
        { id: 'f', type: 'form', content: 'Join', styles: {} },
      ],
    },
    {
      id: 'b',
      name: 'Thank you',
      slug: 'thanks',
      kind: 'other',
      seo: {},
      elements: [{ id: 'h2', type: 'headline', content: 'Thank you', styles: {} }],
    },
    {
      id: 'c',
      name: 'Offer',
      slug: 'offer',
      kind: 'other',
      seo: {},
      elements: [{ id: 'h3', type: 'headline', content: 'A special offer', styles: {} }],
    },
  ],
};

async function publishFunnel(call, name) {
  const funnel = await call('POST', '/api/funnels', { name, config: FUNNEL_CONFIG });
  await call('PUT', `/api/funnels/${funnel.id}`, { status: 'published' });
  return funnel.id;
}

// ---------------------------------------------------------------------------------------------
// 1. Beacons
// ---------------------------------------------------------------------------------------------

/** Visitor n's address (distinct for every n below 16 million). */
const visitorIp = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** One beacon per visitor, in turn: each connection cycles through the list. */
const beaconRequests = (ips, funnelId) =>
  ips.map((ip) => ({
    method: 'POST',
    path: '/api/track/engagement',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': ip },
    body: JSON.stringify({ funnelId, engagedMs: ENGAGED_MS, scroll: 50, formStarted: false }),
  }));

/** A fixed number of beacons, all answered; the rate is answers over the time to the last one. */
async function load(url, amount, requests) {
  const started = performance.now();
  let last = started;
  const result = await new Promise((resolve, reject) => {
    const run = autocannon(
      { url, connections: CONNECTIONS, amount, pipelining: 1, requests },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    run.on('response', () => {
      last = performance.now();
    });
  });
  return {
    requestsPerSecond: Math.round((result['2xx'] + result.non2xx) / ((last - started) / 1000)),
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** How many beacons any one address gets when each connection cycles through `visitors` of them. */
const mostPerVisitor = (amount, visitors) => CONNECTIONS * Math.ceil(amount / CONNECTIONS / visitors);

/** Each visitor views the page once, as a browser does; answers their addresses. */
async function viewPage(pageUrl, from, count) {
  const ips = Array.from({ length: count }, (_, i) => visitorIp(from + i));
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < ips.length) {
        const ip = ips[next++];
        const res = await fetch(pageUrl, { headers: { 'user-agent': BROWSER, 'x-forwarded-for': ip } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET ${pageUrl}: ${res.status}`);
      }
    }),
  );
  return ips;
}

async function beacons(app) {
  const barePort = await freePort();
  const bare = fork(fileURLToPath(import.meta.url), [`--baseline-port=${barePort}`]);
  try {
    await new Promise((resolve) => bare.once('message', resolve));
    const bareUrl = `http://127.0.0.1:${barePort}`;
    const call = await signedInClient(app.url, `bench.beacons.${Date.now()}@example.com`);
    const funnelId = await publishFunnel(call, 'Beacon page');
    const pageUrl = `${app.url}/p/${funnelId}`;

    // The amount: SECONDS at the baseline's warm-up rate, the same for both.
    const warmupIps = Array.from({ length: Math.ceil(WARMUP_REQUESTS / PER_VISITOR) }, (_, i) =>
      visitorIp(i),
    );
    const bareWarmup = await load(bareUrl, WARMUP_REQUESTS, beaconRequests(warmupIps, funnelId));
    const amount = Math.max(10_000, Math.round(bareWarmup.requestsPerSecond * SECONDS));
    const visitors = Math.ceil(amount / PER_VISITOR);

    // Visitors of the warm-up, then others for the measured run: nobody goes over the limit.
    await viewPage(pageUrl, 0, warmupIps.length);
    const measuredIps = await viewPage(pageUrl, warmupIps.length, visitors);
    await sleep(2000);
    console.log(
      `Beacons: ${warmupIps.length + visitors} visitors viewed the page; ${CONNECTIONS} connections; ${WARMUP_REQUESTS} warm-up beacons, then ${amount} each (at most ${mostPerVisitor(amount, visitors)} per visitor).`,
    );

    const most = Math.max(
      mostPerVisitor(amount, visitors),
      mostPerVisitor(WARMUP_REQUESTS, warmupIps.length),
    );
    if (most > 120) throw new Error(`${most} beacons from one visitor would go over the tracking limit`);
    // The same requests (fresh objects: autocannon keeps what it builds on them) for both.
    const baseline = await load(bareUrl, amount, beaconRequests(measuredIps, funnelId));
    const warmup = await load(app.url, WARMUP_REQUESTS, beaconRequests(warmupIps, funnelId));
    const measured = await load(app.url, amount, beaconRequests(measuredIps, funnelId));

    // The recorder writes every 250 ms; give the last batch time to land.
    await sleep(2000);
    const db = new pg.Client(app.database());
    await db.connect();
    const { rows } = await db.query(
      'select count(*)::int as visits, coalesce(sum(engaged_ms), 0)::bigint as engaged from analytics_sessions where funnel_id = $1',
      [funnelId],
    );
    await db.end();
    const answered = warmup.ok + measured.ok;
    const engaged = Number(rows[0].engaged);
    const ratio = round(measured.requestsPerSecond / baseline.requestsPerSecond);
    return {
      baseline: { server: 'bare express, 204 only', ...baseline },
      app: { server: 'FunnelForge POST /api/track/engagement', ...measured },
      ratio,
      goal: `≥ ${RATIO_GOAL}`,
      ratioMet: ratio >= RATIO_GOAL,
      countedOnce: {
        visits: rows[0].visits,
        visitors: warmupIps.length + visitors,
        answered2xx: answered,
        engagedMs: engaged,
        expectedMs: answered * ENGAGED_MS,
        equal: engaged === answered * ENGAGED_MS && rows[0].visits === warmupIps.length + visitors,
      },
    };
  } finally {
    bare.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Queries at scale
// ---------------------------------------------------------------------------------------------

/** A 100-slot array of indexes, each index taking as many slots as its weight (weights add to 100). */
const slots = (weights) => weights.flatMap((w, i) => new Array(w).fill(i + 1));
const sqlInts = (values) => `array[${values.join(',')}]`;
const sqlText = (value) => (value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`);

/** Device, browser and OS as the user agent parser names them, with a user agent of each. */
const PROFILES = [
  [30, 'desktop', 'Chrome', 'Windows', BROWSER],
  [
    9,
    'desktop',
    'Chrome',
    'macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ],
  [
    7,
    'desktop',
    'Microsoft Edge',
    'Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  ],
  [
    4,
    'desktop',
    'Firefox',
    'Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  ],
  [
    4,
    'desktop',
    'Safari',
    'macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ],
  [
    1,
    'desktop',
    'Firefox',
    'Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  ],
  [
    22,
    'mobile',
    'Chrome',
    'Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ],
  [
    16,
    'mobile',
    'Safari',
    'iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ],
  [
    2,
    'mobile',
    'Samsung Internet for Android',
    'Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  ],
  [
    4,
    'tablet',
    'Safari',
    'iOS',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ],
  [
    1,
    'tablet',
    'Chrome',
    'Android',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ],
];

/** Channel, source, the entry view's referrer and UTM parameters, as visit-source.ts derives them. */
const SOURCES = [
  [38, 'direct', null, null, null, null, null, null, null],
  [17, 'search', 'google.com', 'https://www.google.com/', null, null, null, null, null],
  [3, 'search', 'bing.com', 'https://www.bing.com/', null, null, null, null, null],
  [2, 'search', 'duckduckgo.com', 'https://duckduckgo.com/', null, null, null, null, null],
  [3, 'search', 'google', 'https://www.google.com/', 'google', 'cpc', 'brand-search', 'funnel builder', null],
  [5, 'social', 'facebook.com', 'https://www.facebook.com/', null, null, null, null, null],
  [
    4,
    'social',
    'facebook',
    'https://www.facebook.com/',
    'facebook',
    'paid-social',
    'spring-sale',
    null,
    'video-a',
  ],
  [2, 'social', 'instagram.com', 'https://www.instagram.com/', null, null, null, null, null],
  [2, 'social', 't.co', 'https://t.co/', null, null, null, null, null],
  [2, 'social', 'linkedin.com', 'https://www.linkedin.com/', null, null, null, null, null],
  [2, 'social', 'linkedin', 'https://www.linkedin.com/', 'linkedin', 'social', 'webinar-2026', null, null],
  [1, 'social', 'youtube.com', 'https://www.youtube.com/', null, null, null, null, null],
  [5, 'email', 'funnelforge', null, 'funnelforge', 'email', 'campaign', null, null],
  [3, 'email', 'funnelforge', null, 'funnelforge', 'email', 'sequence', null, null],
  [2, 'email', 'newsletter', 'https://mail.google.com/', 'newsletter', 'email', 'weekly-digest', null, null],
  [3, 'referral', 'producthunt.com', 'https://www.producthunt.com/', null, null, null, null, null],
  [2, 'referral', 'medium.com', 'https://medium.com/@growth/funnels', null, null, null, null, null],
  [
    2,
    'referral',
    'marketingblog.example',
    'https://marketingblog.example/best-funnel-tools',
    null,
    null,
    null,
    null,
    null,
  ],
  [
    1,
    'referral',
    'partner.example',
    'https://partner.example/deals',
    'partner',
    'affiliate',
    'launch',
    null,
    'banner',
  ],
  [1, 'referral', 'news.ycombinator.com', 'https://news.ycombinator.com/', null, null, null, null, null],
];

/** ISO codes as the GeoIP lookup answers them; null where it knows nothing. */
const COUNTRIES = [
  [30, 'US'],
  [8, 'GB'],
  [7, 'DE'],
  [6, 'IN'],
  [5, 'CA'],
  [4, 'FR'],
  [4, 'BR'],
  [3, 'AU'],
  [3, 'NL'],
  [3, 'ES'],
  [2, 'IT'],
  [2, 'MX'],
  [2, 'PL'],
  [2, 'SE'],
  [1, 'JP'],
  [1, 'NG'],
  [1, 'ZA'],
  [1, 'PH'],
  [1, 'ID'],
  [1, 'TR'],
  [1, 'AR'],
  [1, 'BE'],
  [1, 'CH'],
  [1, 'AT'],
  [1, 'IE'],
  [1, 'PT'],
  [1, 'DK'],
  [1, 'NO'],
  [1, 'FI'],
  [1, 'SG'],
  [2, null],
];

/** Views per visit: mostly one, sometimes a dozen (2.9 on average). */
const VIEWS = [1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 5, 6, 8, 12];
const MEAN_VIEWS = VIEWS.reduce((a, b) => a + b, 0) / VIEWS.length;
/** Funnels' shares of the traffic: a few big ones, several small ones. */
const FUNNEL_WEIGHTS = [25, 18, 14, 11, 9, 7, 6, 4, 4, 2];

/** The lookup tables of the generator, in this session only. */
async function createLookups(db) {
  await db.query(
    `create temporary table bench_profiles (idx int primary key, device text, browser text, os text, user_agent text)`,
  );
  await db.query(
    `insert into bench_profiles values ${PROFILES.map((p, i) => `(${i + 1}, ${p.slice(1).map(sqlText).join(', ')})`).join(', ')}`,
  );
  await db.query(
    `create temporary table bench_sources (idx int primary key, channel text, source text, referrer text, utm_source text,
                                           utm_medium text, utm_campaign text, utm_term text, utm_content text)`,
  );
  await db.query(
    `insert into bench_sources values ${SOURCES.map((s, i) => `(${i + 1}, ${s.slice(1).map(sqlText).join(', ')})`).join(', ')}`,
  );
  // One day's visits, as the recorder would have stored them (plus what page_views needs).
  await db.query(
    `create temporary table bench_day (id uuid, funnel_id uuid, visitor_id text, new_visitor bool, started_at timestamptz,
       last_seen_at timestamptz, gap interval, views int, paths text[], engaged_ms int, scroll_depth smallint,
       form_started bool, conversions int, channel text, source text, referrer text, utm_source text, utm_medium text,
       utm_campaign text, utm_term text, utm_content text, device text, browser text, os text, user_agent text,
       country text, ip_address text)`,
  );
}

/**
 * One day's visits into bench_day: `count` visits from `from` over `span` seconds. Every 7th is
 * a visitor's return (same visitor, same funnel, not new); about a third of the visits of
 * several views send the form and go on to the next steps, the others re-view the first.
 */
function dayVisitsSql(funnelIds) {
  const countries = slots(COUNTRIES.map((c) => c[0]));
  return `
    insert into bench_day
    select gen_random_uuid(), f.id, substr(md5($3::text || ':' || g.v), 1, 32), g.i = g.v, g.started_at,
           least(g.started_at + (g.views - 1) * g.gap, now()), g.gap, g.views,
           case when g.converted then ('{/,/thanks,/offer,/offer,/thanks,/offer,/,/thanks,/offer,/offer,/offer,/offer}'::text[])[1:g.views]
                else array_fill('/'::text, array[g.views]) end,
           case when g.views = 1 then g.r2 % 40000 else g.views * (4000 + g.r2 % 50000) end,
           (g.r3 % 101)::smallint, g.converted or g.r3 % 5 = 0, g.converted::int,
           s.channel, s.source, s.referrer, s.utm_source, s.utm_medium, s.utm_campaign, s.utm_term, s.utm_content,
           p.device, p.browser, p.os, p.user_agent,
           (array[${countries.map((c) => sqlText(COUNTRIES[c - 1][1])).join(',')}]::text[])[1 + g.rv % 100],
           (20 + g.rv % 200) || '.' || (g.rv >> 8) % 256 || '.' || (g.rv >> 16) % 256 || '.0'
      from (select i, v, views, started_at, rv, r2, r3, r4,
                   views > 1 and r4 % 3 = 0 as converted,
                   make_interval(secs => 15 + r2 % 75) as gap
              from (select i, v, (${sqlInts(VIEWS)})[1 + r1 % ${VIEWS.length}] as views,
                           $1::timestamptz + make_interval(secs => $2::float8 * (i - 1 + (r2 % 1000) / 1000.0) / $4::int) as started_at,
                           (hashint8(($5::bigint << 32) + v) & 2147483647) as rv, r1, r2, r3, r4
                      from (select i, case when i % 7 = 0 and i > 700 then i - 700 + 3 else i end as v,
                                   (hashint8(($5::bigint << 32) + i * 4 + 1) & 2147483647) as r1,
                                   (hashint8(($5::bigint << 32) + i * 4 + 2) & 2147483647) as r2,
                                   (hashint8(($5::bigint << 32) + i * 4 + 3) & 2147483647) as r3,
                                   (hashint8(($5::bigint << 32) + i * 4 + 4) & 2147483647) as r4
                              from generate_series(1, $4::int) as i) as h) as x) as g
      join (select ordinality as idx, id from unnest('{${funnelIds.join(',')}}'::uuid[]) with ordinality as id) as f
        on f.idx = (${sqlInts(slots(FUNNEL_WEIGHTS))})[1 + g.rv % 100]
      join bench_profiles p on p.idx = (${sqlInts(slots(PROFILES.map((x) => x[0])))})[1 + (g.rv >> 12) % 100]
      join bench_sources s on s.idx = (${sqlInts(slots(SOURCES.map((x) => x[0])))})[1 + g.r4 % 100]`;
}

/** As the rollup job does: a visit is rolled up once it has been over for this long (analytics-rollup.service.ts). */
const ROLLUP_GRACE_MINUTES = 35;

const INSERT_VISITS = `
  insert into analytics_sessions (id, funnel_id, visitor_id, new_visitor, started_at, last_seen_at, views, paths, entry_path,
                                  exit_path, engaged_ms, scroll_depth, form_started, conversions, channel, source, utm_source,
                                  utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country, rolled)
  select id, funnel_id, visitor_id, new_visitor, started_at, last_seen_at, views, paths, paths[1], paths[views], engaged_ms,
         scroll_depth, form_started, conversions, channel, source, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
         device, browser, os, country, last_seen_at < now() - interval '${ROLLUP_GRACE_MINUTES} minutes'
    from bench_day`;

/** Each visit's views: the entry's referrer and UTM query, then the previous step as the referrer. */
const INSERT_VIEWS = `
  insert into page_views (id, funnel_id, session_id, visitor_id, path, ip_address, user_agent, referrer, page_url, device,
                          browser, os, country, created_at)
  select gen_random_uuid(), b.funnel_id, b.id::text, b.visitor_id, b.paths[k], b.ip_address, b.user_agent,
         case when k = 1 then b.referrer
              else 'https://pages.example.com/p/' || b.funnel_id || case when b.paths[k - 1] = '/' then '' else b.paths[k - 1] end end,
         '/p/' || b.funnel_id || case when b.paths[k] = '/' then '' else b.paths[k] end ||
           case when k = 1 and b.utm_source is not null
                then '?utm_source=' || b.utm_source || '&utm_medium=' || coalesce(b.utm_medium, '') || '&utm_campaign=' || coalesce(b.utm_campaign, '')
                else '' end,
         b.device, b.browser, b.os, b.country, least(b.started_at + (k - 1) * b.gap, now())
    from bench_day b
   cross join lateral generate_series(1, b.views) as k`;

/** The day's rollup, computed as analytics-figures.ts computes it (the same sums and breakdowns). */
const ROLL_UP_DIMENSIONS = `
  insert into funnel_analytics_dimensions (funnel_id, date, dimension, key, visits, views, conversions)
  select s.funnel_id, $1::date, d.dimension, d.key,
         count(*) filter (where s.views > 0)::int, sum(s.views)::int, sum(s.conversions)::int
    from bench_day s
   cross join lateral (values
          ('channel', s.channel),
          ('source', s.source),
          ('device', coalesce(s.device, 'unknown')),
          ('browser', coalesce(s.browser, 'Unknown')),
          ('country', coalesce(s.country, 'unknown')),
          ('exit', case when s.views > 0 then coalesce(s.paths[s.views], '/') end),
          ('campaign', case when coalesce(s.utm_source, s.utm_medium, s.utm_campaign) is not null
                            then concat_ws(E'\\t', coalesce(s.utm_source, ''), coalesce(s.utm_medium, ''), coalesce(s.utm_campaign, '')) end)
        ) as d (dimension, key)
   where d.key is not null
   group by 1, 3, 4
  union all
  select s.funnel_id, $1::date, 'page', p.path, count(distinct s.id)::int, count(*)::int, 0
    from bench_day s
   cross join lateral unnest(s.paths) as p (path)
   group by 1, 4`;

const ROLL_UP_DAYS = `
  with hours as (
         select b.funnel_id, extract(hour from least(b.started_at + (k - 1) * b.gap, now()) at time zone 'UTC')::int as hour, count(*)::int as n
           from bench_day b cross join lateral generate_series(1, b.views) as k
          group by 1, 2),
       hourly as (
         select f.funnel_id, jsonb_agg(coalesce(h.n, 0) order by hr) as hourly
           from (select distinct funnel_id from bench_day) as f
          cross join generate_series(0, 23) as hr
           left join hours h on h.funnel_id = f.funnel_id and h.hour = hr
          group by 1),
       dims as (
         select funnel_id, dimension, key, visits,
                row_number() over (partition by funnel_id, dimension order by visits desc) as rank
           from funnel_analytics_dimensions where date = $1::date)
  insert into funnel_analytics (id, funnel_id, date, views, unique_views, conversions, bounce_rate, avg_session_duration,
                                top_exit_page, traffic_sources, device_breakdown, sessions, bounces, engaged_ms,
                                form_starts, hourly, rolled_at)
  select gen_random_uuid(), d.funnel_id, $1::date, d.views, d.unique_views, d.conversions,
         case when d.sessions > 0 then round(d.bounces * 100.0 / d.sessions, 2) else 0 end,
         case when d.sessions > 0 then round(d.engaged_ms / 1000.0 / d.sessions) else 0 end,
         (select key from dims x where x.funnel_id = d.funnel_id and x.dimension = 'exit' and x.rank = 1),
         (select jsonb_object_agg(key, visits) from dims x where x.funnel_id = d.funnel_id and x.dimension = 'channel'),
         (select jsonb_object_agg(key, visits) from dims x where x.funnel_id = d.funnel_id and x.dimension = 'device'),
         d.sessions, d.bounces, d.engaged_ms, d.form_starts, h.hourly, now()
    from (select s.funnel_id, sum(s.views)::int as views,
                 count(*) filter (where s.new_visitor and s.views > 0)::int as unique_views,
                 count(*) filter (where s.views > 0)::int as sessions,
                 sum(s.conversions)::int as conversions,
                 count(*) filter (where s.views = 1 and s.engaged_ms < 10000)::int as bounces,
                 coalesce(sum(s.engaged_ms) filter (where s.views > 0), 0)::bigint as engaged_ms,
                 count(*) filter (where s.form_started)::int as form_starts
            from bench_day s group by 1) as d
    join hourly h on h.funnel_id = d.funnel_id`;

const isoDay = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * A table's indexes and its primary key (when no foreign key refers to it): dropped for the bulk
 * load, built again after it, as they were (a sorted build, not ten million random inserts).
 */
async function dropIndexes(db, table) {
  const { rows: referenced } = await db.query('select 1 from pg_constraint where confrelid = $1::regclass', [
    table,
  ]);
  const { rows: keys } = await db.query(
    `select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'p'`,
    [table],
  );
  const { rows: indexes } = await db.query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.tablename = $1 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  const rebuild = [];
  for (const { indexname, indexdef } of indexes) {
    await db.query(`drop index ${indexname}`);
    rebuild.push(indexdef);
  }
  if (referenced.length === 0)
    for (const { conname, def } of keys) {
      await db.query(`alter table ${table} drop constraint ${conname}`);
      rebuild.push(`alter table ${table} add constraint ${conname} ${def}`);
    }
  return rebuild;
}

async function generate(db, funnelIds) {
  const started = Date.now();
  await db.query(`set synchronous_commit = off`);
  await db.query(`set maintenance_work_mem = '512MB'`);
  await db.query(`set work_mem = '64MB'`);
  const [{ rolsuper }] = (await db.query('select rolsuper from pg_roles where rolname = current_user')).rows;
  // No foreign key checks of rows that name the user's own funnels.
  if (rolsuper) await db.query(`set session_replication_role = replica`);
  await createLookups(db);

  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const rebuild = [
    ...(await dropIndexes(db, 'page_views')),
    ...(await dropIndexes(db, 'analytics_sessions')),
  ];

  const perDay = Math.round(EVENTS / MEAN_VIEWS / RAW_DAYS);
  const daySql = dayVisitsSql(funnelIds);
  for (let d = RAW_DAYS - 1; d >= 0; d -= 1) {
    const from = today - d * DAY_MS;
    // Today: the time gone so far, at the same rate as every other day (10 million views in 90
    // days): its last 35 minutes, not rolled up yet, are what the report reads raw.
    const span = d === 0 ? Math.max(60, (Date.now() - from) / 1000 - 60) : 24 * 60 * 60 - 20 * 60;
    const visits = d === 0 ? Math.max(1, Math.round((perDay * span) / (24 * 60 * 60 - 20 * 60))) : perDay;
    await db.query('truncate bench_day');
    await db.query(daySql, [new Date(from), span, isoDay(from), visits, d + 1]);
    await db.query(INSERT_VISITS);
    await db.query(INSERT_VIEWS);
    // Today's visits of the last half hour or so are not rolled up yet: the report reads them raw.
    await db.query(
      `delete from bench_day where last_seen_at >= now() - interval '${ROLLUP_GRACE_MINUTES} minutes'`,
    );
    await db.query(ROLL_UP_DIMENSIONS, [isoDay(from)]);
    await db.query(ROLL_UP_DAYS, [isoDay(from)]);
    if (d % 10 === 0)
      console.log(
        `  ${RAW_DAYS - d} of ${RAW_DAYS} days of raw events (${Math.round((Date.now() - started) / 1000)} s)`,
      );
  }
  const rawSeconds = (Date.now() - started) / 1000;

  // The older days of the year: the 89 whole rolled-up raw days again, 89, 178, 267 and 356 days earlier.
  const shift = RAW_DAYS - 1;
  const oldest = isoDay(today - ROLLED_DAYS * DAY_MS);
  await db.query(
    `insert into funnel_analytics (id, funnel_id, date, views, unique_views, conversions, bounce_rate, avg_session_duration,
                                   top_exit_page, traffic_sources, device_breakdown, sessions, bounces, engaged_ms,
                                   form_starts, hourly, rolled_at)
     select gen_random_uuid(), a.funnel_id, a.date - ${shift} * k, a.views, a.unique_views, a.conversions, a.bounce_rate,
            a.avg_session_duration, a.top_exit_page, a.traffic_sources, a.device_breakdown, a.sessions, a.bounces,
            a.engaged_ms, a.form_starts, a.hourly, a.rolled_at
       from funnel_analytics a cross join generate_series(1, 4) as k
      where a.funnel_id = any($1::uuid[]) and a.date - ${shift} * k >= $2::date and a.date < $3::date`,
    [funnelIds, oldest, isoDay(today)],
  );
  await db.query(
    `insert into funnel_analytics_dimensions (funnel_id, date, dimension, key, visits, views, conversions)
     select a.funnel_id, a.date - ${shift} * k, a.dimension, a.key, a.visits, a.views, a.conversions
       from funnel_analytics_dimensions a cross join generate_series(1, 4) as k
      where a.funnel_id = any($1::uuid[]) and a.date - ${shift} * k >= $2::date and a.date < $3::date`,
    [funnelIds, oldest, isoDay(today)],
  );
  // The user's breakdowns, the funnels' summed as the rollup job adds them (pages keyed by funnel).
  await db.query(
    `insert into user_analytics_dimensions (user_id, date, dimension, key, visits, views, conversions)
     select f.user_id, a.date, a.dimension,
            case when a.dimension in ('page', 'exit') then a.funnel_id::text || a.key else a.key end,
            sum(a.visits), sum(a.views), sum(a.conversions)
       from funnel_analytics_dimensions a join funnels f on f.id = a.funnel_id
      where a.funnel_id = any($1::uuid[])
      group by 1, 2, 3, 4`,
    [funnelIds],
  );

  const indexStarted = Date.now();
  for (const statement of rebuild) await db.query(statement);
  const indexSeconds = (Date.now() - indexStarted) / 1000;
  if (rolsuper) await db.query(`set session_replication_role = origin`);
  const vacuumStarted = Date.now();
  for (const table of [
    'page_views',
    'analytics_sessions',
    'funnel_analytics',
    'funnel_analytics_dimensions',
    'user_analytics_dimensions',
  ])
    await db.query(`vacuum (analyze) ${table}`);
  const vacuumSeconds = (Date.now() - vacuumStarted) / 1000;

  const { rows } = await db.query(
    `select (select count(*) from page_views where funnel_id = any($1::uuid[]))::bigint as page_views,
            (select count(*) from analytics_sessions where funnel_id = any($1::uuid[]))::bigint as visits,
            (select count(*) from funnel_analytics where funnel_id = any($1::uuid[]))::int as rolled_days,
            (select count(*) from funnel_analytics_dimensions where funnel_id = any($1::uuid[]))::int as rolled_dimensions,
            (select count(*) from user_analytics_dimensions)::int as user_dimensions,
            (select count(*) from analytics_sessions where funnel_id = any($1::uuid[]) and not rolled)::int as unrolled,
            pg_total_relation_size('page_views') as page_views_bytes,
            pg_total_relation_size('analytics_sessions') as visits_bytes,
            pg_total_relation_size('funnel_analytics') + pg_total_relation_size('funnel_analytics_dimensions')
              + pg_total_relation_size('user_analytics_dimensions') as rollup_bytes,
            pg_database_size(current_database()) as database_bytes`,
    [funnelIds],
  );
  const gb = (bytes) => round(Number(bytes) / 1024 ** 3);
  return {
    pageViews: Number(rows[0].page_views),
    visits: Number(rows[0].visits),
    funnelAnalyticsRows: rows[0].rolled_days,
    dimensionRows: rows[0].rolled_dimensions + rows[0].user_dimensions,
    unrolledVisits: rows[0].unrolled,
    sizesGb: {
      pageViews: gb(rows[0].page_views_bytes),
      visits: gb(rows[0].visits_bytes),
      rollups: gb(rows[0].rollup_bytes),
      database: gb(rows[0].database_bytes),
    },
    seconds: {
      rawAndRollups: Math.round(rawSeconds),
      indexes: Math.round(indexSeconds),
      vacuumAnalyze: Math.round(vacuumSeconds),
      total: Math.round((Date.now() - started) / 1000),
    },
    eventsPerSecond: Math.round(Number(rows[0].page_views) / rawSeconds),
  };
}

async function timed(fn) {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function queries(app) {
  const call = await signedInClient(app.url, `bench.analytics.${Date.now()}@example.com`);
  const funnelIds = [];
  for (let i = 0; i < FUNNELS; i += 1) funnelIds.push(await publishFunnel(call, `Funnel ${i + 1}`));
  const db = new pg.Client(app.database());
  await db.connect();
  let data;
  try {
    console.log(
      `Generating ${EVENTS} page views over ${RAW_DAYS} days and a year of rollups for ${FUNNELS} funnels...`,
    );
    data = await generate(db, funnelIds);
    // The load's dirty pages are written out before measuring: a checkpoint running under the
    // first scenario's samples measured the disk, not the report.
    await db.query('checkpoint');
  } finally {
    await db.end().catch(() => {});
  }
  console.log(
    `Generated ${data.pageViews} page views and ${data.visits} visits in ${data.seconds.rawAndRollups} s (${data.eventsPerSecond} views/s), indexes in ${data.seconds.indexes} s, vacuum analyze in ${data.seconds.vacuumAnalyze} s; database ${data.sizesGb.database} GB.`,
  );

  const document = readFileSync(
    path.join(ROOT, 'web', 'src', 'modules', 'analytics', 'analytics.graphql'),
    'utf8',
  );
  const cookie = `${call.cookie.name}=${call.cookie.value}`;
  const report = async (variables) => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: document, operationName: 'AnalyticsReport', variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.analyticsReport;
  };
  const rest = async () => {
    const res = await fetch(`${app.url}/api/dashboard/advanced-stats?days=90`, { headers: { cookie } });
    if (!res.ok) throw new Error(`advanced-stats: ${res.status}`);
    return res.json();
  };
  const biggest = funnelIds[0];
  const scenarios = {
    'analyticsReport 90 days, all funnels': { goal: true, run: () => report({ days: 90 }) },
    'analyticsReport 90 days, one funnel': { goal: true, run: () => report({ days: 90, funnelId: biggest }) },
    'analyticsReport 30 days, all funnels': { goal: false, run: () => report({ days: 30 }) },
    'GET advanced-stats?days=90': { goal: false, run: rest },
  };

  // The report counts what was generated: a year of days, today's raw visits included.
  const check = await report({ days: 90 });
  if (
    check.summary.totalViews === 0 ||
    check.daily.length !== 90 ||
    check.daily.at(-1).views === 0 ||
    check.trafficSources.length === 0 ||
    check.topPages.length === 0
  )
    throw new Error(`the report does not see the generated data: ${JSON.stringify(check.summary)}`);

  // Round robin: each sample asks every scenario in turn, so a pause of the machine (a GC, the
  // database's background work) falls on all of them alike, not on whichever ran first.
  const entries = Object.entries(scenarios);
  for (let i = 0; i < WARMUP_QUERIES; i += 1) for (const [, s] of entries) await s.run();
  const times = Object.fromEntries(entries.map(([name]) => [name, []]));
  for (let i = 0; i < SAMPLES; i += 1) for (const [name, s] of entries) times[name].push(await timed(s.run));
  const results = {};
  for (const [name, s] of entries) {
    results[name] = {
      p50Ms: round(percentile(times[name], 50)),
      p95Ms: round(percentile(times[name], 95)),
      goal: s.goal ? `p95 ≤ ${P95_GOAL_MS} ms` : '—',
      met: s.goal ? percentile(times[name], 95) <= P95_GOAL_MS : null,
    };
  }
  return { data, totalViews90Days: check.summary.totalViews, results };
}

async function main() {
  const app = await startApp({ TRUST_PROXY: 'true' });
  try {
    const beacon = ONLY === 'queries' ? null : await beacons(app);
    const query = ONLY === 'beacons' ? null : await queries(app);
    const report = { bench: 'analytics', beacons: beacon, queries: query };

    if (beacon) {
      console.table({
        'bare express (204)': {
          'req/s': beacon.baseline.requestsPerSecond,
          'p99 ms': beacon.baseline.p99Ms,
          errors: beacon.baseline.errors,
        },
        'engagement beacon': {
          'req/s': beacon.app.requestsPerSecond,
          'p99 ms': beacon.app.p99Ms,
          errors: beacon.app.errors,
        },
      });
      console.log(`ratio ${beacon.ratio} (goal ${beacon.goal}) — ${beacon.ratioMet ? 'met' : 'NOT met'}`);
      const once = beacon.countedOnce;
      console.log(
        `counted exactly once: ${once.equal ? 'yes' : 'NO'} — ${once.answered2xx} 2xx answers, engaged_ms ${once.engagedMs} (expected ${once.expectedMs}), ${once.visits} visits of ${once.visitors} visitors`,
      );
    }
    if (query) {
      const d = query.data;
      console.table({
        'page views (raw)': { rows: d.pageViews, GB: d.sizesGb.pageViews },
        'analytics_sessions (raw)': { rows: d.visits, GB: d.sizesGb.visits },
        'funnel_analytics + dimensions': {
          rows: d.funnelAnalyticsRows + d.dimensionRows,
          GB: d.sizesGb.rollups,
        },
        database: { rows: '', GB: d.sizesGb.database },
      });
      console.table(
        Object.fromEntries(
          Object.entries(query.results).map(([name, r]) => [
            name,
            {
              'p50 ms': r.p50Ms,
              'p95 ms': r.p95Ms,
              goal: r.goal,
              met: r.met === null ? '' : r.met ? 'yes' : 'NO',
            },
          ]),
        ),
      );
    }
    const goals = [
      ...(beacon ? [beacon.ratioMet, beacon.countedOnce.equal] : []),
      ...(query ? Object.values(query.results).map((r) => r.met !== false) : []),
    ];
    console.log(JSON.stringify(report));
    process.exitCode = goals.every(Boolean) ? 0 : 1;
  } finally {
    await app.stop();
  }
}
