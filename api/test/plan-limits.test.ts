import { SEQUENCE_TICK_JOB } from '../src/modules/sequences/engine/sequence-engine.jobs';
import { bearerClient, createApiKey } from './support/api-keys';
import { bulkLeads, createCampaign, eventually, waitForStatus } from './support/campaign-sending';
import {
  asFunnels,
  createFunnel,
  freshIp,
  gqlCode,
  LANDING_PAGE,
  publishedFunnel,
  queryRows,
  recycle,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { asLeads, createLead } from './support/leads';
import { TRIAL_PLAN_NAME, writePlansFile } from './support/plans';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 22: the plans' limits where things are created. Tiny limits through PLANS_FILE keep it
 * fast: the trial allows 2 funnels, 3 leads, 4 emails, 1 AI image and 1 AI video a month; Pro
 * 3, 4, 6, 2 and 1; Elite is unlimited (-1) everywhere.
 */
const TRIAL = { maxFunnels: 2, maxLeads: 3, maxEmails: 4, maxAiImages: 1, maxAiVideos: 1 };
const PRO = { maxFunnels: 3, maxLeads: 4, maxEmails: 6, maxAiImages: 2, maxAiVideos: 1 };
const UNLIMITED = { maxFunnels: -1, maxLeads: -1, maxEmails: -1, maxAiImages: -1, maxAiVideos: -1 };

let server: TestServer;

beforeAll(async () => {
  const plansFile = await writePlansFile({ [TRIAL_PLAN_NAME]: TRIAL, Pro: PRO, Elite: UNLIMITED });
  server = await startTestServer(
    { LOG_LEVEL: 'error', TRUST_PROXY: '1', PLANS_FILE: plansFile },
    { rateLimits: testRateLimits() },
  );
});
afterAll(() => server.close());

const limitMessage = (plan: string, limit: number, what: string) =>
  `Your ${plan} plan allows ${limit} ${what}. Upgrade your plan on the Subscription page to add more.`;

/** Puts the user on `plan` (as a paid ForgeCoin subscription would), or ends it with `status`. */
async function onPlan(userId: string, plan: string, status: 'active' | 'expired' = 'active') {
  await queryRows(
    server,
    `update users set subscription_plan_id = (select id from subscription_plans where name = $2),
            subscription_status = $3, billing_method = 'forgecoin',
            subscription_end_date = now() + interval '30 days'
      where id = $1`,
    [userId, plan, status],
  );
}

async function countOf(sql: string, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(server, sql, [userId]);
  return row?.n ?? -1;
}
const funnelsOf = (userId: string) =>
  countOf('select count(*)::int as n from funnels where user_id = $1 and deleted_at is null', userId);
const leadsOf = (userId: string) =>
  countOf('select count(*)::int as n from leads where user_id = $1', userId);

const CREATE_FUNNEL = `mutation($input: FunnelInput!) { createFunnel(input: $input) { id } }`;
const funnelInput = (name: string) => ({
  input: { name, templateType: 'landing', config: LANDING_PAGE },
});

describe('funnels', () => {
  it('the trial allows its funnels over every way of creating one, and refuses the next with the limit and the way up', async () => {
    const { client, userId } = await signedInClient(server);
    const first = await createFunnel(client, { name: 'One' });
    const gql = await client.gql<{ createFunnel: { id: string } }>(CREATE_FUNNEL, funnelInput('Two'));
    expect(gql.errors).toBeUndefined();
    expect(await funnelsOf(userId)).toBe(2);

    const message = limitMessage(TRIAL_PLAN_NAME, 2, 'funnels');
    const rest = await client.post('/api/funnels', { name: 'Three', config: JSON.stringify(LANDING_PAGE) });
    expect(rest.status).toBe(403);
    expect(rest.json).toEqual({ message });
    const refused = await client.gql(CREATE_FUNNEL, funnelInput('Three'));
    expect(refused.errors?.[0]?.message).toBe(message);
    expect(gqlCode(refused)).toBe('FORBIDDEN');
    const duplicate = await client.post(`/api/funnels/${first.id}/duplicate`);
    expect(duplicate.status).toBe(403);
    expect(duplicate.json).toEqual({ message });
    const key = await createApiKey(client);
    const v1 = await bearerClient(server.url, key.key).post('/api/v1/funnels', {
      name: 'Three',
      config: JSON.stringify(LANDING_PAGE),
    });
    expect(v1.status).toBe(403);
    expect((v1.json as { message?: string }).message).toBe(message);
    expect(await funnelsOf(userId)).toBe(2);
    // Nothing refused lingers: the list still shows the two.
    expect(
      asFunnels((await client.get('/api/funnels')).json)
        .map((f) => f.name)
        .sort(),
    ).toEqual(['One', 'Two']);
  });

  it('a funnel in the recycle bin does not count; restoring it counts again', async () => {
    const { client, userId } = await signedInClient(server);
    const first = await createFunnel(client, { name: 'One' });
    await createFunnel(client, { name: 'Two' });
    const binned = await recycle(client, first.id);
    expect(await funnelsOf(userId)).toBe(1);
    await createFunnel(client, { name: 'Three' });
    const restore = await client.post(`/api/funnels/recycled/${binned.id}/restore`);
    expect(restore.status).toBe(403);
    expect(restore.json).toEqual({ message: limitMessage(TRIAL_PLAN_NAME, 2, 'funnels') });
    expect((await client.get('/api/funnels/recycled')).json).toHaveLength(1);
    expect(await funnelsOf(userId)).toBe(2);
  });

  it("Pro's limit is its own, Elite's -1 is unlimited, and an ended plan falls back to the trial's", async () => {
    const pro = await signedInClient(server);
    await onPlan(pro.userId, 'Pro');
    for (const name of ['A', 'B', 'C']) await createFunnel(pro.client, { name });
    const refused = await pro.client.post('/api/funnels', {
      name: 'D',
      config: JSON.stringify(LANDING_PAGE),
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: limitMessage('Pro', 3, 'funnels') });

    const elite = await signedInClient(server);
    await onPlan(elite.userId, 'Elite');
    for (const name of ['A', 'B', 'C', 'D', 'E']) await createFunnel(elite.client, { name });
    expect(await funnelsOf(elite.userId)).toBe(5);

    const ended = await signedInClient(server);
    await onPlan(ended.userId, 'Pro', 'expired');
    await createFunnel(ended.client, { name: 'A' });
    await createFunnel(ended.client, { name: 'B' });
    const res = await ended.client.post('/api/funnels', { name: 'C', config: JSON.stringify(LANDING_PAGE) });
    expect(res.json).toEqual({ message: limitMessage(TRIAL_PLAN_NAME, 2, 'funnels') });
  });

  it('concurrent creates at the limit: exactly the allowed number succeed', async () => {
    const { client, userId } = await signedInClient(server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post('/api/funnels', { name: `Race ${i}`, config: JSON.stringify(LANDING_PAGE) }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403, 403, 403]);
    expect(await funnelsOf(userId)).toBe(2);
  });

  it('the AI funnel generator is refused before it starts when there is no room', async () => {
    const { client, userId } = await signedInClient(server);
    await createFunnel(client, { name: 'One' });
    await createFunnel(client, { name: 'Two' });
    const res = await client.post('/api/ai/generate-complete-funnel', {
      businessType: 'coaching',
      targetAudience: 'busy new managers',
      mainProduct: 'Lead With Confidence',
      pricePoint: '500-1000',
      marketingGoal: 'leads',
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ message: limitMessage(TRIAL_PLAN_NAME, 2, 'funnels'), success: false });
    expect(
      await countOf('select count(*)::int as n from funnel_generations where user_id = $1', userId),
    ).toBe(0);
  });
});

describe('leads', () => {
  it('leads made by hand stop at the limit, over REST and GraphQL', async () => {
    const { client, userId } = await signedInClient(server);
    for (const name of ['a', 'b', 'c']) await createLead(client, { email: `${name}@example.com` });
    const message = limitMessage(TRIAL_PLAN_NAME, 3, 'leads');
    const rest = await client.post('/api/leads', { email: 'd@example.com' });
    expect(rest.status).toBe(403);
    expect(rest.json).toEqual({ message });
    const gql = await client.gql('mutation { createLead(input: { email: "e@example.com" }) { id } }');
    expect(gql.errors?.[0]?.message).toBe(message);
    expect(await leadsOf(userId)).toBe(3);

    await onPlan(userId, 'Pro');
    await createLead(client, { email: 'd@example.com' });
    const pro = await client.post('/api/leads', { email: 'e@example.com' });
    expect(pro.json).toEqual({ message: limitMessage('Pro', 4, 'leads') });

    await onPlan(userId, 'Elite');
    for (const name of ['e', 'f', 'g']) await createLead(client, { email: `${name}@example.com` });
    expect(await leadsOf(userId)).toBe(7);
  });

  it('an import keeps the rows within the limit and refuses the rest, chunk after chunk', async () => {
    const { client, userId } = await signedInClient(server);
    await createLead(client, { email: 'known@example.com' });
    const first = await client.post('/api/leads/import', {
      rows: [
        { rowNumber: 2, email: 'new1@example.com' },
        { rowNumber: 3, email: 'KNOWN@example.com', firstName: 'Known' },
        { rowNumber: 4, email: 'new2@example.com' },
        { rowNumber: 5, email: 'new3@example.com' },
      ],
    });
    expect(first.status).toBe(200);
    const message = limitMessage(TRIAL_PLAN_NAME, 3, 'leads');
    expect(first.json).toEqual({
      created: 2,
      updated: 1,
      skipped: 1,
      errors: [{ row: 5, email: 'new3@example.com', reason: "Over your plan's lead limit" }],
      limitMessage: message,
    });
    // The next chunk of the same file: no room left, every new row refused; the known one still updates.
    const second = await client.post('/api/leads/import', {
      rows: [
        { rowNumber: 6, email: 'new4@example.com' },
        { rowNumber: 7, email: 'known@example.com', company: 'Acme' },
      ],
    });
    expect(second.json).toEqual({
      created: 0,
      updated: 1,
      skipped: 1,
      errors: [{ row: 6, email: 'new4@example.com', reason: "Over your plan's lead limit" }],
      limitMessage: message,
    });
    expect(await leadsOf(userId)).toBe(3);
    const gql = await client.gql<{ importLeads: { created: number; limitMessage: string | null } }>(
      'mutation { importLeads(rows: [{ email: "new5@example.com" }]) { created limitMessage } }',
    );
    expect(gql.data?.importLeads).toEqual({ created: 0, limitMessage: message });

    await onPlan(userId, 'Elite');
    const elite = await client.post('/api/leads/import', {
      rows: [{ email: 'new4@example.com' }, { email: 'new5@example.com' }],
    });
    expect(elite.json).toMatchObject({ created: 2, skipped: 0, errors: [], limitMessage: null });
  });

  it('a lead captured over the limit is stored, flagged, and listed; within the limit it is not flagged', async () => {
    const { client, userId } = await signedInClient(server);
    const funnel = await publishedFunnel(client);
    const submit = (email: string) =>
      new TestClient(server.url).post(
        `/api/public/funnels/${funnel.id}/leads`,
        { email },
        { 'x-forwarded-for': freshIp() },
      );
    await createLead(client, { email: 'a@example.com' });
    await createLead(client, { email: 'b@example.com' });
    expect((await submit('visitor1@example.com')).status).toBe(201);
    expect((await submit('visitor2@example.com')).status).toBe(201);
    // Submitted again: the existing lead, not a new one; it stays unflagged.
    expect((await submit('VISITOR1@example.com')).status).toBe(201);

    const flagged = await queryRows<{ email: string; over_plan_limit: boolean }>(
      server,
      'select email, over_plan_limit from leads where user_id = $1 order by email',
      [userId],
    );
    expect(flagged).toEqual([
      { email: 'a@example.com', over_plan_limit: false },
      { email: 'b@example.com', over_plan_limit: false },
      { email: 'visitor1@example.com', over_plan_limit: false },
      { email: 'visitor2@example.com', over_plan_limit: true },
    ]);
    const listed = asLeads((await client.get('/api/leads')).json);
    expect(listed.find((l) => l.email === 'visitor2@example.com')).toMatchObject({ overPlanLimit: true });
    expect(listed.find((l) => l.email === 'visitor1@example.com')).toMatchObject({ overPlanLimit: false });
    const gql = await client.gql<{ leads: { items: Array<{ email: string; overPlanLimit: boolean }> } }>(
      '{ leads { items { email overPlanLimit } } }',
    );
    expect(gql.data?.leads.items.filter((l) => l.overPlanLimit).map((l) => l.email)).toEqual([
      'visitor2@example.com',
    ]);

    await onPlan(userId, 'Elite');
    expect((await submit('visitor3@example.com')).status).toBe(201);
    const [elite] = await queryRows<{ over_plan_limit: boolean }>(
      server,
      "select over_plan_limit from leads where user_id = $1 and email = 'visitor3@example.com'",
      [userId],
    );
    expect(elite?.over_plan_limit).toBe(false);
  });
});

describe('emails a month', () => {
  const leadIdsOf = async (userId: string) =>
    (
      await queryRows<{ id: string }>(server, 'select id from leads where user_id = $1 order by email', [
        userId,
      ])
    ).map((r) => r.id);

  it('a campaign bigger than what is left is refused at start, saying how many remain; one that fits is sent', async () => {
    const { client, userId } = await signedInClient(server);
    await bulkLeads(server, userId, 5, 'reader');
    const all = await createCampaign(client, { audience: { mode: 'all', filter: {} } });
    const refused = await client.post(`/api/campaigns/${all.id}/send`);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      message:
        'Your Pro Trial plan allows 4 emails a month and 4 are left this month; this campaign would send 5. Upgrade your plan on the Subscription page to send more.',
    });
    const [draft] = await queryRows<{ status: string; n: number }>(
      server,
      `select c.status, (select count(*)::int from campaign_recipients r where r.campaign_id = c.id) as n
         from campaigns c where c.id = $1`,
      [all.id],
    );
    expect(draft).toEqual({ status: 'draft', n: 0 });

    const ids = await leadIdsOf(userId);
    const three = await createCampaign(client, { audience: { mode: 'selected', leadIds: ids.slice(0, 3) } });
    expect((await client.post(`/api/campaigns/${three.id}/send`)).status).toBe(200);
    await waitForStatus(server, three.id, 'sent');

    const two = await createCampaign(client, { audience: { mode: 'selected', leadIds: ids.slice(3, 5) } });
    const over = await client.post(`/api/campaigns/${two.id}/send`);
    expect(over.json).toEqual({
      message:
        'Your Pro Trial plan allows 4 emails a month and 1 is left this month; this campaign would send 2. Upgrade your plan on the Subscription page to send more.',
    });
    const gql = await client.gql(`mutation { sendCampaign(id: "${two.id}") { id } }`);
    expect(gql.errors?.[0]?.message).toMatch(/^Your Pro Trial plan allows 4 emails a month and 1 is left/);

    await onPlan(userId, 'Elite');
    expect((await client.post(`/api/campaigns/${all.id}/send`)).status).toBe(200);
    await waitForStatus(server, all.id, 'sent');
    const status = await client.get('/api/subscription/status');
    expect((status.json as { usage: { emailsThisMonth: number } }).usage.emailsThisMonth).toBe(8);
  });

  it('sequence steps past the month’s emails are not sent and say why', async () => {
    const { client, userId } = await signedInClient(server);
    await bulkLeads(server, userId, 3, 'follower');
    const ids = await leadIdsOf(userId);
    const campaign = await createCampaign(client, {
      audience: { mode: 'selected', leadIds: ids.slice(0, 2) },
    });
    expect((await client.post(`/api/campaigns/${campaign.id}/send`)).status).toBe(200);
    await waitForStatus(server, campaign.id, 'sent');

    const sequence = await client.post('/api/email/sequences', { name: 'Welcome', trigger: 'manual' });
    const sequenceId = (sequence.json as { id: string }).id;
    const step = await client.post(`/api/email/sequences/${sequenceId}/steps`, {
      subject: 'Hello',
      content: 'Welcome aboard.',
      delayHours: 0,
    });
    expect(step.status).toBe(201);
    expect(
      (await client.post(`/api/email/sequences/${sequenceId}/subscribers`, { leadIds: ids })).status,
    ).toBeLessThan(300);
    type Log = { status: string; error_message: string | null };
    const logs = () =>
      queryRows<Log>(
        server,
        'select status, error_message from email_sequence_logs where sequence_id = $1 order by status',
        [sequenceId],
      );
    await eventually(async () => {
      await server.deps.jobs.send(SEQUENCE_TICK_JOB, {});
      await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
      const rows = await logs();
      return rows.length === 3 && rows.every((r) => r.status !== 'pending');
    }, 'the sequence sends to be done');
    const reason = limitMessage(TRIAL_PLAN_NAME, 4, 'emails a month');
    expect(await logs()).toEqual([
      { status: 'sent', error_message: null },
      { status: 'sent', error_message: null },
      { status: 'skipped', error_message: reason },
    ]);
    const status = await client.get('/api/subscription/status');
    expect((status.json as { usage: { emailsThisMonth: number } }).usage.emailsThisMonth).toBe(4);
  });
});

