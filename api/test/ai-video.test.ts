import { execFile, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import ffprobe from '@ffprobe-installer/ffprobe';
import { AI_VIDEO_JOB } from '../src/modules/ai/video-generation.service';
import { queryRows, signedInClient } from './support/funnels';
import { recordSubscription } from './support/subscription-recorder';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';
import { roomyTrialWith } from './support/plans';

/**
 * Issue 18, video: Luma Dream Machine against a local stand-in speaking its API, the offline
 * generator making real MP4s with the bundled ffmpeg, allowances, live updates, ownership,
 * dubbing a video with an audio file, and recovery after a restart.
 */

jest.setTimeout(120_000);

const run = promisify(execFile);
const API_KEY = 'luma-test-key';
const REFUSAL = 'Prompt contains content that violates our policy';
/** Luma's 400 answer ({detail}) to a request it will never accept. */
const BAD_REQUEST = 'Invalid request: the prompt mentions a real person by name';
/** How long the stand-in takes over each answer for a 'slow' prompt: well under the 5 s timeout. */
const SLOW_MS = 2000;
let scratch: string;
let clipMp4: Buffer;
let tonedMp4: Buffer;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ff-ai-video-test-'));
  const clip = path.join(scratch, 'clip.mp4');
  await run(ffmpeg.path, [
    ...['-hide_banner', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=24:duration=2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mp4', '-y', clip],
  ]);
  clipMp4 = await readFile(clip);
  // A video with its own loud, steady sound (a 1 kHz tone) for dubbing to replace.
  const toned = path.join(scratch, 'toned.mp4');
  await run(ffmpeg.path, [
    ...['-hide_banner', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=24:duration=5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=1000:duration=5:sample_rate=44100'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-f', 'mp4', '-y', toned],
  ]);
  tonedMp4 = await readFile(toned);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

type Seen = { auth: string | undefined; body: Record<string, unknown> };

/** Speaks Luma's generations API: queued, then dreaming, then completed (or failed); the prompt picks the behaviour. */
class LumaStandIn {
  readonly seen: Seen[] = [];
  private readonly polls = new Map<string, number>();
  private readonly prompts = new Map<string, string>();
  private readonly busyOnce = new Set<string>();
  /** The Luma ids of slow prompts: their polls are slow too. */
  private readonly slow = new Set<string>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.answer(req).then(({ status, json, body, headers }) => {
        res.writeHead(status, { 'content-type': body ? 'video/mp4' : 'application/json', ...headers });
        res.end(body ?? JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private generation(id: string, state: string, extra: Record<string, unknown> = {}) {
    return { id, state, failure_reason: null, created_at: new Date().toISOString(), assets: null, ...extra };
  }

  private async answer(req: IncomingMessage): Promise<{
    status: number;
    json?: unknown;
    body?: Buffer;
    headers?: Record<string, string>;
  }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'GET' && req.url === '/files/clip.mp4') return { status: 200, body: clipMp4 };
    if (req.headers.authorization !== `Bearer ${API_KEY}`)
      return { status: 401, json: { detail: 'Invalid API key' } };
    if (req.method === 'POST' && req.url === '/dream-machine/v1/generations') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      this.seen.push({ auth: req.headers.authorization, body });
      const prompt = String(body.prompt);
      if (prompt.includes('busy') && !this.busyOnce.has(prompt)) {
        this.busyOnce.add(prompt);
        return { status: 429, headers: { 'retry-after': '0' }, json: { detail: 'Too many requests' } };
      }
      // A permanent refusal, as Luma answers a request it will not take: 400 with {detail}.
      if (prompt.includes('reject')) return { status: 400, json: { detail: BAD_REQUEST } };
      const id = `gen-${this.prompts.size + 1}-${Date.now()}`;
      if (prompt.includes('slow')) {
        this.slow.add(id);
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      }
      this.prompts.set(id, prompt);
      this.polls.set(id, 0);
      return { status: 201, json: this.generation(id, 'queued') };
    }
    const match = /^\/dream-machine\/v1\/generations\/([^/]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1]!);
      if (!this.prompts.has(id)) return { status: 404, json: { detail: 'Generation not found' } };
      if (this.slow.has(id)) await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      const n = (this.polls.get(id) ?? 0) + 1;
      this.polls.set(id, n);
      if (n === 1) return { status: 200, json: this.generation(id, 'dreaming') };
      if (this.prompts.get(id)!.includes('refuse'))
        return { status: 200, json: this.generation(id, 'failed', { failure_reason: REFUSAL }) };
      if (n === 2) return { status: 200, json: this.generation(id, 'dreaming') };
      return {
        status: 200,
        json: this.generation(id, 'completed', {
          assets: { video: `${this.url}/files/clip.mp4`, image: `${this.url}/files/poster.jpg` },
        }),
      };
    }
    return { status: 404, json: { detail: 'Unknown route' } };
  }
}

