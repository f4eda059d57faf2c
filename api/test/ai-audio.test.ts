import { execFile, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { AUDIO_GENERATION_JOB, INTERRUPTED_MESSAGE } from '../src/modules/ai/audio-generation.service';
import { queryRows, signedInClient } from './support/funnels';
import { recordSubscription } from './support/subscription-recorder';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 18, voice: text to speech as pg-boss jobs, through ElevenLabs (against a local stand-in
 * speaking its documented API) or eSpeak-NG on this machine, kept in the media library.
 */

const run = promisify(execFile);
let scratch: string;
let providerMp3: Buffer;

type AudioJson = {
  id: string;
  generationId?: string;
  text: string;
  audioUrl: string | null;
  characterCount: number;
  duration: number | null;
  voiceName: string | null;
  estimatedCost: number | null;
  generator: string | null;
  status: string;
  failureReason?: string | null;
  mediaId: string | null;
  message?: string;
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ff-ai-audio-test-'));
  const mp3 = path.join(scratch, 'tone.mp3');
  await run(ffmpeg.path, [
    ...['-hide_banner', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5'],
    ...['-c:a', 'libmp3lame', '-f', 'mp3', '-y', mp3],
  ]);
  providerMp3 = await readFile(mp3);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Decodes audio bytes to 16 kHz mono PCM: the samples, their RMS and the length in seconds. */
function decode(bytes: Buffer): Promise<{ samples: Int16Array; rms: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpeg.path,
      ['-hide_banner', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '16000', '-'],
      {
        stdio: ['pipe', 'pipe', 'ignore'],
      },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg could not decode (exit ${code})`));
      const pcm = Buffer.concat(chunks);
      const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
      let sum = 0;
      for (const s of samples) sum += s * s;
      resolve({
        samples,
        rms: Math.sqrt(sum / Math.max(1, samples.length)),
        seconds: samples.length / 16000,
      });
    });
    child.stdin.end(bytes);
  });
}

async function download(server: TestServer, client: TestClient, url: string): Promise<Buffer> {
  const res = await fetch(new URL(url, server.url), { headers: { cookie: client.cookie ?? '' } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function generate(client: TestClient, body: unknown) {
  const res = await client.post('/api/ai/generate-audio', body);
  return { status: res.status, json: res.json as unknown as AudioJson, text: res.text };
}

describe('offline generator (eSpeak-NG on this machine)', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    ({ client } = await signedInClient(server));
  });
  afterAll(async () => {
    await server.close();
  });

  const TEXT =
    'Welcome to our webinar. Today you will learn how a sales funnel turns visitors into customers.';

  it('offers eSpeak-NG voices, labelled as the offline generator', async () => {
    const res = await client.get('/api/ai/voices');
    expect(res.status).toBe(200);
    const voices = res.json as unknown as Array<{ voiceId: string; name: string; generator: string }>;
    expect(voices.map((v) => v.voiceId)).toEqual(expect.arrayContaining(['en-us', 'en-us+f3', 'en-gb-x-rp']));
    expect(new Set(voices.map((v) => v.generator))).toEqual(new Set(['Offline generator']));
  });

  it('speaks the text into an MP3 with speech in it, kept in the media library', async () => {
    const { status, json } = await generate(client, { text: `  ${TEXT}  `, voiceId: 'en-us' });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      text: TEXT,
      characterCount: TEXT.length,
      voiceName: 'US English (male)',
      generator: 'Offline generator',
      status: 'completed',
      estimatedCost: 0,
    });
    const audio = await decode(await download(server, client, json.audioUrl!));
    // Speech, not silence: eSpeak's voice is loud (silence is an RMS of 0).
    expect(audio.rms).toBeGreaterThan(500);
    // About 16 words at eSpeak's 175 words a minute.
    expect(audio.seconds).toBeGreaterThan(3);
    expect(audio.seconds).toBeLessThan(15);
    expect(json.duration!).toBeCloseTo(audio.seconds, 0);

    for (const list of ['/api/media/audio', '/api/ai/audio-library']) {
      const res = await client.get(list);
      expect(res.status).toBe(200);
      const items = res.json as unknown as Array<Record<string, unknown>>;
      expect(items.find((i) => i.id === json.mediaId)).toMatchObject({
        audioUrl: json.audioUrl,
        text: TEXT,
        characterCount: TEXT.length,
        voiceName: 'US English (male)',
        // 000 §3 Audio item: estimatedCost in euro (eSpeak on this machine costs nothing).
        estimatedCost: 0,
        generator: 'Offline generator',
        source: 'ai',
      });
    }
    const [row] = await queryRows<{
      status: string;
      generator: string;
      media_item_id: string;
      estimated_cost: string;
    }>(
      server,
      'select status, generator, media_item_id, estimated_cost from audio_generations where id = $1',
      [json.id],
    );
    expect(row).toEqual({
      status: 'completed',
      generator: 'Offline generator',
      media_item_id: json.mediaId,
      estimated_cost: '0.0000',
    });
  });

  it('speaks with the voice asked for: two voices give different audio', async () => {
    const male = await generate(client, { text: 'Hello and welcome.', voiceId: 'en-us' });
    const female = await generate(client, { text: 'Hello and welcome.', voiceId: 'en-us+f3' });
    expect([male.status, female.status]).toEqual([200, 200]);
    expect(female.json.voiceName).toBe('US English (female)');
    const a = await download(server, client, male.json.audioUrl!);
    const b = await download(server, client, female.json.audioUrl!);
    expect(a.equals(b)).toBe(false);
    expect((await decode(b)).rms).toBeGreaterThan(500);
  });

  it('refuses blank, too long, and unknown-voice requests with a message', async () => {
    const blank = await generate(client, { text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe('Text is required');
    const long = await generate(client, { text: 'a'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Text must be at most 5000 characters');
    const voice = await generate(client, { text: 'Hi', voiceId: 'klingon' });
    expect(voice.status).toBe(400);
    expect(voice.json.message).toBe('Voice is not one of the voices offered');
  });

  it("pushes every status change to the owner's open tabs over graphql-ws, and to no one else", async () => {
    const { client: other } = await signedInClient(server);
    const ws = client.ws();
    const otherWs = other.ws();
    type Change = {
      aiAudioStatusChanged: { id: string; status: string; generation: { audioUrl: string | null } | null };
    };
    const query = 'subscription { aiAudioStatusChanged { id status generation { audioUrl } } }';
    try {
      const mine = recordSubscription<Change>(ws, query);
      const theirs = recordSubscription<Change>(otherWs, query);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = await client.gql<{ generateAudio: { id: string; status: string } }>(
        'mutation($input: GenerateAudioInput!) { generateAudio(input: $input) { id status } }',
        { input: { text: 'Subscriptions are live.', voiceId: 'en-gb-x-rp' } },
      );
      expect(started.data?.generateAudio.status).toBe('pending');
      const id = started.data!.generateAudio.id;
      const statuses = () => mine.results.map((r) => r.data?.aiAudioStatusChanged.status);
      await mine.until(() => statuses().includes('completed'), 'completed', 60_000);
      // pending, processing, completed: one push each, the last with the file.
      expect(mine.results.length).toBe(3);
      expect(mine.results.every((r) => r.data?.aiAudioStatusChanged.id === id)).toBe(true);
      expect(mine.results.at(-1)?.data?.aiAudioStatusChanged.generation?.audioUrl).toMatch(/\.mp3$/);

      expect((await client.del(`/api/ai/audio/${id}`)).status).toBe(200);
      await mine.until(() => statuses().includes('deleted'), 'deleted');
      expect(theirs.results).toEqual([]);
      mine.unsubscribe();
      theirs.unsubscribe();
    } finally {
      await ws.dispose();
      await otherWs.dispose();
    }
  });

  it("answers 404 for another user's generation, and deletes one with its media item", async () => {
    const { json } = await generate(client, { text: 'Mine alone.' });
    const { client: other } = await signedInClient(server);
    expect((await other.get(`/api/ai/audio/${json.id}`)).status).toBe(404);
    expect((await other.del(`/api/ai/audio/${json.id}`)).status).toBe(404);
    const gql = await other.gql(`query($id: ID!) { audioGeneration(id: $id) { id } }`, { id: json.id });
    expect(gql.errors?.[0]?.message).toBe('Audio generation not found');
    expect(
      (await other.gql(`mutation($id: ID!) { deleteAudioGeneration(id: $id) }`, { id: json.id })).errors?.[0]
        ?.message,
    ).toBe('Audio generation not found');

    const page = await client.gql<{ audioGenerations: { items: Array<{ id: string }> } }>(
      '{ audioGenerations(limit: 50) { items { id } hasMore } }',
    );
    expect(page.data?.audioGenerations.items.map((i) => i.id)).toContain(json.id);
    const deleted = await client.gql<{ deleteAudioGeneration: string }>(
      `mutation($id: ID!) { deleteAudioGeneration(id: $id) }`,
      { id: json.id },
    );
    expect(deleted.data?.deleteAudioGeneration).toBe(json.id);
    const library = (await client.get('/api/media/audio')).json as unknown as Array<{ id: string }>;
    expect(library.map((i) => i.id)).not.toContain(json.mediaId);
    expect((await client.get(`/api/ai/audio/${json.id}`)).status).toBe(404);
  });

  it('after a restart: a generation left processing is made again by its job, one left for long is failed', async () => {
    const { json } = await generate(client, { text: 'Interrupted once.' });
    const [owner] = await queryRows<{ id: string }>(
      server,
      'select user_id as id from audio_generations where id = $1',
      [json.id],
    );
    const userId = owner!.id;
    const [fresh] = await queryRows<{ id: string }>(
      server,
      `insert into audio_generations (user_id, text, voice_id, voice_name, status, generator, character_count)
       values ($1, 'Picked up again.', 'en-us', 'US English (male)', 'processing', 'Offline generator', 16) returning id`,
      [userId],
    );
    await server.deps.jobs.send(AUDIO_GENERATION_JOB, { generationId: fresh!.id });
    await server.deps.jobs.drain(AUDIO_GENERATION_JOB, 60_000);
    expect((await client.get(`/api/ai/audio/${fresh!.id}`)).json).toMatchObject({ status: 'completed' });

    const [stale] = await queryRows<{ id: string }>(
      server,
      `insert into audio_generations (user_id, text, status, updated_at)
       values ($1, 'Lost in a crash.', 'processing', now() - interval '1 hour') returning id`,
      [userId],
    );
    expect(await server.services.audioGenerations.failStuck()).toBe(1);
    expect((await client.get(`/api/ai/audio/${stale!.id}`)).json).toMatchObject({
      status: 'failed',
      failureReason: INTERRUPTED_MESSAGE,
    });
  });
});

describe('ElevenLabs (a local stand-in speaking its API)', () => {
  let server: TestServer;
  let client: TestClient;
  let standIn: Server;
  const seen: Array<{ method: string; url: string; key: string | undefined; body: string }> = [];
  const answers: string[] = [];
  let busyTries = 0;
  let voicesRefused = false;

  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    standIn = createServer((req, res) => {
      void body(req).then(async (text) => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          key: req.headers['xi-api-key'] as string,
          body: text,
        });
        if (req.headers['xi-api-key'] !== 'test-key') {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }));
          return;
        }
        if (req.method === 'GET' && req.url === '/v1/voices' && voicesRefused) {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ detail: { status: 'quota_exceeded', message: 'This key has no quota left.' } }),
          );
          return;
        }
        if (req.method === 'GET' && req.url === '/v1/voices') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              voices: [
                { voice_id: 'ok-voice', name: 'Rachel', labels: { accent: 'american', gender: 'female' } },
                { voice_id: 'slow-voice', name: 'Adam', labels: { accent: 'american', gender: 'male' } },
              ],
            }),
          );
          return;
        }
        const voice = /^\/v1\/text-to-speech\/([^/?]+)$/.exec(req.url ?? '')?.[1];
        if (req.method !== 'POST' || !voice) {
          res.writeHead(404).end();
          return;
        }
        if (voice === 'bad-voice') {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              detail: { status: 'voice_not_found', message: 'A voice with this id was not found.' },
            }),
          );
          return;
        }
        if (voice === 'busy-voice' && (busyTries += 1) === 1) {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
          res.end(
            JSON.stringify({
              detail: { status: 'too_many_concurrent_requests', message: 'Too many requests' },
            }),
          );
          return;
        }
        if (voice === 'slow-voice') await new Promise((resolve) => setTimeout(resolve, 1500));
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.end(providerMp3);
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.address() as AddressInfo;
    server = await startTestServer({
      LOG_LEVEL: 'error',
      ELEVENLABS_API_KEY: 'test-key',
      ELEVENLABS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_REQUEST_TIMEOUT_SECONDS: '5',
    });
    ({ client } = await signedInClient(server));
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => standIn.close(resolve));
    // The key went to the provider, and into no answer this server gave.
    expect(answers.some((a) => a.includes('test-key'))).toBe(false);
  });

  async function speak(voiceId: string, text = 'Hello from the provider.') {
    const res = await generate(client, { text, voiceId });
    answers.push(res.text);
    return res;
  }

  it('lists the provider voices', async () => {
    const res = await client.get('/api/ai/voices');
    answers.push(res.text);
    expect(res.json).toEqual([
      { voiceId: 'ok-voice', name: 'Rachel', accent: 'american', gender: 'female', generator: 'ElevenLabs' },
      { voiceId: 'slow-voice', name: 'Adam', accent: 'american', gender: 'male', generator: 'ElevenLabs' },
    ]);
  });

  it("answers the provider's own message when the voice list is refused", async () => {
    voicesRefused = true;
    try {
      const res = await client.get('/api/ai/voices');
      answers.push(res.text);
      expect(res.status).toBe(502);
      expect(res.json).toEqual({ message: 'ElevenLabs: This key has no quota left.' });
      const gql = await client.gql('{ voices { voiceId } }');
      expect(gql.errors?.[0]?.message).toBe('ElevenLabs: This key has no quota left.');
    } finally {
      voicesRefused = false;
    }
  });

  it('speaks through ElevenLabs with the key in xi-api-key and the documented body', async () => {
    const text = 'Hello from the provider.';
    const { status, json } = await speak('ok-voice', text);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      status: 'completed',
      generator: 'ElevenLabs',
      voiceName: 'Rachel',
      characterCount: text.length,
      estimatedCost: Number((text.length * 0.0002).toFixed(4)),
    });
    expect(json.duration!).toBeGreaterThan(1.2);
    expect(json.duration!).toBeLessThan(1.8);
    const request = seen.find((r) => r.url === '/v1/text-to-speech/ok-voice');
    expect(request?.key).toBe('test-key');
    expect(JSON.parse(request!.body)).toEqual({ text, model_id: 'eleven_monolingual_v1' });
    const audio = await decode(await download(server, client, json.audioUrl!));
    expect(audio.rms).toBeGreaterThan(1000);
    // Both audio lists carry the item's cost in euro (000 §3 Audio item).
    for (const list of ['/api/media/audio', '/api/ai/audio-library']) {
      const items = (await client.get(list)).json as unknown as Array<Record<string, unknown>>;
      expect(items.find((i) => i.id === json.mediaId)).toMatchObject({
        voiceName: 'Rachel',
        characterCount: text.length,
        estimatedCost: json.estimatedCost,
      });
    }
    // The rate the web estimates with before speaking is the one the cost was recorded at.
    const rates = await client.gql<{ aiCostRates: { voiceEurPerCharacter: number } }>(
      '{ aiCostRates { voiceEurPerCharacter } }',
    );
    expect(rates.data?.aiCostRates.voiceEurPerCharacter).toBe(0.0002);
    expect(json.estimatedCost).toBeCloseTo(text.length * rates.data!.aiCostRates.voiceEurPerCharacter, 6);
    const month = await client.get('/api/ai/audio-cost');
    expect((month.json as { monthlyEstimatedCost: number }).monthlyEstimatedCost).toBeCloseTo(
      json.estimatedCost!,
      4,
    );
  });

  it('waits for a slow answer', async () => {
    const { status, json } = await speak('slow-voice');
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'completed', voiceName: 'Adam' });
  });

  it('tries again after 429 and then succeeds', async () => {
    const { status, json } = await speak('busy-voice');
    expect(status).toBe(200);
    expect(json.status).toBe('completed');
    expect(seen.filter((r) => r.url === '/v1/text-to-speech/busy-voice')).toHaveLength(2);
  });

  it("fails on a permanent refusal with the provider's own message, in the answer and the row", async () => {
    const { status, json } = await speak('bad-voice');
    expect(status).toBe(422);
    expect(json.message).toBe('ElevenLabs: A voice with this id was not found.');
    expect(seen.filter((r) => r.url === '/v1/text-to-speech/bad-voice')).toHaveLength(1);
    const [row] = await queryRows<{ status: string; failure_reason: string }>(
      server,
      'select status, failure_reason from audio_generations where id = $1',
      [json.id],
    );
    expect(row).toEqual({
      status: 'failed',
      failure_reason: 'ElevenLabs: A voice with this id was not found.',
    });
  });
});
