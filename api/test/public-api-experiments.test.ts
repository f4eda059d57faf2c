import { publicApiSchemas } from '../src/modules/public-api';
import { bearerClient, createApiKey } from './support/api-keys';
import {
  CHROME_DESKTOP_UA,
  LANDING_PAGE,
  freshIp,
  queryRows,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A/B tests through the public API (/api/v1/experiments…): a bearer key with funnels:read reads
 * them, one with funnels:write makes and runs them; answers match the OpenAPI schemas.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'error', TRUST_PROXY: '1' },
    { rateLimits: testRateLimits({ apiKeyRequests: { points: 1000, durationSeconds: 60 } }) },
  );
});
afterAll(() => server.close());

type Api = ReturnType<typeof bearerClient>;
type ExperimentJson = {
  id: string;
  name: string;
  funnelId: string;
  funnelName: string;
  stepId: string;
  stepName: string;
  status: string;
  variants: Array<{ key: string; name: string; weight: number; content: { elements: unknown[] } | null }>;
  winnerKey: string | null;
  startedAt: string | null;
  endedAt: string | null;
};

/** The declared schemas, strict at the top (nested objects are strict in the schemas themselves). */
const experimentAnswer = publicApiSchemas.experimentSchema.strict();
const resultsAnswer = publicApiSchemas.experimentResultsSchema.strict();
const errorAnswer = publicApiSchemas.errorSchema.strict();

async function owner() {
  const { client, userId } = await signedInClient(server);
  const key = async (permissions = ['funnels:read', 'funnels:write']) =>
    bearerClient(server.url, (await createApiKey(client, { permissions })).key);
  return { client, userId, key };
}

/** A funnel of LANDING_PAGE (one step, Main page), made through /api/v1. */
async function newFunnel(api: Api, status = 'published'): Promise<string> {
  const res = await api.post('/api/v1/funnels', { name: 'Guide', config: LANDING_PAGE, status });
  expect(res.status).toBe(201);
  return String(res.json?.id);
}

async function newExperiment(api: Api, body: Record<string, unknown>): Promise<ExperimentJson> {
  const res = await api.post('/api/v1/experiments', body);
  expect([res.status, res.json?.message]).toEqual([201, undefined]);
  return experimentAnswer.parse(res.json) as ExperimentJson;
}

const statusOf = async (id: string) =>
  (await queryRows<{ status: string }>(server, 'select status from experiments where id = $1', [id]))[0]
    ?.status;

