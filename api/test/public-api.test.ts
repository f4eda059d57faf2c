import { DEFAULT_RATE_LIMITS } from '../src/shared/auth/rate-limits';
import { bearerClient, createApiKey } from './support/api-keys';
import { queryRows } from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const RATE_LIMIT = 25;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        signUpPerIp: { points: 1000, durationSeconds: 3600 },
        apiKeyRequests: { points: RATE_LIMIT, durationSeconds: 60 },
      },
    },
  );
});
afterAll(() => server.close());

async function signedIn() {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return Object.assign(client, { userId: user.id });
}

async function keyFor(client: TestClient, permissions?: string[]) {
  const { key } = await createApiKey(client, permissions ? { permissions } : {});
  return bearerClient(server.url, key);
}

const FUNNEL_ID = '{funnelId}';
const LEAD_ID = '{leadId}';

/** Every /api/v1 data route, the permission it needs and a call that succeeds with it. */
const ROUTES: Array<{ method: string; path: string; permission: string | null; body?: unknown; ok: number }> =
  [
    { method: 'GET', path: '/api/v1/user', permission: null, ok: 200 },
    { method: 'GET', path: '/api/v1/funnels', permission: 'funnels:read', ok: 200 },
    {
      method: 'POST',
      path: '/api/v1/funnels',
      permission: 'funnels:write',
      body: { name: 'From the API' },
      ok: 201,
    },
    { method: 'GET', path: `/api/v1/funnels/${FUNNEL_ID}`, permission: 'funnels:read', ok: 200 },
    {
      method: 'PATCH',
      path: `/api/v1/funnels/${FUNNEL_ID}`,
      permission: 'funnels:write',
      body: { name: 'Renamed' },
      ok: 200,
    },
    { method: 'DELETE', path: `/api/v1/funnels/${FUNNEL_ID}`, permission: 'funnels:write', ok: 200 },
    { method: 'GET', path: '/api/v1/leads', permission: 'leads:read', ok: 200 },
    {
      method: 'POST',
      path: '/api/v1/leads',
      permission: 'leads:write',
      body: { email: 'new@example.com' },
      ok: 201,
    },
    { method: 'GET', path: `/api/v1/leads/${LEAD_ID}`, permission: 'leads:read', ok: 200 },
    {
      method: 'PATCH',
      path: `/api/v1/leads/${LEAD_ID}`,
      permission: 'leads:write',
      body: { company: 'Acme' },
      ok: 200,
    },
    { method: 'DELETE', path: `/api/v1/leads/${LEAD_ID}`, permission: 'leads:write', ok: 200 },
    { method: 'GET', path: '/api/v1/campaigns', permission: 'campaigns:read', ok: 200 },
  ];
const ALL = [
  'funnels:read',
  'funnels:write',
  'leads:read',
  'leads:write',
  'campaigns:read',
  'campaigns:write',
];

/** A funnel and a lead of `client`'s, by cookie, for the routes that take an id. */
async function ownThings(client: TestClient) {
  const funnel = await client.post('/api/funnels', { name: 'Mine' });
  const lead = await client.post('/api/leads', {
    email: `lead${Math.random().toString(36).slice(2)}@example.com`,
  });
  return { funnelId: String(funnel.json?.id), leadId: String(lead.json?.id) };
}
const fill = (path: string, ids: { funnelId: string; leadId: string }) =>
  path.replace(FUNNEL_ID, ids.funnelId).replace(LEAD_ID, ids.leadId);

describe('permissions, per route', () => {
  it.each(ROUTES.filter((r) => r.permission !== null))(
    '$method $path needs $permission: 403 naming it without, $ok with it',
    async (route) => {
      const client = await signedIn();
      const ids = await ownThings(client);
      const path = fill(route.path, ids);
      const without = await keyFor(
        client,
        ALL.filter((p) => p !== route.permission),
      );
      const refused = await without.request(route.method, path, route.body);
      expect(refused.status).toBe(403);
      expect(refused.json?.message).toBe(`This API key lacks the ${route.permission} permission`);

      const only = await keyFor(client, [route.permission!]);
      const done = await only.request(route.method, path, route.body);
      expect(done.status).toBe(route.ok);
    },
  );

  it('a read-only key reads but cannot write, and nothing is written', async () => {
    const client = await signedIn();
    const { funnelId } = await ownThings(client);
    const reader = await keyFor(client, ['funnels:read', 'leads:read', 'campaigns:read']);
    expect((await reader.get(`/api/v1/funnels/${funnelId}`)).json?.name).toBe('Mine');
    const patch = await reader.patch(`/api/v1/funnels/${funnelId}`, { name: 'Changed' });
    expect(patch.status).toBe(403);
    expect(patch.json?.message).toBe('This API key lacks the funnels:write permission');
    const [row] = await queryRows<{ name: string }>(server, 'select name from funnels where id = $1', [
      funnelId,
    ]);
    expect(row?.name).toBe('Mine');
  });
});

