import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** The web build's fallback: client routes get index.html, files that are not there a 404. */
let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'ff-web-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>FunnelForge app</title>');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ LOG_LEVEL: 'error' }, {}, { webDistDir: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (pathname: string) => new TestClient(server.url).get(pathname, { accept: '*/*' });

describe('the web app fallback', () => {
  it.each(['/', '/funnels', '/builder/00000000-0000-4000-8000-000000000000', '/no-such-screen'])(
    'answers %s with the app (a client route, or its 404 page)',
    async (pathname) => {
      const res = await get(pathname);
      expect(res.status).toBe(200);
      expect(res.text).toBe('<!doctype html><title>FunnelForge app</title>');
    },
  );

  it.each(['/favicon.ico', '/apple-touch-icon.png', '/old-chunk.js'])(
    'answers a file that is not there (%s) 404, not the app: no HTML for a crawler or an icon',
    async (pathname) => {
      const res = await get(pathname);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    },
  );

  it('serves the files the build has', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

describe("the app's Content-Security-Policy", () => {
  const STRIPE_ORIGINS = /js\.stripe\.com|hooks\.stripe\.com|api\.stripe\.com/;

  it('allows nothing of Stripe while card payments are not configured', async () => {
    const csp = (await get('/subscription')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/);
    expect(csp).not.toMatch(STRIPE_ORIGINS);
  });

  it('allows Stripe.js, its frames and its API with card payments configured, and nothing more', async () => {
    const withStripe = await startTestServer(
      { LOG_LEVEL: 'error' },
      {},
      {
        webDistDir: dist,
        stripe: {
          secretKey: 'sk_test_csp',
          publishableKey: 'pk_test_csp',
          webhookSecret: 'whsec_csp',
          apiUrl: null,
          connect: false,
        },
      },
    );
    try {
      const res = await new TestClient(withStripe.url).get('/checkout', { accept: '*/*' });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
      expect(csp).toMatch(
        /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com(;|$)/,
      );
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com(;|$)/);
      expect(csp).toMatch(/default-src 'self'(;|$)/);
      expect(csp).toMatch(/object-src 'none'(;|$)/);
    } finally {
      await withStripe.close();
    }
  });
});
