/**
 * bench/media: the media library (issue 17), measured against baselines in the same run.
 *
 * 1. Upload throughput: IMAGES distinct photos (1600×1067 JPEG, quality 85, generated before
 *    timing) sent through POST /api/upload/image one after another, then CONCURRENCY at once,
 *    against writing the same bytes to files (fs.promises.writeFile) the same way. The variant
 *    jobs (320–1600 px AVIF/WebP/JPEG) run in the app's process meanwhile, as they do in use.
 *    Then how long until every image has its variants (thumbnailUrl non-null), against the api's
 *    own makeImageVariants run directly on a sample of the same files (two at once, like the job).
 * 2. Image bytes on a published page: one 2400×1600 photo at width 100% in a published funnel,
 *    loaded in Chromium as a phone (390×844 at 1× and 3×) and a desktop (1440×900): the bytes of
 *    the /uploads/ responses the browser downloaded and the variant it chose, against the
 *    original file's bytes.
 * No goals: the figures are reported, not asserted.
 *   npm run build && node bench/media/run.mjs [--images=100] [--concurrency=4] [--sample=10]
 */
/* global document -- the image probe runs in the page */
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { ROOT, startApp } from '../lib/app.mjs';
import { percentile } from '../lib/stats.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const IMAGES = Number(args.images ?? 100);
const CONCURRENCY = Number(args.concurrency ?? 4);
const SAMPLE = Math.min(IMAGES, Number(args.sample ?? 10));
const WARMUP = 3;
const PHOTO = { width: 1600, height: 1067 };
const PAGE_PHOTO = { width: 2400, height: 1600 };
const VARIANTS_TIMEOUT_MS = 30 * 60_000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWS = [
  { name: 'phone 390 px, 1×', width: 390, height: 844, scale: 1, mobile: true },
  { name: 'phone 390 px, 3×', width: 390, height: 844, scale: 3, mobile: true },
  { name: 'desktop 1440 px, 1×', width: 1440, height: 900, scale: 1, mobile: false },
];
const require = createRequire(import.meta.url);
const { makeImageVariants } = require(
  path.join(ROOT, 'api', 'dist', 'modules', 'media', 'image-variants.js'),
);
const { IMAGE_TYPES } = require(path.join(ROOT, 'api', 'dist', 'modules', 'media', 'media-types.js'));

// ---- photos ------------------------------------------------------------------------------------

/** mulberry32: the same photos at every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A photo-like JPEG: a gradient with overlapping translucent shapes, drawn small and enlarged
 * (soft edges), with film grain over it, so it compresses like a photo (about 200–300 KB at
 * 1600×1067, quality 85), each seed different.
 */
async function photo(seed, width, height) {
  const next = random(seed);
  const colour = () =>
    `hsl(${Math.round(next() * 360)}, ${40 + Math.round(next() * 50)}%, ${25 + Math.round(next() * 50)}%)`;
  const w = Math.round(width / 4);
  const h = Math.round(height / 4);
  const shapes = [];
  for (let i = 0; i < 14; i += 1) {
    const [x, y, size, opacity] = [next() * w, next() * h, (0.05 + next() * 0.3) * w, 0.3 + next() * 0.6];
    const paint = `fill="${colour()}" fill-opacity="${opacity.toFixed(2)}"`;
    shapes.push(
      next() < 0.5
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size / 2).toFixed(1)}" ${paint}/>`
        : `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${(size * (0.4 + next())).toFixed(1)}" transform="rotate(${Math.round(next() * 90)} ${x.toFixed(1)} ${y.toFixed(1)})" ${paint}/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${next().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  const raw = { width, height, channels: 3 };
  const base = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().raw().toBuffer();
  const grain = await sharp({
    create: {
      width: Math.round(width / 2),
      height: Math.round(height / 2),
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .resize(width, height)
    .raw()
    .toBuffer();
  return sharp(base, { raw })
    .composite([{ input: grain, raw, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function photos(firstSeed, count, size) {
  const list = [];
  for (let i = 0; i < count; i += 2)
    list.push(
      ...(await Promise.all(
        [firstSeed + i, firstSeed + i + 1]
          .slice(0, count - i)
          .map((seed) => photo(seed, size.width, size.height)),
      )),
    );
  return list;
}

// ---- helpers -----------------------------------------------------------------------------------

/**
 * Signs up (as the browser's sign-up form does, Origin included) and answers the cookies to
 * send and a JSON caller. Every cookie the answer sets is kept: the session's is not the first
 * (bench/lib's signedInClient keeps only the first, the device cookie, since two-factor sign-in).
 */
async function signUp(url, email) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'Bench-Passphrase-2026!' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (method, pathname, body) => {
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { cookie, call };
}

/** Runs `task` over `items`, `concurrency` at a time; the wall time and each task's time. */
async function timedAll(items, concurrency, task) {
  const times = [];
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        const t = performance.now();
        results[i] = await task(items[i], i);
        times.push(performance.now() - t);
      }
    }),
  );
  return { elapsedMs: performance.now() - started, times, results };
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const kb = (bytes) => round(bytes / 1024, 0);

function throughput(run, bytes) {
  const seconds = run.elapsedMs / 1000;
  return {
    'images/s': round(run.times.length / seconds),
    'MB/s': round(bytes / 1e6 / seconds, 2),
    'p50 ms': round(percentile(run.times, 50), 2),
    'p95 ms': round(percentile(run.times, 95), 2),
    'total s': round(seconds, 2),
  };
}

function uploader(url, cookie) {
  return async (bytes, name) => {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/jpeg' }), name);
    const res = await fetch(`${url}/api/upload/image`, {
      method: 'POST',
      headers: { cookie, origin: url },
      body: form,
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${text}`);
    return JSON.parse(text);
  };
}

