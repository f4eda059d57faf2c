/**
 * bench/lighthouse: Lighthouse (mobile, its default config) on published funnel pages made from
 * the shipped templates. Each template becomes a funnel the way the builder makes one (name, page
 * type and config; no description), is published, and every step is audited: /p/{id} for the
 * first, /p/{id}/{slug} for the others (the lead magnet and webinar templates have two). Goal: 100 for
 * performance, accessibility, best practices and SEO on every page. Prints the four scores per
 * template and every audit that is not passed; exits 1 when a score is below 100. A bare page is
 * audited first as the run's baseline (see BASELINE_HTML): Lighthouse's blocking time is CPU
 * time, and the baseline shows how much of it this machine adds to any page.
 *   npm run build && node bench/lighthouse/run.mjs [--report-only] [--templates=sales,webinar] [--runs=N] [--reports=DIR]
 * --templates keeps the templates whose name or id contains one of the words (case-insensitive);
 * --runs audits each page N times (3 unless given) and keeps the run of median performance (Lighthouse's advice
 * against run-to-run variance; its blocking time is CPU time, which a busy machine inflates);
 * --reports writes each page's Lighthouse report (HTML and JSON, the run kept) into DIR.
 * One Chrome (/usr/bin/chromium, or CHROME_PATH) serves every run, each in a tab of its own with
 * the site's cache and storage cleared (Lighthouse's default), after one warm-up run that is not
 * counted: a browser's first page pays for warming up the browser itself, which a visitor's
 * browser, already running, has done, and which would count against whichever page came first.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, signedInClient, startApp } from '../lib/app.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, ...value] = a.replace(/^--/, '').split('=');
    return [key, value.length > 0 ? value.join('=') : true];
  }),
);
const REPORT_ONLY = args['report-only'] === true;
const FILTER =
  typeof args.templates === 'string'
    ? args.templates
        .split(',')
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean)
    : [];
const REPORTS_DIR = typeof args.reports === 'string' ? path.resolve(args.reports) : null;
const RUNS = Math.max(1, Number(args.runs ?? 3) || 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOAL = 100;

/** The shipped templates to audit (all of them unless --templates narrows it). */
async function templatesToAudit(call) {
  const templates = await call('GET', '/api/templates');
  const chosen =
    FILTER.length === 0
      ? templates
      : templates.filter((t) => FILTER.some((word) => `${t.name} ${t.id}`.toLowerCase().includes(word)));
  if (chosen.length === 0) throw new Error(`No template matches --templates=${args.templates}`);
  return chosen;
}

/**
 * A published funnel made from a template as the builder saves one (name, page type and config),
 * and the address of each of its steps.
 */
async function publishTemplate(call, template, origin) {
  const { config } = await call('GET', `/api/templates/${template.id}`);
  const funnel = await call('POST', '/api/funnels', {
    name: template.name,
    templateType: template.category,
    config,
  });
  await call('PUT', `/api/funnels/${funnel.id}`, { status: 'published' });
  const steps = config.steps ?? [{ slug: '' }];
  return steps.map((step, index) => ({
    name: index === 0 ? template.name : `${template.name} › ${step.name}`,
    id: index === 0 ? template.id : `${template.id}-${step.slug}`,
    url: index === 0 ? `${origin}/p/${funnel.id}` : `${origin}/p/${funnel.id}/${step.slug}`,
  }));
}

/**
 * The audits of the four categories that are not passed: scored below 1 (binary, numeric and
 * metric-savings audits, insights included). Weight 0 ones do not count in the category score
 * but are listed too.
 */
function failingAudits(lhr) {
  const failing = new Map();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      const known = failing.get(audit.id);
      if (known) known.weight = Math.max(known.weight, ref.weight);
      else
        failing.set(audit.id, {
          category: id,
          id: audit.id,
          title: audit.title,
          score: audit.score,
          weight: ref.weight,
          value: audit.displayValue ?? '',
        });
    }
  }
  return [...failing.values()];
}

/** One Lighthouse run of `url` in the Chrome listening on `port`. */
async function audit(url, port) {
  const runnerResult = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: REPORTS_DIR ? ['html', 'json'] : 'json',
      onlyCategories: CATEGORIES,
    },
    // undefined: the default config, whose form factor is mobile.
    undefined,
  );
  if (!runnerResult) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = runnerResult;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return runnerResult;
}

/** The run of median performance score (the first of them on a tie). */
function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/**
 * The baseline, audited in the same run: a bare page (a heading and a sentence, nothing to load)
 * from a bare Node server. Its blocking time is the browser's own start-up work on this machine;
 * when it scores below 100 the machine is too busy for the pages' scores to say much.
 */
