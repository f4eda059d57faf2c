import {
  DAY_MS,
  LANDING_PAGE,
  createFunnel,
  gqlCode,
  publishedFunnel,
  recycle,
  signedInClient,
  testRateLimits,
  type FunnelJson,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** The funnel and recycle-bin operations through GraphQL: the same rules as the REST paths. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const FUNNEL_FIELDS =
  'id name description templateType status config totalViews totalConversions conversionRate publishedAt';
const RECYCLED_FIELDS = 'id originalFunnelId name description templateType deletedAt permanentDeleteAt';

type GqlFunnel = {
  id: string;
  name: string;
  description: string | null;
  templateType: string;
  status: 'draft' | 'published' | 'archived';
  config: FunnelJson['config'];
  totalViews: number;
  totalConversions: number;
  conversionRate: number;
  publishedAt: string | null;
};
type GqlRecycled = {
  id: string;
  originalFunnelId: string;
  name: string;
  description: string | null;
  templateType: string;
  deletedAt: string;
  permanentDeleteAt: string;
};

const CREATE = `mutation($input: FunnelInput!) { createFunnel(input: $input) { ${FUNNEL_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { ${FUNNEL_FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { publishFunnel(id: $id) { ${FUNNEL_FIELDS} } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishFunnel(id: $id) { ${FUNNEL_FIELDS} } }`;
const DUPLICATE = `mutation($id: ID!) { duplicateFunnel(id: $id) { ${FUNNEL_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteFunnel(id: $id) { ${RECYCLED_FIELDS} } }`;
const RESTORE = `mutation($id: ID!) { restoreFunnel(id: $id) { ${FUNNEL_FIELDS} } }`;
const DELETE_FOREVER = 'mutation($id: ID!) { deleteFunnelForever(id: $id) }';
const EMPTY_BIN = 'mutation { emptyRecycleBin }';
const FUNNEL = `query($id: ID!) { funnel(id: $id) { ${FUNNEL_FIELDS} } }`;
const FUNNELS = `query($filter: FunnelFilter) { funnels(filter: $filter) { total items { ${FUNNEL_FIELDS} } } }`;
const STATS = 'query { funnelStats { total published totalViews avgConversion } }';
const RECYCLED = `query { recycledFunnels { ${RECYCLED_FIELDS} } }`;
const PREVIEW = 'query($id: ID!) { previewFunnel(id: $id) { id name status config } }';

async function gqlCreate(client: TestClient, input: Record<string, unknown>): Promise<GqlFunnel> {
  const res = await client.gql<{ createFunnel: GqlFunnel }>(CREATE, { input });
  expect(res.errors).toBeUndefined();
  const created = res.data?.createFunnel;
  if (!created) throw new Error('createFunnel answered no funnel');
  return created;
}

describe('funnel mutations and queries', () => {
  it('creates, reads, updates, publishes, unpublishes and lists a funnel', async () => {
    const { client } = await signedInClient(server);
    const visitor = new TestClient(server.url);
    const created = await gqlCreate(client, { name: 'GraphQL funnel', config: LANDING_PAGE });
    expect(created).toMatchObject({
      name: 'GraphQL funnel',
      description: null,
      templateType: 'landing',
      status: 'draft',
      totalViews: 0,
      conversionRate: 0,
      publishedAt: null,
    });
    expect(created.config.version).toBe(2);
    expect(created.config.elements.map((e) => e.id)).toEqual(LANDING_PAGE.elements.map((e) => e.id));

    const read = await client.gql<{ funnel: GqlFunnel }>(FUNNEL, { id: created.id });
    expect(read.data?.funnel).toEqual(created);

    const updated = await client.gql<{ updateFunnel: GqlFunnel }>(UPDATE, {
      id: created.id,
      input: { name: 'Renamed', description: 'Now described', templateType: 'sales' },
    });
    expect(updated.data?.updateFunnel).toMatchObject({
      name: 'Renamed',
      description: 'Now described',
      templateType: 'sales',
      status: 'draft',
    });

    const published = await client.gql<{ publishFunnel: GqlFunnel }>(PUBLISH, { id: created.id });
    expect(published.data?.publishFunnel.status).toBe('published');
    expect(published.data?.publishFunnel.publishedAt).toEqual(expect.any(String));
    expect((await visitor.get(`/p/${created.id}`)).status).toBe(200);

    const unpublished = await client.gql<{ unpublishFunnel: GqlFunnel }>(UNPUBLISH, { id: created.id });
    expect(unpublished.data?.unpublishFunnel.status).toBe('draft');
    expect((await visitor.get(`/p/${created.id}`)).status).toBe(404);

    const archived = await client.gql<{ updateFunnel: GqlFunnel }>(UPDATE, {
      id: created.id,
      input: { status: 'archived' },
    });
    expect(archived.data?.updateFunnel.status).toBe('archived');

    const list = await client.gql<{ funnels: { total: number; items: GqlFunnel[] } }>(FUNNELS, {
      filter: { status: 'archived' },
    });
    expect(list.data?.funnels.total).toBe(1);
    expect(list.data?.funnels.items.map((f) => f.id)).toEqual([created.id]);
  });

  it('refuses invalid input with BAD_USER_INPUT and the spec message', async () => {
    const { client } = await signedInClient(server);
    const noName = await client.gql(CREATE, { input: { templateType: 'landing' } });
    expect(gqlCode(noName)).toBe('BAD_USER_INPUT');
    expect(noName.errors?.[0]?.message).toBe('Funnel name is required');
    const badType = await client.gql(CREATE, { input: { name: 'x', templateType: 'webinar' } });
    expect(badType.errors?.[0]?.message).toBe(
      'Page type must be one of landing, sales, capture, thankyou, events, splash, education',
    );
    const badElements = await client.gql(CREATE, { input: { name: 'x', config: { elements: 'nope' } } });
    expect(gqlCode(badElements)).toBe('BAD_USER_INPUT');
    expect(badElements.errors?.[0]?.message).toBe('The page configuration must list its elements');
    const list = await client.gql<{ funnels: { total: number } }>(FUNNELS);
    expect(list.data?.funnels.total).toBe(0);
  });

  it("duplicates as a draft named with ' (Copy)'", async () => {
    const { client } = await signedInClient(server);
    const source = await gqlCreate(client, {
      name: 'Source',
      description: 'Same words',
      templateType: 'thankyou',
      status: 'published',
      config: LANDING_PAGE,
    });
    const res = await client.gql<{ duplicateFunnel: GqlFunnel }>(DUPLICATE, { id: source.id });
    expect(res.data?.duplicateFunnel).toMatchObject({
      name: 'Source (Copy)',
      description: 'Same words',
      templateType: 'thankyou',
      status: 'draft',
      config: source.config,
    });
    expect(res.data?.duplicateFunnel.id).not.toBe(source.id);
  });

  it('answers the My Funnels stat cards', async () => {
    const { client } = await signedInClient(server);
    const empty = await client.gql<{ funnelStats: Record<string, number> }>(STATS);
    expect(empty.data?.funnelStats).toEqual({ total: 0, published: 0, totalViews: 0, avgConversion: 0 });
    await gqlCreate(client, { name: 'Draft' });
    await gqlCreate(client, { name: 'Live', status: 'published' });
    const stats = await client.gql<{ funnelStats: Record<string, number> }>(STATS);
    expect(stats.data?.funnelStats).toEqual({ total: 2, published: 1, totalViews: 0, avgConversion: 0 });
  });
});

describe('the recycle bin through GraphQL', () => {
  it('deletes to the bin for seven days, restores as a draft, deletes forever and empties', async () => {
    const { client } = await signedInClient(server);
    const funnel = await gqlCreate(client, { name: 'Bin me', status: 'published', config: LANDING_PAGE });

    const deleted = await client.gql<{ deleteFunnel: GqlRecycled }>(DELETE, { id: funnel.id });
    const recycled = deleted.data?.deleteFunnel;
    expect(recycled).toMatchObject({ originalFunnelId: funnel.id, name: 'Bin me' });
    expect(Date.parse(recycled?.permanentDeleteAt ?? '') - Date.parse(recycled?.deletedAt ?? '')).toBe(
      7 * DAY_MS,
    );
    expect(gqlCode(await client.gql(FUNNEL, { id: funnel.id }))).toBe('NOT_FOUND');
    expect((await new TestClient(server.url).get(`/p/${funnel.id}`)).status).toBe(404);

    const bin = await client.gql<{ recycledFunnels: GqlRecycled[] }>(RECYCLED);
    expect(bin.data?.recycledFunnels).toEqual([recycled]);

    const restored = await client.gql<{ restoreFunnel: GqlFunnel }>(RESTORE, { id: recycled?.id });
    expect(restored.data?.restoreFunnel).toMatchObject({ id: funnel.id, status: 'draft', name: 'Bin me' });
    expect((await client.gql<{ recycledFunnels: GqlRecycled[] }>(RECYCLED)).data?.recycledFunnels).toEqual(
      [],
    );

    const again = await client.gql<{ deleteFunnel: GqlRecycled }>(DELETE, { id: funnel.id });
    const forever = await client.gql<{ deleteFunnelForever: boolean }>(DELETE_FOREVER, {
      id: again.data?.deleteFunnel.id,
    });
    expect(forever.data?.deleteFunnelForever).toBe(true);
    expect(gqlCode(await client.gql(RESTORE, { id: again.data?.deleteFunnel.id }))).toBe('NOT_FOUND');

    for (const name of ['One', 'Two']) {
      const f = await gqlCreate(client, { name });
      await client.gql(DELETE, { id: f.id });
    }
    const emptied = await client.gql<{ emptyRecycleBin: number }>(EMPTY_BIN);
    expect(emptied.data?.emptyRecycleBin).toBe(2);
    expect((await client.gql<{ recycledFunnels: GqlRecycled[] }>(RECYCLED)).data?.recycledFunnels).toEqual(
      [],
    );
  });
});

describe('tenancy through GraphQL', () => {
  let owner: TestClient;
  let stranger: TestClient;
  let funnel: FunnelJson;

  beforeAll(async () => {
    owner = (await signedInClient(server)).client;
    stranger = (await signedInClient(server)).client;
    funnel = await createFunnel(owner, { name: 'Private draft' });
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['funnel', FUNNEL, {}],
    ['updateFunnel', UPDATE, { input: { name: 'Hijacked' } }],
    ['publishFunnel', PUBLISH, {}],
    ['unpublishFunnel', UNPUBLISH, {}],
    ['duplicateFunnel', DUPLICATE, {}],
    ['deleteFunnel', DELETE, {}],
  ])("%s on another user's funnel answers NOT_FOUND, never the row", async (_name, query, extra) => {
    const res = await stranger.gql(query, { id: funnel.id, ...extra });
    expect(gqlCode(res)).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toBe('Funnel not found');
    expect(res.data ?? null).toBeNull();
  });

  it("leaves the owner's funnel untouched and shows the stranger none of it", async () => {
    const mine = await owner.gql<{ funnel: GqlFunnel }>(FUNNEL, { id: funnel.id });
    expect(mine.data?.funnel).toMatchObject({ name: 'Private draft', status: 'draft' });
    const theirs = await stranger.gql<{ funnels: { total: number; items: GqlFunnel[] } }>(FUNNELS);
    expect(theirs.data?.funnels).toEqual({ total: 0, items: [] });
    const stats = await stranger.gql<{ funnelStats: Record<string, number> }>(STATS);
    expect(stats.data?.funnelStats.total).toBe(0);
  });

  it("cannot restore or delete forever the owner's recycled funnel, and emptying leaves it", async () => {
    const doomed = await createFunnel(owner, { name: 'Owner bin' });
    const recycled = await recycle(owner, doomed.id);
    expect((await stranger.gql<{ recycledFunnels: GqlRecycled[] }>(RECYCLED)).data?.recycledFunnels).toEqual(
      [],
    );
    for (const query of [RESTORE, DELETE_FOREVER]) {
      const res = await stranger.gql(query, { id: recycled.id });
      expect(gqlCode(res)).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Deleted funnel not found');
    }
    expect((await stranger.gql<{ emptyRecycleBin: number }>(EMPTY_BIN)).data?.emptyRecycleBin).toBe(0);
    const ownerBin = await owner.gql<{ recycledFunnels: GqlRecycled[] }>(RECYCLED);
    expect(ownerBin.data?.recycledFunnels.map((r) => r.id)).toEqual([recycled.id]);
  });

  it('signed out, the operations answer UNAUTHENTICATED', async () => {
    const anonymous = new TestClient(server.url);
    for (const [query, variables] of [
      [FUNNEL, { id: funnel.id }],
      [FUNNELS, {}],
      [CREATE, { input: { name: 'x' } }],
      [RECYCLED, {}],
      [EMPTY_BIN, {}],
    ] as const) {
      const res = await anonymous.gql(query, variables);
      expect(gqlCode(res)).toBe('UNAUTHENTICATED');
    }
  });

  it('a non-uuid id answers NOT_FOUND, not an internal error', async () => {
    for (const query of [FUNNEL, PUBLISH, DUPLICATE, DELETE, RESTORE, DELETE_FOREVER, PREVIEW]) {
      expect(gqlCode(await owner.gql(query, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
    }
  });
});

describe('previewFunnel (002 Funnel preview)', () => {
  let owner: TestClient;
  let stranger: TestClient;
  let published: FunnelJson;
  let draft: FunnelJson;

  beforeAll(async () => {
    owner = (await signedInClient(server)).client;
    stranger = (await signedInClient(server)).client;
    published = await publishedFunnel(owner, { name: 'Live page' });
    draft = await createFunnel(owner, { name: 'Work in progress' });
  });

  it('signed out: a published funnel yes, a draft NOT_FOUND', async () => {
    const anonymous = new TestClient(server.url);
    const yes = await anonymous.gql<{ previewFunnel: { id: string; name: string; status: string } }>(
      PREVIEW,
      {
        id: published.id,
      },
    );
    expect(yes.errors).toBeUndefined();
    expect(yes.data?.previewFunnel).toMatchObject({
      id: published.id,
      name: 'Live page',
      status: 'published',
    });
    const no = await anonymous.gql(PREVIEW, { id: draft.id });
    expect(gqlCode(no)).toBe('NOT_FOUND');
    expect(no.errors?.[0]?.message).toBe('Funnel not found');
  });

  it('the owner previews their own draft', async () => {
    const res = await owner.gql<{ previewFunnel: { id: string; config: FunnelJson['config'] } }>(PREVIEW, {
      id: draft.id,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.previewFunnel.id).toBe(draft.id);
    expect(res.data?.previewFunnel.config).toEqual(draft.config);
  });

  it("another user gets NOT_FOUND for the owner's draft but sees the published funnel", async () => {
    expect(gqlCode(await stranger.gql(PREVIEW, { id: draft.id }))).toBe('NOT_FOUND');
    const live = await stranger.gql<{ previewFunnel: { id: string } }>(PREVIEW, { id: published.id });
    expect(live.data?.previewFunnel.id).toBe(published.id);
  });

  it('a deleted or unknown funnel is NOT_FOUND for everyone', async () => {
    const gone = await publishedFunnel(owner, { name: 'Gone' });
    await recycle(owner, gone.id);
    for (const c of [owner, stranger, new TestClient(server.url)]) {
      expect(gqlCode(await c.gql(PREVIEW, { id: gone.id }))).toBe('NOT_FOUND');
      expect(gqlCode(await c.gql(PREVIEW, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    }
  });
});
