import {
  CHROME_DESKTOP_UA,
  DAY_MS,
  LANDING_PAGE,
  asFunnel,
  asFunnels,
  asRecycled,
  createFunnel,
  freshIp,
  pageConfig,
  publishedFunnel,
  queryRows,
  recycle,
  setStatus,
  signedInClient,
  testRateLimits,
  type FunnelJson,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** 000 §7 and 002 §7: the funnel and recycle-bin REST paths, their validation, transitions and tenancy. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error', TRUST_PROXY: '1' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const NOT_A_UUID = 'not-a-uuid';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const EMPTY_BACKGROUND = { color: '#ffffff', gradient: '', useGradient: false };

describe('signed out', () => {
  it.each([
    ['GET', '/api/funnels'],
    ['POST', '/api/funnels'],
    ['GET', `/api/funnels/${UNKNOWN_UUID}`],
    ['PATCH', `/api/funnels/${UNKNOWN_UUID}`],
    ['PUT', `/api/funnels/${UNKNOWN_UUID}`],
    ['DELETE', `/api/funnels/${UNKNOWN_UUID}`],
    ['POST', `/api/funnels/${UNKNOWN_UUID}/duplicate`],
    ['GET', '/api/funnels/recycled'],
    ['POST', `/api/funnels/recycled/${UNKNOWN_UUID}/restore`],
    ['DELETE', `/api/funnels/recycled/${UNKNOWN_UUID}`],
    ['DELETE', '/api/funnels/recycled'],
  ])('%s %s answers 401 Unauthorized', async (method, path) => {
    const res = await new TestClient(server.url).request(
      method,
      path,
      method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' },
    );
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /api/funnels', () => {
  it('creates a draft with the spec defaults and answers it with 201', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await client.post('/api/funnels', { name: '  Spring sale  ' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId,
      name: 'Spring sale',
      description: null,
      templateType: 'landing',
      status: 'draft',
      config: {
        version: 2,
        steps: [expect.objectContaining({ id: 'step-1', elements: [], pageBackground: EMPTY_BACKGROUND })],
        elements: [],
        pageBackground: EMPTY_BACKGROUND,
      },
      stepCount: 1,
      totalViews: 0,
      totalConversions: 0,
      conversionRate: 0,
      publishedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const rows = await queryRows(server, 'select user_id, status from funnels where id = $1', [res.json?.id]);
    expect(rows).toEqual([{ user_id: userId, status: 'draft' }]);
  });

  it('accepts config as a JSON string and as an object and stores both normalised the same way', async () => {
    const { client } = await signedInClient(server);
    const raw = {
      elements: [
        { id: 'hero-headline', type: 'headline', content: 'Hello', styles: { color: '#111111', bogus: 'x' } },
        { id: 'mystery-1', type: 'mystery-widget', content: 'Kept as it is', styles: {} },
        { type: 'text', content: 'No id given' },
        {
          id: 'cd-1',
          type: 'countdown',
          content: { title: 'Ends soon', endDate: '2030-01-01T00:00:00Z' },
          styles: {},
        },
        'not an element',
      ],
      pageBackground: { color: '#fafafa', gradient: '', useGradient: false },
    };
    const fromString = await createFunnel(client, { name: 'As string', config: JSON.stringify(raw) });
    const fromObject = await createFunnel(client, { name: 'As object', config: raw });
    expect(fromString.config).toEqual(fromObject.config);

    const { config } = fromObject;
    expect(config.version).toBe(2);
    expect(config.pageBackground).toEqual({ color: '#fafafa', gradient: '', useGradient: false });
    expect(config.elements.map((e) => [e.id, e.type])).toEqual([
      ['hero-headline', 'headline'],
      ['mystery-1', 'mystery-widget'],
      ['el-3', 'text'],
      ['cd-1', 'countdown'],
    ]);
    expect(config.elements[0]?.styles).toEqual({ color: '#111111' });
    expect(config.elements[1]?.content).toBe('Kept as it is');
    // Complex content sent as an object is stored as JSON text (000 §3).
    expect(JSON.parse(config.elements[3]?.content ?? '')).toMatchObject({ title: 'Ends soon' });

    // What is stored is what GET answers.
    const fetched = await client.get(`/api/funnels/${fromObject.id}`);
    expect(asFunnel(fetched.json).config).toEqual(config);
  });

  it('converts the AI-generated pages shape into elements (000 §3)', async () => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client, {
      config: {
        pages: [
          {
            content: {
              headline: 'AI headline',
              subheadline: 'AI sub',
              bodyText: 'Body',
              benefits: ['Fast', 'Cheap'],
              callToAction: 'Start now',
            },
          },
        ],
      },
    });
    const types = funnel.config.elements.map((e) => e.type);
    expect(types).toEqual(['headline', 'text', 'text', 'feature-list', 'button']);
    expect(funnel.config.elements[0]?.content).toBe('AI headline');
  });

  it('keeps the description and the templateType and may create a published funnel', async () => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client, {
      name: 'Webinar',
      description: 'Join us live',
      templateType: 'events',
      status: 'published',
    });
    expect(funnel).toMatchObject({
      description: 'Join us live',
      templateType: 'events',
      status: 'published',
    });
    expect(funnel.publishedAt).not.toBeNull();
    expect((await new TestClient(server.url).get(`/p/${funnel.id}`)).status).toBe(200);
  });

  const big = 'x'.repeat(600 * 1024);
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { templateType: 'landing' }, 'name', 'Funnel name is required'],
    ['an empty name', { name: '' }, 'name', 'Funnel name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Funnel name is required'],
    ['a name that is not text', { name: 42 }, 'name', 'Funnel name is required'],
    [
      'a name over 200 characters',
      { name: 'n'.repeat(201) },
      'name',
      'Funnel name must be at most 200 characters',
    ],
    [
      'an unknown templateType',
      { name: 'x', templateType: 'webinar' },
      'templateType',
      'Page type must be one of landing, sales, capture, thankyou, events, splash, education',
    ],
    [
      'an unknown status',
      { name: 'x', status: 'live' },
      'status',
      'Status must be one of draft, published, archived',
    ],
    [
      'config that is not valid JSON',
      { name: 'x', config: '{"elements": [' },
      'config',
      'The page configuration is not valid JSON',
    ],
    [
      'config over 512 KB as a string',
      { name: 'x', config: JSON.stringify(pageConfig([{ type: 'text', content: big }])) },
      'config',
      'The page is too large to save (512 KB at most)',
    ],
    [
      'config over 512 KB as an object',
      { name: 'x', config: pageConfig([{ type: 'text', content: big }]) },
      'config',
      'The page is too large to save (512 KB at most)',
    ],
    [
      'config whose elements are not an array',
      { name: 'x', config: { elements: { id: 'a', type: 'text' } } },
      'config',
      'The page configuration must list its elements',
    ],
    [
      'config that is a number',
      { name: 'x', config: 42 },
      'config',
      'The page configuration must be an object with elements',
    ],
  ])('refuses %s with 400 and the message', async (_what, body, field, message) => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/funnels', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message, fieldErrors: expect.objectContaining({ [field]: message }) });
    expect((await client.get('/api/funnels')).json).toEqual([]);
  });

  it('measures the 512 KB limit in bytes: a page of 600 KB of two-byte characters is refused', async () => {
    const { client } = await signedInClient(server);
    // 4 × 75,000 'é' = 300,000 characters but 600,000 bytes of UTF-8.
    const config = pageConfig(
      Array.from({ length: 4 }, (_, i) => ({ id: `t${i}`, type: 'text', content: 'é'.repeat(75_000) })),
    );
    expect(Buffer.byteLength(JSON.stringify(config))).toBeGreaterThan(512 * 1024);
    const res = await client.post('/api/funnels', { name: 'Wide characters', config });
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe('The page is too large to save (512 KB at most)');
  });
});

