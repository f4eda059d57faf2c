/**
 * bench/builder: input latency of the funnel builder in Chromium — typing into an inline edit
 * and dragging an element to reorder — on a page of 20 elements (the baseline) and one of 200,
 * measured in the same run. Goals: typing p95 ≤ 100 ms on both and a 200/20 ratio of p95s ≤ 2;
 * dragging p95 ≤ 50 ms on both and a 200/20 ratio ≤ 1.5 (a drag's cost must not grow with the
 * page's length).
 *
 * Latency of one input event: from the event's timestamp to the first moment after the frame
 * that shows its effect (a capturing listener stamps the event; a requestAnimationFrame callback
 * followed by a message-channel task runs once React has rendered and the frame is produced).
 *
 * A drag is the same at every run: the second element is dragged by its handle onto the fourth's
 * place, then back in the next round, the page scrolled so that they are a third of the way down. The pointer goes down, moves
 * until the drag has started (dnd-kit's 6 px), then in a fixed number of equal steps, one per
 * frame as a mouse's events come, until the dragged element's centre is on the target's (the
 * distance closestCenter goes by), and up; the new order is then waited for and checked.
 *   npm run build && node bench/builder/run.mjs [--chars=80] [--drags=6] [--steps=60]
 */
/* global window, document, requestAnimationFrame -- the probe and samplers run in the page */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { signedInClient, startApp } from '../lib/app.mjs';
import { percentile } from '../lib/stats.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const CHARS = Number(args.chars ?? 80);
const DRAGS = Number(args.drags ?? 6);
const STEPS = Number(args.steps ?? 60);
const SIZES = [20, 200];
/** Goals per kind of input: p95 on each page, and the ratio of the 200-element p95 to the 20-element one. */
const GOAL_P95_MS = { typing: 100, dragging: 50 };
const GOAL_RATIO = { typing: 2, dragging: 1.5 };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A page of `size` elements drawn from every step of the seeded templates, a headline first. */
async function pageOf(call, size) {
  const list = await call('GET', '/api/templates');
  const pool = [];
  for (const template of list) {
    const { config } = await call('GET', `/api/templates/${template.id}`);
    // Every step's elements: a multi-step template has no top-level `elements`.
    for (const step of config.steps ?? [config]) pool.push(...(step.elements ?? []));
  }
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

/** Resolves after the next frame has been produced. */
async function nextFrame(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The element ids on the canvas, top to bottom. */
async function canvasOrder(page) {
  return page.$$eval('.ff-canvas__list > .ff-canvas-item', (items) =>
    items.map((item) => item.dataset.elementId),
  );
}

/**
 * One drag by the handle, from position `from` to position `to` (0-based):
 * returns the latencies of the moves after the drag has started.
 */
async function dragOnce(page, from, to) {
  const before = await canvasOrder(page);
  const items = page.locator('.ff-canvas__list > .ff-canvas-item');
  const moving = items.nth(from);
  // The upper of the two elements a third of the way down the screen, whatever the typing did to
  // the headline above them: the pointer's path stays clear of the edges where dnd-kit scrolls.
  const upper = from < to ? moving : items.nth(to);
  await upper.evaluate((element) =>
    window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - window.innerHeight / 3),
  );
  await nextFrame(page);
  const scrollY = await page.evaluate(() => window.scrollY);
  await moving.hover();
  const handle = await moving.locator('.ff-canvas-item__handle').boundingBox();
  const start = await moving.boundingBox();
  const target = await items.nth(to).boundingBox();
  if (!handle || !start || !target) throw new Error('elements not on screen');
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  // Where the dragged element's centre lies on the target's.
  const endY = y + (target.y + target.height / 2) - (start.y + start.height / 2);
  const direction = Math.sign(endY - y);
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past the 6 px activation distance, then wait for the drag to have started and been drawn.
  for (let i = 1; i <= 3; i += 1) await page.mouse.move(x, y + direction * 4 * i);
  await page.locator('.ff-canvas-item--dragging').waitFor({ timeout: 5_000 });
  await nextFrame(page);
  await nextFrame(page);
  await takeSamples(page, 'pointermove');
  const fromY = y + direction * 12;
  for (let i = 1; i <= STEPS; i += 1) {
    await page.mouse.move(x, fromY + ((endY - fromY) * i) / STEPS);
    await nextFrame(page);
  }
  const samples = await takeSamples(page, 'pointermove');
  const scrolled = (await page.evaluate(() => window.scrollY)) - scrollY;
  await page.mouse.up();
  const expected = [...before];
  expected.splice(to, 0, ...expected.splice(from, 1));
  try {
    await page.waitForFunction(
      (ids) =>
        !document.querySelector('.ff-canvas-item--dragging') &&
        [...document.querySelectorAll('.ff-canvas__list > .ff-canvas-item')]
          .map((item) => item.dataset.elementId)
          .join('\n') === ids.join('\n'),
      expected,
      { timeout: 5_000 },
    );
  } catch {
    const now = await canvasOrder(page);
    throw new Error(
      `the drag did not reorder the page: ${before[from]} from ${from} to ${to}` +
        ` (page scrolled ${scrolled} px during the drag); order now ${now.slice(0, 6).join(', ')}…`,
    );
  }
  if (scrolled !== 0)
    throw new Error(`the page scrolled ${scrolled} px during the drag: the path is not the same`);
  return samples;
}

/** Drags the second element onto the fourth's place and back, DRAGS times in all. */
async function dragReorder(page) {
  const samples = [];
  for (let round = 0; round < DRAGS; round += 1) {
    samples.push(...(round % 2 === 0 ? await dragOnce(page, 1, 3) : await dragOnce(page, 3, 1)));
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
      goal: Object.fromEntries(
        ['typing', 'dragging'].map((kind) => [
          kind,
          { p95Ms: `≤ ${GOAL_P95_MS[kind]}`, ratio: `≤ ${GOAL_RATIO[kind]}` },
        ]),
      ),
    };
    const metFor = (kind) =>
      [small, large].every((r) => r[kind].p95Ms <= GOAL_P95_MS[kind]) &&
      report.ratio[kind] <= GOAL_RATIO[kind];
    report.metTyping = metFor('typing');
    report.metDragging = metFor('dragging');
    report.met = report.metTyping && report.metDragging;
    console.table(
      Object.fromEntries(
        SIZES.flatMap((size) => [
          [`typing, ${size} elements`, results[size].typing],
          [`drag reorder, ${size} elements`, results[size].dragging],
        ]),
      ),
    );
    const verdict = (met) => (met ? 'met' : 'NOT met');
    console.log(
      `p95 ratio ${SIZES[1]}/${SIZES[0]}: typing ${report.ratio.typing} (goal p95 ≤ ${GOAL_P95_MS.typing} ms, ` +
        `ratio ≤ ${GOAL_RATIO.typing}: ${verdict(report.metTyping)}), dragging ${report.ratio.dragging} ` +
        `(goal p95 ≤ ${GOAL_P95_MS.dragging} ms, ratio ≤ ${GOAL_RATIO.dragging}: ${verdict(report.metDragging)})`,
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
