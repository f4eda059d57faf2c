import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { createFunnel, pageConfig, queryRows, recycle, setStatus, signedInClient } from './support/funnels';
import { MEDIA_LEGACY_IMPORT_JOB } from '../src/modules/media/media.jobs';
import { recordSubscription } from './support/subscription-recorder';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 17: the media library. Uploads are decided by their bytes and re-encoded; forged files
 * get a clear 4xx and leave nothing behind; images get srcset variants in the background;
 * funnels record which items they use; published pages draw variants, and a placeholder once an
 * item is deleted; another user's media is not found.
 */

let server: TestServer;
let client: TestClient;
let userId: string;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' });
  ({ client, userId } = await signedInClient(server));
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ff-media-test-'));
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

type MediaJson = {
  id: string;
  name: string;
  url: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  thumbnailUrl: string | null;
  usedInFunnels: Array<{ funnelId: string; funnelName: string }>;
  message?: string;
};

async function upload(
  as: TestClient,
  field: 'image' | 'video',
  content: Buffer,
  name: string,
  claimedType = 'application/octet-stream',
): Promise<{ status: number; json: MediaJson }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type: claimedType }), name);
  const res = await fetch(`${server.url}/api/upload/${field}`, {
    method: 'POST',
    headers: { cookie: as.cookie ?? '', origin: server.url },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as MediaJson };
}

const ITEM_FIELDS = `id name url type size width height duration thumbnailUrl source usedInFunnels { funnelId funnelName }`;

async function mediaItem(as: TestClient, id: string) {
  return as.gql<{ mediaItem: MediaJson }>(`query($id: ID!) { mediaItem(id: $id) { ${ITEM_FIELDS} } }`, {
    id,
  });
}

