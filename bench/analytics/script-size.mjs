/**
 * bench/analytics/script-size: the size of the scripts a published page carries, gzipped at
 * level 9. Every page carries the core script (web/dist/page-assets/core.js); a page with a lead
 * form adds forms.js, one with a countdown countdowns.js, each inlined as a script element of its
 * own. Goal: ≤ 1536 bytes for the page script, core.js. It is the one every page carries and it
 * holds all of the collection (views, sessions, engaged time, scroll, clicks, form starts and
 * submissions, UTMs): the counterpart of a privacy-first analytics script. forms.js is the lead
 * form's own behaviour (validation, submitting, carrying the lead to the next step) and has no
 * tracking in it; countdowns.js likewise. Their pages' totals are printed beside it.
 *
 * Each figure is the conservative one: a script gzipped on its own (a page's sum of them). A
 * page's HTML response is compressed as a whole, so its scripts share one stream and cost a bit
 * less; that figure (the scripts' texts concatenated, gzipped once) is printed too, with what the
 * app itself sends (shared/http/compressed: gzip level 6, brotli quality 5). Builds nothing: it
 * reads the built files.
 *   npm run build --workspace web && node bench/analytics/script-size.mjs [--report-only]
 * Exits 1 when the goal is not met (or a file is missing), unless --report-only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from '../lib/app.mjs';

const args = new Set(process.argv.slice(2).map((a) => a.replace(/^--/, '')));
const REPORT_ONLY = args.has('report-only');
const GOAL_BYTES = 1536;
const DIR = path.join(ROOT, 'web', 'dist', 'page-assets');
const SCRIPTS = ['core', 'forms', 'countdowns'];
/** The pages measured: which scripts each carries, in page order. The goal is the opt-in page's. */
const PAGES = {
  'no form, no countdown': ['core'],
  'opt-in (a lead form)': ['core', 'forms'],
  'a countdown, no form': ['core', 'countdowns'],
  'a lead form and a countdown': ['core', 'forms', 'countdowns'],
};
const GOAL_SCRIPT = 'core';

const gzip9 = (bytes) => gzipSync(bytes, { level: 9 }).length;
const served = (bytes) => ({
  gzip6: gzipSync(bytes, { level: 6 }).length,
  brotli5: brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length,
});

/** The scripts' texts as a page inlines them (trimmed, as the api does). */
function readScripts() {
  const texts = {};
  for (const name of SCRIPTS) {
    const file = path.join(DIR, `${name}.js`);
    try {
      texts[name] = Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
    } catch (error) {
      console.error(
        `${path.relative(ROOT, file)} is missing (${error.code}): run npm run build --workspace web first.`,
      );
      return null;
    }
  }
  return texts;
}

function main() {
  const texts = readScripts();
  if (!texts) {
    process.exitCode = 1;
    return;
  }
  const scripts = Object.fromEntries(
    SCRIPTS.map((name) => [name, { bytes: texts[name].length, gzip9Bytes: gzip9(texts[name]) }]),
  );
  const pages = Object.fromEntries(
    Object.entries(PAGES).map(([page, names]) => {
      const together = Buffer.concat(names.map((name) => texts[name]));
      return [
        page,
        {
          scripts: names,
          bytes: together.length,
          // Each script element gzipped on its own, summed: the figure held to the goal.
          gzip9Bytes: names.reduce((sum, name) => sum + scripts[name].gzip9Bytes, 0),
          // The scripts in one stream, as inside the page's compressed HTML.
          gzip9TogetherBytes: gzip9(together),
          served: served(together),
        },
      ];
    }),
  );
  const measured = scripts[GOAL_SCRIPT].gzip9Bytes;
  const report = {
    bench: 'script-size',
    dir: path.relative(ROOT, DIR),
    scripts,
    pages,
    goal: `${GOAL_SCRIPT}.js, the page script every page carries: gzip -9 ≤ ${GOAL_BYTES} bytes`,
    goalMet: measured <= GOAL_BYTES,
  };
  console.table(
    Object.fromEntries(
      Object.entries(scripts).map(([name, s]) => [`${name}.js`, { bytes: s.bytes, 'gzip -9': s.gzip9Bytes }]),
    ),
  );
  console.table(
    Object.fromEntries(
      Object.entries(pages).map(([page, p]) => [
        page,
        {
          scripts: p.scripts.join(' + '),
          bytes: p.bytes,
          'gzip -9 (sum)': p.gzip9Bytes,
          'gzip -9 (one stream)': p.gzip9TogetherBytes,
          'gzip -6 (served)': p.served.gzip6,
          'brotli q5 (served)': p.served.brotli5,
        },
      ]),
    ),
  );
  console.log(
    `${GOAL_SCRIPT}.js (the page script): gzip -9 ${measured} bytes (goal ≤ ${GOAL_BYTES}) — ${report.goalMet ? 'met' : `NOT met, ${measured - GOAL_BYTES} bytes over`}`,
  );
  console.log(JSON.stringify(report));
  process.exitCode = REPORT_ONLY || report.goalMet ? 0 : 1;
}

main();