/** Polls the library (one page of up to 1000 items a round) until every id has a thumbnail; when each got one. */
async function variantsReady(url, cookie, ids) {
  const readyAt = new Map();
  const wanted = new Set(ids);
  const until = performance.now() + VARIANTS_TIMEOUT_MS;
  while (readyAt.size < ids.length) {
    if (performance.now() > until) throw new Error(`variants not ready within ${VARIANTS_TIMEOUT_MS} ms`);
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: url },
      body: JSON.stringify({ query: '{ mediaItems(limit: 1000) { items { id thumbnailUrl } } }' }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    const now = performance.now();
    for (const item of body.data.mediaItems.items)
      if (wanted.has(item.id) && item.thumbnailUrl && !readyAt.has(item.id)) readyAt.set(item.id, now);
    if (readyAt.size < ids.length) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return readyAt;
}

/** The api's own variant maker on files in `dir`, two at once like the job; stored nowhere. */
async function directVariants(files, dir) {
  const type = IMAGE_TYPES.find((t) => t.ext === 'jpg');
  let scratch = 0;
  const storage = {
    put: async (_key, stream) => pipeline(stream, createWriteStream('/dev/null')),
  };
  return timedAll(files, 2, (file, i) =>
    makeImageVariants({
      input: file,
      type,
      ...PHOTO,
      key: `bench/${i}.jpg`,
      storage,
      scratch: async (suffix) => {
        scratch += 1;
        return path.join(dir, `scratch-${scratch}${suffix}`);
      },
    }),
  );
}

// ---- published page ----------------------------------------------------------------------------

/** The variant a URL names (…/w640.avif), or 'original'. */
function variantOf(url) {
  const match = /\/w(\d+)\.(avif|webp|jpg|png)(?:\?|$)/.exec(url);
  return match ? `${match[2]} ${match[1]}w` : 'original';
}

/** What the browser downloads from /uploads/ for the page at one viewport, in a fresh context. */
async function loadPage(browser, pageUrl, view) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    deviceScaleFactor: view.scale,
    isMobile: view.mobile,
    hasTouch: view.mobile,
  });
  try {
    const page = await context.newPage();
    const downloads = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/uploads/')) return;
      downloads.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({
            url: response.url(),
            status: response.status(),
            bytes: sizes.responseBodySize,
          })),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    const img = page.locator('img.ffp-image').first();
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const el = document.querySelector('img.ffp-image');
      return el !== null && el.complete && el.naturalWidth > 0;
    });
    await page.waitForLoadState('networkidle');
    const drawn = await img.evaluate((el) => ({
      currentSrc: el.currentSrc,
      cssWidth: el.getBoundingClientRect().width,
    }));
    return { downloads: await Promise.all(downloads), ...drawn };
  } finally {
    await context.close();
  }
}