type Facts = {
  width: number;
  height: number;
  duration: number;
  videoCodec: string | null;
  audioCodec: string | null;
};

/** What ffprobe reads back from a file: picture size, duration and the codecs of its streams. */
async function probe(file: string): Promise<Facts> {
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      ffprobe.path,
      [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,codec_name,width,height:format=duration',
        '-of',
        'json',
        file,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (text += chunk));
    child.once('error', reject);
    child.once('close', () => resolve(text));
  });
  const read = JSON.parse(stdout || '{}') as {
    streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number }>;
    format?: { duration?: string };
  };
  const video = read.streams?.find((s) => s.codec_type === 'video');
  const audio = read.streams?.find((s) => s.codec_type === 'audio');
  return {
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    duration: Number(read.format?.duration ?? 0),
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
  };
}

/** A file's audio decoded to 16 kHz mono 16-bit samples (none when it has no audio stream). */
async function samplesOf(file: string): Promise<Int16Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpeg.path,
      ['-hide_banner', '-i', file, '-vn', '-f', 's16le', '-ac', '1', '-ar', String(RATE), '-'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', () => {
      const pcm = Buffer.concat(chunks);
      resolve(new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2)));
    });
  });
}

const RATE = 16000;

/** The RMS of samples between two times (seconds), the whole when not given. */
function rmsOf(samples: Int16Array, from = 0, to = samples.length / RATE): number {
  const part = samples.subarray(Math.round(from * RATE), Math.round(to * RATE));
  let sum = 0;
  for (const s of part) sum += s * s;
  return Math.sqrt(sum / Math.max(1, part.length));
}

/** The RMS of a file's audio decoded to 16 kHz mono, and its length in seconds. */
async function audioEnergy(file: string): Promise<{ rms: number; seconds: number }> {
  const samples = await samplesOf(file);
  return { rms: rmsOf(samples), seconds: samples.length / RATE };
}

/** Loudness over time: the RMS of each 50 ms, for `seconds`. */
function envelopeOf(samples: Int16Array, seconds: number): number[] {
  const windows: number[] = [];
  for (let at = 0; at + 0.05 <= seconds; at += 0.05) windows.push(rmsOf(samples, at, at + 0.05));
  return windows;
}

/** Pearson correlation of two equally long series: 1 when one rises and falls with the other. */
function correlation(a: number[], b: number[]): number {
  const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    const y = b[i]!;
    ab += (x - ma) * (y - mb);
    aa += (x - ma) ** 2;
    bb += (y - mb) ** 2;
  });
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}