describe('what each route does', () => {
  it('GET /api/v1/user answers the key owner', async () => {
    const client = await signedIn();
    const api = await keyFor(client, ['leads:read']);
    const res = await api.get('/api/v1/user');
    expect(res.status).toBe(200);
    expect(res.json?.id).toBe(client.userId);
  });

  it('funnels: create, list (paged by cursor), get, change, delete to the recycle bin', async () => {
    const client = await signedIn();
    const api = await keyFor(client);
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const res = await api.post('/api/v1/funnels', { name });
      expect(res.status).toBe(201);
      ids.push(String(res.json?.id));
    }
    const invalid = await api.post('/api/v1/funnels', { name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.json?.message).toBe('Funnel name is required');

    const first = await api.get('/api/v1/funnels?limit=2');
    expect(first.status).toBe(200);
    expect((first.json as unknown as unknown[]).length).toBe(2);
    expect(first.headers.get('x-total-count')).toBe('3');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api.get(`/api/v1/funnels?limit=2&after=${cursor}`);
    const names = [
      ...(first.json as unknown as Array<{ name: string }>),
      ...(second.json as unknown as Array<{ name: string }>),
    ].map((f) => f.name);
    expect(names.sort()).toEqual(['One', 'Three', 'Two']);
    expect(second.headers.get('x-next-cursor')).toBeNull();

    const changed = await api.patch(`/api/v1/funnels/${ids[0]}`, { status: 'published' });
    expect(changed.json?.status).toBe('published');
    expect((await client.get(`/api/funnels/${ids[0]}`)).json?.status).toBe('published');

    const deleted = await api.del(`/api/v1/funnels/${ids[1]}`);
    expect(deleted.json?.message).toBe('Funnel Moved to Recycle Bin');
    expect((await api.get(`/api/v1/funnels/${ids[1]}`)).status).toBe(404);
    const recycled = (await client.get('/api/funnels/recycled')).json as unknown as Array<{
      originalFunnelId: string;
    }>;
    expect(recycled.map((r) => r.originalFunnelId)).toEqual([ids[1]]);
  });

  it('leads: create, list with filters and a cursor, change, delete', async () => {
    const client = await signedIn();
    const api = await keyFor(client, ['leads:read', 'leads:write']);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await api.post('/api/v1/leads', { email, status: 'contacted' })).status).toBe(201);
    const duplicate = await api.post('/api/v1/leads', { email: 'A@example.com' });
    expect(duplicate.status).toBe(409);

    const page = await api.get('/api/v1/leads?limit=2');
    const cursor = page.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest = await api.get(`/api/v1/leads?limit=2&after=${encodeURIComponent(cursor!)}`);
    const leads = [
      ...(page.json as unknown as Array<{ id: string; email: string }>),
      ...(rest.json as unknown as Array<{ id: string; email: string }>),
    ];
    expect(leads.map((l) => l.email).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);

    const id = leads[0]!.id;
    const changed = await api.patch(`/api/v1/leads/${id}`, { tags: ['vip'] });
    expect(changed.json?.tags).toEqual(['vip']);
    expect((await api.del(`/api/v1/leads/${id}`)).json).toEqual({ message: 'Lead deleted successfully' });
    expect(await queryRows(server, 'select id from leads where id = $1', [id])).toEqual([]);
  });

  it('campaigns: the list', async () => {
    const client = await signedIn();
    await client.post('/api/campaigns', { name: 'Launch', subject: 'Hi', content: 'Hello.' });
    const api = await keyFor(client, ['campaigns:read']);
    const res = await api.get('/api/v1/campaigns');
    expect(res.status).toBe(200);
    expect((res.json as unknown as Array<{ name: string }>).map((c) => c.name)).toEqual(['Launch']);
  });
});

