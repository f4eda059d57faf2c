import { EXPERIMENTS_KEEP_DAYS_JOB } from '../src/modules/experiments/experiments.jobs';
import {
  CHROME_DESKTOP_UA,
  LANDING_PAGE,
  freshIp,
  queryRows,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A/B tests of funnel pages (issue 21): made from a funnel's step, edited while a draft,
 * started on a published funnel (whose address then serves each visitor one variant, the same
 * all day), paused, ended and promoted; every change is the owner's only.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error', TRUST_PROXY: '1' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

type Experiment = {
  id: string;
  name: string;
  funnelId: string;
  funnelName: string;
  stepId: string;
  stepName: string;
  status: string;
  variants: Array<{ key: string; name: string; weight: number; content: { elements: unknown[] } | null }>;
  goals: { primary: { type: string; elementId: string | null } };
  winnerKey: string | null;
  startedAt: string | null;
};

const FIELDS = `id name funnelId funnelName stepId stepName status winnerKey startedAt
  variants { key name weight content } goals { primary { type elementId } }`;

let owner: TestClient;

async function gql<T>(query: string, variables: Record<string, unknown> = {}, client = owner) {
  return client.gql<T>(query, variables);
}

async function newFunnel(status = 'published'): Promise<string> {
  const res = await owner.post('/api/funnels', { name: 'Guide', config: LANDING_PAGE, status });
  expect(res.status).toBe(201);
  return (res.json as { id: string }).id;
}

async function create(input: Record<string, unknown>): Promise<Experiment> {
  const res = await gql<{ createExperiment: Experiment }>(
    `mutation($input: CreateExperimentInput!) { createExperiment(input: $input) { ${FIELDS} } }`,
    { input },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createExperiment;
}

async function act(name: string, id: string, extra = '', variables: Record<string, unknown> = {}) {
  return gql<Record<string, Experiment>>(
    `mutation($id: ID!${extra ? `, ${extra}` : ''}) { ${name}(id: $id${Object.keys(variables)
      .map((k) => `, ${k}: $${k}`)
      .join('')}) { ${FIELDS} } }`,
    { id, ...variables },
  );
}

const message = (res: { errors?: Array<{ message: string }> }) => res.errors?.[0]?.message;

beforeAll(async () => {
  ({ client: owner } = await signedInClient(server));
});

describe('A/B tests of a funnel step', () => {
  it('makes variant B a copy of the step, and refuses a second open test of the same step', async () => {
    const funnelId = await newFunnel();
    const test = await create({ funnelId });
    expect(test).toMatchObject({ funnelId, funnelName: 'Guide', status: 'draft', name: 'Guide · Main page' });
    expect(test.variants.map((v) => [v.key, v.name, v.weight])).toEqual([
      ['A', 'Original', 1],
      ['B', 'B', 1],
    ]);
    expect(test.variants[0]?.content).toBeNull();
    expect(test.variants[1]?.content?.elements).toHaveLength(4);
    expect(test.goals.primary).toEqual({ type: 'form', elementId: null });
    expect(
      message(
        await gql(`mutation($input: CreateExperimentInput!) { createExperiment(input: $input) { id } }`, {
          input: { funnelId },
        }),
      ),
    ).toBe('This step already has an A/B test: end it before creating another');
  });

  it('changes variants, weights and goals while a draft only, with clear refusals', async () => {
    const test = await create({ funnelId: await newFunnel() });
    const added = await act('addExperimentVariant', test.id);
    expect(added.data?.addExperimentVariant?.variants.map((v) => v.key)).toEqual(['A', 'B', 'C']);
    await act('addExperimentVariant', test.id);
    expect(message(await act('addExperimentVariant', test.id))).toBe('An A/B test has at most 4 variants');
    const removed = await act('removeExperimentVariant', test.id, '$key: String!', { key: 'B' });
    expect(removed.data?.removeExperimentVariant?.variants.map((v) => v.key)).toEqual(['A', 'B', 'C']);
    expect(message(await act('removeExperimentVariant', test.id, '$key: String!', { key: 'A' }))).toBe(
      'Variant A is the page as it is: edit it in the funnel',
    );

    const weighted = await act('updateExperiment', test.id, '$input: UpdateExperimentInput!', {
      input: {
        weights: [
          { key: 'A', weight: 50 },
          { key: 'B', weight: 25 },
          { key: 'C', weight: 25 },
        ],
      },
    });
    expect(weighted.data?.updateExperiment?.variants.map((v) => v.weight)).toEqual([50, 25, 25]);
    expect(
      message(
        await act('updateExperiment', test.id, '$input: UpdateExperimentInput!', {
          input: { goals: { primary: { type: 'click', elementId: 'nope' } } },
        }),
      ),
    ).toBe('Choose the element whose click counts as a conversion');
    const clickGoal = await act('updateExperiment', test.id, '$input: UpdateExperimentInput!', {
      input: { goals: { primary: { type: 'click', elementId: 'button-1', label: 'Buy now' } } },
    });
    expect(clickGoal.data?.updateExperiment?.goals.primary).toEqual({ type: 'click', elementId: 'button-1' });
    expect(
      message(
        await act('updateExperiment', test.id, '$input: UpdateExperimentInput!', {
          input: {
            weights: [
              { key: 'A', weight: 0 },
              { key: 'B', weight: 1 },
            ],
          },
        }),
      ),
    ).toBe('A weight is a whole number from 1 to 100');

    const content = { elements: [{ id: 'h', type: 'headline', content: 'A bolder promise', styles: {} }] };
    const saved = await act('saveExperimentVariant', test.id, '$key: String!, $content: JSONObject!', {
      key: 'B',
      content,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveExperimentVariant?.variants[1]?.content?.elements).toHaveLength(1);
    expect(
      message(
        await act('saveExperimentVariant', test.id, '$key: String!, $content: JSONObject!', {
          key: 'B',
          content: { elements: 'not a list' },
        }),
      ),
    ).toBeDefined();
  });

  it('starts only on a published funnel, and then refuses changes to what is measured', async () => {
    const draftTest = await create({ funnelId: await newFunnel('draft') });
    expect(message(await act('startExperiment', draftTest.id))).toBe(
      'Publish the funnel before starting its A/B test',
    );

    const test = await create({ funnelId: await newFunnel() });
    const started = await act('startExperiment', test.id);
    expect(started.data?.startExperiment).toMatchObject({ status: 'running' });
    expect(started.data?.startExperiment?.startedAt).not.toBeNull();
    expect(message(await act('addExperimentVariant', test.id))).toBe(
      'Only a draft A/B test can change its variants, weights or goals',
    );
    expect(message(await act('startExperiment', test.id))).toBe('Only a draft or paused A/B test can start');
    const deleted = await gql('mutation($id: ID!) { deleteExperiment(id: $id) }', { id: test.id });
    expect(message(deleted)).toBe('A running A/B test cannot be deleted: end it first');
    expect((await act('pauseExperiment', test.id)).data?.pauseExperiment?.status).toBe('paused');
    expect((await act('startExperiment', test.id)).data?.startExperiment?.status).toBe('running');
    expect((await act('endExperiment', test.id)).data?.endExperiment?.status).toBe('ended');
    expect(message(await act('endExperiment', test.id))).toBe('This A/B test has already ended');
  });

  it('promotes a variant: its page replaces the step and the test ends', async () => {
    const funnelId = await newFunnel();
    const test = await create({ funnelId });
    const content = {
      elements: [{ id: 'h', type: 'headline', content: 'The winning headline', styles: {} }],
    };
    await act('saveExperimentVariant', test.id, '$key: String!, $content: JSONObject!', {
      key: 'B',
      content,
    });
    await act('startExperiment', test.id);
    const promoted = await act('promoteExperimentVariant', test.id, '$key: String!', { key: 'B' });
    expect(promoted.data?.promoteExperimentVariant).toMatchObject({ status: 'ended', winnerKey: 'B' });
    const funnel = await owner.get(`/api/funnels/${funnelId}`);
    expect(JSON.stringify(funnel.json)).toContain('The winning headline');
    const page = await new TestClient(server.url).get(`/p/${funnelId}`, { 'user-agent': CHROME_DESKTOP_UA });
    expect(page.text).toContain('The winning headline');
  });

  it("answers not found for another user's funnel or test", async () => {
    const test = await create({ funnelId: await newFunnel() });
    const { client: other } = await signedInClient(server);
    expect(
      (await gql('query($id: ID!) { experiment(id: $id) { id } }', { id: test.id }, other)).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    const res = await gql(
      `mutation($input: CreateExperimentInput!) { createExperiment(input: $input) { id } }`,
      { input: { funnelId: test.funnelId } },
      other,
    );
    expect(message(res)).toBe('Funnel not found');
    expect(
      (await gql<{ experiments: unknown[] }>('{ experiments { id } }', {}, other)).data?.experiments,
    ).toEqual([]);
  });
});

describe('serving a running test', () => {
  it('shows each visitor one variant, the same on every visit that day, and records it on visits and leads', async () => {
    const funnelId = await newFunnel();
    const test = await create({ funnelId });
    const content = {
      elements: [
        { id: 'h', type: 'headline', content: 'Variant B headline', styles: {} },
        { id: 'form-1', type: 'form', content: 'Join the waitlist', styles: {} },
      ],
    };
    await act('saveExperimentVariant', test.id, '$key: String!, $content: JSONObject!', {
      key: 'B',
      content,
    });
    await act('startExperiment', test.id);
    const seen = new Map<string, string>();
    for (let i = 0; i < 40; i += 1) {
      const ip = freshIp();
      const visitor = new TestClient(server.url);
      const headers = { 'x-forwarded-for': ip, 'user-agent': CHROME_DESKTOP_UA };
      const first = await visitor.get(`/p/${funnelId}`, headers);
      const again = await visitor.get(`/p/${funnelId}`, headers);
      const variant = first.text.includes('Variant B headline') ? 'B' : 'A';
      expect(again.text.includes('Variant B headline')).toBe(variant === 'B');
      seen.set(ip, variant);
      if (i < 10)
        expect(
          (
            await visitor.post(
              `/api/public/funnels/${funnelId}/leads`,
              { email: `v${i}@example.com` },
              headers,
            )
          ).status,
        ).toBe(201);
    }
    const counts = [...seen.values()].reduce(
      (m, v) => m.set(v, (m.get(v) ?? 0) + 1),
      new Map<string, number>(),
    );
    expect(counts.get('A')).toBeGreaterThan(5);
    expect(counts.get('B')).toBeGreaterThan(5);
    await server.services.visits.flush();
    const visits = await queryRows<{ variant: string; n: number }>(
      server,
      'select variant, count(*)::int as n from analytics_sessions where experiment_id = $1 group by 1 order by 1',
      [test.id],
    );
    expect(visits).toEqual([
      { variant: 'A', n: counts.get('A') },
      { variant: 'B', n: counts.get('B') },
    ]);
    const leads = await queryRows<{ n: number }>(
      server,
      'select count(*)::int as n from leads where experiment_id = $1 and experiment_variant in ($2, $3)',
      [test.id, 'A', 'B'],
    );
    expect(leads[0]?.n).toBe(10);
    const byVariant = await queryRows<{ variant: string; n: number }>(
      server,
      'select experiment_variant as variant, count(*)::int as n from leads where experiment_id = $1 group by 1',
      [test.id],
    );
    const leadsOf = (key: string) => byVariant.find((r) => r.variant === key)?.n ?? 0;

    type Results = {
      visitors: number;
      variants: Array<{
        key: string;
        visitors: number;
        conversions: number;
        rate: number | null;
        rateLow: number | null;
      }>;
      verdict: { kind: string; text: string };
      srm: { mismatch: boolean };
      series: Array<{ key: string; visitors: number; conversions: number }>;
    };
    const results = await gql<{ experiment: { results: Results } }>(
      `query($id: ID!) { experiment(id: $id) { results {
         visitors variants { key visitors conversions rate rateLow } verdict { kind text } srm { mismatch }
         series { key visitors conversions } } } }`,
      { id: test.id },
    );
    expect(results.errors).toBeUndefined();
    const r = results.data!.experiment.results;
    expect(r.visitors).toBe(40);
    expect(r.variants.map((v) => [v.key, v.visitors, v.conversions])).toEqual([
      ['A', counts.get('A'), leadsOf('A')],
      ['B', counts.get('B'), leadsOf('B')],
    ]);
    expect(r.variants[0]?.rate).toBeCloseTo(leadsOf('A') / (counts.get('A') ?? 1), 10);
    // 40 visitors are far below the minimum sample: the verdict says how many more are needed.
    expect(r.verdict.kind).toBe('not-enough-data');
    expect(r.verdict.text).toMatch(/^Not enough data yet: about [\d,]+ more visitors per variant$/);
    expect(r.series.filter((p) => p.key === 'B').at(-1)?.visitors).toBe(counts.get('B'));
    const rest = await owner.get(`/api/experiments/${test.id}/results`);
    expect(rest.status).toBe(200);
    expect((rest.json as Results).variants.map((v) => v.visitors)).toEqual(r.variants.map((v) => v.visitors));

    // Paused, the step serves A to everyone.
    await act('pauseExperiment', test.id);
    for (const ip of [...seen.keys()].slice(0, 10)) {
      const page = await new TestClient(server.url).get(`/p/${funnelId}`, {
        'x-forwarded-for': ip,
        'user-agent': CHROME_DESKTOP_UA,
      });
      expect(page.text).not.toContain('Variant B headline');
    }
  });
});

describe('figures that outlive raw visits', () => {
  it('keeps finished days per variant, so a test reads the same before and after its raw visits are purged', async () => {
    // The run a worker makes when it starts is over before visits are moved into the past below.
    await server.deps.jobs.drain(EXPERIMENTS_KEEP_DAYS_JOB);
    const funnelId = await newFunnel();
    const test = await create({ funnelId });
    await act('saveExperimentVariant', test.id, '$key: String!, $content: JSONObject!', {
      key: 'B',
      content: { elements: [{ id: 'h', type: 'headline', content: 'Kept B', styles: {} }] },
    });
    await act('startExperiment', test.id);
    const visit = async (lead: boolean) => {
      const headers = { 'x-forwarded-for': freshIp(), 'user-agent': CHROME_DESKTOP_UA };
      const visitor = new TestClient(server.url);
      await visitor.get(`/p/${funnelId}`, headers);
      if (lead)
        await visitor.post(
          `/api/public/funnels/${funnelId}/leads`,
          { email: `${freshIp()}@kept.example` },
          headers,
        );
    };
    for (let i = 0; i < 12; i += 1) await visit(i % 3 === 0);
    await server.services.visits.flush();
    // Those visits were three days ago; the ones below are today's.
    await queryRows(
      server,
      `update analytics_sessions set started_at = started_at - interval '3 days', last_seen_at = last_seen_at - interval '3 days'
        where experiment_id = $1`,
      [test.id],
    );
    for (let i = 0; i < 4; i += 1) await visit(i === 0);
    await server.services.visits.flush();

    const figures = async () => {
      const res = await gql<{
        experiment: {
          results: {
            visitors: number;
            variants: Array<{ key: string; visitors: number; conversions: number }>;
          };
        };
      }>(
        `query($id: ID!) { experiment(id: $id) { results { visitors variants { key visitors conversions } } } }`,
        {
          id: test.id,
        },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.experiment.results;
    };
    const before = await figures();
    expect(before.visitors).toBe(16);
    expect(before.variants.reduce((sum, v) => sum + v.conversions, 0)).toBe(5);

    await server.deps.jobs.send(EXPERIMENTS_KEEP_DAYS_JOB, {});
    await server.deps.jobs.drain(EXPERIMENTS_KEEP_DAYS_JOB);
    const days = await queryRows<{ visitors: number }>(
      server,
      'select sum(visitors)::int as visitors from experiment_days where experiment_id = $1',
      [test.id],
    );
    expect(days[0]?.visitors).toBe(12);
    expect(await figures()).toEqual(before);

    // The retention purge drops the old raw visits: the kept days answer for them.
    await queryRows(
      server,
      `delete from analytics_sessions where experiment_id = $1 and started_at < now() - interval '2 days'`,
      [test.id],
    );
    expect(await figures()).toEqual(before);
    // Keeping again changes nothing.
    await server.deps.jobs.send(EXPERIMENTS_KEEP_DAYS_JOB, {});
    await server.deps.jobs.drain(EXPERIMENTS_KEEP_DAYS_JOB);
    expect(await figures()).toEqual(before);
  });
});

describe('the list of tests', () => {
  it('reads each row’s figures as the test itself answers them, whatever goals each has', async () => {
    const tests: string[] = [];
    for (const goals of [
      { primary: { type: 'form' }, secondary: [{ type: 'click', elementId: 'button-1' }] },
      null,
    ]) {
      const funnelId = await newFunnel();
      const test = await create({ funnelId });
      if (goals)
        expect(
          (await act('updateExperiment', test.id, '$input: UpdateExperimentInput!', { input: { goals } }))
            .errors,
        ).toBeUndefined();
      await act('saveExperimentVariant', test.id, '$key: String!, $content: JSONObject!', {
        key: 'B',
        content: { elements: [{ id: 'h', type: 'headline', content: 'Listed B', styles: {} }] },
      });
      await act('startExperiment', test.id);
      for (let i = 0; i < (goals ? 6 : 9); i += 1) {
        const headers = { 'x-forwarded-for': freshIp(), 'user-agent': CHROME_DESKTOP_UA };
        const visitor = new TestClient(server.url);
        await visitor.get(`/p/${funnelId}`, headers);
        if (i % 2 === 0)
          await visitor.post(
            `/api/public/funnels/${funnelId}/leads`,
            { email: `${freshIp()}@list.example` },
            headers,
          );
      }
      tests.push(test.id);
    }
    await server.services.visits.flush();
    type Figures = {
      visitors: number;
      variants: Array<{ key: string; visitors: number; conversions: number }>;
    };
    const RESULTS = 'results { visitors variants { key visitors conversions } }';
    const list = await gql<{ experiments: Array<{ id: string; results: Figures }> }>(
      `query { experiments { id ${RESULTS} } }`,
    );
    expect(list.errors).toBeUndefined();
    for (const id of tests) {
      const own = await gql<{ experiment: { results: Figures } }>(
        `query($id: ID!) { experiment(id: $id) { ${RESULTS} } }`,
        {
          id,
        },
      );
      const row = list.data!.experiments.find((e) => e.id === id);
      expect(row?.results).toEqual(own.data!.experiment.results);
    }
    const visitors = tests.map((id) => list.data!.experiments.find((e) => e.id === id)?.results.visitors);
    expect(visitors).toEqual([6, 9]);
    const conversions = tests.map((id) =>
      list
        .data!.experiments.find((e) => e.id === id)
        ?.results.variants.reduce((sum, v) => sum + v.conversions, 0),
    );
    expect(conversions).toEqual([3, 5]);
  });
});
