import { randomUUID } from 'node:crypto';
import { pageModel } from '../src/modules/page-renderer/page-model';
import { TEMPLATE_CATEGORIES } from '../src/modules/templates/template.entity';
import {
  answeredPage,
  createFunnel,
  gqlCode,
  pageConfig,
  queryRows,
  setStatus,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * GET /api/templates, GET /api/templates/{id} and the preview images (000 §2.6, §3, §7). The
 * shipped templates (web/src/page-model/templates) are seeded on boot; these tests hold for however
 * many there are, and use rows of their own for the rest.
 */
let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
  client = (await signedInClient(server)).client;
});
afterAll(() => server.close());

const SEEDS = pageModel().TEMPLATES;

type TemplateJson = {
  id: string;
  name: string;
  description: string | null;
  category: string;
  avg_conversion_rate: string;
  preview_image: string | null;
  config?: Record<string, unknown>;
};

const asTemplates = (json: unknown) => json as unknown as TemplateJson[];

async function templateCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(server, 'select count(*)::int as n from templates');
  return row?.n ?? -1;
}

/** Inserts a template row directly and answers its id. */
async function insertTemplate(fields: {
  name: string;
  category: string;
  config: unknown;
  description?: string | null;
  avgConversionRate?: number;
  isPublic?: boolean;
}): Promise<string> {
  const id = randomUUID();
  await queryRows(
    server,
    `insert into templates (id, name, description, category, config, avg_conversion_rate, preview_image, is_public)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      fields.name,
      fields.description ?? null,
      fields.category,
      JSON.stringify(fields.config),
      fields.avgConversionRate ?? 0,
      `/api/templates/${id}/preview.svg`,
      fields.isPublic ?? true,
    ],
  );
  return id;
}

describe('the shipped templates', () => {
  it('are seeded on boot, one row each, listed in the spec shape', async () => {
    expect(await templateCount()).toBe(SEEDS.length);
    const res = await client.get('/api/templates');
    expect(res.status).toBe(200);
    const list = asTemplates(res.json);
    expect(list).toHaveLength(SEEDS.length);
    for (const seed of SEEDS) {
      expect(list.find((t) => t.id === seed.id)).toEqual({
        id: seed.id,
        name: seed.name,
        description: seed.description,
        category: seed.category,
        avg_conversion_rate: Number(seed.avgConversionRate).toFixed(2),
        preview_image: `/api/templates/${seed.id}/preview.svg`,
      });
      expect(TEMPLATE_CATEGORIES).toContain(seed.category);
    }
  });

  it('are seeded again on every boot without duplicates, undoing local edits', async () => {
    const before = await templateCount();
    const first = SEEDS[0];
    if (first) await queryRows(server, `update templates set name = 'Edited' where id = $1`, [first.id]);
    const seeded = await server.services.templates.seed();
    expect(seeded).toBe(SEEDS.length);
    expect(await templateCount()).toBe(before);
    if (first) {
      const [row] = await queryRows<{ name: string }>(server, 'select name from templates where id = $1', [
        first.id,
      ]);
      expect(row?.name).toBe(first.name);
    }
  });

  it('each answers its config by id, draws a preview image, and makes a funnel that publishes', async () => {
    for (const seed of SEEDS) {
      const res = await client.get(`/api/templates/${seed.id}`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: seed.id, name: seed.name, category: seed.category });
      expect(res.json?.config).toMatchObject(JSON.parse(JSON.stringify(seed.config)) as object);

      const svg = await client.get(`/api/templates/${seed.id}/preview.svg`);
      expect(svg.status).toBe(200);
      expect(svg.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg.text).toContain('<foreignObject');
      expect(svg.text).not.toMatch(/<script/i);

      // 'Use Template': the builder saves the template's page as a new funnel.
      const funnel = await createFunnel(client, { name: seed.name, config: res.json?.config });
      const ids = seed.config.steps.map((step) => step.elements.map((e) => e.id));
      const saved = funnel.config as unknown as { steps: Array<{ elements: Array<{ id: string }> }> };
      expect(saved.steps.map((step) => step.elements.map((e) => e.id))).toEqual(ids);
      await setStatus(client, funnel.id, 'published');
      expect((await new TestClient(server.url).get(`/p/${funnel.id}`)).status).toBe(200);
    }
  });
});

describe('GET /api/templates and GET /api/templates/{id}', () => {
  let salesId: string;
  let eventsId: string;
  let privateId: string;

  beforeAll(async () => {
    salesId = await insertTemplate({
      name: 'Test sales template',
      description: 'A sales page for tests',
      category: 'sales',
      avgConversionRate: 12.5,
      config: pageConfig([{ id: 'h', type: 'headline', content: 'Sell it' }]),
    });
    eventsId = await insertTemplate({
      name: 'Test events template',
      category: 'events',
      config: pageConfig([{ id: 'c', type: 'countdown', content: '{"title":"Soon"}' }]),
    });
    privateId = await insertTemplate({
      name: 'Private template',
      category: 'sales',
      isPublic: false,
      config: pageConfig([]),
    });
  });

  it('lists public templates only, with exactly the spec fields', async () => {
    const list = asTemplates((await client.get('/api/templates')).json);
    expect(list.map((t) => t.id)).toEqual(expect.arrayContaining([salesId, eventsId]));
    expect(list.map((t) => t.id)).not.toContain(privateId);
    expect(list).toHaveLength(SEEDS.length + 2);
    expect(list.find((t) => t.id === salesId)).toEqual({
      id: salesId,
      name: 'Test sales template',
      description: 'A sales page for tests',
      category: 'sales',
      avg_conversion_rate: '12.50',
      preview_image: `/api/templates/${salesId}/preview.svg`,
    });
    expect(list.find((t) => t.id === eventsId)?.description).toBeNull();
  });

  it('filters by category (the select is wired), and refuses an unknown category', async () => {
    const sales = asTemplates((await client.get('/api/templates?category=sales')).json);
    expect(sales.map((t) => t.id)).toContain(salesId);
    expect(new Set(sales.map((t) => t.category))).toEqual(new Set(['sales']));
    const all = asTemplates((await client.get('/api/templates?category=all')).json);
    expect(all).toHaveLength(SEEDS.length + 2);
    const bad = await client.get('/api/templates?category=webinars');
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe(
      'Category must be one of all, sales, landing, thankyou, splash, events, education',
    );
  });

  it('answers one template with its config', async () => {
    const res = await client.get(`/api/templates/${salesId}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: salesId,
      name: 'Test sales template',
      description: 'A sales page for tests',
      category: 'sales',
      avg_conversion_rate: '12.50',
      preview_image: `/api/templates/${salesId}/preview.svg`,
      config: answeredPage([{ id: 'h', type: 'headline', content: 'Sell it' }]),
    });
  });

  it('answers 404 for a private, unknown or malformed id', async () => {
    for (const id of [privateId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const path of [`/api/templates/${id}`, `/api/templates/${id}/preview.svg`]) {
        const res = await client.get(path);
        expect(res.status).toBe(404);
        expect(res.json).toEqual({ message: 'Template not found' });
      }
    }
  });

  it('answers 401 signed out', async () => {
    const anonymous = new TestClient(server.url);
    for (const path of [
      '/api/templates',
      `/api/templates/${salesId}`,
      `/api/templates/${salesId}/preview.svg`,
    ]) {
      const res = await anonymous.get(path);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Unauthorized' });
    }
  });
});

