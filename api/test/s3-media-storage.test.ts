import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../src/config';
import { createMediaStorage } from '../src/modules/media/storage/create-media-storage';
import { LocalMediaStorage } from '../src/modules/media/storage/local-media-storage';
import { S3MediaStorage } from '../src/modules/media/storage/s3-media-storage';
import { startS3rver } from './support/s3rver';

/**
 * The S3 adapter of the media library against s3rver, a local S3-compatible server: what goes in
 * comes back byte for byte (a multipart upload included), and deletes take what they should.
 */

const BUCKET = 'media';
const MB = 1024 * 1024;

let server: ChildProcess;
let directory: string;
let endpoint: string;
let storage: S3MediaStorage;

/** The settings loadConfig makes for S3_BUCKET etc. (s3rver accepts the key S3RVER / S3RVER). */
function settings(extra: NodeJS.ProcessEnv = {}) {
  const s3 = loadConfig({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ...extra,
  }).media.s3;
  if (!s3) throw new Error('S3_BUCKET gave no S3 settings');
  return s3;
}

/** `size` bytes of a deterministic pattern, in 64 KiB chunks, with no length known up front. */
function generated(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent));
      for (let i = 0; i < chunk.length; i++) chunk[i] = ((sent + i) * 31 + ((sent + i) >> 16)) & 0xff;
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A client of the test's own, to look at the bucket past the adapter. */
const testClient = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

const putText = (key: string, content: string) =>
  storage.put(key, Readable.from([Buffer.from(content)]), { contentType: 'text/plain' });

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'ff-s3rver-'));
  const started = await startS3rver(directory, BUCKET);
  server = started.child;
  endpoint = `http://127.0.0.1:${started.port}`;
  storage = new S3MediaStorage(settings());
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill();
    await exited;
  }
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('S3MediaStorage against s3rver', () => {
  it('streams a 12 MB file of unknown length up in parts and reads it back unchanged', async () => {
    const size = 12 * MB;
    const expected = await digest(generated(size));
    const key = 'user-a/0123abcd-video.mp4';

    // Which requests the adapter sends: parts of a multipart upload, not one body held in memory.
    const send = jest.spyOn(S3Client.prototype, 'send');
    try {
      await storage.put(key, generated(size), { contentType: 'video/mp4' });
      const sent = send.mock.calls.map(([command]) => command.constructor.name);
      expect(sent).toContain('CreateMultipartUploadCommand');
      expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
      expect(sent).toContain('CompleteMultipartUploadCommand');
    } finally {
      send.mockRestore();
    }

    const file = await storage.get(key);
    expect(file).not.toBeNull();
    expect(file?.size).toBe(size);
    expect(file?.contentType).toBe('video/mp4');
    expect(await digest(file!.body)).toEqual(expected);

    const client = testClient();
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      expect(head.ContentType).toBe('video/mp4');
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(head.ContentLength).toBe(size);
    } finally {
      client.destroy();
    }
  });

  it('fails a put whose stream fails, leaving nothing under the key', async () => {
    const key = 'user-a/broken-upload.mp4';
    const broken = generated(12 * MB);
    let read = 0;
    broken.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > 7 * MB) broken.destroy(new Error('client went away'));
    });
    // Which error: the stream's on S3; s3rver has no AbortMultipartUpload, so there the abort's
    // MethodNotAllowed (lib-storage aborts the upload when a part fails) comes out instead.
    await expect(storage.put(key, broken, { contentType: 'video/mp4' })).rejects.toThrow();
    expect(await storage.get(key)).toBeNull();
  });

  it('stores a small file whole and replaces it on a second put', async () => {
    await putText('user-a/small.txt', 'first');
    await putText('user-a/small.txt', 'second');
    const file = await storage.get('user-a/small.txt');
    expect(file?.size).toBe('second'.length);
    expect(file?.contentType).toBe('text/plain');
    expect(await text(file!.body)).toBe('second');
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await storage.get('user-a/missing.png')).toBeNull();
  });

  it('removes files, and a missing key is no error', async () => {
    await putText('user-c/one.txt', '1');
    await putText('user-c/two.txt', '2');
    await putText('user-c/three.txt', '3');

    await storage.remove(['user-c/one.txt', 'user-c/two.txt', 'user-c/never-stored.txt']);
    await storage.remove([]);

    expect(await storage.get('user-c/one.txt')).toBeNull();
    expect(await storage.get('user-c/two.txt')).toBeNull();
    expect(await text((await storage.get('user-c/three.txt'))!.body)).toBe('3');
  });

  it("removes a user's folder over several list pages, and nothing else", async () => {
    // ListObjectsV2 answers at most 1000 keys a page: 1010 files take two pages.
    const userA = Array.from({ length: 1010 }, (_, i) => `user-a/file-${i}.txt`);
    // Ten at a time: s3rver, a single process, dropped sockets under 50 at once on a busy machine.
    for (let start = 0; start < userA.length; start += 10)
      await Promise.all(userA.slice(start, start + 10).map((key) => putText(key, key)));
    await putText('user-a/nested/w640.webp', 'variant');
    await putText('user-b/keep.txt', 'b');
    // A folder, not a string prefix: user-ab is another user.
    await putText('user-ab/keep.txt', 'ab');

    await storage.removePrefix('user-a/');

    const client = testClient();
    try {
      const left = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'user-a/' }));
      expect(left.KeyCount ?? 0).toBe(0);
    } finally {
      client.destroy();
    }
    expect(await storage.get('user-a/nested/w640.webp')).toBeNull();
    expect(await text((await storage.get('user-b/keep.txt'))!.body)).toBe('b');
    expect(await text((await storage.get('user-ab/keep.txt'))!.body)).toBe('ab');
  }, 120_000); // 1 010 uploads and a paged delete: slow on a busy machine, whatever the code does

  it('removes an empty folder without error', async () => {
    await expect(storage.removePrefix('user-nobody')).resolves.toBeUndefined();
  });
});