/** The slot `sizes` gives at a viewport width (the markup's "(max-width: N px) calc(P vw - G px), M px" form). */
function slotOf(sizes, viewportWidth) {
  const match = /^\(max-width: (\d+)px\) calc\((\d+(?:\.\d+)?)vw - (\d+)px\), (\d+)px$/.exec(sizes);
  if (!match) return null;
  const [, max, vw, gutters, px] = match.map(Number);
  return viewportWidth <= max ? (viewportWidth * vw) / 100 - gutters : px;
}

/** The smallest width in `widths` at least `needed`, else the largest (the spec's plain choice). */
const smallestAtLeast = (widths, needed) =>
  widths.length === 0 ? null : (widths.find((w) => w >= needed) ?? widths.at(-1));

async function publishedPage(app, call, cookie, upload) {
  const bytes = await photo(424242, PAGE_PHOTO.width, PAGE_PHOTO.height);
  const item = await upload(bytes, 'page-photo.jpg');
  await variantsReady(app.url, cookie, [item.id]);
  const funnel = await call('POST', '/api/funnels', {
    name: 'Media bench page',
    templateType: 'landing',
    config: JSON.stringify({
      elements: [{ id: 'img-1', type: 'image', content: item.url, styles: { width: '100%' } }],
      pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
    }),
  });
  await call('PUT', `/api/funnels/${funnel.id}`, { status: 'published' });
  const pageUrl = `${app.url}/p/${funnel.id}`;
  const html = await (await fetch(pageUrl)).text();
  const picture = /<picture>[\s\S]*?<\/picture>/i.exec(html)?.[0] ?? '(no <picture> on the page)';
  const sizes = /sizes="([^"]+)"/i.exec(picture)?.[1] ?? '';
  const avifWidths = [
    ...(/type="image\/avif" srcSet="([^"]+)"/i.exec(picture)?.[1] ?? '').matchAll(/ (\d+)w/g),
  ]
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  const original = await fetch(new URL(item.url, app.url));
  const originalBytes = (await original.arrayBuffer()).byteLength;

  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = {};
  const views = [];
  try {
    for (const view of VIEWS) {
      const loaded = await loadPage(browser, pageUrl, view);
      const downloaded = loaded.downloads.reduce((sum, d) => sum + d.bytes, 0);
      const slot = slotOf(sizes, view.width);
      const expected = slot === null ? null : smallestAtLeast(avifWidths, slot * view.scale);
      const drawnNeed = smallestAtLeast(avifWidths, loaded.cssWidth * view.scale);
      rows[view.name] = {
        'drawn px': round(loaded.cssWidth * view.scale, 0),
        'sizes slot px': slot === null ? '—' : round(slot * view.scale, 0),
        chosen: variantOf(loaded.currentSrc),
        'smallest ≥ slot': expected === null ? '—' : `${expected}w`,
        'smallest ≥ drawn': drawnNeed === null ? '—' : `${drawnNeed}w`,
        responses: loaded.downloads.length,
        'KB downloaded': kb(downloaded),
        'KB original': kb(originalBytes),
        ratio: round(downloaded / originalBytes, 3),
      };
      views.push({ ...view, ...loaded, downloaded, slot, expected });
    }
  } finally {
    await browser.close();
  }
  return {
    uploadedBytes: bytes.length,
    originalBytes,
    original: { width: item.width, height: item.height, url: item.url },
    sizes,
    picture,
    rows,
    views,
  };
}

