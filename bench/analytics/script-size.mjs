/**
 * bench/analytics/script-size: the size of the one script every published page carries
 * (web/dist/page-assets/runtime.js, inlined into each page), gzipped at level 9. Goal: ≤ 1536
 * bytes. For information it also prints what the app itself sends (shared/http/compressed: gzip
 * level 6, brotli quality 5). Builds nothing: it reads the built file.
 *   npm run build --workspace web && node bench/analytics/script-size.mjs [--report-only]
 * Exits 1 when the goal is not met (or the file is missing), unless --report-only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from '../lib/app.mjs';

const args = new Set(process.argv.slice(2).map((a) => a.replace(/^--/, '')));
const REPORT_ONLY = args.has('report-only');
const GOAL_BYTES = 1536;
const FILE = path.join(ROOT, 'web', 'dist', 'page-assets', 'runtime.js');

function main() {
  let script;
  try {
    script = readFileSync(FILE);
  } catch (error) {
    console.error(
      `${path.relative(ROOT, FILE)} is missing (${error.code}): run npm run build --workspace web first.`,
    );
    process.exitCode = 1;
    return;
  }
  const gzip9 = gzipSync(script, { level: 9 }).length;
  const served = {
    gzip6: gzipSync(script, { level: 6 }).length,
    brotli5: brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: script.length },
    }).length,
  };
  const report = {
    bench: 'script-size',
    file: path.relative(ROOT, FILE),
    bytes: script.length,
    gzip9Bytes: gzip9,
    goal: `gzip -9 ≤ ${GOAL_BYTES} bytes`,
    goalMet: gzip9 <= GOAL_BYTES,
    served,
  };
  console.table({
    [report.file]: {
      bytes: script.length,
      'gzip -9': gzip9,
      'gzip -6 (served)': served.gzip6,
      'brotli q5 (served)': served.brotli5,
    },
  });
  console.log(
    `gzip -9: ${gzip9} bytes (goal ≤ ${GOAL_BYTES}) — ${report.goalMet ? 'met' : `NOT met, ${gzip9 - GOAL_BYTES} bytes over`}`,
  );
  console.log(JSON.stringify(report));
  process.exitCode = REPORT_ONLY || report.goalMet ? 0 : 1;
}

main();
