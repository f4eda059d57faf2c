import { createHash } from 'node:crypto';
import { ALL_PERMISSIONS, bearerClient, createApiKey, type ApiKeyJson } from './support/api-keys';
import { queryRows } from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let offsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({}, { clock: { now: () => new Date(Date.now() + offsetMs) } });
});
afterAll(() => server.close());
afterEach(() => {
  offsetMs = 0;
});

async function signedIn() {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return Object.assign(client, { userId: user.id });
}

type KeyRow = {
  id: string;
  key_hash: string;
  key_prefix: string;
  permissions: string[];
  is_active: boolean;
  last_used_at: Date | null;
};
const keyRow = async (id: string) =>
  (await queryRows<KeyRow>(server, 'select * from api_keys where id = $1', [id]))[0];

describe('creating API keys (POST /api/keys)', () => {
  it('answers the key once, ff_live_ and 256 random bits; only its SHA-256 is stored', async () => {
    const client = await signedIn();
    const created = await createApiKey(client, { keyName: 'Zapier' });
    expect(created.key).toMatch(/^ff_live_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      keyName: 'Zapier',
      keyPrefix: created.key.slice(0, 12),
      permissions: ALL_PERMISSIONS,
      isActive: true,
      lastUsedAt: null,
      expiresAt: null,
    });

    const row = await keyRow(created.id);
    expect(row?.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    const [raw] = await queryRows(
      server,
      'select row_to_json(k)::text as json from api_keys k where id = $1',
      [created.id],
    );
    expect(String(raw?.json)).not.toContain(created.key.slice(12));

    const list = await client.get('/api/keys');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(created.key.slice(12));
    expect(list.text).not.toContain(row!.key_hash);
    expect((list.json as unknown as ApiKeyJson[]).map((k) => k.keyName)).toEqual(['Zapier']);
  });

  it('makes a different key every time', async () => {
    const client = await signedIn();
    const a = await createApiKey(client);
    const b = await createApiKey(client);
    expect(a.key).not.toBe(b.key);
  });

  it('refuses a blank name, unknown permissions and a past expiry', async () => {
    const client = await signedIn();
    const blank = await client.post('/api/keys', { keyName: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json?.message).toBe('API key name is required');
    const missing = await client.post('/api/keys', {});
    expect(missing.json?.message).toBe('API key name is required');
    const bad = await client.post('/api/keys', { keyName: 'x', permissions: ['admin'] });
    expect(bad.status).toBe(400);
    const none = await client.post('/api/keys', { keyName: 'x', permissions: [] });
    expect(none.json?.message).toBe('Choose at least one permission');
    const past = await client.post('/api/keys', { keyName: 'x', expiresAt: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.json?.message).toBe('Expiry must be in the future');
    expect((await client.get('/api/keys')).json).toEqual([]);
  });

  it('keeps the chosen permissions, in a fixed order', async () => {
    const client = await signedIn();
    const key = await createApiKey(client, { permissions: ['leads:write', 'funnels:read'] });
    expect(key.permissions).toEqual(['funnels:read', 'leads:write']);
    expect((await keyRow(key.id))?.permissions).toEqual(['funnels:read', 'leads:write']);
  });

  it('needs a signed-in session', async () => {
    const res = await new TestClient(server.url).post('/api/keys', { keyName: 'x' });
    expect(res.status).toBe(401);
  });
});

describe('deactivating and deleting', () => {
  it('a deactivated key stays listed as inactive and opens nothing (401 with WWW-Authenticate)', async () => {
    const client = await signedIn();
    const created = await createApiKey(client);
    const api = bearerClient(server.url, created.key);
    expect((await api.get('/api/v1/user')).status).toBe(200);

    const res = await client.patch(`/api/keys/${created.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.json?.isActive).toBe(false);
    expect((await keyRow(created.id))?.is_active).toBe(false);

    const refused = await api.get('/api/v1/user');
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'This API key has been deactivated' });
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('a deleted key is gone from the table and answers as an unknown one', async () => {
    const client = await signedIn();
    const created = await createApiKey(client);
    const del = await client.del(`/api/keys/${created.id}`);
    expect(del.status).toBe(200);
    expect(await keyRow(created.id)).toBeUndefined();
    const refused = await bearerClient(server.url, created.key).get('/api/v1/funnels');
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'Invalid API key' });
    expect(refused.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it("another user's key answers not found, and stays as it was", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await createApiKey(owner);
    expect((await other.patch(`/api/keys/${created.id}/deactivate`)).status).toBe(404);
    expect((await other.del(`/api/keys/${created.id}`)).status).toBe(404);
    expect((await other.del('/api/keys/not-a-uuid')).status).toBe(404);
    expect((await keyRow(created.id))?.is_active).toBe(true);
    expect(await other.get('/api/keys').then((r) => r.json)).toEqual([]);
  });

  it('an expired key answers 401 once its expiry passes', async () => {
    const client = await signedIn();
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const created = await createApiKey(client, { expiresAt });
    expect(created.expiresAt).toBe(expiresAt);
    const api = bearerClient(server.url, created.key);
    expect((await api.get('/api/v1/user')).status).toBe(200);
    offsetMs = 2 * 60 * 60 * 1000;
    const refused = await api.get('/api/v1/user');
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'This API key has expired' });
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });
});

describe('last use', () => {
  it('is written on first use, then at most once a minute', async () => {
    const client = await signedIn();
    const created = await createApiKey(client);
    const api = bearerClient(server.url, created.key);
    await api.get('/api/v1/user');
    const first = (await keyRow(created.id))?.last_used_at;
    expect(first).toBeInstanceOf(Date);

    offsetMs = 30_000;
    await api.get('/api/v1/user');
    expect((await keyRow(created.id))?.last_used_at).toEqual(first);

    offsetMs = 61_000;
    await api.get('/api/v1/user');
    const third = (await keyRow(created.id))?.last_used_at;
    expect(third!.getTime() - first!.getTime()).toBeGreaterThanOrEqual(60_000);

    const listed = (await client.get('/api/keys')).json as unknown as ApiKeyJson[];
    expect(listed[0]?.lastUsedAt).toBe(third!.toISOString());
  });
});

describe('GraphQL for the API keys screen', () => {
  it('lists, creates, deactivates and deletes', async () => {
    const client = await signedIn();
    const created = await client.gql<{
      createApiKey: {
        key: string;
        apiKey: { id: string; keyName: string; keyPrefix: string; permissions: string[] };
      };
    }>(
      `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id keyName keyPrefix permissions isActive } } }`,
      { input: { keyName: 'Make.com', permissions: ['funnels:read'] } },
    );
    expect(created.errors).toBeUndefined();
    const { key, apiKey } = created.data!.createApiKey;
    expect(apiKey.keyPrefix).toBe(key.slice(0, 12));
    expect(apiKey.permissions).toEqual(['funnels:read']);

    const listed = await client.gql<{ apiKeys: Array<{ id: string; isActive: boolean }> }>(
      '{ apiKeys { id keyName isActive lastUsedAt expiresAt createdAt } }',
    );
    expect(listed.data?.apiKeys).toEqual([expect.objectContaining({ id: apiKey.id, isActive: true })]);

    const deactivated = await client.gql<{ deactivateApiKey: { isActive: boolean } }>(
      'mutation($id: ID!) { deactivateApiKey(id: $id) { isActive } }',
      { id: apiKey.id },
    );
    expect(deactivated.data?.deactivateApiKey.isActive).toBe(false);

    const blank = await client.gql('mutation { createApiKey(input: { keyName: "  " }) { key } }');
    expect(blank.errors?.[0]?.message).toBe('API key name is required');

    const deleted = await client.gql<{ deleteApiKey: string }>(
      'mutation($id: ID!) { deleteApiKey(id: $id) }',
      {
        id: apiKey.id,
      },
    );
    expect(deleted.data?.deleteApiKey).toBe(apiKey.id);
    expect((await client.gql<{ apiKeys: unknown[] }>('{ apiKeys { id } }')).data?.apiKeys).toEqual([]);
  });

  it('a key cannot see or make keys, over GraphQL or REST', async () => {
    const client = await signedIn();
    const { key } = await createApiKey(client);
    const api = bearerClient(server.url, key);
    const listed = await api.gql('{ apiKeys { id } }');
    expect(listed.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const made = await api.gql('mutation { createApiKey(input: { keyName: "more" }) { key } }');
    expect(made.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api.get('/api/keys')).status).toBe(401);
    expect(await queryRows(server, 'select id from api_keys where key_name = $1', ['more'])).toEqual([]);
  });
});
