import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { createFunnel, pageConfig, setStatus, signedInClient } from './support/funnels';
import { startS3rver, stopS3rver } from './support/s3rver';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The media library on an S3-compatible bucket (S3_* settings), against s3rver: uploads, their
 * variants and deletes happen in the bucket, nothing on local disk; without S3_PUBLIC_URL this
 * app serves the files at /uploads with its own headers; with it, addresses point at it and
 * published pages allow its origin.
 */

const BUCKET = 'media';
let s3rver: ChildProcess | undefined;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'ff-s3rver-'));
  const started = await startS3rver(directory, BUCKET);
  s3rver = started.child;
  endpoint = `http://127.0.0.1:${started.port}`;
});
afterAll(async () => {
  await stopS3rver(s3rver);
  await rm(directory, { recursive: true, force: true });
});

const s3Env = (extra: Record<string, string> = {}) => ({
  LOG_LEVEL: 'error',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  ...extra,
});

async function bucketKeys(prefix: string): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

async function upload(server: TestServer, client: TestClient, content: Buffer, name: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(content)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${server.url}/api/upload/image`, {
    method: 'POST',
    headers: { cookie: client.cookie ?? '', origin: server.url },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as { id: string; url: string; message?: string } };
}

async function thumbnailOf(client: TestClient, id: string): Promise<string> {
  for (let i = 0; i < 120; i += 1) {
    const res = await client.gql<{ mediaItem: { thumbnailUrl: string | null } }>(
      `query($id: ID!) { mediaItem(id: $id) { thumbnailUrl } }`,
      { id },
    );
    if (res.data?.mediaItem.thumbnailUrl) return res.data.mediaItem.thumbnailUrl;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('variants were not made within 30 s');
}

describe('media on S3 served through this app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(s3Env());
  });
  afterAll(() => server.close());

  it('stores uploads and their variants in the bucket, serves them at /uploads, and deletes them there', async () => {
    const { client, userId } = await signedInClient(server);
    const original = await photo(700, 400);
    const res = await upload(server, client, original, 'sky.jpg');
    expect(res.status).toBe(201);
    expect(res.json.url).toMatch(new RegExp(`^/uploads/${userId}/[0-9a-f]{16}-${res.json.id}\\.jpg$`));
    const thumbnail = await thumbnailOf(client, res.json.id);

    const keys = await bucketKeys(`${userId}/`);
    expect(keys).toContain(res.json.url.slice('/uploads/'.length));
    // 320 and 640 px (narrower than the original), each as AVIF, WebP and JPEG.
    expect(keys.filter((k) => /\/w\d+\.(avif|webp|jpg)$/.test(k))).toHaveLength(6);

    const served = await fetch(server.url + res.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(700);
    const thumb = await fetch(server.url + thumbnail);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
    });
    expect((await fetch(`${server.url}/uploads/${userId}/nothing.jpg`)).status).toBe(404);

    const removed = await client.request('DELETE', '/api/media/delete', { id: res.json.id });
    expect(removed.status).toBe(200);
    expect(await bucketKeys(`${userId}/`)).toEqual([]);
  });
});

describe('media on S3 with a public address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(s3Env({ S3_PUBLIC_URL: 'https://cdn.example.com/media/' }));
  });
  afterAll(() => server.close());

  it('answers addresses on the public URL, and published pages allow its origin', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await upload(server, client, await photo(300, 200), 'logo.jpg');
    expect(res.json.url).toMatch(new RegExp(`^https://cdn\\.example\\.com/media/${userId}/[0-9a-f]{16}-`));
    const funnel = await createFunnel(client, {
      config: JSON.stringify(pageConfig([{ type: 'image', content: res.json.url }])),
    });
    const used = await client.gql<{ mediaItem: { usedInFunnels: Array<{ funnelId: string }> } }>(
      `query($id: ID!) { mediaItem(id: $id) { usedInFunnels { funnelId } } }`,
      { id: res.json.id },
    );
    expect(used.data?.mediaItem.usedInFunnels).toEqual([{ funnelId: funnel.id }]);
    await setStatus(client, funnel.id, 'published');
    const page = await fetch(`${server.url}/p/${funnel.id}`);
    expect(page.headers.get('content-security-policy')).toContain("img-src 'self' https://cdn.example.com");
    expect(await page.text()).toContain(res.json.url);
  });
});
