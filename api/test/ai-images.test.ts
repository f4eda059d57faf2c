import { access } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { createFunnel, queryRows, signedInClient } from './support/funnels';
import { recordSubscription } from './support/subscription-recorder';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';
import { roomyTrialWith } from './support/plans';
import { AI_IMAGE_JOB } from '../src/modules/ai/image-generation.service';
import { IMAGE_TYPES } from '../src/modules/media';

/**
 * Issue 18, images: the OpenAI-compatible adapter against a local stand-in that speaks the
 * images API (success, slow, 429 then success, refusal), the offline generator making real
 * images, the jobs behind them, allowances, live updates and ownership.
 */

const API_KEY = 'test-key';
const REFUSAL = 'Your request was rejected as a result of our safety system.';

type Seen = { auth: string | undefined; body: Record<string, unknown> };

/** Speaks POST /v1/images/generations as OpenAI documents it; the prompt picks the behaviour. */
class OpenAiStandIn {
  readonly seen: Seen[] = [];
  private readonly busyOnce = new Set<string>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.answer(req).then(({ status, json, body, headers }) => {
        res.writeHead(status, { 'content-type': body ? 'image/png' : 'application/json', ...headers });
        res.end(body ?? JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage): Promise<{
    status: number;
    json?: unknown;
    body?: Buffer;
    headers?: Record<string, string>;
  }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'GET' && req.url?.startsWith('/files/')) {
      const [width, height] = (req.url.split('/')[2] ?? '').split('x').map(Number);
      return { status: 200, body: await png(width ?? 64, height ?? 64) };
    }
    if (req.method !== 'POST' || req.url !== '/v1/images/generations')
      return { status: 404, json: { error: { message: 'Unknown route' } } };
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    this.seen.push({ auth: req.headers.authorization, body });
    if (req.headers.authorization !== `Bearer ${API_KEY}`)
      return {
        status: 401,
        json: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
      };
    const prompt = String(body.prompt);
    // The gpt-image models answer as OpenAI documents them: b64_json always, three sizes, and
    // a 400 for the DALL·E-only parameters.
    if (String(body.model).startsWith('gpt-image')) {
      for (const param of ['response_format', 'style'])
        if (param in body)
          return {
            status: 400,
            json: {
              error: {
                message: `Unknown parameter: '${param}'.`,
                type: 'invalid_request_error',
                param,
                code: 'unknown_parameter',
              },
            },
          };
      if (!['1024x1024', '1536x1024', '1024x1536', 'auto'].includes(String(body.size)))
        return {
          status: 400,
          json: {
            error: {
              message: `Invalid value: '${String(body.size)}'. Supported values are: '1024x1024', '1024x1536', '1536x1024', and 'auto'.`,
              type: 'invalid_request_error',
              param: 'size',
              code: 'invalid_value',
            },
          },
        };
    }
    const [width, height] = String(body.size).split('x').map(Number) as [number, number];
    if (prompt.includes('refuse'))
      return {
        status: 400,
        json: {
          error: { message: REFUSAL, type: 'invalid_request_error', code: 'content_policy_violation' },
        },
      };
    if (prompt.includes('busy') && !this.busyOnce.has(prompt)) {
      this.busyOnce.add(prompt);
      return {
        status: 429,
        headers: { 'retry-after': '0' },
        json: { error: { message: 'Rate limit reached for images', type: 'requests' } },
      };
    }
    if (prompt.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
    if (prompt.includes('by-url'))
      return { status: 200, json: { created: 1, data: [{ url: `${this.url}/files/${width}x${height}` }] } };
    const image = await png(width, height);
    return {
      status: 200,
      json: { created: 1, data: [{ b64_json: image.toString('base64'), revised_prompt: prompt }] },
    };
  }
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

type Answer = {
  url?: string;
  id?: string;
  imageUrl?: string;
  prompt?: string;
  style?: string;
  size?: string;
  generator?: string;
  estimatedCost?: number;
  status?: string;
  message?: string;
  error?: string;
  generationId?: string;
};

const generate = async (as: TestClient, body: Record<string, unknown>) => {
  const res = await as.post('/api/ai/generate-image', body);
  return { status: res.status, json: res.json as Answer, text: res.text };
};

/** The bytes at an address of the server, decoded. */
async function served(server: TestServer, url: string) {
  const res = await fetch(server.url + url);
  expect(res.status).toBe(200);
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

const GENERATION_FIELDS =
  'id status prompt style size imageUrl mediaId generator estimatedCost failureReason';

type GenerationJson = {
  id: string;
  status: string;
  imageUrl: string | null;
  mediaId: string | null;
  generator: string | null;
  estimatedCost: number;
  failureReason: string | null;
};

async function generationOf(as: TestClient, id: string) {
  return as.gql<{ imageGeneration: GenerationJson }>(
    `query($id: ID!) { imageGeneration(id: $id) { ${GENERATION_FIELDS} } }`,
    { id },
  );
}

async function finished(as: TestClient, id: string): Promise<GenerationJson> {
  for (let i = 0; i < 120; i += 1) {
    const g = (await generationOf(as, id)).data?.imageGeneration;
    if (g && (g.status === 'completed' || g.status === 'failed')) return g;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`generation ${id} did not finish within 30 s`);
}

const rowsOf = (server: TestServer, userId: string) =>
  queryRows<{ n: string }>(server, 'select count(*) as n from image_generations where user_id = $1', [
    userId,
  ]);

describe('the OpenAI-compatible adapter', () => {
  const standIn = new OpenAiStandIn();
  let server: TestServer;

  beforeAll(async () => {
    await standIn.start();
    server = await startTestServer({
      OPENAI_API_KEY: API_KEY,
      OPENAI_BASE_URL: `${standIn.url}/v1`,
      PLANS_FILE: await roomyTrialWith({ maxAiImages: 2 }),
      LOG_LEVEL: 'error',
    });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('answers the image the provider made, stored in the media library with its prompt and cost', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await generate(client, {
      prompt: '  A lighthouse at dawn  ',
      style: 'natural',
      size: '1792x1024',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      prompt: 'A lighthouse at dawn',
      style: 'natural',
      size: '1792x1024',
      status: 'completed',
      generator: 'OpenAI',
      estimatedCost: 0.04,
    });
    expect(res.json.url).toBe(res.json.imageUrl);
    expect(await served(server, res.json.url!)).toMatchObject({ width: 1792, height: 1024, format: 'png' });
    const call = standIn.seen.find((s) => s.body.prompt === 'A lighthouse at dawn');
    expect(call).toEqual({
      auth: `Bearer ${API_KEY}`,
      body: {
        model: 'dall-e-3',
        prompt: 'A lighthouse at dawn',
        n: 1,
        size: '1792x1024',
        style: 'natural',
        response_format: 'b64_json',
      },
    });
    expect(res.text).not.toContain(API_KEY);
    const list = await client.get('/api/ai/images');
    // 000 §3 AI image: id, imageUrl, prompt, style, size, createdAt (the id is the generation's).
    expect(list.json).toEqual([
      expect.objectContaining({
        id: res.json.id,
        imageUrl: res.json.url,
        prompt: 'A lighthouse at dawn',
        style: 'natural',
        size: '1792x1024',
        generator: 'OpenAI',
        estimatedCost: 0.04,
        createdAt: expect.any(String),
      }),
    ]);
    const [media] = await queryRows<{ source: string; prompt: string; details: Record<string, unknown> }>(
      server,
      'select source, prompt, details from media_items where user_id = $1',
      [userId],
    );
    expect(media).toMatchObject({
      source: 'ai',
      prompt: 'A lighthouse at dawn',
      details: { style: 'natural', size: '1792x1024', generationId: res.json.id },
    });
    const card = await client.gql<{ mediaItems: { items: Array<Record<string, unknown>> } }>(
      '{ mediaItems(filter: { source: "ai" }) { items { generator estimatedCost costCurrency } } }',
    );
    expect(card.data?.mediaItems.items).toEqual([
      { generator: 'OpenAI', estimatedCost: 0.04, costCurrency: 'USD' },
    ]);
    // The price the web shows before generating is the one recorded after.
    const rates = await client.gql<{ aiCostRates: { imageUsd: number } }>('{ aiCostRates { imageUsd } }');
    expect(rates.data?.aiCostRates.imageUsd).toBe(res.json.estimatedCost);
    const usage = await client.gql<{ aiUsage: Record<string, unknown> }>(
      '{ aiUsage { imagesThisMonth imagesAllowed resetsAt estimatedCostThisMonth imageGenerator } }',
    );
    expect(usage.data?.aiUsage).toMatchObject({
      imagesThisMonth: 1,
      imagesAllowed: 2,
      estimatedCostThisMonth: 0.04,
      imageGenerator: 'OpenAI',
    });
  });

  it('waits for a slow provider, and downloads an image answered by address', async () => {
    const { client } = await signedInClient(server);
    const slow = await generate(client, { prompt: 'slow: a quiet harbour' });
    expect(slow.status).toBe(200);
    expect(await served(server, slow.json.url!)).toMatchObject({ width: 1024, height: 1024 });
    const byUrl = await generate(client, { prompt: 'by-url: a paper boat', size: '1024x1792' });
    expect(byUrl.status).toBe(200);
    expect(await served(server, byUrl.json.url!)).toMatchObject({ width: 1024, height: 1792 });
  });

  it('tries again after a 429 and then succeeds', async () => {
    const { client } = await signedInClient(server);
    const res = await generate(client, { prompt: 'busy: a red kite' });
    expect(res.status).toBe(200);
    expect(standIn.seen.filter((s) => s.body.prompt === 'busy: a red kite')).toHaveLength(2);
    expect(res.json.status).toBe('completed');
  });

  it("answers the provider's own message when it refuses, and records the failure (not charged)", async () => {
    const { client, userId } = await signedInClient(server);
    const res = await generate(client, { prompt: 'refuse: something forbidden' });
    expect(res.status).toBe(502);
    expect(res.json.error).toBe(`OpenAI: ${REFUSAL}`);
    expect(res.json.message).toBe(`OpenAI: ${REFUSAL}`);
    expect(res.text).not.toContain(API_KEY);
    const row = await finished(client, res.json.generationId!);
    expect(row).toMatchObject({ status: 'failed', failureReason: `OpenAI: ${REFUSAL}`, imageUrl: null });
    // A refusal is final: asked once, not retried.
    expect(standIn.seen.filter((s) => s.body.prompt === 'refuse: something forbidden')).toHaveLength(1);
    const media = await queryRows<{ n: string }>(
      server,
      'select count(*) as n from media_items where user_id = $1',
      [userId],
    );
    expect(Number(media[0]?.n)).toBe(0);
    const usage = await client.gql<{ aiUsage: { imagesThisMonth: number } }>(
      '{ aiUsage { imagesThisMonth } }',
    );
    expect(usage.data?.aiUsage.imagesThisMonth).toBe(0);
  });

  it('refuses a blank prompt', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await generate(client, { prompt: '   ' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Please enter a prompt', error: 'Please enter a prompt' });
    const gql = await client.gql('mutation { generateImage(input: { prompt: "" }) { id } }');
    expect(gql.errors?.[0]?.message).toBe('Please enter a prompt');
    expect(Number((await rowsOf(server, userId))[0]?.n)).toBe(0);
  });

  it('refuses what is over the monthly allowance: nothing stored, queued or asked', async () => {
    const { client, userId } = await signedInClient(server);
    expect((await generate(client, { prompt: 'allowance one' })).status).toBe(200);
    expect((await generate(client, { prompt: 'allowance two' })).status).toBe(200);
    const asked = standIn.seen.length;
    const jobsBefore = await queryRows<{ n: string }>(
      server,
      "select count(*) as n from pgboss.job where name = 'ai.generate-image'",
    );
    const res = await generate(client, { prompt: 'allowance three' });
    expect(res.status).toBe(429);
    const now = new Date();
    const renews = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const date = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(renews);
    const message = `You have used 2 of 2 AI images this month. Your allowance renews on ${date}.`;
    expect(res.json).toMatchObject({ message, error: message });
    expect(Number((await rowsOf(server, userId))[0]?.n)).toBe(2);
    const jobsAfter = await queryRows<{ n: string }>(
      server,
      "select count(*) as n from pgboss.job where name = 'ai.generate-image'",
    );
    expect(jobsAfter[0]?.n).toBe(jobsBefore[0]?.n);
    expect(standIn.seen.length).toBe(asked);
    const media = await queryRows<{ n: string }>(
      server,
      'select count(*) as n from media_items where user_id = $1',
      [userId],
    );
    expect(Number(media[0]?.n)).toBe(2);
    const gql = await client.gql('mutation { generateImage(input: { prompt: "allowance four" }) { id } }');
    expect(gql.errors?.[0]?.message).toBe(message);
  });

  it("pushes each status change to the owner's open screens, and to no one else", async () => {
    const { client: own } = await signedInClient(server);
    const { client: other } = await signedInClient(server);
    const ws = own.ws();
    const otherWs = other.ws();
    type Change = {
      aiImageStatusChanged: { id: string; generation: { status: string; imageUrl: string | null } | null };
    };
    const query = 'subscription { aiImageStatusChanged { id generation { status imageUrl } } }';
    try {
      const updates = recordSubscription<Change>(ws, query);
      const theirs = recordSubscription<Change>(otherWs, query);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = await own.gql<{ generateImage: { id: string; status: string } }>(
        'mutation { generateImage(input: { prompt: "slow: live updates", size: "1024x1024" }) { id status } }',
      );
      const id = started.data?.generateImage.id;
      expect(started.data?.generateImage.status).toBe('pending');
      const statuses = () => updates.results.map((r) => r.data?.aiImageStatusChanged.generation?.status);
      await updates.until(() => statuses().includes('completed'), 'completed');
      expect(statuses()).toEqual(['pending', 'processing', 'completed']);
      expect(updates.results.every((r) => r.data?.aiImageStatusChanged.id === id)).toBe(true);
      expect(updates.results.at(-1)?.data?.aiImageStatusChanged.generation?.imageUrl).toMatch(/^\/uploads\//);
      const deleted = await own.gql<{ deleteImageGeneration: string }>(
        'mutation($id: ID!) { deleteImageGeneration(id: $id) }',
        { id },
      );
      expect(deleted.data?.deleteImageGeneration).toBe(id);
      await updates.until(() => updates.results.length >= 4, 'deleted');
      expect(updates.results[3]?.data?.aiImageStatusChanged).toEqual({ id, generation: null });
      expect(theirs.results).toEqual([]);
      updates.unsubscribe();
      theirs.unsubscribe();
    } finally {
      await ws.dispose();
      await otherWs.dispose();
    }
  });
});

describe('the OpenAI-compatible adapter with a gpt-image model', () => {
  const standIn = new OpenAiStandIn();
  let server: TestServer;

  beforeAll(async () => {
    await standIn.start();
    server = await startTestServer({
      OPENAI_API_KEY: API_KEY,
      OPENAI_BASE_URL: `${standIn.url}/v1`,
      OPENAI_IMAGE_MODEL: 'gpt-image-1',
      LOG_LEVEL: 'error',
    });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('asks without the DALL·E-only fields, at the size of its shape, and stores the size asked', async () => {
    const { client } = await signedInClient(server);
    const wide = await generate(client, { prompt: 'A wide harbour', style: 'natural', size: '1792x1024' });
    expect(wide.status).toBe(200);
    expect(wide.json).toMatchObject({ status: 'completed', generator: 'OpenAI', size: '1792x1024' });
    expect(await served(server, wide.json.url!)).toMatchObject({ width: 1792, height: 1024, format: 'png' });
    expect(standIn.seen.find((s) => s.body.prompt === 'A wide harbour')?.body).toEqual({
      model: 'gpt-image-1',
      prompt: 'A wide harbour',
      n: 1,
      size: '1536x1024',
    });
    const square = await generate(client, { prompt: 'A square tile' });
    expect(square.status).toBe(200);
    expect(await served(server, square.json.url!)).toMatchObject({ width: 1024, height: 1024 });
    expect(standIn.seen.find((s) => s.body.prompt === 'A square tile')?.body.size).toBe('1024x1024');
  });
});

describe('the offline generator', () => {
  let server: TestServer;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    ({ client, userId } = await signedInClient(server));
  });
  afterAll(async () => {
    await server.close();
  });

  it('draws a real image of each size, labelled, in the media library with source ai and the prompt', async () => {
    const sizes = [
      ['1024x1024', 1024, 1024],
      ['1792x1024', 1792, 1024],
      ['1024x1792', 1024, 1792],
    ] as const;
    const made: string[] = [];
    for (const [size, width, height] of sizes) {
      const prompt = `A calm blue ocean with mountains, ${size}`;
      const res = await generate(client, { prompt, size });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ size, generator: 'Offline generator', estimatedCost: 0, prompt });
      const meta = await served(server, res.json.url!);
      expect(meta).toMatchObject({ width, height, format: 'png' });
      made.push(res.json.id!);
    }
    const usage = await client.gql<{ aiUsage: { imageGenerator: string } }>('{ aiUsage { imageGenerator } }');
    expect(usage.data?.aiUsage.imageGenerator).toBe('Offline generator');
    const list = (await client.get('/api/ai/images')).json as unknown as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    expect(list.every((item) => item.generator === 'Offline generator')).toBe(true);
    const library = await client.gql<{ mediaItems: { items: Array<Record<string, unknown>> } }>(
      '{ mediaItems(filter: { source: "ai" }) { items { source prompt generator width height type estimatedCost costCurrency } } }',
    );
    expect(library.data?.mediaItems.items).toHaveLength(3);
    expect(library.data?.mediaItems.items[0]).toMatchObject({
      source: 'ai',
      type: 'image',
      generator: 'Offline generator',
      prompt: 'A calm blue ocean with mountains, 1024x1792',
      width: 1024,
      height: 1792,
      estimatedCost: 0,
      costCurrency: 'USD',
    });
    const rows = await queryRows<{ generator: string; status: string; estimated_cost: string }>(
      server,
      'select generator, status, estimated_cost from image_generations where user_id = $1',
      [userId],
    );
    expect(rows.map((r) => [r.generator, r.status, Number(r.estimated_cost)])).toEqual(
      made.map(() => ['Offline generator', 'completed', 0]),
    );
    const page = await client.gql<{
      imageGenerations: { total: number; items: Array<{ id: string }>; hasMore: boolean };
    }>('{ imageGenerations(limit: 2) { total hasMore items { id } } }');
    expect(page.data?.imageGenerations).toEqual({
      total: 3,
      hasMore: true,
      items: [{ id: made[2] }, { id: made[1] }],
    });
  });

  it('draws vivid more saturated than natural, the same picture for the same prompt', async () => {
    const { client: own } = await signedInClient(server);
    const saturation = async (url: string) => {
      const bytes = Buffer.from(await (await fetch(server.url + url)).arrayBuffer());
      const { data } = await sharp(bytes)
        .removeAlpha()
        .resize(64, 64)
        .raw()
        .toBuffer({ resolveWithObject: true });
      let total = 0;
      for (let i = 0; i + 2 < data.length; i += 3) {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        total += Math.max(r, g, b) - Math.min(r, g, b);
      }
      return total / (data.length / 3);
    };
    const vivid = await generate(own, { prompt: 'A red sunset over the sea', style: 'vivid' });
    const natural = await generate(own, { prompt: 'A red sunset over the sea', style: 'natural' });
    expect(await saturation(vivid.json.url!)).toBeGreaterThan(await saturation(natural.json.url!));
    const again = await generate(own, { prompt: 'A red sunset over the sea', style: 'vivid' });
    const bytes = async (url: string) => Buffer.from(await (await fetch(server.url + url)).arrayBuffer());
    expect((await bytes(again.json.url!)).equals(await bytes(vivid.json.url!))).toBe(true);
  });

  it("answers 404 for another user's generation, over REST and GraphQL", async () => {
    const { client: other } = await signedInClient(server);
    const mine = await generate(client, { prompt: 'Mine alone' });
    const id = mine.json.id!;
    const rest = await other.get(`/api/ai/image-generations/${id}`);
    expect(rest.status).toBe(404);
    expect(rest.json).toEqual({ message: 'Image generation not found' });
    const removed = await other.del(`/api/ai/images/${id}`);
    expect(removed.status).toBe(404);
    const gql = await other.gql(`query { imageGeneration(id: "${id}") { id } }`);
    expect(gql.errors?.[0]?.message).toBe('Image generation not found');
    const gqlDelete = await other.gql(`mutation { deleteImageGeneration(id: "${id}") }`);
    expect(gqlDelete.errors?.[0]?.message).toBe('Image generation not found');
    expect((await generationOf(client, id)).data?.imageGeneration.status).toBe('completed');
    // Nor can an image be made for another user's funnel.
    const theirs = await createFunnel(other);
    const forTheirs = await generate(client, { prompt: 'For a funnel not mine', funnelId: theirs.id });
    expect(forTheirs.status).toBe(404);
    expect(forTheirs.json).toMatchObject({ message: 'Funnel not found' });
  });

  it('deletes a generation with its media library item', async () => {
    const { client: own, userId: ownId } = await signedInClient(server);
    const made = await generate(own, { prompt: 'Short-lived' });
    const file = path.join(server.config.dataDir, made.json.url!.replace(/^\//, ''));
    await expect(access(file)).resolves.toBeUndefined();
    const res = await own.del(`/api/ai/images/${made.json.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, id: made.json.id });
    expect(Number((await rowsOf(server, ownId))[0]?.n)).toBe(0);
    const media = await queryRows<{ n: string }>(
      server,
      'select count(*) as n from media_items where user_id = $1',
      [ownId],
    );
    expect(Number(media[0]?.n)).toBe(0);
    await expect(access(file)).rejects.toThrow();
  });

  it('deletes an image by the id GET /api/ai/images answers, its library item with it', async () => {
    const { client: own, userId: ownId } = await signedInClient(server);
    const kept = await generate(own, { prompt: 'A kept kite', style: 'vivid', size: '1024x1792' });
    const gone = await generate(own, { prompt: 'A lost kite', style: 'natural', size: '1792x1024' });
    const listOf = async () =>
      (await own.get('/api/ai/images')).json as unknown as Array<Record<string, unknown>>;
    const before = await listOf();
    expect(before).toEqual([
      expect.objectContaining({
        id: gone.json.id,
        prompt: 'A lost kite',
        style: 'natural',
        size: '1792x1024',
      }),
      expect.objectContaining({ id: kept.json.id, prompt: 'A kept kite', style: 'vivid', size: '1024x1792' }),
    ]);
    const res = await own.del(`/api/ai/images/${String(before[0]!.id)}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, id: gone.json.id });
    expect((await listOf()).map((item) => item.id)).toEqual([kept.json.id]);
    const media = await queryRows<{ prompt: string }>(
      server,
      'select prompt from media_items where user_id = $1',
      [ownId],
    );
    expect(media).toEqual([{ prompt: 'A kept kite' }]);
  });

  it('starts a generation again when its job is retried after a crash mid-way', async () => {
    const { client: own, userId: ownId } = await signedInClient(server);
    // What a process that died mid-generation leaves: the row processing, its job to be retried.
    const [row] = await queryRows<{ id: string }>(
      server,
      `insert into image_generations (user_id, prompt, status, size) values ($1, 'Resumed after a restart', 'processing', '1792x1024') returning id`,
      [ownId],
    );
    // It had stored its image before dying: the retry leaves one library item, not two.
    const file = await server.services.media.scratchFile('.png');
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toFile(file);
    await server.services.media.store(ownId, {
      file,
      type: IMAGE_TYPES.find((t) => t.ext === 'png')!,
      name: 'resumed-after-a-restart.png',
      source: 'ai',
      width: 64,
      height: 64,
      prompt: 'Resumed after a restart',
      generator: 'Offline generator',
      details: { generationId: row!.id },
    });
    await server.deps.jobs.send(AI_IMAGE_JOB, { generationId: row!.id });
    const done = await finished(own, row!.id);
    expect(done).toMatchObject({ status: 'completed', generator: 'Offline generator' });
    expect(await served(server, done.imageUrl!)).toMatchObject({ width: 1792, height: 1024 });
    const items = await queryRows<{ id: string; width: number }>(
      server,
      `select id, width from media_items where user_id = $1 and details->>'generationId' = $2`,
      [ownId, row!.id],
    );
    expect(items).toEqual([{ id: done.mediaId, width: 1792 }]);
  });

  it('fails a generation left unfinished beyond any retry, and tells its owner', async () => {
    const { client: own, userId: ownId } = await signedInClient(server);
    const [stale] = await queryRows<{ id: string }>(
      server,
      `insert into image_generations (user_id, prompt, status, updated_at)
       values ($1, 'Left behind', 'processing', now() - interval '2 hours') returning id`,
      [ownId],
    );
    const [recent] = await queryRows<{ id: string }>(
      server,
      `insert into image_generations (user_id, prompt, status) values ($1, 'Still running', 'processing') returning id`,
      [ownId],
    );
    const ws = own.ws();
    try {
      const updates = recordSubscription<{
        aiImageStatusChanged: { id: string; generation: { status: string } };
      }>(ws, 'subscription { aiImageStatusChanged { id generation { status } } }');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await server.services.aiImages.sweepStale()).toBe(1);
      await updates.until(() => updates.results.length >= 1, 'the failure');
      expect(updates.results[0]?.data?.aiImageStatusChanged).toEqual({
        id: stale!.id,
        generation: { status: 'failed' },
      });
      updates.unsubscribe();
    } finally {
      await ws.dispose();
    }
    expect((await generationOf(own, stale!.id)).data?.imageGeneration).toMatchObject({
      status: 'failed',
      failureReason: 'The generation was interrupted; please try again',
    });
    expect((await generationOf(own, recent!.id)).data?.imageGeneration.status).toBe('processing');
  });
});
