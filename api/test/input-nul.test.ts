import {
  LANDING_PAGE,
  freshIp,
  publishedFunnel,
  queryRows,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A NUL character (U+0000) in any text the app is sent (issue 14, finding 3): PostgreSQL cannot
 * store it in text or jsonb, which made it a 500. Every entry point refuses it with a 400 that
 * names the field, through the shared validation (parseInput), JSON fields included.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error', TRUST_PROXY: '1' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const NUL = '\u0000';
const refusal = (field: string) => {
  const message = `${field} must not contain a NUL character (\\u0000)`;
  return { message, fieldErrors: { [field]: message } };
};

describe('POST /api/leads', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a first name', { firstName: `Ada${NUL}` }, 'firstName'],
    ['the email', { email: `ada${NUL}@example.com` }, 'email'],
    ['a tag', { tags: ['vip', `x${NUL}`] }, 'tags.1'],
    ['a custom field value', { customFields: { plan: `gold${NUL}` } }, 'customFields.plan'],
    ['a custom field name', { customFields: { [`pl${NUL}an`]: 'gold' } }, 'customFields'],
  ])('refuses %s with NUL: 400 naming the field, nothing stored', async (_what, fields, field) => {
    const { client, userId } = await signedInClient(server);
    const res = await client.post('/api/leads', { email: 'ada@example.com', ...fields });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refusal(field));
    expect(await queryRows(server, 'select id from leads where user_id = $1', [userId])).toEqual([]);
  });
});

describe('POST /api/funnels', () => {
  it('refuses a name with NUL', async () => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/funnels', { name: `Launch${NUL}`, templateType: 'landing' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refusal('name'));
  });

  it('refuses a page whose element text has NUL, as an object or as a JSON string', async () => {
    const { client, userId } = await signedInClient(server);
    const config = structuredClone(LANDING_PAGE);
    config.elements[0]!.content = `Grow${NUL}`;
    const asObject = await client.post('/api/funnels', { name: 'Page', config });
    expect(asObject.status).toBe(400);
    expect(asObject.json).toEqual(refusal('config.elements.0.content'));
    // The JSON string holds the escape \u0000, which only becomes NUL once the page is read: the
    // field is then named where the page is kept, its funnel's first step.
    const asString = await client.post('/api/funnels', { name: 'Page', config: JSON.stringify(config) });
    expect(asString.status).toBe(400);
    expect(asString.json).toEqual(refusal('config.steps.0.elements.0.content'));
    expect(await queryRows(server, 'select id from funnels where user_id = $1', [userId])).toEqual([]);
  });
});

describe('POST /api/public/funnels/{id}/leads', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a name', { name: `Eve${NUL}` }, 'name'],
    ['a message', { message: `hello${NUL}` }, 'message'],
    ['a custom form field', { favouriteColour: `blue${NUL}` }, 'favouriteColour'],
  ])('refuses %s with NUL: 400 naming the field, no lead', async (_what, fields, field) => {
    const { client: owner, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await new TestClient(server.url).post(
      `/api/public/funnels/${funnel.id}/leads`,
      { email: 'visitor@example.com', ...fields },
      { 'x-forwarded-for': freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refusal(field));
    expect(await queryRows(server, 'select id from leads where user_id = $1', [userId])).toEqual([]);
  });
});

describe('GraphQL', () => {
  it('createLead refuses a field with NUL as BAD_USER_INPUT naming it', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await client.gql('mutation($input: LeadInput!) { createLead(input: $input) { id } }', {
      input: { email: 'ada@example.com', company: `AE${NUL}` },
    });
    expect(res.data).toBeNull();
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: refusal('company').message,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: refusal('company').fieldErrors },
      }),
    ]);
    expect(await queryRows(server, 'select id from leads where user_id = $1', [userId])).toEqual([]);
  });
});
