import { pageModel } from '../src/modules/page-renderer/page-model';
import {
  buildFunnelConfig,
  isOptInGoal,
  type GeneratedPageConfig,
} from '../src/modules/ai/funnel-page-builder';
import { funnelGenerationHooks } from '../src/modules/ai/funnel-generation.service';
import { writeFunnelCopy } from '../src/modules/ai/offline-copywriter';
import {
  BUSINESS_TYPES,
  MARKETING_GOALS,
  PRICE_POINTS,
  type FunnelBrief,
} from '../src/modules/ai/text-provider';
import { queryRows, signedInClient, testRateLimits } from './support/funnels';
import { recordSubscription } from './support/subscription-recorder';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';
import { roomyTrialWith } from './support/plans';

/**
 * Issue 19, the AI complete-funnel generator's backend: the answers checked, the pages built
 * from the copy for every business type and goal, the whole run over REST and GraphQL (offline
 * writers only), live progress, cancel and failure leaving nothing behind, the image allowance.
 */

const NOW = new Date('2026-11-26T12:00:00Z');

const FAILED = 'Failed to generate complete funnel system. Please try again.';

const briefOf = (overrides: Partial<FunnelBrief> = {}): FunnelBrief => ({
  businessType: 'coaching',
  targetAudience: 'busy new managers',
  mainProduct: 'Lead With Confidence',
  pricePoint: '500-1000',
  marketingGoal: 'leads',
  ...overrides,
});

type Element = { id: string; type: string; content: string; action?: string; link?: string };

const elementsOf = (config: GeneratedPageConfig) => config.steps.flatMap((s) => s.elements as Element[]);

/** Every text in an element's content that is empty, except fields that may be (no photo, no image). */
function emptyTexts(element: Element): string[] {
  if (element.content.trim() === '') return [element.id];
  if (!element.content.startsWith('{')) return [];
  const empty: string[] = [];
  const MAY_BE_EMPTY = new Set(['backgroundImage', 'image', 'placeholderText']);
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (value.trim() === '' && !MAY_BE_EMPTY.has(key)) empty.push(`${element.id}.${key}`);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, k);
  };
  walk(JSON.parse(element.content), '');
  return empty;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('the generated pages', () => {
  const images = { hero: '/uploads/u/hero.png', features: ['/uploads/u/a.png', '/uploads/u/b.png'] };

  it('are valid builder pages for every business type and every goal', () => {
    for (const businessType of BUSINESS_TYPES)
      for (const marketingGoal of MARKETING_GOALS) {
        const brief = briefOf({ businessType, marketingGoal });
        for (const withImages of [images, { hero: null, features: [] }]) {
          const config = buildFunnelConfig(brief, writeFunnelCopy(brief), withImages, { now: NOW });
          const what = `${businessType}/${marketingGoal}`;
          // The check saving a funnel makes (every element's content valid, links to steps that exist).
          const checked = pageModel().checkConfigInput(config);
          if (!checked.ok) throw new Error(`${what}: ${checked.message}`);
          expect(pageModel().danglingLinks(checked.config)).toEqual([]);
          const elements = elementsOf(config);
          expect(elements.flatMap(emptyTexts)).toEqual([]);
          expect(config.steps.map((s) => s.kind).at(-1)).toMatch(/^(thank-you|order-confirmation)$/);
          expect(config.steps).toHaveLength(2);
          const types = elements.map((e) => e.type);
          expect(types).toEqual(
            expect.arrayContaining(['hero-section', 'feature-list', 'testimonial-slider', 'faq-section']),
          );
          // Every goal signs people up through one form (the sequence's trigger), leading on to
          // the thank-you step; every call to action leads to that form, none to '#'.
          const forms = elements.filter((e) => e.type === 'form');
          expect(forms).toHaveLength(1);
          expect(forms[0]).toMatchObject({ action: 'form-redirect', link: 'step:next' });
          for (const e of elements.filter((x) => x.type === 'hero-section' || x.type === 'cta-section'))
            expect(e.action).toBe('form');
          expect(JSON.stringify(elements)).not.toMatch(/"buttonLink\\?":\\?"#\\?"/);
          if (isOptInGoal(marketingGoal)) expect(types).not.toContain('pricing-table');
          else {
            const pricing = elements.find((e) => e.type === 'pricing-table');
            const plans = (JSON.parse(pricing?.content ?? '{}') as { plans: Array<{ buttonLink: string }> })
              .plans;
            expect(plans.map((p) => p.buttonLink)).toEqual(['#ff-form']);
          }
          if (marketingGoal === 'launch' || marketingGoal === 'webinar')
            expect(types).toEqual(expect.arrayContaining(['countdown', 'scarcity-indicator']));
          const hero = JSON.parse(elements[0]!.content) as Record<string, string>;
          expect(hero.backgroundType).toBe(withImages.hero ? 'image' : 'gradient');
          expect(types.filter((t) => t === 'image')).toHaveLength(withImages.features.length);
        }
      }
  });

  it('differ with the answers, and follow the business type in their colours', () => {
    const coaching = buildFunnelConfig(briefOf(), writeFunnelCopy(briefOf()), images, { now: NOW });
    const fitness = briefOf({
      businessType: 'fitness',
      mainProduct: 'Strong at Fifty',
      marketingGoal: 'sales',
    });
    const other = buildFunnelConfig(fitness, writeFunnelCopy(fitness), images, { now: NOW });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(coaching));
    expect(JSON.stringify(coaching)).toContain('#7c3aed');
    expect(JSON.stringify(other)).toContain('#ea580c');
    expect(JSON.stringify(other)).not.toContain('#7c3aed');
  });
});

