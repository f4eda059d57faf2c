import { publishedFunnel, signedInClient, testRateLimits } from './support/funnels';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * /p/{id} with a percent escape that does not decode. In a file of its own: when the server
 * fails on it, the failure must not take the other published-page tests with it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

async function status(path: string, cookie?: string | null): Promise<number | string> {
  try {
    const res = await fetch(server.url + path, {
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(5000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return `no answer: ${String(error)}`;
  }
}

describe('malformed percent escapes', () => {
  it.each(['/p/%E0%A4%A', '/p/%', '/p/%ZZ'])(
    'GET %s is refused as a client error and the server keeps serving',
    async (path) => {
      const { client: owner } = await signedInClient(server);
      const funnel = await publishedFunnel(owner);
      expect([400, 404]).toContain(await status(path));
      expect(await status(`/p/${funnel.id}`)).toBe(200);
    },
  );

  it('GET /api/funnels/{malformed} is a client error too', async () => {
    const { client } = await signedInClient(server);
    expect([400, 404]).toContain(await status('/api/funnels/%E0%A4%A', client.cookie));
  });
});