const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Baseline</title><meta name="description" content="A bare page: the baseline of the Lighthouse bench."></head>' +
  '<body><main><h1>Baseline</h1><p>A bare page: the baseline of the Lighthouse bench.</p></main></body></html>';

async function startBaseline() {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BASELINE_HTML);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Audits `url` RUNS times and sums up the median run. */
async function measure(url, port) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(url, port));
  const runnerResult = medianRun(runs);
  const { lhr } = runnerResult;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c]?.score === null ? null : Math.round(lhr.categories[c].score * 100),
    ]),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([auditId, label]) => [label, lhr.audits[auditId]?.displayValue ?? '']),
  );
  const perRun = runs.map((r) => Math.round((r.lhr.categories.performance.score ?? 0) * 100));
  return { runnerResult, scores, metrics, failing: failingAudits(lhr), perRun };
}

function describe(name, { scores, metrics, perRun }) {
  return `${name}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} (${METRICS.map(([, l]) => `${l} ${metrics[l]}`).join(', ')}${perRun.length > 1 ? `; performance per run ${perRun.join(', ')}` : ''})`;
}

async function main() {
  const app = await startApp();
  let chrome;
  try {
    const call = await signedInClient(app.url, `lighthouse.${Date.now()}@example.com`);
    const templates = await templatesToAudit(call);
    if (REPORTS_DIR) await mkdir(REPORTS_DIR, { recursive: true });
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    console.log(
      `Lighthouse (mobile) on the steps of ${templates.length} published templates${RUNS > 1 ? `, median of ${RUNS} runs each` : ''}.`,
    );

    const rows = {};
    const results = [];
    const baselineServer = await startBaseline();
    let baseline;
    try {
      await audit(baselineServer.url, chrome.port); // the warm-up run
      baseline = await measure(baselineServer.url, chrome.port);
    } finally {
      await baselineServer.close();
    }
    rows['(baseline: a bare page)'] = { ...baseline.scores, ...baseline.metrics };
    console.log(`\n${describe('Baseline (a bare page from a bare Node server)', baseline)}`);

    const pages = [];
    // Each template is published from an account of its own: a trial account holds 3 funnels.
    for (const [index, template] of templates.entries()) {
      const owner = await signedInClient(app.url, `lighthouse.${Date.now()}.${index}@example.com`);
      pages.push(...(await publishTemplate(owner, template, app.url)));
    }
    for (const page of pages) {
      const measured = await measure(page.url, chrome.port);
      if (REPORTS_DIR) {
        const { report } = measured.runnerResult;
        const reports = Array.isArray(report) ? report : [report];
        const base = path.join(REPORTS_DIR, page.id);
        await writeFile(`${base}.html`, reports[0]);
        if (reports[1]) await writeFile(`${base}.json`, reports[1]);
      }
      const { scores, metrics, failing } = measured;
      rows[page.name] = { ...scores, ...metrics };
      results.push({ template: page.name, templateId: page.id, url: page.url, scores, metrics, failing });
      console.log(`\n${describe(page.name, measured)}`);
      for (const audit of failing) {
        console.log(
          `  ✗ [${audit.category}${audit.weight > 0 ? `, weight ${audit.weight}` : ''}] ${audit.id}: ${audit.title}${audit.value ? ` (${audit.value})` : ''}`,
        );
      }
    }

    console.log('');
    console.table(rows);
    const below = results.filter((r) => CATEGORIES.some((c) => r.scores[c] === null || r.scores[c] < GOAL));
    const report = {
      bench: 'lighthouse',
      formFactor: 'mobile',
      goal: `${GOAL} in ${CATEGORIES.join(', ')}`,
      goalMet: below.length === 0,
      baseline: { scores: baseline.scores, metrics: baseline.metrics },
      results: results.map(({ template, templateId, scores, metrics, failing }) => ({
        template,
        templateId,
        scores,
        metrics,
        failing: failing.map((a) => a.id),
      })),
    };
    console.log(
      below.length === 0
        ? `Every page scores ${GOAL} in all four categories — met`
        : `${below.length} of ${results.length} pages score below ${GOAL}: ${below.map((r) => r.template).join(', ')} — NOT met`,
    );
    if (baseline.scores.performance < GOAL)
      console.log(
        `The bare baseline page scores ${baseline.scores.performance} for performance: this machine is busy, and the pages' performance scores are low by as much or more.`,
      );
    console.log(JSON.stringify(report));
    process.exitCode = REPORT_ONLY || report.goalMet ? 0 : 1;
  } finally {
    await chrome?.kill();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
