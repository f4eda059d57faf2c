import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GRAPHQL_LIMITS } from '../src/shared/graphql/limits';
import { withPg } from './support/db';
import { type GraphQLResponse, STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new TestClient(server.url);

/** Markers of Apollo's CDN-loaded landing page (Sandbox / Explorer embeds). */
const APOLLO_LANDING = /apollo-server-landing-page|embeddable-sandbox|Apollo Sandbox|apollographql\.com/i;

async function post(c: TestClient, query: string, variables?: Record<string, unknown>) {
  const res = await c.request('POST', '/graphql', { query, variables });
  return { status: res.status, body: res.json as GraphQLResponse };
}

async function firstNameOf(userId: string): Promise<string | null> {
  return withPg(server.config.databaseUrl, async (pg) => {
    const { rows } = await pg.query<{ first_name: string | null }>(
      'select first_name from users where id = $1',
      [userId],
    );
    return rows[0]?.first_name ?? null;
  });
}

/** `updateProfile { ...on User { ...on User { id } } }` whose deepest field sits at `depth`. */
function mutationOfDepth(depth: number, firstName: string): string {
  const fragments = depth - 2; // updateProfile is level 1 and id the last level
  return `mutation { updateProfile(input: { firstName: "${firstName}" }) { ${'... on User { '.repeat(
    fragments,
  )}id${' }'.repeat(fragments)} } }`;
}

function aliasesOfMe(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `me${i + 1}: me { id }`).join(' ')} }`;
}

function expectRejectedAtValidation(res: { status: number; body: GraphQLResponse }, message: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors?.[0]?.message).toMatch(message);
  expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
}

describe('answer headers', () => {
  it('GraphQL answers are JSON that is never sniffed nor read by another site, and set no page policy', async () => {
    const res = await client().request('POST', '/graphql', { query: '{ me { id } }' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('the app and the REST API keep the page headers', async () => {
    const api = await client().get('/api/auth/user');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('query depth limit', () => {
  it(`is ${GRAPHQL_LIMITS.maxDepth}`, () => {
    expect(GRAPHQL_LIMITS.maxDepth).toBe(10);
  });

  it('rejects an operation nested deeper than the limit before it runs', async () => {
    const c = client();
    const { id } = await c.signUp();
    const res = await post(c, mutationOfDepth(GRAPHQL_LIMITS.maxDepth + 1, 'TooDeep'));
    expectRejectedAtValidation(res, /depth limit of 10 exceeded, found 11/);
    // The mutation never ran.
    expect(await firstNameOf(id)).toBeNull();
  });

  it('runs an operation exactly at the limit', async () => {
    const c = client();
    const { id } = await c.signUp();
    const res = await post(c, mutationOfDepth(GRAPHQL_LIMITS.maxDepth, 'DeepEnough'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { updateProfile: { id } } });
    expect(await firstNameOf(id)).toBe('DeepEnough');
  });

  it('counts nesting inside introspection type queries too', async () => {
    const ofTypes = GRAPHQL_LIMITS.maxDepth - 3; // __type, fields, type ... name
    const deep = `{ __type(name: "User") { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(
      ofTypes,
    )} } } } }`;
    expectRejectedAtValidation(await post(client(), deep), /depth limit of 10 exceeded/);
  });
});

describe('alias limit', () => {
  it('rejects 16 aliases of me', async () => {
    expectRejectedAtValidation(
      await post(client(), aliasesOfMe(GRAPHQL_LIMITS.maxAliases + 1)),
      /Aliases limit of 15 exceeded, found 16/,
    );
  });

  it('answers 15 aliases of me', async () => {
    const c = client();
    const { id } = await c.signUp();
    const res = await post(c, aliasesOfMe(GRAPHQL_LIMITS.maxAliases));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(Object.values(res.body.data ?? {})).toEqual(Array(15).fill({ id }));
  });

  it('rejects 16 aliased mutations without running any of them', async () => {
    const c = client();
    const { id } = await c.signUp();
    const fields = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `u${i}: updateProfile(input: { firstName: "Alias${i}" }) { id }`,
    );
    const res = await post(c, `mutation { ${fields.join(' ')} }`);
    expectRejectedAtValidation(res, /Aliases limit of 15 exceeded/);
    expect(await firstNameOf(id)).toBeNull();
  });
});

describe('query cost limit', () => {
  // Within the depth and alias limits, but every level of nesting multiplies the cost.
  const costly = (aliases: number) => {
    const leaf =
      'id email firstName lastName username bio profileImageUrl membershipLevel subscriptionStatus subscriptionEndDate createdAt updatedAt';
    const nested = `${'... on User { '.repeat(8)}${leaf}${' }'.repeat(8)}`;
    return `{ ${Array.from({ length: aliases }, (_, i) => `m${i}: me { ${nested} }`).join(' ')} }`;
  };

  it('rejects an operation whose cost exceeds the limit', async () => {
    expectRejectedAtValidation(await post(client(), costly(15)), /Cost limit of 5000 exceeded/);
  });

  it('runs the same shape at a fraction of the cost', async () => {
    const res = await post(client(), costly(1));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { m0: null } });
  });
});

describe('CSRF prevention', () => {
  const CSRF = /Cross-Site Request Forgery/;

  it('refuses a text/plain POST without a preflight header, and it has no effect', async () => {
    const email = uniqueEmail('csrf');
    const body = JSON.stringify({
      query: `mutation { signUp(input: { email: "${email}", password: "${STRONG_PASSWORD}" }) { id } }`,
    });
    const res = await client().request('POST', '/graphql', body, { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
    const json = res.json as GraphQLResponse;
    expect(json.errors?.[0]?.message).toMatch(CSRF);
    expect(json.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });

    const rows = await withPg(server.config.databaseUrl, async (pg) => {
      const result = await pg.query('select id from users where email = $1', [email]);
      return result.rowCount;
    });
    expect(rows).toBe(0);
  });

  it('refuses a form-encoded POST that rides a signed-in cookie', async () => {
    const c = client();
    const { id } = await c.signUp();
    const res = await c.request(
      'POST',
      '/graphql',
      `query=${encodeURIComponent('mutation { updateProfile(input: { firstName: "Forged" }) { id } }')}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.status).toBe(400);
    expect(await firstNameOf(id)).toBeNull();
  });

  it('refuses a simple GET query without a preflight header', async () => {
    const res = await client().get(`/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(res.status).toBe(400);
    expect((res.json as GraphQLResponse).errors?.[0]?.message).toMatch(CSRF);
  });

  it('answers a GET query that carries apollo-require-preflight', async () => {
    const res = await client().get(`/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      'apollo-require-preflight': 'true',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { me: null } });
  });

  it('never runs a mutation sent over GET', async () => {
    const c = client();
    const { id } = await c.signUp();
    const query = encodeURIComponent('mutation { updateProfile(input: { firstName: "ViaGet" }) { id } }');
    const res = await c.get(`/graphql?query=${query}`, { 'apollo-require-preflight': 'true' });
    expect(res.status).toBe(405);
    expect(await firstNameOf(id)).toBeNull();
  });
});

