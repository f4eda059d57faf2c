/**
 * bench/leads: one user with 1,000,000 leads (plus another user's 100,000). p50/p99 latency of
 * the leads screen's page query — the first page, a deep page (keyset, row 500,000) and a
 * search — through GraphQL (session, validation, ORM mapping, field resolvers) against the same
 * SQL behind a bare Express route on a plain pg pool, measured in the same run.
 * Goals: bare/app p50 ratio ≥ 0.5 for each query; app deep page p50 ≤ 2 × app first page p50.
 *   npm run build && node bench/leads/run.mjs [--leads=1000000] [--samples=300]
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { percentile } from '../lib/stats.mjs';
import { freePort, ROOT, signedInClient, startApp } from '../lib/app.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const LEADS = Number(args.leads ?? 1_000_000);
const OTHER_LEADS = Math.round(LEADS / 10);
const SAMPLES = Number(args.samples ?? 300);
const WARMUP = 30;
const RATIO_GOAL = 0.5;
const DEPTH_GOAL = 2;
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { encodeCursor } = require(path.join(ROOT, 'api', 'dist', 'shared', 'pagination.js'));

const LEADS_QUERY = `query BenchLeads($filter: LeadFilter, $paging: LeadPaging) {
  leads(filter: $filter, paging: $paging) {
    hasMore endCursor
    items { id email firstName lastName company source score status createdAt emailQuality }
  }
}`;

/** Realistic rows in one statement: names, companies and sources repeat, dates spread over a year. */
async function seed(db, userId, count, prefix) {
  await db.query(
    `insert into leads (id, user_id, email, first_name, last_name, company, source, status, score, auto_score, created_at, updated_at)
     select gen_random_uuid(), $1, $2 || i || '@example' || (i % 997) || '.com',
            (array['Jordan','Alex','Sam','Taylor','Morgan','Casey','Riley','Jamie','Avery','Quinn'])[1 + i % 10],
            (array['Smith','Garcia','Chen','Okafor','Novak','Silva','Kim','Müller','Rossi','Haddad'])[1 + (i / 10) % 10],
            'Company ' || (i % 5000),
            (array['Website','Facebook','Google Ads','Referral','Webinar','LinkedIn','Newsletter', null])[1 + i % 8],
            (array['new','contacted','follow-up','converted','lost'])[1 + i % 5],
            (i * 37) % 101, (i * 37) % 101,
            now() - (i * interval '31 seconds'), now()
       from generate_series(1, $3) as i`,
    [userId, prefix, count],
  );
}

