import {
  CHROME_DESKTOP_UA,
  asFunnel,
  freshIp,
  publishedFunnel,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * One conversion rate everywhere (issue 14, finding 6): the dashboard counted leads per unique
 * visitor while the funnel card counted conversions per view, so one funnel read 100 % on one
 * screen and 25 % on the other. Both now read conversions ÷ views (000 §3: a funnel's
 * conversionRate beside its totalViews and totalConversions), defined once in the api.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error', TRUST_PROXY: '1' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

it('the dashboard, the funnel card and the top funnels agree for the same views and leads', async () => {
  const { client: owner } = await signedInClient(server);
  const funnel = await publishedFunnel(owner, { name: 'One funnel' });
  // One visitor looks at the page four times, then sends the form once.
  const ip = freshIp();
  const visitor = new TestClient(server.url);
  for (let i = 0; i < 4; i += 1) {
    const page = await visitor.get(`/p/${funnel.id}`, {
      'user-agent': CHROME_DESKTOP_UA,
      'x-forwarded-for': ip,
    });
    expect(page.status).toBe(200);
  }
  await server.services.visits.flush();
  const sent = await visitor.post(
    `/api/public/funnels/${funnel.id}/leads`,
    { email: 'reader@example.com' },
    { 'x-forwarded-for': ip },
  );
  expect(sent.status).toBe(201);
  // Analytics writes the conversion with the views, in its next batch.
  await server.services.visits.flush();

  const card = asFunnel((await owner.get(`/api/funnels/${funnel.id}`)).json);
  expect(card).toMatchObject({ totalViews: 4, totalConversions: 1, conversionRate: 25 });
  const stats = (await owner.get('/api/dashboard/stats')).json;
  expect(stats?.conversionRate).toBe(25);
  const top = (await owner.get('/api/dashboard/top-funnels')).json as unknown as Array<
    Record<string, unknown>
  >;
  expect(top).toEqual([{ id: funnel.id, name: 'One funnel', conversions: 1, conversionRate: 25 }]);
});

it('says what it is on every GraphQL field that carries it', async () => {
  const { client } = await signedInClient(server);
  const res = await client.gql<{
    __schema: {
      types: Array<{ name: string; fields: Array<{ name: string; description: string | null }> | null }>;
    };
  }>('{ __schema { types { name fields { name description } } } }');
  const described = (type: string, field: string) =>
    res.data?.__schema.types.find((t) => t.name === type)?.fields?.find((f) => f.name === field)
      ?.description ?? '';
  for (const [type, field] of [
    ['Funnel', 'conversionRate'],
    ['DashboardStats', 'conversionRate'],
    ['TopFunnel', 'conversionRate'],
    ['RecycledFunnel', 'conversionRate'],
  ] as const) {
    expect(described(type, field)).toContain('conversions ÷ views × 100');
  }
});