describe('GET /api/funnels and GET /api/funnels/{id}', () => {
  it("lists only the actor's funnels, most recently changed first, filtered like My Funnels", async () => {
    const { client } = await signedInClient(server);
    const a = await createFunnel(client, { name: 'Alpha launch', templateType: 'sales' });
    const b = await createFunnel(client, {
      name: 'Beta',
      description: 'The LAUNCH list',
      templateType: 'landing',
    });
    const c = await publishedFunnel(client, { name: 'Gamma', templateType: 'sales' });

    const all = asFunnels((await client.get('/api/funnels')).json);
    expect(all.map((f) => f.id)).toEqual([c.id, b.id, a.id]);

    const search = asFunnels((await client.get('/api/funnels?search=launch')).json);
    expect(search.map((f) => f.id).sort()).toEqual([a.id, b.id].sort());
    const published = asFunnels((await client.get('/api/funnels?status=published')).json);
    expect(published.map((f) => f.id)).toEqual([c.id]);
    const sales = asFunnels((await client.get('/api/funnels?templateType=sales&status=draft')).json);
    expect(sales.map((f) => f.id)).toEqual([a.id]);
    const bad = await client.get('/api/funnels?status=live');
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('Status must be one of draft, published, archived');
  });

  it('answers one funnel by id, and 404 Funnel not found for an unknown id', async () => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client, { name: 'One' });
    const res = await client.get(`/api/funnels/${funnel.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(funnel);
    const missing = await client.get(`/api/funnels/${UNKNOWN_UUID}`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Funnel not found' });
  });

  it.each([
    ['GET', `/api/funnels/${NOT_A_UUID}`],
    ['PATCH', `/api/funnels/${NOT_A_UUID}`],
    ['PUT', `/api/funnels/${NOT_A_UUID}`],
    ['DELETE', `/api/funnels/${NOT_A_UUID}`],
    ['POST', `/api/funnels/${NOT_A_UUID}/duplicate`],
    ['POST', `/api/funnels/recycled/${NOT_A_UUID}/restore`],
    ['DELETE', `/api/funnels/recycled/${NOT_A_UUID}`],
  ])('%s %s with an id that is not a uuid answers 404, not 500', async (method, path) => {
    const { client } = await signedInClient(server);
    const res = await client.request(
      method,
      path,
      method === 'PATCH' || method === 'PUT' ? { name: 'x' } : undefined,
    );
    expect(res.status).toBe(404);
    expect(res.json?.message).toMatch(/not found$/);
  });
});

describe('PATCH and PUT /api/funnels/{id}', () => {
  it('PATCH saves the builder body (name, templateType, config) and leaves the rest', async () => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client, { name: 'Before', description: 'Kept' });
    const newPage = pageConfig([{ id: 'only', type: 'headline', content: 'After' }]);
    const res = await client.patch(`/api/funnels/${funnel.id}`, {
      name: 'After',
      templateType: 'sales',
      config: JSON.stringify(newPage),
    });
    expect(res.status).toBe(200);
    const saved = asFunnel(res.json);
    expect(saved).toMatchObject({ id: funnel.id, name: 'After', templateType: 'sales', description: 'Kept' });
    expect(saved.status).toBe('draft');
    expect(saved.config.elements.map((e) => e.id)).toEqual(['only']);
    expect(asFunnel((await client.get(`/api/funnels/${funnel.id}`)).json)).toEqual(saved);
  });

  it('PATCH clears the description with null and refuses a blank name without changing anything', async () => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client, { name: 'Named', description: 'Some text' });
    const cleared = await client.patch(`/api/funnels/${funnel.id}`, { description: null });
    expect(asFunnel(cleared.json).description).toBeNull();
    const blank = await client.patch(`/api/funnels/${funnel.id}`, { name: '  ', description: 'New' });
    expect(blank.status).toBe(400);
    expect(blank.json?.message).toBe('Funnel name is required');
    const bad = await client.patch(`/api/funnels/${funnel.id}`, { config: 'nope{' });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('The page configuration is not valid JSON');
    const now = asFunnel((await client.get(`/api/funnels/${funnel.id}`)).json);
    expect(now).toMatchObject({ name: 'Named', description: null });
    expect(now.config).toEqual(funnel.config);
  });

  it('PUT takes an updates object such as {status}', async () => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client);
    const res = await client.put(`/api/funnels/${funnel.id}`, { status: 'published' });
    expect(res.status).toBe(200);
    expect(asFunnel(res.json)).toMatchObject({ id: funnel.id, status: 'published', name: funnel.name });
    expect(asFunnel(res.json).config).toEqual(funnel.config);
    const bad = await client.put(`/api/funnels/${funnel.id}`, { status: 'live' });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('Status must be one of draft, published, archived');
  });

  // Issue 14, finding 6: the REST reference's {"updates": {...}} answered 200 and changed nothing.
  it('PUT and PATCH take the changes wrapped in "updates" as well', async () => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client, { name: 'Before' });
    const res = await client.put(`/api/funnels/${funnel.id}`, {
      updates: { status: 'published', name: 'After' },
    });
    expect(res.status).toBe(200);
    expect(asFunnel(res.json)).toMatchObject({ id: funnel.id, status: 'published', name: 'After' });
    expect(asFunnel((await client.get(`/api/funnels/${funnel.id}`)).json)).toMatchObject({
      status: 'published',
      name: 'After',
    });
    const patched = await client.patch(`/api/funnels/${funnel.id}`, {
      updates: { description: 'Now described' },
    });
    expect(patched.status).toBe(200);
    expect(asFunnel(patched.json).description).toBe('Now described');
    const bad = await client.put(`/api/funnels/${funnel.id}`, { updates: { status: 'live' } });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('Status must be one of draft, published, archived');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a field it does not know', { nmae: 'Typo' }, 'Unknown field nmae'],
    [
      'changes both flat and in updates',
      { name: 'Flat', updates: { status: 'published' } },
      'Unknown field updates',
    ],
    ['updates that is not an object', { updates: 'published' }, 'Unknown field updates'],
  ])('refuses a body with %s with 400, changing nothing', async (_what, body, start) => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client, { name: 'Unchanged' });
    const res = await client.put(`/api/funnels/${funnel.id}`, body);
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe(
      `${start}: a funnel update takes name, description, templateType, status and config, flat or all inside "updates"`,
    );
    expect(asFunnel((await client.get(`/api/funnels/${funnel.id}`)).json)).toMatchObject({
      name: 'Unchanged',
      status: 'draft',
    });
  });
});

describe('status transitions', () => {
  it('draft → published → draft (unpublish) → archived → published, with /p/{id} following', async () => {
    const { client } = await signedInClient(server);
    const visitor = new TestClient(server.url);
    const funnel = await createFunnel(client);
    expect(funnel.status).toBe('draft');
    expect((await visitor.get(`/p/${funnel.id}`)).status).toBe(404);

    const published = await setStatus(client, funnel.id, 'published');
    expect(published.status).toBe('published');
    expect(published.publishedAt).toEqual(expect.any(String));
    expect((await visitor.get(`/p/${funnel.id}`)).status).toBe(200);

    const unpublished = await setStatus(client, funnel.id, 'draft');
    expect(unpublished.status).toBe('draft');
    expect((await visitor.get(`/p/${funnel.id}`)).status).toBe(404);

    const archived = await setStatus(client, funnel.id, 'archived');
    expect(archived.status).toBe('archived');
    expect((await visitor.get(`/p/${funnel.id}`)).status).toBe(404);
    const archivedList = asFunnels((await client.get('/api/funnels?status=archived')).json);
    expect(archivedList.map((f) => f.id)).toEqual([funnel.id]);

    expect((await setStatus(client, funnel.id, 'published')).status).toBe('published');
    expect((await visitor.get(`/p/${funnel.id}`)).status).toBe(200);

    const stored = await queryRows(
      server,
      'select status, published_pages is not null as has_html from funnels where id = $1',
      [funnel.id],
    );
    expect(stored).toEqual([{ status: 'published', has_html: true }]);
  });

  it('publishing and unpublishing change only the status', async () => {
    const { client } = await signedInClient(server);
    const funnel = await createFunnel(client, {
      name: 'Stable',
      description: 'Same',
      templateType: 'splash',
    });
    const published = await setStatus(client, funnel.id, 'published');
    const back = await setStatus(client, funnel.id, 'draft');
    for (const f of [published, back]) {
      expect(f).toMatchObject({ name: 'Stable', description: 'Same', templateType: 'splash' });
      expect(f.config).toEqual(funnel.config);
    }
  });
});

describe('POST /api/funnels/{id}/duplicate', () => {
  it("creates a draft named with ' (Copy)' with the same description, templateType and config", async () => {
    const { client } = await signedInClient(server);
    const source = await publishedFunnel(client, {
      name: 'Original',
      description: 'Describes it',
      templateType: 'education',
    });
    const res = await client.post(`/api/funnels/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = asFunnel(res.json);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Original (Copy)',
      description: 'Describes it',
      templateType: 'education',
      status: 'draft',
      totalViews: 0,
      totalConversions: 0,
      publishedAt: null,
    });
    expect(copy.config).toEqual(source.config);
    expect((await new TestClient(server.url).get(`/p/${copy.id}`)).status).toBe(404);
    // The original is untouched.
    expect(asFunnel((await client.get(`/api/funnels/${source.id}`)).json)).toMatchObject({
      name: 'Original',
      status: 'published',
    });
    const list = asFunnels((await client.get('/api/funnels')).json);
    expect(list.map((f) => f.id).sort()).toEqual([source.id, copy.id].sort());
  });

  it('keeps a name at the 200-character limit within 200 characters', async () => {
    const { client } = await signedInClient(server);
    const source = await createFunnel(client, { name: 'N'.repeat(200) });
    const copy = asFunnel((await client.post(`/api/funnels/${source.id}/duplicate`)).json);
    expect(copy.name.length).toBeLessThanOrEqual(200);
    expect(copy.name.endsWith(' (Copy)')).toBe(true);
    // And the copy can be saved again under its own name.
    const saved = await client.patch(`/api/funnels/${copy.id}`, { name: copy.name });
    expect(saved.status).toBe(200);
  });
});