describe('AI generations a month', () => {
  const renewal = () => {
    const now = new Date();
    return new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
  };

  it("images: the plan's allowance, with the allowance's own message; -1 is unlimited", async () => {
    const { client, userId } = await signedInClient(server);
    expect((await client.post('/api/ai/generate-image', { prompt: 'one sunrise' })).status).toBe(200);
    const refused = await client.post('/api/ai/generate-image', { prompt: 'two sunrises' });
    expect(refused.status).toBe(429);
    const message = `You have used 1 of 1 AI images this month. Your allowance renews on ${renewal()}.`;
    expect(refused.json).toMatchObject({ message });

    await onPlan(userId, 'Pro');
    expect((await client.post('/api/ai/generate-image', { prompt: 'two sunrises' })).status).toBe(200);
    const pro = await client.post('/api/ai/generate-image', { prompt: 'three sunrises' });
    expect(pro.json).toMatchObject({
      message: `You have used 2 of 2 AI images this month. Your allowance renews on ${renewal()}.`,
    });

    await onPlan(userId, 'Elite');
    expect((await client.post('/api/ai/generate-image', { prompt: 'three sunrises' })).status).toBe(200);
    const usage = await client.gql<{ aiUsage: { imagesThisMonth: number; imagesAllowed: number } }>(
      '{ aiUsage { imagesThisMonth imagesAllowed } }',
    );
    expect(usage.data?.aiUsage).toEqual({ imagesThisMonth: 3, imagesAllowed: -1 });
  });

  it("videos: the plan's allowance, refused past it", async () => {
    const { client, userId } = await signedInClient(server);
    await queryRows(
      server,
      `insert into video_generations (id, user_id, prompt, status, created_at, updated_at)
       values (gen_random_uuid(), $1, 'made earlier this month', 'completed', now(), now())`,
      [userId],
    );
    const refused = await client.post('/api/ai/generate-video', { prompt: 'a calm sea' });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      message: `You have used 1 of 1 AI videos this month. Your allowance renews on ${renewal()}.`,
    });
    const usage = await client.gql<{ aiUsage: { videosThisMonth: number; videosAllowed: number } }>(
      '{ aiUsage { videosThisMonth videosAllowed } }',
    );
    expect(usage.data?.aiUsage).toEqual({ videosThisMonth: 1, videosAllowed: 1 });
  });
});