describe('GET /api/templates/{id}/preview.svg', () => {
  it('is an SVG drawing of the page in a foreignObject, with a CSP that runs nothing', async () => {
    const id = await insertTemplate({
      name: 'Preview me',
      category: 'landing',
      config: pageConfig([
        { id: 'h', type: 'headline', content: 'Preview headline' },
        { id: 'b', type: 'button', content: 'Click', link: 'javascript:alert(1)' },
      ]),
    });
    const res = await client.get(`/api/templates/${id}/preview.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.text).toMatch(/<foreignObject[^>]*>[\s\S]*Preview headline[\s\S]*<\/foreignObject>/);
    expect(res.text.trimEnd().endsWith('</svg>')).toBe(true);
    expect(res.text.toLowerCase()).not.toContain('javascript:');
  });

  it('escapes hostile template content', async () => {
    const id = await insertTemplate({
      name: 'Hostile',
      category: 'landing',
      config: pageConfig([
        { id: 'h', type: 'headline', content: '<script>alert(1)</script></foreignObject><script>x</script>' },
      ]),
    });
    const res = await client.get(`/api/templates/${id}/preview.svg`);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text.match(/<\/foreignObject>/g)).toHaveLength(1);
  });
});

describe('templates through GraphQL', () => {
  it('lists and answers templates with a numeric avgConversionRate', async () => {
    const id = await insertTemplate({
      name: 'GraphQL template',
      category: 'education',
      avgConversionRate: 7.25,
      config: pageConfig([{ id: 't', type: 'text', content: 'Learn' }]),
    });
    const list = await client.gql<{ templates: Array<{ id: string; category: string }> }>(
      'query($c: String) { templates(category: $c) { id category } }',
      { c: 'education' },
    );
    expect(list.data?.templates.map((t) => t.id)).toContain(id);
    expect(new Set(list.data?.templates.map((t) => t.category))).toEqual(new Set(['education']));

    const one = await client.gql<{ template: Record<string, unknown> }>(
      'query($id: ID!) { template(id: $id) { id name category avgConversionRate previewImage config } }',
      { id },
    );
    expect(one.data?.template).toEqual({
      id,
      name: 'GraphQL template',
      category: 'education',
      avgConversionRate: 7.25,
      previewImage: `/api/templates/${id}/preview.svg`,
      config: answeredPage([{ id: 't', type: 'text', content: 'Learn' }]),
    });
    expect(gqlCode(await client.gql('query { template(id: "not-a-uuid") { id } }'))).toBe('NOT_FOUND');
    expect(gqlCode(await new TestClient(server.url).gql('query { templates { id } }'))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
