import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../src/shared/db/mikro-orm.config';
import { insertUser, withPg } from './support/db';
import { TestClient } from './support/test-client';
import { createTestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Migration20261126070000_funnel_steps on data saved before it: a database taken back to just
 * before it holds funnels in the single-page format; the app boots (migrating it) and answers
 * each as a funnel of one step.
 */
const STEPS_MIGRATION = 'Migration20261126070000_funnel_steps';

const ELEMENTS = [
  { id: 'h', type: 'headline', content: 'Saved before steps', styles: {} },
  { id: 't', type: 'text', content: 'One page, as funnels were.', styles: {} },
];
const BACKGROUND = { color: '#fef3c7', gradient: '', useGradient: false };
const OLD_PAGE = { version: 1, elements: ELEMENTS, pageBackground: BACKGROUND };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: TestServer | undefined;
let client: TestClient;
const ids = { owner: '', published: randomUUID(), bare: randomUUID(), recycled: randomUUID() };

beforeAll(async () => {
  db = await createTestDatabase();
  const options = ormOptions(db.url);
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true } });
  try {
    await orm.getMigrator().down({ to: STEPS_MIGRATION });
    const executed = (await orm.getMigrator().getExecutedMigrations()).map((m) => m.name);
    expect(executed).not.toContain(STEPS_MIGRATION);
    expect(executed.at(-1)).toBe('Migration20261126033056_campaign_slices');
  } finally {
    await orm.close(true);
  }
  await withPg(db.url, async (pg) => {
    ids.owner = await insertUser(pg, `before-steps-${randomUUID()}@example.com`);
    // A published funnel as the single-page renderer stored it, and a draft saved with elements only.
    await pg.query(
      `insert into funnels (id, user_id, name, status, config, published_html, published_etag, published_version, published_at)
       values ($1, $2, 'Old published', 'published', $3, '<html>the old renderer</html>', '"old"', 'old', now())`,
      [ids.published, ids.owner, JSON.stringify(OLD_PAGE)],
    );
    await pg.query(
      `insert into funnels (id, user_id, name, config) values ($1, $2, 'Old elements only', $3)`,
      [ids.bare, ids.owner, JSON.stringify({ elements: ELEMENTS })],
    );
    // In the recycle bin, its funnel row gone (restoring rebuilds it from this copy).
    await pg.query(
      `insert into recycled_funnels (id, user_id, original_funnel_id, name, template_type, status, config,
              original_created_at, original_updated_at, permanent_delete_at)
       values ($1, $2, $3, 'Old recycled', 'landing', 'draft', $4, now(), now(), now() + interval '7 days')`,
      [ids.recycled, ids.owner, randomUUID(), JSON.stringify(OLD_PAGE)],
    );
  });
  // Boots on that database: the pending migrations (this one first) apply.
  server = await startTestServer({ DATABASE_URL: db.url, LOG_LEVEL: 'error' });
  client = await owner();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

/** A signed-in client given the rows saved before the migration (their owner has no password to sign in with). */
async function owner(): Promise<TestClient> {
  const client = new TestClient(server!.url);
  const { id } = await client.signUp();
  await withPg(db.url, async (pg) => {
    await pg.query('update funnels set user_id = $1 where user_id = $2', [id, ids.owner]);
    await pg.query('update recycled_funnels set user_id = $1 where user_id = $2', [id, ids.owner]);
  });
  return client;
}

type FunnelJson = {
  stepCount: number;
  status: string;
  config: {
    version: number;
    elements?: unknown[];
    pageBackground?: unknown;
    steps: Array<{
      id: string;
      name: string;
      slug: string;
      kind: string;
      elements: unknown[];
      pageBackground: unknown;
    }>;
  };
};

const ONE_STEP = {
  version: 2,
  elements: ELEMENTS,
  pageBackground: BACKGROUND,
  steps: [
    expect.objectContaining({
      id: 'step-1',
      name: 'Main page',
      slug: 'main',
      kind: 'other',
      elements: ELEMENTS,
      pageBackground: BACKGROUND,
    }),
  ],
};

describe('Migration20261126070000_funnel_steps', () => {
  it('stores every single-page config as one step, answered as one step over REST and GraphQL', async () => {
    const stored = await withPg(db.url, async (pg) => {
      const { rows } = await pg.query<{ id: string; config: FunnelJson['config']; published_pages: unknown }>(
        'select id, config, published_pages from funnels where id = any($1)',
        [[ids.published, ids.bare]],
      );
      return rows;
    });
    for (const row of stored) {
      expect(row.config).toEqual({
        version: 2,
        steps: [
          {
            id: 'step-1',
            name: 'Main page',
            slug: 'main',
            kind: 'other',
            elements: ELEMENTS,
            pageBackground:
              row.id === ids.bare ? { color: '#ffffff', gradient: '', useGradient: false } : BACKGROUND,
            seo: { title: '', description: '', image: '', canonical: '', noindex: false },
          },
        ],
      });
    }
    const published = await client.get(`/api/funnels/${ids.published}`);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ stepCount: 1, status: 'published', config: ONE_STEP });

    const gql = await client.gql<{ funnel: FunnelJson }>(
      'query($id: ID!) { funnel(id: $id) { stepCount config } }',
      { id: ids.bare },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.funnel.stepCount).toBe(1);
    expect(gql.data?.funnel.config.elements).toEqual(ELEMENTS);
    expect(gql.data?.funnel.config.steps.map((s) => s.slug)).toEqual(['main']);
  });

  it('serves the published one again, rendered by the current renderer', async () => {
    const page = await new TestClient(server!.url).get(`/p/${ids.published}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Saved before steps');
    expect(page.text).not.toContain('the old renderer');
    expect(page.headers.get('etag')).not.toBe('"old"');
  });

  it('restores a recycle-bin copy saved the old way as a funnel of one step', async () => {
    const restored = await client.post(`/api/funnels/recycled/${ids.recycled}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ stepCount: 1, config: ONE_STEP });
  });
});