/** Waits for the background job to make an image's variants (its thumbnail appears). */
async function variantsReady(id: string): Promise<MediaJson> {
  for (let i = 0; i < 120; i += 1) {
    const res = await mediaItem(client, id);
    if (res.data?.mediaItem.thumbnailUrl) return res.data.mediaItem;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('variants were not made within 30 s');
}

/** What the user has stored: rows, and files on disk (the library and the upload scratch space). */
async function storedState(of = userId) {
  const rows = await queryRows<{ n: string }>(
    server,
    'select count(*) as n from media_items where user_id = $1',
    [of],
  );
  const files = await readdir(path.join(server.config.dataDir, 'uploads', of), { recursive: true }).catch(
    () => [] as string[],
  );
  const temp = await readdir(path.join(server.config.dataDir, 'tmp', 'uploads')).catch(() => [] as string[]);
  return { rows: Number(rows[0]?.n), files: files.length, temp: temp.length };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2050c0"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'GPS 51.5N 0.1W' } })
    .toBuffer();

/** A PNG whose header claims 30,000 × 30,000 pixels (900 megapixels) with a few bytes of data. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function makeVideo(file: string, extra: string[] = []): Promise<Buffer> {
  await promisify(execFile)(ffmpeg.path, [
    '-hide_banner',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10:duration=1',
    '-pix_fmt',
    'yuv420p',
    ...extra,
    '-y',
    file,
  ]);
  return readFile(file);
}

describe('uploads', () => {
  it('re-encodes an image: stored without its metadata, served as its type with immutable caching', async () => {
    const original = await photo(2000, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(client, 'image', original, 'team photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: 'image', name: 'team photo.jpg', width: 2000, height: 1200 });
    const served = await fetch(server.url + res.json.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('makes srcset variants in the background, and a WebP thumbnail for grids', async () => {
    const res = await upload(client, 'image', await photo(1800, 900), 'wide.jpg');
    const ready = await variantsReady(res.json.id);
    expect(ready.thumbnailUrl).toMatch(/\/w320\.webp$/);
    const [row] = await queryRows<{
      variants: Array<{ width: number; height: number; format: string; key: string }>;
    }>(server, 'select variants from media_items where id = $1', [res.json.id]);
    const made = (row?.variants ?? []).map((v) => `${v.width}x${v.height}.${v.format}`).sort();
    expect(made).toEqual(
      ['320x160', '640x320', '1024x512', '1600x800']
        .flatMap((size) => ['avif', 'jpg', 'webp'].map((format) => `${size}.${format}`))
        .sort(),
    );
    for (const variant of row?.variants ?? []) {
      const served = await fetch(`${server.url}/uploads/${variant.key}`);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ width: meta.width, format: meta.format }).toEqual({
        width: variant.width,
        format: { jpg: 'jpeg', webp: 'webp', avif: 'heif' }[variant.format],
      });
    }
  });

  it('stores a real video with its size, duration and a poster frame', async () => {
    const video = await makeVideo(path.join(scratch, 'clip.mp4'));
    const res = await upload(client, 'video', video, 'clip.mp4', 'video/mp4');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: 'video', width: 320, height: 240 });
    expect(res.json.duration).toBeCloseTo(1, 0);
    const served = await fetch(server.url + res.json.url);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    const poster = await fetch(server.url + String(res.json.thumbnailUrl));
    expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    const webm = await makeVideo(path.join(scratch, 'clip.webm'), ['-c:v', 'libvpx', '-b:v', '200k']).catch(
      () => null,
    );
    // The bundled ffmpeg may lack a WebM encoder; MP4 is the format every browser plays.
    if (webm) expect((await upload(client, 'video', webm, 'clip.webm')).json.type).toBe('video');
  });

  const JPEG = () => photo(40, 30);
  const forged: Array<[string, 'image' | 'video', () => Promise<Buffer> | Buffer, string, number, string]> = [
    [
      'a PHP file named .png',
      'image',
      () => Buffer.from('<?php system($_GET["c"]); ?>'),
      'shell.png',
      400,
      'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF); SVG is not accepted',
    ],
    [
      'an HTML file sent as an image',
      'image',
      () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      'page.jpg',
      400,
      'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF); SVG is not accepted',
    ],
    [
      'an SVG',
      'image',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'logo.svg',
      400,
      'Only image files can be uploaded (PNG, JPEG, GIF, WebP or AVIF); SVG is not accepted',
    ],
    [
      'an image over 10 MB',
      'image',
      async () => Buffer.concat([await JPEG(), Buffer.alloc(10 * 1024 * 1024)]),
      'huge.jpg',
      413,
      'Images must be 10 MB or smaller',
    ],
    [
      'a decompression bomb',
      'image',
      decompressionBomb,
      'bomb.png',
      400,
      'This image is too large to process (over 50 megapixels); resize it and try again',
    ],
    [
      'a truncated JPEG',
      'image',
      async () => (await JPEG()).subarray(0, 200),
      'cut.jpg',
      400,
      'This image could not be read: the file is damaged or not really an image',
    ],
    [
      'an image sent as a video',
      'video',
      JPEG,
      'clip.mp4',
      400,
      'Only video files can be uploaded here (MP4, WebM or MOV)',
    ],
    [
      'a video signature with garbage after it',
      'video',
      () =>
        Buffer.concat([
          Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
          Buffer.from('<script>alert(1)</script>'.repeat(50)),
        ]),
      'fake.mp4',
      400,
      'This video could not be played: the file is damaged or not really a video',
    ],
  ];

  it.each(forged)(
    'refuses %s with a clear 4xx and leaves nothing behind',
    async (_what, field, make, name, status, message) => {
      const before = await storedState();
      const res = await upload(
        client,
        field,
        await make(),
        name,
        field === 'image' ? 'image/png' : 'video/mp4',
      );
      expect({ status: res.status, message: res.json.message }).toEqual({ status, message });
      expect(await storedState()).toEqual(before);
    },
  );

  it('stores a polyglot (an image with a script after it) only as the re-encoded picture', async () => {
    const polyglot = Buffer.concat([
      await JPEG(),
      Buffer.from('<script>alert(document.domain)</script><?php ?>'),
    ]);
    const res = await upload(client, 'image', polyglot, 'poly.jpg');
    expect(res.status).toBe(201);
    const bytes = Buffer.from(await (await fetch(server.url + res.json.url)).arrayBuffer());
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('answers the missing-file messages', async () => {
    const empty = async (field: 'image' | 'video') => {
      const res = await fetch(`${server.url}/api/upload/${field}`, {
        method: 'POST',
        headers: { cookie: client.cookie ?? '', origin: server.url },
        body: new FormData(),
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    };
    expect(await empty('image')).toEqual({ status: 400, message: 'Choose an image file to upload' });
    expect(await empty('video')).toEqual({ status: 400, message: 'Choose a video file to upload' });
  });
});

describe('usage, publishing and deleting', () => {
  it('records the funnels that use an item on save, and forgets them when the funnel changes or goes to the bin', async () => {
    const image = (await upload(client, 'image', await photo(800, 600), 'hero.jpg')).json;
    const funnel = await createFunnel(client, {
      name: 'Spring sale',
      config: JSON.stringify(pageConfig([{ type: 'image', content: image.url }])),
    });
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toEqual([
      { funnelId: funnel.id, funnelName: 'Spring sale' },
    ]);
    // A copy of the funnel uses it too.
    const copy = await client.post(`/api/funnels/${funnel.id}/duplicate`);
    expect(copy.status).toBeLessThan(300);
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toHaveLength(2);
    const copyId = (copy.json as { id: string }).id;
    await recycle(client, copyId);
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toEqual([
      { funnelId: funnel.id, funnelName: 'Spring sale' },
    ]);
    const saved = await client.put(`/api/funnels/${funnel.id}`, {
      config: JSON.stringify(pageConfig([{ type: 'headline', content: 'No image now' }])),
    });
    expect(saved.status).toBe(200);
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toEqual([]);
  });

  it('counts an image used only by an A/B test variant’s page, until the test ends', async () => {
    const image = (await upload(client, 'image', await photo(640, 480), 'variant.jpg')).json;
    const funnel = await createFunnel(client, {
      name: 'Variant image',
      config: JSON.stringify(pageConfig([{ type: 'headline', content: 'No image on the page' }])),
    });
    const test = await client.post('/api/experiments', { funnelId: funnel.id });
    expect(test.status).toBe(201);
    const testId = (test.json as { id: string }).id;
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toEqual([]);
    const saved = await client.put(`/api/experiments/${testId}/variants/B`, {
      elements: pageConfig([{ type: 'image', content: image.url }]).elements,
    });
    expect(saved.status).toBe(200);
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toEqual([
      { funnelId: funnel.id, funnelName: 'Variant image' },
    ]);
    // Saving the funnel's own page keeps the variant's image counted.
    await client.put(`/api/funnels/${funnel.id}`, { name: 'Variant image' });
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toHaveLength(1);
    expect((await client.post(`/api/experiments/${testId}/end`)).status).toBe(200);
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toEqual([]);
  });

  it('publishes library images with srcset variants, and a placeholder once the image is deleted', async () => {
    const image = (await upload(client, 'image', await photo(1400, 700), 'banner.jpg')).json;
    await variantsReady(image.id);
    const funnel = await createFunnel(client, {
      name: 'Webinar',
      config: JSON.stringify(pageConfig([{ type: 'image', content: image.url, styles: { width: '50%' } }])),
    });
    await setStatus(client, funnel.id, 'published');
    const page = await (await fetch(`${server.url}/p/${funnel.id}`)).text();
    expect(page).toContain('<picture>');
    expect(page).toMatch(
      /<source type="image\/avif" srcSet="[^"]*\/w320\.avif 320w, [^"]*\/w640\.avif 640w, [^"]*\/w1024\.avif 1024w"/i,
    );
    expect(page).toContain('sizes="(max-width: 1040px) calc(50vw - 24px), 496px"');
    expect(page).toMatch(/<img[^>]*width="1400"[^>]*height="700"/);

    // Used: the REST list says so, and deleting still works (the UI confirms first).
    const listed = await client.get('/api/media');
    const entry = (listed.json as { images: MediaJson[] }).images.find((m) => m.id === image.id);
    expect(entry?.usedInFunnels).toEqual([{ funnelId: funnel.id, funnelName: 'Webinar' }]);
    const removed = await client.request('DELETE', '/api/media/delete', { id: image.id, type: 'image' });
    expect(removed.status).toBe(200);
    expect(await storedState()).toMatchObject({ temp: 0 });
    expect((await fetch(server.url + image.url)).status).toBe(404);
    // The page is published again without the image (this process's cache is dropped at once).
    const after = await (await fetch(`${server.url}/p/${funnel.id}`)).text();
    expect(after).not.toContain(image.url);
    expect(after).toContain('ffp-image__placeholder');
  });

  it('deletes under both of the spec paths, checks the type, and answers not found for unknown ids', async () => {
    const image = (await upload(client, 'image', await photo(50, 50), 'a.jpg')).json;
    expect(
      (await client.request('DELETE', '/api/ai/delete-media', { id: image.id, type: 'video' })).json,
    ).toMatchObject({
      message: 'This item is not a video',
    });
    expect((await client.request('DELETE', '/api/ai/delete-media', { id: image.id })).status).toBe(200);
    const again = await client.request('DELETE', '/api/media/delete', { id: image.id });
    expect({ status: again.status, json: again.json }).toEqual({
      status: 404,
      json: { message: 'Media not found' },
    });
  });
});

describe('lists and tenancy', () => {
  it('pages the library newest first with cursors, filters it, and counts it', async () => {
    const { client: own } = await signedInClient(server);
    const names: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      names.push(`shot-${i}.jpg`);
      expect((await upload(own, 'image', await photo(20 + i, 20), `shot-${i}.jpg`)).status).toBe(201);
    }
    const page = (after?: string) =>
      own.gql<{
        mediaItems: { items: MediaJson[]; total: number; endCursor: string | null; hasMore: boolean };
      }>(
        `query($after: String) { mediaItems(limit: 2, after: $after) { items { name } total endCursor hasMore } }`,
        { after },
      );
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await page(cursor);
      const list = res.data?.mediaItems;
      if (!list) throw new Error(JSON.stringify(res.errors));
      expect(list.total).toBe(5);
      seen.push(...list.items.map((m) => m.name));
      if (!list.hasMore) break;
      cursor = list.endCursor ?? undefined;
    }
    expect(seen).toEqual([...names].reverse());
    const search = await own.gql<{ mediaItems: { items: MediaJson[] } }>(
      `{ mediaItems(filter: { search: "shot-3", type: "image", source: "upload" }) { items { name } } }`,
    );
    expect(search.data?.mediaItems.items.map((m) => m.name)).toEqual(['shot-3.jpg']);
    const none = await own.gql<{ mediaItems: { items: MediaJson[] } }>(
      `{ mediaItems(filter: { source: "ai" }) { items { name } } }`,
    );
    expect(none.data?.mediaItems.items).toEqual([]);
    const stats = await own.gql<{ mediaStats: Record<string, number> }>(
      `{ mediaStats { total images videos audio aiGenerated totalBytes } }`,
    );
    expect(stats.data?.mediaStats).toMatchObject({
      total: 5,
      images: 5,
      videos: 0,
      audio: 0,
      aiGenerated: 0,
    });
    expect(stats.data?.mediaStats.totalBytes).toBeGreaterThan(0);
    expect((await own.get('/api/ai/images')).json).toEqual([]);
    expect((await own.get('/api/ai/videos')).json).toEqual([]);
    expect((await own.get('/api/media/audio')).json).toEqual([]);
    expect((await own.get('/api/ai/audio-library')).json).toEqual([]);
  });

  it("never shows, deletes or counts another user's media", async () => {
    const image = (await upload(client, 'image', await photo(30, 30), 'private.jpg')).json;
    const { client: other, userId: otherId } = await signedInClient(server);
    expect((await mediaItem(other, image.id)).errors?.[0]?.message).toBe('Media not found');
    const del = await other.request('DELETE', '/api/media/delete', { id: image.id });
    expect(del.status).toBe(404);
    expect((await other.get('/api/media')).json).toEqual({ images: [], videos: [] });
    // Naming my file in their funnel does not make it theirs: no usage is recorded on my item.
    await createFunnel(other, {
      config: JSON.stringify(pageConfig([{ type: 'image', content: image.url }])),
    });
    expect((await mediaItem(client, image.id)).data?.mediaItem.usedInFunnels).toEqual([]);
    expect(await storedState(otherId)).toMatchObject({ rows: 0 });
  });
});

describe('uploads from before the library had a table', () => {
  it('are added to the library where they are, once, and keep their addresses', async () => {
    const { client: own, userId: ownId } = await signedInClient(server);
    const id = randomUUID();
    const dir = path.join(server.config.dataDir, 'uploads', ownId);
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, `${id}.png`),
      await sharp(await photo(90, 60))
        .png()
        .toBuffer(),
    );
    await writeFile(path.join(dir, `${id}.name`), 'old logo.png');
    // Not an image: left alone.
    await writeFile(path.join(dir, `${randomUUID()}.gif`), 'GIF89a but not really');
    for (let run = 0; run < 2; run += 1) {
      await server.deps.jobs.send(MEDIA_LEGACY_IMPORT_JOB, {});
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    let items: MediaJson[] = [];
    for (let i = 0; i < 40 && items.length === 0; i += 1) {
      const res = await own.gql<{ mediaItems: { items: MediaJson[] } }>(
        `{ mediaItems { items { ${ITEM_FIELDS} } } }`,
      );
      items = res.data?.mediaItems.items ?? [];
      if (items.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(items).toEqual([
      expect.objectContaining({
        id,
        name: 'old logo.png',
        url: `/uploads/${ownId}/${id}.png`,
        width: 90,
        height: 60,
      }),
    ]);
    const funnel = await createFunnel(own, {
      name: 'Old page',
      config: JSON.stringify(pageConfig([{ type: 'image', content: `/uploads/${ownId}/${id}.png` }])),
    });
    expect((await mediaItem(own, id)).data?.mediaItem.usedInFunnels).toEqual([
      { funnelId: funnel.id, funnelName: 'Old page' },
    ]);
  });
});

describe('mediaChanged', () => {
  it("tells the owner's open screens when an item is added, its thumbnail made and deleted, and tells no one else", async () => {
    const { client: own } = await signedInClient(server);
    const { client: other } = await signedInClient(server);
    const ws = own.ws();
    const otherWs = other.ws();
    try {
      const updates = recordSubscription<{ mediaChanged: { id: string; change: string } }>(
        ws,
        'subscription { mediaChanged { id change } }',
      );
      const theirs = recordSubscription<{ mediaChanged: { id: string; change: string } }>(
        otherWs,
        'subscription { mediaChanged { id change } }',
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const image = (await upload(own, 'image', await photo(700, 500), 'live.jpg')).json;
      await updates.until(() => updates.results.length >= 2, 'created and updated');
      expect((await own.request('DELETE', '/api/media/delete', { id: image.id })).status).toBe(200);
      await updates.until(() => updates.results.length >= 3, 'deleted');
      expect(updates.results.map((r) => r.data?.mediaChanged)).toEqual([
        { id: image.id, change: 'created' },
        { id: image.id, change: 'updated' },
        { id: image.id, change: 'deleted' },
      ]);
      expect(theirs.results).toEqual([]);
      updates.unsubscribe();
      theirs.unsubscribe();
    } finally {
      await ws.dispose();
      await otherWs.dispose();
    }
  });
});