type Generation = {
  id: string;
  status: string;
  step: string;
  stepLabel: string;
  progress: number;
  totalImages: number;
  funnelId: string | null;
  editUrl: string | null;
  sequenceId: string | null;
  generator: string | null;
  imageGenerator: string | null;
  error: string | null;
  message: string | null;
};
type Answer = Partial<Generation> & { success?: boolean; generationId?: string };

const FIELDS =
  'id status step stepLabel progress totalImages funnelId editUrl sequenceId generator imageGenerator error message';

describe('the complete-funnel generator', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(
      { PLANS_FILE: await roomyTrialWith({ maxAiImages: 6 }), LOG_LEVEL: 'silent' },
      { rateLimits: testRateLimits() },
    );
  });
  afterEach(() => {
    delete funnelGenerationHooks.beforeStep;
  });
  afterAll(async () => {
    await server.close();
  });

  const generate = async (as: TestClient, body: Record<string, unknown>) => {
    const res = await as.post('/api/ai/generate-complete-funnel', body);
    return { status: res.status, json: res.json as Answer };
  };

  /** What a user has: funnels, sequences, media items and AI image rows. */
  const leftOf = async (userId: string) => {
    const [row] = await queryRows<{ funnels: number; sequences: number; media: number; images: number }>(
      server,
      `select (select count(*)::int from funnels where user_id = $1) as funnels,
              (select count(*)::int from email_sequences where user_id = $1) as sequences,
              (select count(*)::int from media_items where user_id = $1) as media,
              (select count(*)::int from image_generations where user_id = $1) as images`,
      [userId],
    );
    return row;
  };

  async function settled(as: TestClient, id: string, until: (g: Answer) => boolean): Promise<Answer> {
    for (let i = 0; i < 240; i += 1) {
      const res = await as.get(`/api/ai/funnel-generations/${id}`);
      const g = res.json as Answer;
      if (until(g)) return g;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`generation ${id} did not settle`);
  }

  it("refuses missing answers with 'Missing Information', and answers off the lists", async () => {
    const { client } = await signedInClient(server);
    const missing = await generate(client, {
      businessType: ' ',
      pricePoint: 'under-100',
      marketingGoal: 'sales',
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      success: false,
      message: 'Missing Information: please fill in business type, target audience and main product',
    });
    const one = await generate(client, { businessType: 'saas', targetAudience: 'founders' });
    expect(one.json.message).toBe('Missing Information: please fill in main product');
    const badType = await generate(client, { ...briefOf(), businessType: 'bakery' });
    expect(badType.status).toBe(400);
    expect(badType.json.message).toMatch(/^Business type must be one of coaching, course/);
    const badPrice = await generate(client, { ...briefOf(), pricePoint: 'free' });
    expect(badPrice.status).toBe(400);
    expect(badPrice.json.message).toBe(`Price point must be one of ${PRICE_POINTS.join(', ')}`);
    const badGoal = await generate(client, { ...briefOf(), marketingGoal: 'fame' });
    expect(badGoal.status).toBe(400);
    const long = await generate(client, { ...briefOf(), mainProduct: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    const gql = await client.gql(
      'mutation { generateCompleteFunnel(input: { businessType: "", targetAudience: "", mainProduct: "" }) { id } }',
    );
    expect(gql.errors?.[0]?.message).toBe(
      'Missing Information: please fill in business type, target audience and main product',
    );
  });

  it('makes the funnel, its images and its 5-email sequence in one call, ready to publish', async () => {
    const { client, userId } = await signedInClient(server);
    const brief = briefOf({
      businessType: 'fitness',
      mainProduct: '  Strong at Fifty  ',
      marketingGoal: 'Generate leads' as never,
    });
    const res = await generate(client, brief);
    expect(res.status).toBe(200);
    const g = res.json;
    expect(g).toMatchObject({ success: true, status: 'completed', generator: 'Offline generator' });
    expect(g.totalImages).toBeGreaterThanOrEqual(1);
    expect(g.totalImages).toBe(4);
    expect(g.editUrl).toBe(`/builder/${g.funnelId}`);
    expect(g.generationId).toBe(g.id);
    expect(g.message).toMatch(/^Your funnel is ready/);

    const funnel = await client.get(`/api/funnels/${g.funnelId}`);
    expect(funnel.status).toBe(200);
    const f = funnel.json as {
      name: string;
      status: string;
      templateType: string;
      config: GeneratedPageConfig;
    };
    expect(f).toMatchObject({ name: 'Strong at Fifty', status: 'draft', templateType: 'capture' });
    expect(f.config.steps.map((s) => s.kind)).toEqual(['opt-in', 'thank-you']);

    const media = await queryRows<{ id: string; source: string; used: number }>(
      server,
      `select m.id, m.source, (select count(*)::int from media_usages u where u.media_id = m.id and u.funnel_id = $2) as used
         from media_items m where m.user_id = $1`,
      [userId, g.funnelId],
    );
    expect(media).toHaveLength(4);
    expect(media.every((m) => m.source === 'ai' && m.used === 1)).toBe(true);
    const [usage] = await queryRows<{ n: number }>(
      server,
      `select count(*)::int as n from image_generations where user_id = $1 and status = 'completed'`,
      [userId],
    );
    expect(usage?.n).toBe(4);

    const [sequence] = await queryRows<{
      id: string;
      trigger: string;
      trigger_value: string;
      is_active: boolean;
    }>(server, 'select id, trigger, trigger_value, is_active from email_sequences where user_id = $1', [
      userId,
    ]);
    expect(sequence).toMatchObject({
      id: g.sequenceId,
      trigger: 'funnel_signup',
      trigger_value: g.funnelId,
      is_active: false,
    });
    const steps = await queryRows<{ delay_hours: number; subject: string; content: string }>(
      server,
      'select delay_hours, subject, content from email_sequence_steps where sequence_id = $1 order by step_number',
      [g.sequenceId],
    );
    expect(steps.map((s) => s.delay_hours)).toEqual([0, 24, 48, 96, 168]);
    expect(steps.every((s) => s.subject.trim() !== '' && s.content.trim() !== '')).toBe(true);

    const published = await client.put(`/api/funnels/${g.funnelId}`, { status: 'published' });
    expect(published.status).toBe(200);
    const page = await fetch(`${server.url}/p/${g.funnelId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const hero = JSON.parse(f.config.steps[0]!.elements[0]!.content) as { title: string };
    expect(html).toContain(escapeHtml(hero.title));
    const thanks = await fetch(`${server.url}/p/${g.funnelId}/thank-you`);
    expect(thanks.status).toBe(200);
  });

  it("pushes each step to the owner's screens, moving forward, and to no one else", async () => {
    const { client: own } = await signedInClient(server);
    const { client: other } = await signedInClient(server);
    const ws = own.ws();
    const otherWs = other.ws();
    type Change = { funnelGenerationChanged: Generation };
    const query = `subscription { funnelGenerationChanged { ${FIELDS} } }`;
    try {
      const updates = recordSubscription<Change>(ws, query);
      const theirs = recordSubscription<Change>(otherWs, query);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = await own.gql<{ generateCompleteFunnel: Generation }>(
        `mutation { generateCompleteFunnel(input: { businessType: "saas", targetAudience: "small teams", mainProduct: "Ship It", pricePoint: "100-500", marketingGoal: "sales" }) { ${FIELDS} } }`,
      );
      const id = started.data?.generateCompleteFunnel.id;
      expect(started.data?.generateCompleteFunnel.status).toBe('queued');
      const seen = () => updates.results.map((r) => r.data?.funnelGenerationChanged);
      await updates.until(() => seen().some((g) => g?.status === 'completed'), 'completed', 60_000);
      const changes = seen();
      expect(changes.every((g) => g?.id === id)).toBe(true);
      const progress = changes.map((g) => g!.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      // Each change is read when it is delivered, so a step passed quickly may be skipped, never reversed.
      const ORDER = ['queued', 'copy', 'images', 'pages', 'emails', 'saving', 'done'];
      const steps = changes.map((g) => ORDER.indexOf(g!.step));
      expect(steps.every((s) => s >= 0)).toBe(true);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(new Set(steps).size).toBeGreaterThanOrEqual(4);
      expect(changes.map((g) => g!.stepLabel)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Generating image [1-4] of 4$/)]),
      );
      const last = changes.at(-1)!;
      expect(last).toMatchObject({
        status: 'completed',
        progress: 1,
        totalImages: 4,
        imageGenerator: 'Offline generator',
      });
      expect(last.editUrl).toBe(`/builder/${last.funnelId}`);
      const active = await own.gql<{ activeFunnelGeneration: Generation | null }>(
        '{ activeFunnelGeneration { id } }',
      );
      expect(active.data?.activeFunnelGeneration).toBeNull();
      expect(theirs.results).toEqual([]);
      // Another user's generation is not found, by id, over REST and GraphQL.
      expect((await other.get(`/api/ai/funnel-generations/${id}`)).status).toBe(404);
      expect((await other.post(`/api/ai/funnel-generations/${id}/cancel`)).status).toBe(404);
      const theirsByGql = await other.gql(`query($id: ID!) { funnelGeneration(id: $id) { id } }`, { id });
      expect(theirsByGql.errors?.[0]?.message).toBe('Funnel generation not found');
      updates.unsubscribe();
      theirs.unsubscribe();
    } finally {
      await ws.dispose();
      await otherWs.dispose();
    }
  });

  it('cancels mid-way and leaves nothing: no funnel, no sequence, no images', async () => {
    const { client, userId } = await signedInClient(server);
    let cancelled: Answer | null = null;
    funnelGenerationHooks.beforeStep = async (step, id) => {
      if (step !== 'pages') return;
      const active = await client.gql<{ activeFunnelGeneration: Generation | null }>(
        '{ activeFunnelGeneration { id status totalImages } }',
      );
      expect(active.data?.activeFunnelGeneration).toMatchObject({ id, status: 'running', totalImages: 4 });
      expect((await leftOf(userId))?.media).toBe(4);
      const res = await client.gql<{ cancelFunnelGeneration: Generation }>(
        `mutation($id: ID!) { cancelFunnelGeneration(id: $id) { ${FIELDS} } }`,
        { id },
      );
      cancelled = res.data?.cancelFunnelGeneration ?? null;
    };
    const res = await generate(client, briefOf({ marketingGoal: 'launch' }));
    expect(res.status).toBe(409);
    expect(res.json.success).toBe(false);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    const done = await settled(client, res.json.id!, (g) => g.totalImages === 0);
    expect(done).toMatchObject({ status: 'cancelled', funnelId: null, sequenceId: null });
    expect(await leftOf(userId)).toEqual({ funnels: 0, sequences: 0, media: 0, images: 0 });
  });

  it('answers the failure and leaves nothing when a step fails', async () => {
    const { client, userId } = await signedInClient(server);
    funnelGenerationHooks.beforeStep = async (step) => {
      if (step === 'saving') throw new Error('the disk is full');
    };
    const res = await generate(client, briefOf({ marketingGoal: 'webinar' }));
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ success: false, message: FAILED, status: 'failed', error: FAILED });
    expect(res.json.error).not.toContain('disk');
    expect(await leftOf(userId)).toEqual({ funnels: 0, sequences: 0, media: 0, images: 0 });
  });

  it('fails a generation a crash left running, once it is stale, and leaves fresh ones alone', async () => {
    const { userId } = await signedInClient(server);
    const rows = await queryRows<{ id: string }>(
      server,
      `insert into funnel_generations (user_id, status, step, input, updated_at)
       values ($1, 'running', 'images', '{}'::jsonb, now() - interval '1 hour'),
              ($1, 'running', 'copy', '{}'::jsonb, now())
       returning id`,
      [userId],
    );
    // (The 5-minute cron may sweep it too: the outcome is what counts.)
    await server.services.funnelGenerations.sweepStale();
    const after = await queryRows<{ id: string; status: string; error: string | null }>(
      server,
      'select id, status, error from funnel_generations where user_id = $1 order by updated_at',
      [userId],
    );
    expect(after.find((r) => r.id === rows[0]!.id)).toMatchObject({
      status: 'failed',
      error: 'The generation was interrupted; please try again',
    });
    expect(after.find((r) => r.id === rows[1]!.id)?.status).toBe('running');
  });

  it('makes the funnel without images when the monthly allowance is used up, and says so', async () => {
    const { client, userId } = await signedInClient(server);
    await queryRows(
      server,
      `insert into image_generations (user_id, prompt, status) select $1, 'earlier', 'completed' from generate_series(1, 6)`,
      [userId],
    );
    const res = await generate(client, briefOf({ marketingGoal: 'sales', businessType: 'ecommerce' }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, totalImages: 0, imageGenerator: null });
    expect(res.json.message).toBe(
      'Your funnel is ready, without images: you have used 6 of 6 AI images this month.',
    );
    const funnel = await client.get(`/api/funnels/${res.json.funnelId}`);
    expect(funnel.status).toBe(200);
    expect((await leftOf(userId))?.media).toBe(0);
  });
});
