/**
 * bench/published-page: requests per second and p99 latency of a published funnel page served
 * by the app (GET /p/{id}: memory cache, ETag, view recording) against the same bytes from a
 * bare Node http server, measured in the same run. Goal: ratio ≥ 0.5. It also checks that the
 * page views recorded equal the 2xx answers.
 *   npm run build && node bench/published-page/run.mjs [--seconds=10] [--connections=20]
 */
import { fork } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, percent, signedInClient, startApp } from '../lib/app.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const SECONDS = Number(args.seconds ?? 10);
const CONNECTIONS = Number(args.connections ?? 20);
const GOAL = 0.5;
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A fixed number of requests, all of which complete (so 2xx answers can be compared with views
 * recorded). The rate is answers over the time from the start to the last answer: autocannon's
 * own average is of whole one-second buckets, too coarse for runs of a few seconds.
 */
async function load(url, amount) {
  const started = performance.now();
  let last = started;
  const result = await new Promise((resolve, reject) => {
    const run = autocannon(
      { url, connections: CONNECTIONS, amount, pipelining: 1, headers: BROWSER },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    // The run ends on autocannon's next one-second tick: time it to the last answer instead.
    run.on('response', () => {
      last = performance.now();
    });
  });
  return { ...result, elapsedMs: last - started };
}

const WARMUP_REQUESTS = 20_000;

/** Requests come as a browser's do: a request that names no browser is not counted as a view. */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

/** Warms up, then sends about SECONDS worth of requests at the warm-up rate. */
async function measure(url) {
  const warmup = summary(await load(url, WARMUP_REQUESTS));
  const measured = summary(await load(url, Math.max(10_000, Math.round(warmup.requestsPerSecond * SECONDS))));
  return { warmup, measured };
}

const summary = (result) => ({
  requestsPerSecond: Math.round((result['2xx'] + result.non2xx) / (result.elapsedMs / 1000)),
  p99Ms: result.latency.p99,
  ok: result['2xx'],
  errors: result.errors + result.timeouts + result.non2xx,
});

/** A page of realistic size: the first seeded template, or a small page when there is none. */
async function publishPage(call) {
  const templates = await call('GET', '/api/templates');
  const config =
    templates.length > 0
      ? (await call('GET', `/api/templates/${templates[0].id}`)).config
      : {
          elements: [
            { id: 'h', type: 'headline', content: 'Benchmark page' },
            { id: 'f', type: 'form', content: 'Join' },
          ],
        };
  const funnel = await call('POST', '/api/funnels', {
    name: 'Benchmark page',
    templateType: 'landing',
    config,
  });
  await call('PUT', `/api/funnels/${funnel.id}`, { status: 'published' });
  return funnel.id;
}

async function main() {
  const app = await startApp();
  let bare;
  try {
    const call = await signedInClient(app.url, `bench.${Date.now()}@example.com`);
    const id = await publishPage(call);
    const pageUrl = `${app.url}/p/${id}`;
    const first = await fetch(pageUrl);
    const body = await first.text();
    const headers = {};
    for (const name of [
      'content-type',
      'etag',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
    ]) {
      const value = first.headers.get(name);
      if (value) headers[name] = value;
    }
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'ff-bench-page-')), 'page.json');
    await writeFile(file, JSON.stringify({ body, headers }));
    const barePort = await freePort();
    bare = fork(path.join(here, 'bare-server.mjs'), [file, String(barePort)]);
    await new Promise((resolve) => bare.once('message', resolve));
    const bareUrl = `http://127.0.0.1:${barePort}/`;

    console.log(
      `Page: ${Buffer.byteLength(body)} bytes; ${CONNECTIONS} connections; ${WARMUP_REQUESTS} warm-up requests, then about ${SECONDS} s each.`,
    );
    const baseline = (await measure(bareUrl)).measured;
    const { warmup, measured } = await measure(pageUrl);

    // Views are written in batches every 250 ms; give the last batch time to land.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const db = new pg.Client(app.database());
    await db.connect();
    const { rows } = await db.query(
      'select count(*)::int as views, (select total_views from funnels where id = $1) as total from page_views where funnel_id = $1',
      [id],
    );
    await db.end();
    const answered = 1 + warmup.ok + measured.ok;

    const ratio = Math.round((measured.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100;
    const report = {
      bench: 'published-page',
      baseline: { server: 'bare node http, same bytes', ...baseline },
      app: { server: 'FunnelForge GET /p/{id}', ...measured },
      ratio,
      goal: `≥ ${GOAL}`,
      ratioMet: ratio >= GOAL,
      pageViews: {
        recorded: rows[0].views,
        totalViews: rows[0].total,
        answered2xx: answered,
        equal: rows[0].views === answered && rows[0].total === answered,
      },
    };
    console.table({
      'bare node': { 'req/s': baseline.requestsPerSecond, 'p99 ms': baseline.p99Ms, errors: baseline.errors },
      'published page': {
        'req/s': measured.requestsPerSecond,
        'p99 ms': measured.p99Ms,
        errors: measured.errors,
      },
    });
    console.log(`ratio ${ratio} (goal ${report.goal}) — ${report.ratioMet ? 'met' : 'NOT met'}`);
    console.log(
      `page views recorded ${rows[0].views} (total_views ${rows[0].total}) for ${answered} 2xx answers — ${report.pageViews.equal ? 'equal' : 'NOT equal'} (${percent(rows[0].views, answered)}%)`,
    );
    console.log(JSON.stringify(report));
    process.exitCode = report.ratioMet && report.pageViews.equal ? 0 : 1;
  } finally {
    bare?.kill();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