describe('the recycle bin', () => {
  it('DELETE moves the funnel to the bin for seven days: gone from the list, /p/{id} 404 at once', async () => {
    const { client } = await signedInClient(server);
    const visitor = new TestClient(server.url);
    const funnel = await publishedFunnel(client, {
      name: 'To delete',
      description: 'D',
      templateType: 'sales',
    });
    expect((await visitor.get(`/p/${funnel.id}`)).status).toBe(200);

    const res = await client.del(`/api/funnels/${funnel.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'Funnel Moved to Recycle Bin',
      recycled: {
        id: expect.any(String),
        originalFunnelId: funnel.id,
        name: 'To delete',
        description: 'D',
        templateType: 'sales',
        totalViews: 0,
        totalConversions: 0,
        conversionRate: 0,
        deletedAt: expect.any(String),
        permanentDeleteAt: expect.any(String),
      },
    });
    const recycled = (res.json as { recycled: { deletedAt: string; permanentDeleteAt: string } }).recycled;
    expect(Date.parse(recycled.permanentDeleteAt) - Date.parse(recycled.deletedAt)).toBe(7 * DAY_MS);

    expect((await visitor.get(`/p/${funnel.id}`)).status).toBe(404);
    expect((await client.get(`/api/funnels/${funnel.id}`)).status).toBe(404);
    expect(asFunnels((await client.get('/api/funnels')).json)).toEqual([]);
    const bin = asRecycled((await client.get('/api/funnels/recycled')).json);
    expect(bin).toEqual([res.json?.recycled]);
    // Deleting it again finds nothing.
    expect((await client.del(`/api/funnels/${funnel.id}`)).status).toBe(404);
  });

  it('lists the bin soonest-to-be-purged first', async () => {
    const { client } = await signedInClient(server);
    const first = await createFunnel(client, { name: 'First deleted' });
    const second = await createFunnel(client, { name: 'Second deleted' });
    await recycle(client, first.id);
    await recycle(client, second.id);
    const bin = asRecycled((await client.get('/api/funnels/recycled')).json);
    expect(bin.map((r) => r.originalFunnelId)).toEqual([first.id, second.id]);
  });

  it('restore brings the funnel back as a draft under the same id, with its page and totals', async () => {
    const { client } = await signedInClient(server);
    const funnel = await publishedFunnel(client, {
      name: 'Comeback',
      description: 'Desc',
      templateType: 'splash',
    });
    const recycled = await recycle(client, funnel.id);
    const res = await client.post(`/api/funnels/recycled/${recycled.id}/restore`);
    expect(res.status).toBe(200);
    const restored = asFunnel(res.json);
    expect(restored).toMatchObject({
      id: funnel.id,
      name: 'Comeback',
      description: 'Desc',
      templateType: 'splash',
      status: 'draft',
      createdAt: funnel.createdAt,
    });
    expect(restored.config).toEqual(funnel.config);
    expect(asRecycled((await client.get('/api/funnels/recycled')).json)).toEqual([]);
    expect(asFunnels((await client.get('/api/funnels')).json).map((f) => f.id)).toEqual([funnel.id]);
    expect((await new TestClient(server.url).get(`/p/${funnel.id}`)).status).toBe(404);
    // The bin entry is gone: restoring it twice finds nothing.
    expect((await client.post(`/api/funnels/recycled/${recycled.id}/restore`)).status).toBe(404);
  });

  it('keeps a funnel in the bin out of every list, page and count until it is restored', async () => {
    const { client } = await signedInClient(server);
    const funnel = await publishedFunnel(client, { name: 'In the bin' });
    const recycled = await recycle(client, funnel.id);
    expect((await client.get(`/api/funnels/${funnel.id}`)).status).toBe(404);
    expect((await new TestClient(server.url).get(`/p/${funnel.id}`)).status).toBe(404);
    const stats = await client.gql<{ funnelStats: { total: number } }>('{ funnelStats { total } }');
    expect(stats.data?.funnelStats.total).toBe(0);
    const restored = asFunnel((await client.post(`/api/funnels/recycled/${recycled.id}/restore`)).json);
    expect(restored).toMatchObject({ id: funnel.id, name: 'In the bin', status: 'draft' });
    expect((await client.get(`/api/funnels/${funnel.id}`)).status).toBe(200);
  });

  it("restoring keeps the funnel's leads and recorded page views linked to it", async () => {
    const { client } = await signedInClient(server);
    const funnel = await publishedFunnel(client, { name: 'With history' });
    const visitor = new TestClient(server.url);
    const ip = freshIp();
    expect(
      (await visitor.get(`/p/${funnel.id}`, { 'x-forwarded-for': ip, 'user-agent': CHROME_DESKTOP_UA }))
        .status,
    ).toBe(200);
    await server.services.visits.flush();
    const lead = await visitor.post(
      `/api/public/funnels/${funnel.id}/leads`,
      { email: 'history@example.com' },
      { 'x-forwarded-for': ip },
    );
    expect(lead.status).toBe(201);

    const recycled = await recycle(client, funnel.id);
    expect(recycled).toMatchObject({ totalViews: 1, totalConversions: 1 });
    const restored = asFunnel((await client.post(`/api/funnels/recycled/${recycled.id}/restore`)).json);
    expect(restored).toMatchObject({ id: funnel.id, totalViews: 1, totalConversions: 1 });

    const history = await queryRows<{ leads: number; submissions: number; views: number }>(
      server,
      `select (select count(*)::int from leads where funnel_id = $1) as leads,
              (select count(*)::int from form_submissions where funnel_id = $1) as submissions,
              (select count(*)::int from page_views where funnel_id = $1) as views`,
      [funnel.id],
    );
    expect(history).toEqual([{ leads: 1, submissions: 1, views: 1 }]);
  });

  it('DELETE /api/funnels/recycled/{id} deletes forever', async () => {
    const { client } = await signedInClient(server);
    const keep = await recycle(client, (await createFunnel(client, { name: 'Keep' })).id);
    const gone = await recycle(client, (await createFunnel(client, { name: 'Gone' })).id);
    const res = await client.del(`/api/funnels/recycled/${gone.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Funnel deleted forever' });
    expect(asRecycled((await client.get('/api/funnels/recycled')).json).map((r) => r.id)).toEqual([keep.id]);
    expect((await client.post(`/api/funnels/recycled/${gone.id}/restore`)).status).toBe(404);
    expect((await client.del(`/api/funnels/recycled/${gone.id}`)).status).toBe(404);
    const rows = await queryRows(server, 'select count(*)::int as n from recycled_funnels where id = $1', [
      gone.id,
    ]);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("DELETE /api/funnels/recycled empties only the actor's bin", async () => {
    const { client: alice } = await signedInClient(server);
    const { client: bob } = await signedInClient(server);
    for (const name of ['A1', 'A2']) await recycle(alice, (await createFunnel(alice, { name })).id);
    const bobs = await recycle(bob, (await createFunnel(bob, { name: 'B1' })).id);
    const alicesLive = await createFunnel(alice, { name: 'A live' });

    const res = await alice.del('/api/funnels/recycled');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: 2 });
    expect(asRecycled((await alice.get('/api/funnels/recycled')).json)).toEqual([]);
    expect(asRecycled((await bob.get('/api/funnels/recycled')).json).map((r) => r.id)).toEqual([bobs.id]);
    expect(asFunnels((await alice.get('/api/funnels')).json).map((f) => f.id)).toEqual([alicesLive.id]);
    // Emptying an empty bin is fine.
    expect((await alice.del('/api/funnels/recycled')).json).toEqual({ deleted: 0 });
  });
});

describe('tenancy: another user', () => {
  let owner: TestClient;
  let stranger: TestClient;
  let funnel: FunnelJson;
  let draft: FunnelJson;

  beforeAll(async () => {
    owner = (await signedInClient(server)).client;
    stranger = (await signedInClient(server)).client;
    funnel = await publishedFunnel(owner, { name: "Owner's published" });
    draft = await createFunnel(owner, { name: "Owner's draft" });
  });

  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/duplicate'],
  ])('gets 404 Funnel not found on %s /api/funnels/{id}%s for both funnels', async (method, suffix) => {
    for (const target of [funnel, draft]) {
      const body =
        method === 'PATCH'
          ? { name: 'Hijacked', config: LANDING_PAGE }
          : method === 'PUT'
            ? { status: 'archived' }
            : undefined;
      const res = await stranger.request(method, `/api/funnels/${target.id}${suffix}`, body);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Funnel not found' });
    }
  });

  it('gets 404 when publishing or unpublishing, and nothing changed for the owner', async () => {
    expect((await stranger.put(`/api/funnels/${draft.id}`, { status: 'published' })).status).toBe(404);
    expect((await stranger.put(`/api/funnels/${funnel.id}`, { status: 'draft' })).status).toBe(404);
    const mine = asFunnels((await owner.get('/api/funnels')).json);
    expect(mine.map((f) => [f.id, f.name, f.status]).sort()).toEqual(
      [
        [funnel.id, "Owner's published", 'published'],
        [draft.id, "Owner's draft", 'draft'],
      ].sort(),
    );
    expect((await new TestClient(server.url).get(`/p/${funnel.id}`)).status).toBe(200);
    expect((await new TestClient(server.url).get(`/p/${draft.id}`)).status).toBe(404);
  });

  it("sees none of the owner's funnels or bin, and cannot restore or delete the owner's recycled funnel", async () => {
    const doomed = await createFunnel(owner, { name: 'In the bin' });
    const recycled = await recycle(owner, doomed.id);
    await createFunnel(stranger, { name: 'Stranger own' });

    const list = asFunnels((await stranger.get('/api/funnels')).json);
    expect(list.map((f) => f.name)).toEqual(['Stranger own']);
    expect(asRecycled((await stranger.get('/api/funnels/recycled')).json)).toEqual([]);

    for (const res of [
      await stranger.post(`/api/funnels/recycled/${recycled.id}/restore`),
      await stranger.del(`/api/funnels/recycled/${recycled.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Deleted funnel not found' });
    }
    expect((await stranger.del('/api/funnels/recycled')).json).toEqual({ deleted: 0 });
    expect(asRecycled((await owner.get('/api/funnels/recycled')).json).map((r) => r.id)).toContain(
      recycled.id,
    );
    expect((await stranger.get(`/api/funnels/${doomed.id}`)).status).toBe(404);
  });
});