describe("another user's ids", () => {
  it('answer 404 through /api/v1, and nothing of theirs changes', async () => {
    const owner = await signedIn();
    const ids = await ownThings(owner);
    const api = await keyFor(await signedIn());
    for (const [method, path, body] of [
      ['GET', `/api/v1/funnels/${ids.funnelId}`],
      ['PATCH', `/api/v1/funnels/${ids.funnelId}`, { name: 'Taken' }],
      ['DELETE', `/api/v1/funnels/${ids.funnelId}`],
      ['GET', `/api/v1/leads/${ids.leadId}`],
      ['PATCH', `/api/v1/leads/${ids.leadId}`, { company: 'Taken' }],
      ['DELETE', `/api/v1/leads/${ids.leadId}`],
    ] as const) {
      const res = await api.request(method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect((await api.get('/api/v1/funnels')).json).toEqual([]);
    expect((await api.get('/api/v1/leads')).json).toEqual([]);
    expect((await owner.get(`/api/funnels/${ids.funnelId}`)).json?.name).toBe('Mine');
    expect((await owner.get(`/api/leads/${ids.leadId}`)).json?.company).toBeNull();
  });
});

describe('authentication', () => {
  it('refuses a call without a key, with an unknown or malformed key: 401, JSON, WWW-Authenticate', async () => {
    const none = await new TestClient(server.url).get('/api/v1/funnels');
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ message: 'Authorization: Bearer <API key> is required' });
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="FunnelForge API"');
    for (const key of ['ff_live_' + 'x'.repeat(43), 'not-a-key', '']) {
      const res = await bearerClient(server.url, key).get('/api/v1/funnels');
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Invalid API key' });
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('never takes a cookie on /api/v1', async () => {
    const client = await signedIn();
    await ownThings(client);
    const res = await client.get('/api/v1/funnels');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const write = await client.post('/api/v1/funnels', { name: 'By cookie' });
    expect(write.status).toBe(401);
    expect(await queryRows(server, 'select id from funnels where name = $1', ['By cookie'])).toEqual([]);
  });

  it('never takes a key on the cookie paths, even with a session', async () => {
    const client = await signedIn();
    const { key } = await createApiKey(client);
    const res = await bearerClient(server.url, key).get('/api/funnels');
    expect(res.status).toBe(401);
    expect(res.json?.message).toBe(
      'API keys are accepted on /api/v1 and /graphql only; this path needs a signed-in session',
    );
    const both = await client.get('/api/funnels', { authorization: `Bearer ${key}` });
    expect(both.status).toBe(401);
    const write = await bearerClient(server.url, key).post('/api/funnels', { name: 'By key' });
    expect(write.status).toBe(401);
    expect(await queryRows(server, 'select id from funnels where name = $1', ['By key'])).toEqual([]);
  });
});

describe('GraphQL with a key', () => {
  it('works with the same permissions', async () => {
    const client = await signedIn();
    const { funnelId } = await ownThings(client);
    const reader = await keyFor(client, ['funnels:read']);
    const read = await reader.gql<{ funnels: { items: Array<{ id: string }> } }>(
      '{ funnels { items { id name } } }',
    );
    expect(read.status).toBe(200);
    expect(read.json.data?.funnels.items.map((f) => f.id)).toEqual([funnelId]);
    expect(read.headers.get('ratelimit-limit')).toBe(String(RATE_LIMIT));

    const write = await reader.gql('mutation { createFunnel(input: { name: "By GraphQL" }) { id } }');
    expect(write.json.errors?.[0]?.message).toBe('This API key lacks the funnels:write permission');
    expect(write.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const leads = await reader.gql('{ leads { items { id } } }');
    expect(leads.json.errors?.[0]?.message).toBe('This API key lacks the leads:read permission');

    const writer = await keyFor(client, ['funnels:write']);
    const made = await writer.gql<{ createFunnel: { id: string } }>(
      'mutation { createFunnel(input: { name: "By GraphQL" }) { id } }',
    );
    expect(made.json.errors).toBeUndefined();
    expect(
      await queryRows(server, 'select user_id from funnels where id = $1', [made.json.data?.createFunnel.id]),
    ).toEqual([{ user_id: client.userId }]);
  });

  it('refuses a bad key with 401 and WWW-Authenticate, and keeps session-only things from keys', async () => {
    const bad = await bearerClient(server.url, 'ff_live_' + 'y'.repeat(43)).gql('{ me { id } }');
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(bad.json.errors?.[0]?.message).toBe('Invalid API key');

    const client = await signedIn();
    const api = await keyFor(client);
    const settings = await api.gql('{ emailSettings { smtpHost } }');
    expect(settings.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('rate limit', () => {
  it('counts each key on its own: RateLimit-* headers, then 429 with Retry-After', async () => {
    const client = await signedIn();
    const api = await keyFor(client);
    const other = await keyFor(client);
    for (let i = 1; i <= RATE_LIMIT; i += 1) {
      const res = await api.get('/api/v1/user');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(RATE_LIMIT));
      expect(res.headers.get('ratelimit-remaining')).toBe(String(RATE_LIMIT - i));
      expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    const over = await api.get('/api/v1/user');
    expect(over.status).toBe(429);
    expect(over.json?.message).toMatch(/^Too many requests with this API key; try again in \d+ seconds$/);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await other.get('/api/v1/user')).status).toBe(200);
  });
});
