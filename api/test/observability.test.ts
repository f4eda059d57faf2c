import http from 'node:http';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { createLogger } from '../src/shared/logging/logger';
import { publishedFunnel, signedInClient } from './support/funnels';
import { STRONG_PASSWORD, TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

type Line = Record<string, unknown> & { msg?: string; requestId?: string };

/** Every line the app logs, parsed. */
const lines: Line[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Line);
    done();
  },
});

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const SAVE_EMAIL_SETTINGS =
  'mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { id } }';
/** SMTP settings to save (not used to send), with `smtpPassword`. */
const emailSettings = (smtpPassword: string) => ({
  smtpHost: '127.0.0.1',
  smtpPort: 2525,
  smtpSecure: false,
  smtpUser: 'user@example.com',
  smtpPassword,
  fromEmail: 'news@example.com',
  fromName: 'News',
  isActive: false,
});
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN, WORKERS: 'off' }, { log: createLogger('info', sink) });
});

afterAll(async () => {
  await server?.close();
});

/** The access line of the request `id`, once the response has been logged. */
async function accessLineOf(id: string): Promise<Line> {
  for (let i = 0; i < 50; i += 1) {
    const line = lines.find((l) => l.requestId === id && l.msg === 'request completed');
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no access line for request ${id}`);
}

describe('access log', () => {
  it('logs method, route pattern, status, duration, request id and user id; never bodies, cookies or keys', async () => {
    const { client, userId } = await signedInClient(server);
    const secretPassword = 'a-password-nobody-may-log-7731';
    const missing = '5b0f3a52-4c1e-4e55-9a55-000000000000';
    const res = await client.get(`/api/funnels/${missing}?token=query-secret-123`, {
      'x-request-id': 'proxy-id-0001',
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('proxy-id-0001');
    const line = await accessLineOf('proxy-id-0001');
    expect(line).toMatchObject({
      level: 30,
      requestId: 'proxy-id-0001',
      method: 'GET',
      route: '/api/funnels/:id',
      status: 404,
      userId,
    });
    expect(typeof line.durationMs).toBe('number');

    const signIn = await new TestClient(server.url).post('/api/auth/login', {
      email: 'nobody@example.com',
      password: secretPassword,
    });
    const signInId = signIn.headers.get('x-request-id') ?? '';
    expect(signInId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await accessLineOf(signInId)).toMatchObject({
      method: 'POST',
      route: '/api/auth/login',
      userId: null,
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(secretPassword);
    expect(logged).not.toContain('query-secret-123');
    expect(logged).not.toContain(missing);
    expect(logged).not.toContain(String(client.cookie).split('=')[1]);
  });

  it('refuses a request id that is not a plain token and makes its own', async () => {
    const res = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await accessLineOf(id)).toMatchObject({ route: '/healthz', status: 200 });
  });

  it('puts the request id on every line logged while serving it, over REST and GraphQL', async () => {
    const client = new TestClient(server.url);
    const signUp = await client.post('/api/auth/register', {
      email: `observed-${Date.now()}@example.com`,
      password: STRONG_PASSWORD,
    });
    expect(signUp.status).toBe(201);
    const id = signUp.headers.get('x-request-id') ?? '';
    await accessLineOf(id);
    expect(lines.filter((l) => l.requestId === id).map((l) => l.msg)).toEqual(
      expect.arrayContaining(['account created', 'request completed']),
    );

    const saved = await client.request(
      'POST',
      '/graphql',
      {
        query: SAVE_EMAIL_SETTINGS,
        variables: { input: emailSettings('smtp-password-never-logged') },
      },
      { 'x-request-id': 'graphql-request-0001' },
    );
    expect(saved.json?.errors).toBeUndefined();
    expect(await accessLineOf('graphql-request-0001')).toMatchObject({ route: '/graphql', status: 200 });
    expect(lines.filter((l) => l.requestId === 'graphql-request-0001').map((l) => l.msg)).toEqual(
      expect.arrayContaining(['SMTP settings saved', 'request completed']),
    );
    expect(JSON.stringify(lines)).not.toContain('smtp-password-never-logged');
  });

  it('keeps the request id when the body arrives in parts (the parser finishes on a later read)', async () => {
    const { client } = await signedInClient(server);
    const body = JSON.stringify({
      query: SAVE_EMAIL_SETTINGS,
      variables: { input: emailSettings('another-password') },
    });
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: String(client.cookie),
          origin: server.url,
          'x-request-id': 'slow-body-000001',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 40));
      setTimeout(() => req.end(body.slice(40)), 100);
    });
    expect(status).toBe(200);
    await accessLineOf('slow-body-000001');
    expect(lines.filter((l) => l.requestId === 'slow-body-000001').map((l) => l.msg)).toEqual(
      expect.arrayContaining(['SMTP settings saved', 'request completed']),
    );
  });

  it('names a published page by its route, not its id', async () => {
    const { client } = await signedInClient(server);
    const funnel = await publishedFunnel(client);
    const res = await fetch(`${server.url}/p/${funnel.id}`, {
      headers: { 'x-request-id': 'page-view-0001' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('page-view-0001');
    expect(await accessLineOf('page-view-0001')).toMatchObject({ route: '/p/:id', status: 200 });
  });
});

describe('metrics', () => {
  const scrape = (token?: string) =>
    fetch(`${server.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('answer the scraper with the token only', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('wrong-token-0123456789abcdef')).status).toBe(401);
    const res = await scrape(METRICS_TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('count requests and their latency by route pattern, queue depths and subscription connections', async () => {
    const { client } = await signedInClient(server);
    for (let i = 0; i < 3; i += 1) await client.get('/api/funnels');
    const ws = client.ws();
    const events: unknown[] = [];
    const unsubscribe = ws.subscribe(
      { query: 'subscription { emailStatusChanged { __typename } }' },
      { next: (event) => events.push(event), error: () => undefined, complete: () => undefined },
    );
    try {
      let body = '';
      for (let i = 0; i < 50; i += 1) {
        body = await (await scrape(METRICS_TOKEN)).text();
        if (/^funnelforge_subscription_connections 1$/m.test(body)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(body).toMatch(/^funnelforge_subscription_connections 1$/m);
      const count =
        /^funnelforge_http_requests_total\{method="GET",route="\/api\/funnels",status="200"\} (\d+)$/m.exec(
          body,
        );
      expect(Number(count?.[1])).toBeGreaterThanOrEqual(3);
      expect(body).toMatch(
        /^funnelforge_http_request_duration_seconds_count\{method="GET",route="\/api\/funnels"\} \d+$/m,
      );
      expect(body).toMatch(/^funnelforge_job_queue_depth\{queue="campaigns\.send"\} \d+$/m);
      expect(body).toMatch(/^process_cpu_user_seconds_total /m);
    } finally {
      unsubscribe();
      await ws.dispose();
    }
    let after = '';
    for (let i = 0; i < 50; i += 1) {
      after = await (await scrape(METRICS_TOKEN)).text();
      if (/^funnelforge_subscription_connections 0$/m.test(after)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(after).toMatch(/^funnelforge_subscription_connections 0$/m);
  });

  it('do not exist without a token setting', async () => {
    const plain = await startTestServer({ WORKERS: 'off' });
    try {
      expect((await fetch(`${plain.url}/metrics`, { headers: { authorization: 'Bearer x' } })).status).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });
});

describe('unreadable bodies and unknown paths answer JSON, never a stack trace', () => {
  const post = (path: string, body: Buffer | string, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, { method: 'POST', body, headers: { origin: server.url, ...headers } });

  it.each([
    ['malformed JSON', '{"query": ', {}, 400, 'The request body is not valid JSON'],
    [
      'a bad gzip body',
      Buffer.from('not gzip at all'),
      { 'content-encoding': 'gzip' },
      400,
      'The request could not be read',
    ],
    ['an unknown encoding', 'x', { 'content-encoding': 'br2' }, 415, 'The request could not be read'],
    [
      'a body over 1 MB',
      JSON.stringify({ query: `{ ${'a'.repeat(1_100_000)} }` }),
      {},
      413,
      'The request body is too large',
    ],
    [
      'a gzip body over 1 MB once read',
      gzipSync(JSON.stringify({ query: 'x'.repeat(1_100_000) })),
      { 'content-encoding': 'gzip' },
      413,
      'The request body is too large',
    ],
  ] as const)('/graphql: %s', async (_name, body, headers, status, message) => {
    const res = await post('/graphql', body, { 'content-type': 'application/json', ...headers });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    expect(text).not.toMatch(/ at |node_modules|<html/i);
  });

  it('/api: malformed JSON and a bad gzip body', async () => {
    const malformed = await post('/api/funnels', '{"name": ', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'The request body is not valid JSON' });
    const gzip = await post('/api/funnels', Buffer.from('nope'), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(gzip.status).toBe(400);
    expect(await gzip.json()).toEqual({ message: 'The request could not be read' });
  });

  it('a write to a path nothing serves is a JSON 404', async () => {
    const res = await post('/nowhere/at-all', '{}', { 'content-type': 'application/json' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Nothing here for POST /nowhere/at-all' });
  });

  it('in development mode too', async () => {
    const dev = await startTestServer({ NODE_ENV: 'development', WORKERS: 'off' });
    try {
      const res = await fetch(`${dev.url}/graphql`, {
        method: 'POST',
        body: '{"query": ',
        headers: { 'content-type': 'application/json', origin: dev.url },
      });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        errors: [{ message: 'The request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }],
      });
      const put = await fetch(`${dev.url}/nowhere`, {
        method: 'PUT',
        body: '{',
        headers: { 'content-type': 'application/json' },
      });
      expect(put.status).toBe(404);
      expect(await put.json()).toEqual({ message: 'Nothing here for PUT /nowhere' });
    } finally {
      await dev.close();
    }
  });
});
