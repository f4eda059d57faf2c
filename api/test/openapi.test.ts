import SwaggerParser from '@apidevtools/swagger-parser';
import { z } from 'zod';
import { V1_ROUTES, publicApiSchemas } from '../src/modules/public-api';
import { DEFAULT_RATE_LIMITS } from '../src/shared/auth/rate-limits';
import { bearerClient, createApiKey } from './support/api-keys';
import { CHROME_DESKTOP_UA, LANDING_PAGE } from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let owner: TestClient;
let api: ReturnType<typeof bearerClient>;
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
};
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer(
    {},
    { rateLimits: { ...DEFAULT_RATE_LIMITS, signUpPerIp: { points: 1000, durationSeconds: 3600 } } },
  );
  owner = new TestClient(server.url);
  await owner.signUp();
  api = bearerClient(server.url, (await createApiKey(owner)).key);
  const res = await new TestClient(server.url).get('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  document = res.json as unknown as OpenApiDocument;
});
afterAll(() => server.close());

/** The route's answer schema, strict: a field the document does not declare fails the test. */
function strictAnswer(route: (typeof V1_ROUTES)[number]) {
  const strict = (schema: z.ZodType): z.ZodType =>
    schema instanceof z.ZodObject
      ? schema.strict()
      : schema instanceof z.ZodArray
        ? z.array(strict(schema.element as z.ZodType))
        : schema;
  return route.paged ? z.array(strict(route.response)) : strict(route.response);
}

describe('the OpenAPI document (GET /api/v1/openapi.json, no key needed)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes every route the router mounts, with bearer security and its error answers', () => {
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(V1_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort());
    for (const route of V1_ROUTES) {
      const operation = document.paths[route.path]![route.method]!;
      expect(operation.security).toEqual([{ apiKey: [] }]);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining([String(route.status), '401', '403', '429']),
      );
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/user',
        '/funnels',
        '/funnels/{id}',
        '/leads',
        '/leads/{id}',
        '/campaigns',
        '/experiments',
        '/experiments/{id}',
        '/experiments/{id}/results',
      ]),
    );
  });
});