describe('S3MediaStorage addresses', () => {
  it('serves through this app at /uploads without a public URL', () => {
    expect(storage.kind).toBe('s3');
    expect(storage.url('user-a/abc-1.png')).toBe('/uploads/user-a/abc-1.png');
    expect(storage.source).toBe("'self'");
  });

  it('serves from S3_PUBLIC_URL when there is one', () => {
    const cdn = new S3MediaStorage(settings({ S3_PUBLIC_URL: 'https://cdn.example.com/media/' }));
    expect(cdn.url('user-a/abc-1.png')).toBe('https://cdn.example.com/media/user-a/abc-1.png');
    expect(cdn.source).toBe('https://cdn.example.com');
  });

  it('refuses keys that are not media keys', async () => {
    expect(() => storage.url('../x')).toThrow('Not a media storage key');
    expect(() => storage.url('/abs')).toThrow('Not a media storage key');
    await expect(storage.get('../x')).rejects.toThrow('Not a media storage key');
    await expect(putText('/abs', 'x')).rejects.toThrow('Not a media storage key');
    await expect(storage.remove(['user-a/ok.txt', '../x'])).rejects.toThrow('Not a media storage key');
    await expect(storage.removePrefix('../')).rejects.toThrow('Not a media storage key');
    await expect(storage.removePrefix('/')).rejects.toThrow('Not a media storage key');
  });
});

describe('createMediaStorage', () => {
  it('keeps files on local disk under DATA_DIR/uploads without S3_BUCKET', () => {
    const config = loadConfig({ DATA_DIR: directory });
    const chosen = createMediaStorage(config);
    expect(chosen).toBeInstanceOf(LocalMediaStorage);
    expect(chosen.kind).toBe('local');
    expect((chosen as LocalMediaStorage).root).toBe(path.join(directory, 'uploads'));
  });

  it('uses the bucket when S3_BUCKET is set', async () => {
    const chosen = createMediaStorage(
      loadConfig({
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
    expect(chosen).toBeInstanceOf(S3MediaStorage);
    expect(chosen.kind).toBe('s3');
    // It talks to the configured endpoint: what the test storage wrote is there.
    await putText('user-b/through-config.txt', 'hello');
    expect(await text((await chosen.get('user-b/through-config.txt'))!.body)).toBe('hello');
  });
});
