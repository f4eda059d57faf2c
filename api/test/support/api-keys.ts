import { TestClient } from './test-client';

export type ApiKeyJson = {
  id: string;
  keyName: string;
  keyPrefix: string;
  permissions: string[];
  isActive: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
};

export const ALL_PERMISSIONS = [
  'funnels:read',
  'funnels:write',
  'leads:read',
  'leads:write',
  'campaigns:read',
  'campaigns:write',
];

/** POST /api/keys as the signed-in `client`, expecting 201: the key's row and the key itself. */
export async function createApiKey(
  client: TestClient,
  body: Record<string, unknown> = {},
): Promise<ApiKeyJson & { key: string }> {
  const res = await client.post('/api/keys', { keyName: 'Integration', ...body });
  if (res.status !== 201) throw new Error(`create API key failed: ${res.status} ${res.text}`);
  return (res.json as { apiKey: ApiKeyJson & { key: string } }).apiKey;
}

/** A client that sends no cookie, only `Authorization: Bearer <key>`. */
export function bearerClient(baseUrl: string, key: string) {
  const client = new TestClient(baseUrl);
  const auth = { authorization: `Bearer ${key}` };
  return {
    get: (path: string) => client.get(path, auth),
    post: (path: string, body?: unknown) => client.post(path, body, auth),
    patch: (path: string, body?: unknown) => client.patch(path, body, auth),
    del: (path: string) => client.del(path, auth),
    request: (method: string, path: string, body?: unknown) => client.request(method, path, body, auth),
    gql: async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => {
      const res = await client.request('POST', '/graphql', { query, variables }, auth);
      return {
        status: res.status,
        headers: res.headers,
        json: res.json as {
          data?: T;
          errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
        },
      };
    },
  };
}