describe('a bearer key runs an A/B test', () => {
  it('creates a test on a published funnel, reads it, starts it, reads its results, pauses and ends it', async () => {
    const { client, userId, key } = await owner();
    const api = await key();
    const funnelId = await newFunnel(api);

    const created = await newExperiment(api, { funnelId, name: 'Headline test', variants: 3 });
    expect(created).toMatchObject({
      name: 'Headline test',
      funnelId,
      funnelName: 'Guide',
      stepName: 'Main page',
      status: 'draft',
      startedAt: null,
      winnerKey: null,
    });
    expect(created.variants.map((v) => [v.key, v.name, v.weight])).toEqual([
      ['A', 'Original', 1],
      ['B', 'B', 1],
      ['C', 'C', 1],
    ]);
    expect(created.variants[0]?.content).toBeNull();
    expect(created.variants[1]?.content?.elements).toHaveLength(4);
    expect(
      await queryRows(server, 'select user_id, funnel_id, status from experiments where id = $1', [
        created.id,
      ]),
    ).toEqual([{ user_id: userId, funnel_id: funnelId, status: 'draft' }]);

    const read = await api.get(`/api/v1/experiments/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
    // The same answer as the app's own (cookie) route.
    expect((await client.get(`/api/experiments/${created.id}`)).json).toEqual(read.json);

    const list = await api.get(`/api/v1/experiments?funnelId=${funnelId}&status=draft`);
    expect(list.status).toBe(200);
    expect(publicApiSchemas.experimentListSchema.parse(list.json).map((e) => e.id)).toEqual([created.id]);
    expect((await api.get('/api/v1/experiments?status=running')).json).toEqual([]);

    const started = await api.post(`/api/v1/experiments/${created.id}/start`);
    expect(started.status).toBe(200);
    expect(experimentAnswer.parse(started.json)).toMatchObject({ status: 'running' });
    expect(started.json?.startedAt).not.toBeNull();
    expect(await statusOf(created.id)).toBe('running');
    expect((await api.get('/api/v1/experiments?status=running')).json).toEqual([started.json]);

    // Visitors of the published page, three of whom leave their address.
    for (let i = 0; i < 9; i += 1) {
      const headers = { 'x-forwarded-for': freshIp(), 'user-agent': CHROME_DESKTOP_UA };
      const visitor = new TestClient(server.url);
      expect((await visitor.get(`/p/${funnelId}`, headers)).status).toBe(200);
      if (i % 3 === 0)
        expect(
          (
            await visitor.post(
              `/api/public/funnels/${funnelId}/leads`,
              { email: `v${i}@example.com` },
              headers,
            )
          ).status,
        ).toBe(201);
    }
    await server.services.visits.flush();

    const results = await api.get(`/api/v1/experiments/${created.id}/results`);
    expect(results.status).toBe(200);
    const figures = resultsAnswer.parse(results.json);
    expect(figures.visitors).toBe(9);
    expect(figures.variants.map((v) => v.key)).toEqual(['A', 'B', 'C']);
    expect(figures.variants.reduce((sum, v) => sum + v.visitors, 0)).toBe(9);
    expect(figures.variants.reduce((sum, v) => sum + v.conversions, 0)).toBe(3);
    const visits = await queryRows<{ variant: string; n: number }>(
      server,
      'select variant, count(*)::int as n from analytics_sessions where experiment_id = $1 group by 1 order by 1',
      [created.id],
    );
    expect(figures.variants.filter((v) => v.visitors > 0).map((v) => [v.key, v.visitors])).toEqual(
      visits.map((v) => [v.variant, v.n]),
    );
    expect(figures.verdict.kind).toBe('not-enough-data');
    expect(figures.verdict.text).toMatch(/^Not enough data yet: about [\d,]+ more visitors per variant$/);
    const session = await client.get(`/api/experiments/${created.id}/results`);
    expect(session.json?.variants).toEqual(results.json?.variants);

    const paused = await api.post(`/api/v1/experiments/${created.id}/pause`);
    expect(paused.status).toBe(200);
    expect(experimentAnswer.parse(paused.json).status).toBe('paused');
    expect(await statusOf(created.id)).toBe('paused');

    const ended = await api.post(`/api/v1/experiments/${created.id}/end`);
    expect(ended.status).toBe(200);
    expect(experimentAnswer.parse(ended.json)).toMatchObject({ status: 'ended' });
    expect(ended.json?.endedAt).not.toBeNull();
    expect(await statusOf(created.id)).toBe('ended');
    const again = await api.post(`/api/v1/experiments/${created.id}/end`);
    expect(again.status).toBe(400);
    expect(errorAnswer.parse(again.json).message).toBe('This A/B test has already ended');

    const deleted = await api.del(`/api/v1/experiments/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: 'A/B test deleted' });
    expect(await queryRows(server, 'select id from experiments where id = $1', [created.id])).toEqual([]);
    expect((await api.get(`/api/v1/experiments/${created.id}`)).status).toBe(404);
  });

  it('promotes a variant into the funnel, and refuses A, an unknown variant and deleting a running test', async () => {
    const { key } = await owner();
    const api = await key();
    const funnelId = await newFunnel(api);
    const test = await newExperiment(api, { funnelId });
    expect((await api.post(`/api/v1/experiments/${test.id}/start`)).status).toBe(200);

    const running = await api.del(`/api/v1/experiments/${test.id}`);
    expect(running.status).toBe(400);
    expect(running.json?.message).toBe('A running A/B test cannot be deleted: end it first');
    expect(await statusOf(test.id)).toBe('running');

    const control = await api.post(`/api/v1/experiments/${test.id}/promote`, { key: 'A' });
    expect(control.status).toBe(400);
    expect(control.json?.message).toBe('Only variant B, C or D can replace the page; A already is it');
    const unknown = await api.post(`/api/v1/experiments/${test.id}/promote`, { key: 'D' });
    expect(unknown.status).toBe(404);
    expect(unknown.json?.message).toBe('Variant not found');
    expect(await statusOf(test.id)).toBe('running');

    const promoted = await api.post(`/api/v1/experiments/${test.id}/promote`, { key: 'B' });
    expect(promoted.status).toBe(200);
    expect(experimentAnswer.parse(promoted.json)).toMatchObject({ status: 'ended', winnerKey: 'B' });
    expect(
      await queryRows(server, 'select status, winner_key from experiments where id = $1', [test.id]),
    ).toEqual([{ status: 'ended', winner_key: 'B' }]);
  });
});