async function timed(fn) {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const stats = (samples) => ({
  p50Ms: Math.round(percentile(samples, 50) * 100) / 100,
  p99Ms: Math.round(percentile(samples, 99) * 100) / 100,
});

async function main() {
  const app = await startApp();
  let bare;
  const db = new pg.Client(app.database());
  try {
    const call = await signedInClient(app.url, `bench.leads.${Date.now()}@example.com`);
    const other = await signedInClient(app.url, `bench.other.${Date.now()}@example.com`);
    const { id: userId } = await call('GET', '/api/auth/user');
    const { id: otherId } = await other('GET', '/api/auth/user');
    await db.connect();
    const started = Date.now();
    await seed(db, userId, LEADS, 'lead');
    await seed(db, otherId, OTHER_LEADS, 'other');
    await db.query('vacuum analyze leads');
    console.log(`Seeded ${LEADS} + ${OTHER_LEADS} leads in ${Math.round((Date.now() - started) / 1000)} s.`);

    const deep = await db.query(
      `select created_at::text as c, id as i from leads where user_id = $1
        order by created_at desc, id desc offset $2 limit 1`,
      [userId, Math.floor(LEADS / 2) - 1],
    );
    const deepCursor = encodeCursor(deep.rows[0]);
    const search = 'lead77777';

    const barePort = await freePort();
    bare = fork(path.join(here, 'bare-server.mjs'), [ROOT, JSON.stringify(app.database()), String(barePort)]);
    await new Promise((resolve) => bare.once('message', resolve));
    const bareUrl = `http://127.0.0.1:${barePort}`;

    const graphql = async (variables) => {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `${call.cookie.name}=${call.cookie.value}`,
        },
        body: JSON.stringify({ query: LEADS_QUERY, variables }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data.leads;
    };
    const bareCall = async (params) => {
      const res = await fetch(`${bareUrl}/leads?${new URLSearchParams({ userId, ...params })}`);
      if (!res.ok) throw new Error(`bare: ${res.status}`);
      return res.json();
    };

    const scenarios = {
      'first page': { app: () => graphql({ paging: { limit: 10 } }), bare: () => bareCall({}) },
      'deep page (row 500,000)': {
        app: () => graphql({ paging: { limit: 10, after: deepCursor } }),
        bare: () => bareCall({ after: deepCursor }),
      },
      [`search "${search}"`]: {
        app: () => graphql({ filter: { search }, paging: { limit: 10 } }),
        bare: () => bareCall({ search }),
      },
    };

    // Both answer the same rows: the comparison is of the same work.
    for (const [name, s] of Object.entries(scenarios)) {
      const [a, b] = await Promise.all([s.app(), s.bare()]);
      const same = JSON.stringify(a.items.map((l) => l.id)) === JSON.stringify(b.items.map((l) => l.id));
      if (!same || a.items.length === 0) throw new Error(`${name}: the app and the baseline disagree`);
    }

    const results = {};
    for (const [name, s] of Object.entries(scenarios)) {
      for (let i = 0; i < WARMUP; i += 1) {
        await s.app();
        await s.bare();
      }
      const appTimes = [];
      const bareTimes = [];
      // Interleaved so both see the same machine state.
      for (let i = 0; i < SAMPLES; i += 1) {
        appTimes.push(await timed(s.app));
        bareTimes.push(await timed(s.bare));
      }
      const appStats = stats(appTimes);
      const bareStats = stats(bareTimes);
      results[name] = {
        app: appStats,
        baseline: bareStats,
        ratio: Math.round((bareStats.p50Ms / appStats.p50Ms) * 100) / 100,
      };
    }
    const names = Object.keys(results);
    const depthRatio = Math.round((results[names[1]].app.p50Ms / results[names[0]].app.p50Ms) * 100) / 100;
    const ratiosMet = names.every((n) => results[n].ratio >= RATIO_GOAL);
    const report = {
      bench: 'leads',
      leads: LEADS,
      otherUsersLeads: OTHER_LEADS,
      samples: SAMPLES,
      results,
      ratioGoal: `≥ ${RATIO_GOAL} (baseline p50 / app p50)`,
      ratiosMet,
      deepOverFirst: depthRatio,
      deepGoal: `≤ ${DEPTH_GOAL}`,
      deepMet: depthRatio <= DEPTH_GOAL,
    };
    console.table(
      Object.fromEntries(
        names.map((n) => [
          n,
          {
            'app p50 ms': results[n].app.p50Ms,
            'app p99 ms': results[n].app.p99Ms,
            'bare p50 ms': results[n].baseline.p50Ms,
            'bare p99 ms': results[n].baseline.p99Ms,
            ratio: results[n].ratio,
          },
        ]),
      ),
    );
    console.log(`ratios (goal ${report.ratioGoal}) — ${ratiosMet ? 'met' : 'NOT met'}`);
    console.log(
      `deep page / first page p50 ${depthRatio} (goal ${report.deepGoal}) — ${report.deepMet ? 'met' : 'NOT met'}`,
    );
    console.log(JSON.stringify(report));
    process.exitCode = ratiosMet && report.deepMet ? 0 : 1;
  } finally {
    await db.end().catch(() => {});
    bare?.kill();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