describe('every route answers in the shape it declares', () => {
  it('success answers parse with the declared (strict) schemas', async () => {
    await owner.post('/api/campaigns', { name: 'Launch', subject: 'Hi', content: 'Hello.' });
    const funnel = await api.post('/api/v1/funnels', { name: 'Documented', description: 'A funnel' });
    const lead = await api.post('/api/v1/leads', {
      email: 'doc@example.com',
      firstName: 'Doc',
      tags: ['api'],
    });
    // An A/B test, on a published funnel of its own, with one visit so its results have figures.
    const tested = await api.post('/api/v1/funnels', {
      name: 'Tested',
      config: LANDING_PAGE,
      status: 'published',
    });
    const experiment = await api.post('/api/v1/experiments', { funnelId: String(tested.json?.id) });
    const experimentPath = `/api/v1/experiments/${String(experiment.json?.id)}`;
    const answers: Record<string, Awaited<ReturnType<typeof api.get>>> = {
      'POST /funnels': funnel,
      'POST /leads': lead,
      'POST /experiments': experiment,
    };
    const calls: Array<[string, string, string, unknown?]> = [
      ['GET /user', 'GET', '/api/v1/user'],
      ['GET /funnels', 'GET', '/api/v1/funnels'],
      ['GET /funnels/{id}', 'GET', `/api/v1/funnels/${String(funnel.json?.id)}`],
      ['PATCH /funnels/{id}', 'PATCH', `/api/v1/funnels/${String(funnel.json?.id)}`, { status: 'published' }],
      ['GET /leads', 'GET', '/api/v1/leads'],
      ['GET /leads/{id}', 'GET', `/api/v1/leads/${String(lead.json?.id)}`],
      [
        'PATCH /leads/{id}',
        'PATCH',
        `/api/v1/leads/${String(lead.json?.id)}`,
        { customFields: { plan: 'pro' } },
      ],
      ['GET /campaigns', 'GET', '/api/v1/campaigns'],
      ['DELETE /funnels/{id}', 'DELETE', `/api/v1/funnels/${String(funnel.json?.id)}`],
      ['DELETE /leads/{id}', 'DELETE', `/api/v1/leads/${String(lead.json?.id)}`],
      ['GET /experiments', 'GET', '/api/v1/experiments'],
      ['GET /experiments/{id}', 'GET', experimentPath],
      ['POST /experiments/{id}/start', 'POST', `${experimentPath}/start`],
    ];
    for (const [name, method, path, body] of calls) answers[name] = await api.request(method, path, body);
    expect(
      (
        await new TestClient(server.url).get(`/p/${String(tested.json?.id)}`, {
          'user-agent': CHROME_DESKTOP_UA,
        })
      ).status,
    ).toBe(200);
    await server.services.visits.flush();
    const experimentCalls: Array<[string, string, string, unknown?]> = [
      ['GET /experiments/{id}/results', 'GET', `${experimentPath}/results`],
      ['POST /experiments/{id}/pause', 'POST', `${experimentPath}/pause`],
      ['POST /experiments/{id}/end', 'POST', `${experimentPath}/end`],
      ['POST /experiments/{id}/promote', 'POST', `${experimentPath}/promote`, { key: 'B' }],
      ['DELETE /experiments/{id}', 'DELETE', experimentPath],
    ];
    for (const [name, method, path, body] of experimentCalls)
      answers[name] = await api.request(method, path, body);

    for (const route of V1_ROUTES) {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      const answer = answers[name];
      expect([name, answer?.status]).toEqual([name, route.status]);
      const parsed = strictAnswer(route).safeParse(answer!.json);
      expect([name, parsed.success ? 'matches' : parsed.error.message]).toEqual([name, 'matches']);
      expect(answer!.headers.get('ratelimit-limit')).toBeTruthy();
    }
    // The lists were not empty: their items were checked too.
    expect((answers['GET /leads']!.json as unknown as unknown[]).length).toBe(1);
    expect((answers['GET /campaigns']!.json as unknown as unknown[]).length).toBe(1);
    expect((answers['GET /experiments']!.json as unknown as unknown[]).length).toBe(1);
    expect(answers['GET /experiments/{id}/results']!.json?.visitors).toBe(1);
    expect((answers['GET /experiments/{id}/results']!.json?.series as unknown[]).length).toBeGreaterThan(0);
  });

  it('error answers are the declared Error shape', async () => {
    const error = publicApiSchemas.errorSchema.strict();
    const invalid = await api.post('/api/v1/leads', { email: 'not an email' });
    expect(invalid.status).toBe(400);
    expect(error.parse(invalid.json).fieldErrors).toEqual({ email: 'Enter a valid email address' });
    const missing = await api.get('/api/v1/funnels/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    error.parse(missing.json);
    const unauthenticated = await new TestClient(server.url).get('/api/v1/leads');
    expect(unauthenticated.status).toBe(401);
    error.parse(unauthenticated.json);
    const reader = bearerClient(server.url, (await createApiKey(owner, { permissions: ['leads:read'] })).key);
    const forbidden = await reader.post('/api/v1/leads', { email: 'x@example.com' });
    expect(forbidden.status).toBe(403);
    error.parse(forbidden.json);
  });
});

describe('the reference page (GET /api/v1/docs)', () => {
  it('is served from this origin: no CDN, and its scripts and styles load', async () => {
    const anonymous = new TestClient(server.url);
    const page = await anonymous.get('/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toEqual([
      '/favicon.svg',
      '/api/v1/docs/swagger-ui.css',
      '/api/v1/docs/swagger-ui-bundle.js',
      '/api/v1/docs/start.js',
    ]);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const source of sources) {
      const asset = await anonymous.get(source);
      expect([source, asset.status]).toEqual([source, 200]);
      expect(asset.text.length).toBeGreaterThan(/start\.js$|favicon/.test(source) ? 50 : 10_000);
    }
    expect((await anonymous.get('/api/v1/docs/start.js')).text).toContain("url: '/api/v1/openapi.json'");
    expect((await anonymous.get('/api/v1/docs/index.html')).status).toBe(404);
  });
});
