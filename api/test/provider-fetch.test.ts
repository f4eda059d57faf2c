import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderError, providerFetch } from '../src/shared/http/provider-fetch';

/** The one way adapters call AI providers: retries on 429/5xx and silence, the provider's message on refusal. */

let server: Server;
let base: string;
const seen: Array<{ path: string; auth: string | undefined }> = [];
const scripts = new Map<string, Array<(res: ServerResponse) => void>>();

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', auth: req.headers.authorization });
    const next = scripts.get(req.url ?? '')?.shift();
    if (next) next(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (res: ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

const call = (path: string, extra: Partial<Parameters<typeof providerFetch>[0]> = {}) =>
  providerFetch({
    provider: 'Acme AI',
    url: base + path,
    json: { prompt: 'hi' },
    headers: { Authorization: 'Bearer sk-secret-key' },
    timeoutMs: 2000,
    backoffMs: 10,
    ...extra,
  });

it('tries again after a 429 (honouring Retry-After) and a 503, then answers the success', async () => {
  scripts.set('/busy', [
    json(429, { error: { message: 'Rate limit' } }, { 'retry-after': '0' }),
    json(503, {}),
    json(200, { ok: 1 }),
  ]);
  const res = await call('/busy');
  expect(await res.json()).toEqual({ ok: 1 });
  expect(seen.map((s) => s.path)).toEqual(['/busy', '/busy', '/busy']);
  expect(seen.every((s) => s.auth === 'Bearer sk-secret-key')).toBe(true);
});

it("gives the provider's own message at once when it refuses a request (no retry on 4xx)", async () => {
  scripts.set('/bad', [json(400, { error: { message: 'Your prompt was rejected by the safety system.' } })]);
  const error = (await call('/bad').catch((e: unknown) => e)) as ProviderError;
  expect(error).toBeInstanceOf(ProviderError);
  expect(error.message).toBe('Acme AI: Your prompt was rejected by the safety system.');
  expect({ status: error.status, transient: error.transient }).toEqual({ status: 400, transient: false });
  expect(seen).toHaveLength(1);
  expect(error.message).not.toContain('sk-secret-key');
});

it('reads the detail shapes of other providers, and says the status when the body is not JSON', async () => {
  scripts.set('/detail', [json(422, { detail: { message: 'voice_not_found' } })]);
  expect(((await call('/detail').catch((e: unknown) => e)) as Error).message).toBe(
    'Acme AI: voice_not_found',
  );
  scripts.set('/html', [
    (res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>'),
  ]);
  const error = (await call('/html', { attempts: 1 }).catch((e: unknown) => e)) as ProviderError;
  expect(error.message).toBe('Acme AI answered 502 Bad Gateway');
  expect(error.transient).toBe(true);
});

it('gives up after the last try of a provider that keeps failing', async () => {
  scripts.set('/down', [
    json(500, { message: 'boom' }),
    json(500, { message: 'boom' }),
    json(500, { message: 'boom' }),
  ]);
  const error = (await call('/down').catch((e: unknown) => e)) as ProviderError;
  expect(error.message).toBe('Acme AI: boom');
  expect(seen).toHaveLength(3);
});

it('abandons a try that takes longer than the timeout, and says so', async () => {
  scripts.set('/slow', [
    (res) => setTimeout(() => json(200, {})(res), 1500),
    (res) => setTimeout(() => json(200, {})(res), 1500),
  ]);
  const error = (await call('/slow', { timeoutMs: 200, attempts: 2 }).catch(
    (e: unknown) => e,
  )) as ProviderError;
  expect(error.message).toBe('Acme AI did not answer within 0.2 s');
  expect({ status: error.status, transient: error.transient }).toEqual({ status: null, transient: true });
});