describe('permissions', () => {
  it('a key without funnels:write reads tests but cannot make, run or delete one; nothing changes', async () => {
    const { key } = await owner();
    const writer = await key();
    const funnelId = await newFunnel(writer);
    const test = await newExperiment(writer, { funnelId });
    const reader = await key(['funnels:read', 'leads:read', 'leads:write', 'campaigns:write']);

    expect((await reader.get(`/api/v1/experiments/${test.id}`)).status).toBe(200);
    expect((await reader.get(`/api/v1/experiments/${test.id}/results`)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/v1/experiments', { funnelId, stepId: test.stepId }],
      ['POST', `/api/v1/experiments/${test.id}/start`],
      ['POST', `/api/v1/experiments/${test.id}/pause`],
      ['POST', `/api/v1/experiments/${test.id}/end`],
      ['POST', `/api/v1/experiments/${test.id}/promote`, { key: 'B' }],
      ['DELETE', `/api/v1/experiments/${test.id}`],
    ] as const) {
      const res = await reader.request(method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(errorAnswer.parse(res.json).message).toBe('This API key lacks the funnels:write permission');
    }
    expect(
      await queryRows(server, 'select id, status from experiments where funnel_id = $1', [funnelId]),
    ).toEqual([{ id: test.id, status: 'draft' }]);

    const leadsOnly = await key(['leads:read', 'leads:write']);
    for (const path of [
      '/api/v1/experiments',
      `/api/v1/experiments/${test.id}`,
      `/api/v1/experiments/${test.id}/results`,
    ]) {
      const res = await leadsOnly.get(path);
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.json?.message).toBe('This API key lacks the funnels:read permission');
    }
  });
});

