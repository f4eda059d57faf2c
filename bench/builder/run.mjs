/**
 * bench/builder: input latency of the funnel builder in Chromium — typing into an inline edit
 * and dragging an element to reorder — on a page of 20 elements (the baseline) and one of 200,
 * measured in the same run. Goal: p95 ≤ 100 ms on both, and the 200/20 ratio of p95s ≤ 2.
 *
 * Latency of one input event: from the event's timestamp to the first moment after the frame
 * that shows its effect (a capturing listener stamps the event; a requestAnimationFrame callback
 * followed by a message-channel task runs once React has rendered and the frame is produced).
 *   npm run build && node bench/builder/run.mjs [--chars=80] [--drags=6]
 */
/* global window, requestAnimationFrame -- the probe and samplers run in the page */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { signedInClient, startApp } from '../lib/app.mjs';
import { percentile } from '../lib/stats.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const CHARS = Number(args.chars ?? 80);
const DRAGS = Number(args.drags ?? 6);
const SIZES = [20, 200];
const GOAL_P95_MS = 100;
const GOAL_RATIO = 2;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A page of `size` elements drawn from the seeded templates, a headline first. */
async function pageOf(call, size) {
  const list = await call('GET', '/api/templates');
  const pool = [];
  for (const template of list)
    pool.push(...(await call('GET', `/api/templates/${template.id}`)).config.elements);
  const headline = pool.find((element) => element.type === 'headline');
  const elements = [{ ...headline, id: 'bench-headline', content: 'Benchmark headline' }];
  for (let i = 0; elements.length < size; i += 1) {
    const element = pool[i % pool.length];
    elements.push({ ...element, id: `bench-${i}` });
  }
  const funnel = await call('POST', '/api/funnels', {
    name: `Builder bench ${size}`,
    templateType: 'landing',
    config: { elements },
  });
  return funnel.id;
}

/** Installed before the app's scripts: stamps input events and records their latency. */
function installProbe() {
  const samples = { keydown: [], pointermove: [] };
  window.__ffBench = samples;
  for (const type of Object.keys(samples)) {
    window.addEventListener(
      type,
      (event) => {
        const stamped = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => samples[type].push(performance.now() - stamped);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  }
}

async function takeSamples(page, type) {
  return page.evaluate((name) => window.__ffBench[name].splice(0), type);
}

async function typeInline(page) {
  const headline = page.locator('[data-element-id="bench-headline"].ff-canvas-item');
  await headline.dblclick();
  const field = page.getByLabel('Edit Headline text');
  await field.waitFor();
  await field.press('End');
  await takeSamples(page, 'keydown');
  const text = 'The quick brown fox jumps over the lazy dog. ';
  for (let i = 0; i < CHARS; i += 1) {
    await page.keyboard.press(text[i % text.length] === ' ' ? 'Space' : text[i % text.length]);
    await page.waitForTimeout(30);
  }
  const samples = await takeSamples(page, 'keydown');
  await field.press('Enter');
  const shown = await headline.textContent();
  if (!shown?.includes('The quick brown')) throw new Error('typing did not reach the canvas');
  return samples;
}

/** Drags the second element down past the next few and back, with the mouse. */
async function dragReorder(page) {
  const samples = [];
  for (let round = 0; round < DRAGS; round += 1) {
    const items = page.locator('.ff-canvas__list > .ff-canvas-item');
    const moving = items.nth(1);
    const movingId = await moving.getAttribute('data-element-id');
    await moving.hover();
    const handle = await moving.locator('.ff-canvas-item__handle').boundingBox();
    const target = await items.nth(5).boundingBox();
    if (!handle || !target) throw new Error('elements not on screen');
    const x = handle.x + handle.width / 2;
    const y = handle.y + handle.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 12, { steps: 3 });
    await takeSamples(page, 'pointermove');
    await page.mouse.move(x, target.y + target.height - 4, { steps: 60 });
    await page.mouse.up();
    samples.push(...(await takeSamples(page, 'pointermove')));
    await page.waitForTimeout(300);
    const now = await items.nth(1).getAttribute('data-element-id');
    if (now === movingId) throw new Error('the drag did not reorder the page');
  }
  return samples;
}

const round1 = (value) => Math.round(value * 10) / 10;

async function measure(browser, cookie, baseUrl, funnelId) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addCookies([{ ...cookie, url: baseUrl }]);
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await page.goto(`${baseUrl}/builder/${funnelId}`);
  await page.locator('[data-element-id="bench-headline"].ff-canvas-item').waitFor();
  // One warm-up pass of each, so code is compiled and caches are filled, then the measured ones.
  await typeInline(page);
  await dragReorder(page);
  const typing = await typeInline(page);
  const dragging = await dragReorder(page);
  await context.close();
  return {
    typing: {
      samples: typing.length,
      p50Ms: round1(percentile(typing, 50)),
      p95Ms: round1(percentile(typing, 95)),
    },
    dragging: {
      samples: dragging.length,
      p50Ms: round1(percentile(dragging, 50)),
      p95Ms: round1(percentile(dragging, 95)),
    },
  };
}

async function main() {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const call = await signedInClient(app.url, `bench.builder.${Date.now()}@example.com`);
    const results = {};
    for (const size of SIZES)
      results[size] = await measure(browser, call.cookie, app.url, await pageOf(call, size));
    const [small, large] = SIZES.map((size) => results[size]);
    const ratio = (kind) => Math.round((large[kind].p95Ms / Math.max(small[kind].p95Ms, 1)) * 100) / 100;
    const report = {
      bench: 'builder',
      baseline: { elements: SIZES[0], ...small },
      measured: { elements: SIZES[1], ...large },
      ratio: { typing: ratio('typing'), dragging: ratio('dragging') },
      goal: { p95Ms: `≤ ${GOAL_P95_MS}`, ratio: `≤ ${GOAL_RATIO}` },
    };
    report.met =
      [small, large].every((r) => r.typing.p95Ms <= GOAL_P95_MS && r.dragging.p95Ms <= GOAL_P95_MS) &&
      report.ratio.typing <= GOAL_RATIO &&
      report.ratio.dragging <= GOAL_RATIO;
    console.table(
      Object.fromEntries(
        SIZES.flatMap((size) => [
          [`typing, ${size} elements`, results[size].typing],
          [`drag reorder, ${size} elements`, results[size].dragging],
        ]),
      ),
    );
    console.log(
      `p95 ratio ${SIZES[1]}/${SIZES[0]}: typing ${report.ratio.typing}, dragging ${report.ratio.dragging} ` +
        `(goal p95 ≤ ${GOAL_P95_MS} ms, ratio ≤ ${GOAL_RATIO}) — ${report.met ? 'met' : 'NOT met'}`,
    );
    console.log(JSON.stringify(report));
    process.exitCode = report.met ? 0 : 1;
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