describe('usage', () => {
  it('the subscription status answers the usage against the limits, over GraphQL and REST', async () => {
    const { client, userId } = await signedInClient(server);
    const funnel = await createFunnel(client, { name: 'Kept' });
    const binned = await createFunnel(client, { name: 'Binned' });
    await recycle(client, binned.id);
    await createLead(client, { email: 'one@example.com', source: funnel.name });
    await createLead(client, { email: 'two@example.com' });
    await queryRows(
      server,
      `insert into video_generations (id, user_id, prompt, status, created_at, updated_at)
       values (gen_random_uuid(), $1, 'this month', 'completed', now(), now()),
              (gen_random_uuid(), $1, 'last month', 'completed', now() - interval '40 days', now()),
              (gen_random_uuid(), $1, 'failed', 'failed', now(), now())`,
      [userId],
    );
    const usage = { funnels: 1, leads: 2, emailsThisMonth: 0, aiImagesThisMonth: 0, aiVideosThisMonth: 1 };
    const gql = await client.gql<{
      subscriptionStatus: { planName: string; limits: { maxFunnels: number }; usage: typeof usage };
    }>(
      '{ subscriptionStatus { planName limits { maxFunnels } usage { funnels leads emailsThisMonth aiImagesThisMonth aiVideosThisMonth } } }',
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.subscriptionStatus).toEqual({
      planName: TRIAL_PLAN_NAME,
      limits: { maxFunnels: 2 },
      usage,
    });
    const rest = await client.get('/api/subscription/status');
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ planName: TRIAL_PLAN_NAME, usage });
  });
});