describe('introspection', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('is answered for a signed-in user', async () => {
    const c = client();
    await c.signUp();
    expect(await post(c, INTROSPECTION)).toEqual({
      status: 200,
      body: { data: { __schema: { queryType: { name: 'Query' } } } },
    });
  });

  // Issue 14, finding 5: this answered anonymous callers outside production.
  it('is refused to an anonymous caller outside production too', async () => {
    expect(server.config.isProduction).toBe(false);
    expect(await post(client(), INTROSPECTION)).toEqual({
      status: 403,
      body: { errors: [{ message: 'Sign in to explore the schema', extensions: { code: 'FORBIDDEN' } }] },
    });
  });

  describe('in production', () => {
    let production: TestServer;

    beforeAll(async () => {
      production = await startTestServer({ NODE_ENV: 'production' });
    });
    afterAll(() => production.close());

    it.each([
      ['__schema', INTROSPECTION],
      ['__type', '{ __type(name: "User") { name } }'],
      ['__schema next to another field', '{ me { id } __schema { types { name } } }'],
    ])('is refused to an anonymous caller (%s) with 403 FORBIDDEN', async (_label, query) => {
      const res = await post(new TestClient(production.url), query);
      expect(res.body).toEqual({
        errors: [{ message: 'Sign in to explore the schema', extensions: { code: 'FORBIDDEN' } }],
      });
      // A refusal is the caller's problem, not a server fault: never 500.
      expect(res.status).toBe(403);
    });

    it('is answered for a signed-in user', async () => {
      const c = new TestClient(production.url);
      await c.signUp();
      expect(await post(c, INTROSPECTION)).toEqual({
        status: 200,
        body: { data: { __schema: { queryType: { name: 'Query' } } } },
      });
    });

    it('still answers ordinary anonymous operations, including __typename', async () => {
      expect((await post(new TestClient(production.url), '{ __typename me { id } }')).body).toEqual({
        data: { __typename: 'Query', me: null },
      });
    });
  });
});