// ---- main --------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const [warmup, sequential, concurrent] = [
    await photos(1_000, WARMUP, PHOTO),
    await photos(1, IMAGES, PHOTO),
    await photos(10_001, IMAGES, PHOTO),
  ];
  const sizes = [...sequential, ...concurrent].map((b) => b.length);
  console.log(
    `Generated ${IMAGES * 2} photos of ${PHOTO.width}×${PHOTO.height} (JPEG q85, ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} KB, median ${kb(percentile(sizes, 50))} KB) in ${round((performance.now() - started) / 1000)} s.`,
  );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ff-bench-media-'));
  const app = await startApp();
  try {
    const { cookie, call } = await signUp(app.url, `bench.media.${Date.now()}@example.com`);
    const upload = uploader(app.url, cookie);
    const copy = (prefix) => (bytes, i) => writeFile(path.join(dir, `${prefix}-${i}.jpg`), bytes);

    // Warm-up: the upload path, sharp and the job, and the file system.
    const warm = await timedAll(warmup, 1, (bytes, i) => upload(bytes, `warmup-${i}.jpg`));
    await timedAll(warmup, 1, copy('warmup'));
    await variantsReady(
      app.url,
      cookie,
      warm.results.map((r) => r.id),
    );

    const bytesOf = (list) => list.reduce((sum, b) => sum + b.length, 0);
    const rows = {};
    const ratios = {};
    const runs = [
      { name: 'one at a time', images: sequential, concurrency: 1, prefix: 'seq' },
      { name: `${CONCURRENCY} at once`, images: concurrent, concurrency: CONCURRENCY, prefix: 'conc' },
    ];
    const ready = {};
    for (const run of runs) {
      const baseline = await timedAll(run.images, run.concurrency, copy(run.prefix));
      const first = performance.now();
      const uploaded = await timedAll(run.images, run.concurrency, (bytes, i) =>
        upload(bytes, `${run.prefix}-${i}.jpg`),
      );
      const last = first + uploaded.elapsedMs;
      rows[`writeFile, ${run.name}`] = throughput(baseline, bytesOf(run.images));
      rows[`upload, ${run.name}`] = throughput(uploaded, bytesOf(run.images));
      ratios[run.name] = round(uploaded.elapsedMs / baseline.elapsedMs, 0);
      const readyAt = await variantsReady(
        app.url,
        cookie,
        uploaded.results.map((r) => r.id),
      );
      const allReady = Math.max(...readyAt.values());
      ready[run.name] = { afterFirstMs: allReady - first, afterLastMs: allReady - last };
    }
    const seqFiles = sequential.slice(0, SAMPLE).map((_, i) => path.join(dir, `seq-${i}.jpg`));
    const direct = await directVariants(seqFiles, dir);
    const directPerImageMs = direct.elapsedMs / SAMPLE;
    const variantRows = {};
    for (const run of runs) {
      variantRows[`variants via job, ${run.name}`] = {
        'images/s': round(IMAGES / (ready[run.name].afterFirstMs / 1000), 2),
        's after first upload': round(ready[run.name].afterFirstMs / 1000),
        's after last answer': round(ready[run.name].afterLastMs / 1000),
      };
    }
    variantRows[`makeImageVariants direct (${SAMPLE} sampled, 2 at once)`] = {
      'images/s': round(1000 / directPerImageMs, 2),
      's after first upload': `${round((directPerImageMs * IMAGES) / 1000)} (for ${IMAGES})`,
      's after last answer': '',
    };

    const page = await publishedPage(app, call, cookie, upload);

    console.log(
      `\nUpload throughput: ${IMAGES} distinct photos per row, ${kb(bytesOf(sequential))} KB in all.`,
    );
    console.table(rows);
    for (const [name, ratio] of Object.entries(ratios))
      console.log(`upload time / writeFile time, ${name}: ${ratio}×`);
    console.log(`\nVariants (320/640/1024/1600 px × AVIF, WebP, JPEG) until every thumbnailUrl is set:`);
    console.table(variantRows);
    for (const run of runs)
      console.log(
        `job time / direct time, ${run.name}: ${round(ready[run.name].afterFirstMs / (directPerImageMs * IMAGES), 2)}×`,
      );
    console.log(
      `\nPublished page, one ${page.original.width}×${page.original.height} photo at width 100% (uploaded ${kb(page.uploadedBytes)} KB, stored original ${kb(page.originalBytes)} KB):`,
    );
    console.log(`sizes="${page.sizes}"`);
    console.table(page.rows);
    for (const view of page.views) {
      for (const d of view.downloads)
        console.log(`  ${view.name}: ${d.status} ${kb(d.bytes)} KB ${new URL(d.url).pathname}`);
    }
    const report = {
      bench: 'media',
      images: IMAGES,
      concurrency: CONCURRENCY,
      uploads: rows,
      uploadOverWriteFile: ratios,
      variants: variantRows,
      page: {
        original: page.original,
        uploadedBytes: page.uploadedBytes,
        originalBytes: page.originalBytes,
        picture: page.picture,
        views: page.views.map((v) => ({
          name: v.name,
          currentSrc: v.currentSrc,
          cssWidth: v.cssWidth,
          downloaded: v.downloaded,
          ratio: round(v.downloaded / page.originalBytes, 3),
          downloads: v.downloads,
        })),
      },
    };
    console.log(JSON.stringify(report));
  } finally {
    await app.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