/** Uploads a video file to the media library, as the builder's upload does. */
async function uploadVideo(server: TestServer, as: TestClient, content: Buffer, name: string) {
  const form = new FormData();
  form.append('video', new Blob([new Uint8Array(content)], { type: 'video/mp4' }), name);
  const res = await fetch(`${server.url}/api/upload/video`, {
    method: 'POST',
    headers: { cookie: as.cookie ?? '', origin: server.url },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string; name: string };
}

/** Every frame decoded to 16x16 grey bytes: enough to tell frames apart. */
async function tinyFrames(file: string): Promise<Buffer[]> {
  const { stdout } = await run(
    ffmpeg.path,
    ['-hide_banner', '-i', file, '-vf', 'scale=16:16', '-pix_fmt', 'gray', '-f', 'rawvideo', '-'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const frames: Buffer[] = [];
  for (let at = 0; at + 256 <= stdout.length; at += 256) frames.push(stdout.subarray(at, at + 256));
  return frames;
}

const meanDifference = (a: Buffer, b: Buffer) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

/** Downloads a stored file of the server into the scratch folder. */
async function saved(server: TestServer, url: string, name: string): Promise<string> {
  const res = await fetch(new URL(url, server.url));
  expect(res.status).toBe(200);
  const file = path.join(scratch, name);
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

const FIELDS =
  'id prompt status model resolution duration aspectRatio style audio loop enhancePrompt videoUrl thumbnailUrl failureReason isPatched funnelId elementId mediaId generator estimatedCost progress createdAt updatedAt';

type VideoJson = {
  id: string;
  prompt: string;
  status: string;
  model: string;
  resolution: string;
  duration: string;
  aspectRatio: string;
  style: string | null;
  audio: string;
  loop: boolean;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  failureReason: string | null;
  isPatched: boolean;
  mediaId: string | null;
  generator: string | null;
  estimatedCost: number;
  progress: number | null;
};

async function startVideo(as: TestClient, input: Record<string, unknown>) {
  return as.gql<{ generateVideo: VideoJson }>(
    `mutation($input: GenerateVideoInput!) { generateVideo(input: $input) { ${FIELDS} } }`,
    { input },
  );
}

async function videoOf(as: TestClient, id: string) {
  return as.gql<{ videoGeneration: VideoJson }>(
    `query($id: ID!) { videoGeneration(id: $id) { ${FIELDS} } }`,
    {
      id,
    },
  );
}

async function finished(as: TestClient, id: string, seconds = 60): Promise<VideoJson> {
  for (let i = 0; i < seconds * 4; i += 1) {
    const g = (await videoOf(as, id)).data?.videoGeneration;
    if (g && (g.status === 'completed' || g.status === 'failed')) return g;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`video ${id} did not finish within ${seconds} s`);
}

describe('Luma Dream Machine (a local stand-in speaking its API)', () => {
  const luma = new LumaStandIn();
  let server: TestServer;

  beforeAll(async () => {
    await luma.start();
    server = await startTestServer({
      LUMA_API_KEY: API_KEY,
      LUMA_BASE_URL: luma.url,
      LUMA_POLL_SECONDS: '1',
      // Short enough that the slow answers below are near it, long enough that they succeed.
      AI_REQUEST_TIMEOUT_SECONDS: '5',
      PLANS_FILE: await roomyTrialWith({ maxAiVideos: 2 }),
      LOG_LEVEL: 'error',
    });
  });
  afterAll(async () => {
    await server.close();
    await luma.close();
  });

  it('renders through Luma (queued, dreaming, completed), pushed to the owner only, stored in the library', async () => {
    const { client } = await signedInClient(server);
    const { client: other } = await signedInClient(server);
    const ws = client.ws();
    const otherWs = other.ws();
    type Change = { aiVideoStatusChanged: { id: string; generation: { status: string } | null } };
    const query = 'subscription { aiVideoStatusChanged { id generation { status } } }';
    try {
      const mine = recordSubscription<Change>(ws, query);
      const theirs = recordSubscription<Change>(otherWs, query);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = await startVideo(client, { prompt: 'A drone shot over a misty forest' });
      expect(started.errors).toBeUndefined();
      const id = started.data!.generateVideo.id;
      expect(started.data!.generateVideo).toMatchObject({
        status: 'pending',
        model: 'ray-2',
        resolution: '720p',
        duration: '5s',
        aspectRatio: '16:9',
        audio: 'none',
        loop: false,
        isPatched: false,
      });
      const statuses = () => mine.results.map((r) => r.data?.aiVideoStatusChanged.generation?.status);
      await mine.until(() => statuses().includes('completed'), 'completed', 30_000);
      expect([...new Set(statuses())]).toEqual(['pending', 'processing', 'dreaming', 'completed']);
      expect(mine.results.every((r) => r.data?.aiVideoStatusChanged.id === id)).toBe(true);
      expect(theirs.results).toEqual([]);
      mine.unsubscribe();
      theirs.unsubscribe();

      const done = (await videoOf(client, id)).data!.videoGeneration;
      expect(done).toMatchObject({
        status: 'completed',
        generator: 'Luma',
        estimatedCost: 0.6,
        failureReason: null,
      });
      expect(JSON.stringify(done)).not.toContain(API_KEY);
      const call = luma.seen.find((s) => s.body.prompt === 'A drone shot over a misty forest');
      expect(call).toEqual({
        auth: `Bearer ${API_KEY}`,
        body: {
          prompt: 'A drone shot over a misty forest',
          model: 'ray-2',
          resolution: '720p',
          duration: '5s',
          aspect_ratio: '16:9',
          loop: false,
        },
      });
      const facts = await probe(await saved(server, done.videoUrl!, 'luma.mp4'));
      expect(facts).toMatchObject({ width: 320, height: 180, videoCodec: 'h264' });
      expect((await fetch(new URL(done.thumbnailUrl!, server.url))).status).toBe(200);
      const media = await client.get('/api/media');
      const videos = (media.json as { videos: Array<Record<string, unknown>> }).videos;
      expect(videos.find((v) => v.id === done.mediaId)).toMatchObject({
        source: 'ai',
        generator: 'Luma',
        prompt: 'A drone shot over a misty forest',
      });
      const [item] = await queryRows<{ details: Record<string, unknown> }>(
        server,
        'select details from media_items where id = $1',
        [done.mediaId],
      );
      expect(item!.details).toMatchObject({
        generationId: id,
        model: 'ray-2',
        resolution: '720p',
        duration: '5s',
        aspectRatio: '16:9',
        estimatedCostUsd: 0.6,
      });
    } finally {
      await ws.dispose();
      await otherWs.dispose();
    }
  });

  it("records Luma's own failure reason, at no cost", async () => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/ai/generate-video', {
      prompt: 'Please refuse this one',
      resolution: '1080p',
      duration: '9s',
      model: 'ray-flash-2',
      style: 'cinematic',
      enhancePrompt: true,
      generateForLoop: true,
    });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ status: 'pending', message: 'Video generation started' });
    const done = await finished(client, String(res.json!.generationId));
    expect(done).toMatchObject({
      status: 'failed',
      failureReason: `Luma: ${REFUSAL}`,
      loop: true,
      videoUrl: null,
    });
    const call = luma.seen.find((s) => String(s.body.prompt).startsWith('Please refuse this one'));
    expect(call?.body).toMatchObject({
      model: 'ray-flash-2',
      resolution: '1080p',
      duration: '9s',
      loop: true,
    });
    // Luma has no style or enhance field: they are said in words.
    expect(String(call?.body.prompt)).toContain('cinematic shot');
    expect((await client.get(`/api/ai/videos/${done.id}`)).json).toMatchObject({
      status: 'failed',
      failureReason: `Luma: ${REFUSAL}`,
    });
  });

  it('tries again after a 429 and then succeeds', async () => {
    const { client } = await signedInClient(server);
    const started = await startVideo(client, {
      prompt: 'A busy street at night',
      resolution: '540p',
      audio: 'music',
    });
    const done = await finished(client, started.data!.generateVideo.id);
    expect(done).toMatchObject({ status: 'completed', generator: 'Luma', estimatedCost: 0.4 });
    // Luma makes pictures only: the music asked for was added here, the picture kept as it came.
    const file = await saved(server, done.videoUrl!, 'luma-music.mp4');
    expect(await probe(file)).toMatchObject({
      width: 320,
      height: 180,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect((await audioEnergy(file)).rms).toBeGreaterThan(300);
    expect(luma.seen.filter((s) => s.body.prompt === 'A busy street at night')).toHaveLength(2);
  });

  it('waits for slow answers (under the timeout) and completes, asking once', async () => {
    const { client } = await signedInClient(server);
    const started = await startVideo(client, { prompt: 'A slow tide coming in', resolution: '540p' });
    expect(started.errors).toBeUndefined();
    const done = await finished(client, started.data!.generateVideo.id);
    expect(done).toMatchObject({ status: 'completed', generator: 'Luma', failureReason: null });
    expect(await probe(await saved(server, done.videoUrl!, 'luma-slow.mp4'))).toMatchObject({
      width: 320,
      height: 180,
    });
    // Slow is not failed: no try was abandoned and sent again.
    expect(luma.seen.filter((s) => s.body.prompt === 'A slow tide coming in')).toHaveLength(1);
  });

  it("fails on Luma's permanent 400 with its own {detail}, asked once, shown to the user", async () => {
    const { client } = await signedInClient(server);
    const ws = client.ws();
    try {
      const changes = recordSubscription<{
        aiVideoStatusChanged: { generation: { status: string; failureReason: string | null } | null };
      }>(ws, 'subscription { aiVideoStatusChanged { generation { status failureReason } } }');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const res = await client.post('/api/ai/generate-video', { prompt: 'Please reject this one' });
      expect(res.status).toBe(202);
      const id = String(res.json!.generationId);
      const done = await finished(client, id);
      expect(done).toMatchObject({
        status: 'failed',
        failureReason: `Luma: ${BAD_REQUEST}`,
        videoUrl: null,
        mediaId: null,
      });
      // What the open screen is told: the failure with Luma's words.
      await changes.until(
        () => changes.results.some((r) => r.data?.aiVideoStatusChanged.generation?.status === 'failed'),
        'failed',
      );
      expect(changes.results.at(-1)?.data?.aiVideoStatusChanged.generation).toEqual({
        status: 'failed',
        failureReason: `Luma: ${BAD_REQUEST}`,
      });
      changes.unsubscribe();
      expect((await client.get(`/api/ai/videos/${id}`)).json).toMatchObject({
        status: 'failed',
        failureReason: `Luma: ${BAD_REQUEST}`,
      });
      // A 4xx is final: not tried again, and not counted against the allowance.
      expect(luma.seen.filter((s) => s.body.prompt === 'Please reject this one')).toHaveLength(1);
      const usage = await client.gql<{ aiUsage: { videosThisMonth: number } }>(
        '{ aiUsage { videosThisMonth } }',
      );
      expect(usage.data?.aiUsage.videosThisMonth).toBe(0);
    } finally {
      await ws.dispose();
    }
  });

  it('refuses what is over the monthly allowance with the count and the renewal date', async () => {
    const { client } = await signedInClient(server);
    for (const prompt of ['First clip', 'Second clip'])
      expect((await client.post('/api/ai/generate-video', { prompt })).status).toBe(202);
    const third = await client.post('/api/ai/generate-video', { prompt: 'Third clip' });
    expect(third.status).toBe(429);
    expect(String(third.json!.error)).toMatch(
      /^You have used 2 of 2 AI videos this month\. Your allowance renews on 1 \w+ \d{4}\.$/,
    );
    const usage = await client.gql<{ aiUsage: Record<string, unknown> }>(
      '{ aiUsage { videosThisMonth videosAllowed videoGenerator estimatedCostThisMonth } }',
    );
    expect(usage.data?.aiUsage).toMatchObject({
      videosThisMonth: 2,
      videosAllowed: 2,
      videoGenerator: 'Luma',
    });
    const gql = await startVideo(client, { prompt: 'Fourth clip' });
    expect(gql.errors?.[0]?.message).toMatch(/^You have used 2 of 2 AI videos this month/);
  });

  it("answers Luma's estimates for every video it can make in aiCostRates, the figures it records", async () => {
    const { client } = await signedInClient(server);
    type Rates = {
      imageUsd: number;
      voiceEurPerCharacter: number;
      videos: Array<{ model: string; resolution: string; duration: string; usd: number }>;
    };
    const res = await client.gql<{ aiCostRates: Rates }>(
      '{ aiCostRates { imageUsd voiceEurPerCharacter videos { model resolution duration usd } } }',
    );
    expect(res.errors).toBeUndefined();
    const rates = res.data!.aiCostRates;
    // Images and speech are made offline on this server: free.
    expect(rates).toMatchObject({ imageUsd: 0, voiceEurPerCharacter: 0 });
    expect(rates.videos).toHaveLength(3 * 4 * 2);
    const usd = (model: string, resolution: string, duration: string) =>
      rates.videos.find((v) => v.model === model && v.resolution === resolution && v.duration === duration)
        ?.usd;
    // What the generations above recorded: 0.6 at 720p, 0.4 at 540p (5 s of ray-2).
    expect(usd('ray-2', '720p', '5s')).toBe(0.6);
    expect(usd('ray-2', '540p', '5s')).toBe(0.4);
    expect(usd('ray-2', '720p', '9s')).toBe(1.08);
    expect(usd('ray-flash-2', '720p', '5s')).toBe(0.2);
    const anonymous = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ query: '{ aiCostRates { imageUsd } }' }),
    });
    expect(((await anonymous.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
  });

  it('refuses a blank prompt and durations other than 5s or 9s', async () => {
    const { client } = await signedInClient(server);
    const blank = await client.post('/api/ai/generate-video', { prompt: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json!.error).toBe('Please enter a video prompt');
    const long = await client.post('/api/ai/generate-video', { prompt: 'A wave', duration: '15s' });
    expect(long.status).toBe(400);
    expect(long.json!.error).toBe('Duration must be 5s or 9s');
    const bad = await startVideo(client, { prompt: 'A wave', aspectRatio: '21:9' });
    expect(bad.errors?.[0]?.message).toContain('Aspect ratio must be 16:9, 9:16, 1:1 or 4:3');
  });
});

describe('the offline generator and dubbing (ffmpeg on this machine)', () => {
  let server: TestServer;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer({
      LOG_LEVEL: 'error',
      PLANS_FILE: await roomyTrialWith({ maxAiVideos: 20 }),
    });
    ({ client, userId } = await signedInClient(server));
  });
  afterAll(async () => {
    await server.close();
  });

  it('makes a real silent 16:9 MP4 at the size and length asked, labelled, in the media library', async () => {
    const started = await startVideo(client, {
      prompt: 'A red sunset over the sea',
      resolution: '540p',
      style: 'cinematic',
    });
    expect(started.errors).toBeUndefined();
    const done = await finished(client, started.data!.generateVideo.id);
    expect(done).toMatchObject({
      status: 'completed',
      generator: 'Offline generator',
      estimatedCost: 0,
      progress: null,
      failureReason: null,
    });
    const facts = await probe(await saved(server, done.videoUrl!, 'offline-16x9.mp4'));
    expect(facts).toMatchObject({ width: 960, height: 540, videoCodec: 'h264', audioCodec: null });
    expect(facts.duration).toBeCloseTo(5, 0);
    const media = (await client.get('/api/media')).json as { videos: Array<Record<string, unknown>> };
    expect(media.videos.find((v) => v.id === done.mediaId)).toMatchObject({
      source: 'ai',
      generator: 'Offline generator',
      url: done.videoUrl,
      thumbnailUrl: done.thumbnailUrl,
    });
    expect(done.thumbnailUrl).toMatch(/\.webp$/);
    const list = (await client.get('/api/ai/videos')).json as unknown as Array<Record<string, unknown>>;
    expect(list.find((v) => v.id === done.id)).toMatchObject({
      filename: 'a-red-sunset-over-the-sea.mp4',
      videoUrl: done.videoUrl,
      prompt: 'A red sunset over the sea',
      resolution: '540p',
      duration: '5s',
      isPatched: false,
      funnelId: null,
    });
  });

  it('makes a 9:16 video of 9 s with the prompt spoken as its voiceover', async () => {
    const started = await startVideo(client, {
      prompt: 'Fresh coffee every morning',
      resolution: '540p',
      aspectRatio: '9:16',
      duration: '9s',
      audio: 'voiceover',
    });
    const done = await finished(client, started.data!.generateVideo.id, 90);
    expect(done.status).toBe('completed');
    const file = await saved(server, done.videoUrl!, 'offline-9x16.mp4');
    const facts = await probe(file);
    expect(facts).toMatchObject({ width: 540, height: 960, videoCodec: 'h264', audioCodec: 'aac' });
    expect(facts.duration).toBeCloseTo(9, 0);
    // Speech, not silence.
    expect((await audioEnergy(file)).rms).toBeGreaterThan(300);
  });

  it('loops: the last frame is the first again, with progress reported while it encodes', async () => {
    const ws = client.ws();
    try {
      const changes = recordSubscription<{
        aiVideoStatusChanged: { generation: { status: string; progress: number | null } | null };
      }>(ws, 'subscription { aiVideoStatusChanged { generation { status progress } } }');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = await startVideo(client, {
        prompt: 'Lavender fields in the wind',
        resolution: '540p',
        aspectRatio: '4:3',
        loop: true,
        audio: 'ambient',
      });
      const done = await finished(client, started.data!.generateVideo.id);
      expect(done).toMatchObject({ status: 'completed', loop: true });
      await changes.until(
        () => changes.results.some((r) => r.data?.aiVideoStatusChanged.generation?.status === 'completed'),
        'completed',
      );
      const progress = changes.results
        .map((r) => r.data?.aiVideoStatusChanged.generation)
        .filter((g) => g?.status === 'dreaming')
        .map((g) => g!.progress);
      expect(progress[0]).toBe(0);
      expect(progress.some((p) => p !== null && p > 0 && p <= 1)).toBe(true);
      changes.unsubscribe();

      const file = await saved(server, done.videoUrl!, 'loop.mp4');
      expect(await probe(file)).toMatchObject({ width: 720, height: 540, audioCodec: 'aac' });
      const frames = await tinyFrames(file);
      expect(frames.length).toBe(150);
      // The camera moves (the middle differs) and comes back (the last is the first).
      expect(meanDifference(frames[0]!, frames[75]!)).toBeGreaterThan(3);
      expect(meanDifference(frames[0]!, frames.at(-1)!)).toBeLessThan(1.5);
    } finally {
      await ws.dispose();
    }
  });

  it("answers 404 for another user's generation on GET, DELETE and dubbing", async () => {
    const started = await startVideo(client, {
      prompt: 'Mine alone',
      resolution: '540p',
      aspectRatio: '1:1',
    });
    const done = await finished(client, started.data!.generateVideo.id);
    const { client: other } = await signedInClient(server);
    expect((await other.get(`/api/ai/videos/${done.id}`)).status).toBe(404);
    expect((await other.del(`/api/ai/videos/${done.id}`)).status).toBe(404);
    expect((await videoOf(other, done.id)).errors?.[0]?.message).toBe('Video generation not found');
    const dub = await other.post('/api/ai/dub-video', { videoUrl: done.videoUrl, audioUrl: done.videoUrl });
    expect(dub.status).toBe(404);
    expect(dub.json).toMatchObject({ success: false, error: 'Video not found' });
    expect((await client.get(`/api/ai/videos/${done.id}`)).status).toBe(200);
    // Deleting takes its media item along.
    expect((await client.del(`/api/ai/videos/${done.id}`)).status).toBe(200);
    expect((await client.get(`/api/ai/videos/${done.id}`)).status).toBe(404);
    expect((await queryRows(server, 'select id from media_items where id = $1', [done.mediaId])).length).toBe(
      0,
    );
  });

  it('dubs a video that has its own sound: the picture kept, its sound replaced by the audio at the volume asked', async () => {
    const usedBefore = (
      await client.gql<{ aiUsage: { videosThisMonth: number } }>('{ aiUsage { videosThisMonth } }')
    ).data!.aiUsage.videosThisMonth;
    const original = await uploadVideo(server, client, tonedMp4, 'toned.mp4');
    const originalFile = await saved(server, original.url, 'toned-uploaded.mp4');
    expect(await probe(originalFile)).toMatchObject({ width: 320, height: 240, audioCodec: 'aac' });
    const tone = await samplesOf(originalFile);
    const speech = await client.post('/api/ai/generate-audio', {
      text: 'Dubbing replaces the sound of this video.',
    });
    expect(speech.status).toBe(200);
    const audioUrl = String(speech.json!.audioUrl);
    const voice = await samplesOf(await saved(server, audioUrl, 'voice.mp3'));
    const spoken = voice.length / RATE;
    // The speech is shorter than the video, so the dub's end shows whether the tone is gone.
    expect(spoken).toBeGreaterThan(1.5);
    expect(spoken).toBeLessThan(4);
    expect(rmsOf(tone, spoken + 0.3, 4.9)).toBeGreaterThan(1000);

    const res = await client.post('/api/ai/dub-video', {
      videoUrl: original.url,
      audioUrl,
      dubbingType: 'replace',
      audioVolume: 0.8,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true });
    const file = await saved(server, String(res.json!.dubbedVideoUrl), 'dubbed.mp4');
    const facts = await probe(file);
    expect(facts).toMatchObject({ width: 320, height: 240, videoCodec: 'h264', audioCodec: 'aac' });
    expect(facts.duration).toBeCloseTo(5, 0);
    const dubbed = await samplesOf(file);
    expect(dubbed.length / RATE).toBeCloseTo(5, 0);
    // The chosen audio, not the tone, and not the two mixed: its loudness rises and falls with
    // the speech, at 0.8 of it, and after the speech ends there is silence where the tone was.
    expect(correlation(envelopeOf(dubbed, spoken), envelopeOf(voice, spoken))).toBeGreaterThan(0.9);
    const quiet = rmsOf(dubbed, 0, spoken) / rmsOf(voice);
    expect(quiet).toBeGreaterThan(0.7);
    expect(quiet).toBeLessThan(0.9);
    expect(rmsOf(dubbed, spoken + 0.3, 4.9)).toBeLessThan(50);

    // Again, by ids over GraphQL (the dub's generation and the audio generation), louder.
    const gql = await client.gql<{
      dubVideo: { success: boolean; error: string | null; dubbedVideoUrl: string; generation: VideoJson };
    }>(
      'mutation($input: DubVideoInput!) { dubVideo(input: $input) { success dubbedVideoUrl error generation { isPatched status } } }',
      {
        input: {
          videoId: String((res.json!.generation as { id: string }).id),
          audioId: String(speech.json!.id),
          audioVolume: 1.5,
        },
      },
    );
    expect(gql.data?.dubVideo).toMatchObject({
      success: true,
      error: null,
      generation: { isPatched: true, status: 'completed' },
    });
    const loud = await samplesOf(await saved(server, gql.data!.dubVideo.dubbedVideoUrl, 'dubbed-loud.mp4'));
    expect(correlation(envelopeOf(loud, spoken), envelopeOf(voice, spoken))).toBeGreaterThan(0.9);
    // 1.5 against 0.8: about 1.9 times the RMS (5.5 dB), a little less where the loudest peaks clip.
    const louder = rmsOf(loud, 0, spoken) / rmsOf(dubbed, 0, spoken);
    expect(louder).toBeGreaterThan(1.6);
    expect(louder).toBeLessThan(2);

    const completed = (await client.get('/api/ai/videos/completed')).json as unknown as Array<
      Record<string, unknown>
    >;
    const listed = completed.find((v) => v.videoUrl === res.json!.dubbedVideoUrl);
    expect(listed).toMatchObject({
      status: 'completed',
      isPatched: true,
      prompt: original.name,
      generator: 'Dubbing (ffmpeg on this machine)',
      estimatedCost: 0,
    });
    expect(completed.every((v) => v.status === 'completed')).toBe(true);
    // A dub is not a generation: the allowance does not count it.
    const usage = await client.gql<{ aiUsage: { videosThisMonth: number; videoGenerator: string } }>(
      '{ aiUsage { videosThisMonth videoGenerator } }',
    );
    expect(usage.data?.aiUsage).toEqual({ videosThisMonth: usedBefore, videoGenerator: 'Offline generator' });

    // Someone else's audio is not found.
    const { client: other } = await signedInClient(server);
    const theirs = await other.post('/api/ai/generate-audio', { text: 'Not yours.' });
    const foreign = await client.post('/api/ai/dub-video', {
      videoUrl: original.url,
      audioUrl: theirs.json!.audioUrl,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ success: false, error: 'Audio not found' });
    const none = await client.gql<{ dubVideo: { success: boolean; error: string } }>(
      'mutation($input: DubVideoInput!) { dubVideo(input: $input) { success error } }',
      { input: { videoId: original.id, audioId: '00000000-0000-4000-8000-000000000000' } },
    );
    expect(none.data?.dubVideo).toEqual({ success: false, error: 'Audio not found' });
  });

  it('after a restart: a generation left processing is made again by its job, one left for long is failed', async () => {
    const [row] = await queryRows<{ id: string }>(
      server,
      `insert into video_generations (user_id, prompt, status, resolution, aspect_ratio)
       values ($1, 'Resumed after a restart', 'processing', '540p', '4:3') returning id`,
      [userId],
    );
    await server.deps.jobs.send(AI_VIDEO_JOB, { generationId: row!.id, polls: 0 });
    const done = await finished(client, row!.id);
    expect(done).toMatchObject({ status: 'completed', generator: 'Offline generator' });
    expect(await probe(await saved(server, done.videoUrl!, 'resumed.mp4'))).toMatchObject({
      width: 720,
      height: 540,
    });

    const [stale] = await queryRows<{ id: string }>(
      server,
      `insert into video_generations (user_id, prompt, status, updated_at)
       values ($1, 'Left behind', 'dreaming', now() - interval '3 hours') returning id`,
      [userId],
    );
    const [recent] = await queryRows<{ id: string }>(
      server,
      `insert into video_generations (user_id, prompt, status) values ($1, 'Still rendering', 'dreaming') returning id`,
      [userId],
    );
    expect(await server.services.aiVideos.sweepStale()).toBe(1);
    expect((await videoOf(client, stale!.id)).data?.videoGeneration).toMatchObject({
      status: 'failed',
      failureReason: 'The generation was interrupted; please try again',
    });
    expect((await videoOf(client, recent!.id)).data?.videoGeneration.status).toBe('dreaming');
  });
});