describe("another user's tests", () => {
  it('answer 404 through /api/v1, and nothing of theirs changes', async () => {
    const first = await owner();
    const theirs = await first.key();
    const funnelId = await newFunnel(theirs);
    const test = await newExperiment(theirs, { funnelId });
    const api = await (await owner()).key();

    for (const [method, path, body] of [
      ['GET', `/api/v1/experiments/${test.id}`],
      ['GET', `/api/v1/experiments/${test.id}/results`],
      ['POST', `/api/v1/experiments/${test.id}/start`],
      ['POST', `/api/v1/experiments/${test.id}/pause`],
      ['POST', `/api/v1/experiments/${test.id}/end`],
      ['POST', `/api/v1/experiments/${test.id}/promote`, { key: 'B' }],
      ['DELETE', `/api/v1/experiments/${test.id}`],
    ] as const) {
      const res = await api.request(method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(errorAnswer.parse(res.json).message).toBe('A/B test not found');
    }
    const onTheirFunnel = await api.post('/api/v1/experiments', { funnelId, stepId: test.stepId });
    expect(onTheirFunnel.status).toBe(404);
    expect(onTheirFunnel.json?.message).toBe('Funnel not found');
    expect((await api.get('/api/v1/experiments')).json).toEqual([]);
    expect((await api.get(`/api/v1/experiments?funnelId=${funnelId}`)).json).toEqual([]);

    expect(
      await queryRows(server, 'select id, status from experiments where funnel_id = $1', [funnelId]),
    ).toEqual([{ id: test.id, status: 'draft' }]);
    expect((await theirs.get(`/api/v1/experiments/${test.id}`)).json).toEqual(test);
  });
});

describe('invalid input', () => {
  it("answers 400 with the service's message, and makes nothing", async () => {
    const { client, key } = await owner();
    const api = await key();
    const funnelId = await newFunnel(api);
    const draftFunnelId = await newFunnel(api, 'draft');

    const tooMany = await api.post('/api/v1/experiments', { funnelId, variants: 7 });
    expect(tooMany.status).toBe(400);
    expect(errorAnswer.parse(tooMany.json)).toEqual({
      message: 'An A/B test has at most 4 variants',
      fieldErrors: { variants: 'An A/B test has at most 4 variants' },
    });
    const noFunnel = await api.post('/api/v1/experiments', { name: 'No funnel' });
    expect(noFunnel.status).toBe(400);
    expect(noFunnel.json?.message).toBe('funnelId is required');
    const noStep = await api.post('/api/v1/experiments', { funnelId, stepId: 'nope' });
    expect(noStep.status).toBe(400);
    expect(noStep.json?.message).toBe('This funnel has no such step');
    const badFilter = await api.get('/api/v1/experiments?status=bogus');
    expect(badFilter.status).toBe(400);
    expect(badFilter.json?.message).toBe('Status must be one of draft, running, paused, ended');
    // A funnelId that is no uuid is refused, not sent to the database (it was a 500).
    const badFunnel = await api.get('/api/v1/experiments?funnelId=nope');
    expect(badFunnel.status).toBe(400);
    expect(errorAnswer.parse(badFunnel.json)).toEqual({
      message: 'Funnel id must be a uuid',
      fieldErrors: { funnelId: 'Funnel id must be a uuid' },
    });
    expect((await client.get('/api/experiments?funnelId=nope')).status).toBe(400);
    expect(await queryRows(server, 'select id from experiments where funnel_id = $1', [funnelId])).toEqual(
      [],
    );

    await newExperiment(api, { funnelId });
    const second = await api.post('/api/v1/experiments', { funnelId });
    expect(second.status).toBe(400);
    expect(second.json?.message).toBe('This step already has an A/B test: end it before creating another');
    expect(
      await queryRows(server, 'select id from experiments where funnel_id = $1', [funnelId]),
    ).toHaveLength(1);

    const onDraft = await newExperiment(api, { funnelId: draftFunnelId });
    const start = await api.post(`/api/v1/experiments/${onDraft.id}/start`);
    expect(start.status).toBe(400);
    expect(start.json?.message).toBe('Publish the funnel before starting its A/B test');
    expect(await statusOf(onDraft.id)).toBe('draft');
  });
});

describe('the OpenAPI document', () => {
  it('lists the A/B test paths, with their schemas', async () => {
    const res = await new TestClient(server.url).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const document = res.json as unknown as {
      paths: Record<string, Record<string, { description: string; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const methods = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methods('/experiments')).toEqual(['get', 'post']);
    expect(methods('/experiments/{id}')).toEqual(['delete', 'get']);
    for (const path of ['results']) expect(methods(`/experiments/{id}/${path}`)).toEqual(['get']);
    for (const action of ['start', 'pause', 'end', 'promote'])
      expect(methods(`/experiments/{id}/${action}`)).toEqual(['post']);
    expect(document.paths['/experiments']!.get!.description).toBe('Needs the funnels:read permission.');
    expect(document.paths['/experiments']!.post!.description).toBe('Needs the funnels:write permission.');
    expect(Object.keys(document.paths['/experiments/{id}/start']!.post!.responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '429'].sort(),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Experiment', 'ExperimentResults', 'ExperimentPromotion']),
    );
  });
});