describe("'Did you mean' suggestions (issue 14, finding 5)", () => {
  const TYPO = '{ leadz { items { id } } }';
  const BAD_ENUM = 'query($f: FunnelFilter) { funnels(filter: $f) { items { id } } }';

  it('are left out of validation errors for an anonymous caller, in every mode', async () => {
    const res = await post(client(), TYPO);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message: 'Cannot query field "leadz" on type "Query".',
        locations: [{ line: 1, column: 3 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it('are left out of variable errors for an anonymous caller', async () => {
    const res = await post(client(), BAD_ENUM, { f: { status: 'publishd' } });
    expect(res.body.errors?.[0]?.message).toMatch(/"publishd"/);
    expect(res.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('are kept for a signed-in user', async () => {
    const c = client();
    await c.signUp();
    expect((await post(c, TYPO)).body.errors?.[0]?.message).toBe(
      'Cannot query field "leadz" on type "Query". Did you mean "lead" or "leads"?',
    );
    expect((await post(c, BAD_ENUM, { f: { status: 'publishd' } })).body.errors?.[0]?.message).toMatch(
      /Did you mean the enum value "published"\?$/,
    );
  });
});

describe("Apollo's landing page", () => {
  it('is not served when a browser opens /graphql', async () => {
    const res = await client().get('/graphql', { accept: 'text/html' });
    expect(res.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(res.text).not.toMatch(APOLLO_LANDING);
    expect(res.status).toBe(400);
  });

  it('is not served to a browser that sends the preflight header either', async () => {
    const res = await client().get('/graphql', {
      accept: 'text/html',
      'apollo-require-preflight': 'true',
    });
    expect(res.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(res.text).not.toMatch(APOLLO_LANDING);
  });
});

describe('/graphiql', () => {
  it('without a web build answers that the web app is not built, not a CDN landing page', async () => {
    const missing = await mkdtemp(path.join(os.tmpdir(), 'ff-no-web-'));
    const bare = await startTestServer({}, {}, { webDistDir: path.join(missing, 'dist') });
    try {
      const res = await new TestClient(bare.url).get('/graphiql', { accept: 'text/html' });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).toMatch(/The web app has not been built yet/);
      expect(res.text).not.toMatch(APOLLO_LANDING);
    } finally {
      await bare.close();
      await rm(missing, { recursive: true, force: true });
    }
  });

  it("serves the web build's own GraphiQL page", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'ff-web-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>FunnelForge app</title>');
    await writeFile(path.join(dist, 'graphiql.html'), '<!doctype html><title>GraphiQL · FunnelForge</title>');
    const built = await startTestServer({}, {}, { webDistDir: dist });
    try {
      const res = await new TestClient(built.url).get('/graphiql', { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toBe('<!doctype html><title>GraphiQL · FunnelForge</title>');
      // Everything on it comes from this origin.
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    } finally {
      await built.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
