import { randomUUID } from 'node:crypto';
import { gqlCode, queryRows, signedInClient, testRateLimits } from './support/funnels';
import { insertLeads } from './support/leads';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** 001 §2.3, §5 and §7 campaigns over REST and GraphQL: CRUD, validation, audiences, stats, tenancy. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const HOUR_MS = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

type CampaignJson = {
  id: string;
  userId: string;
  name: string;
  subject: string;
  content: string;
  type: string;
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'completed';
  scheduledAt: string | null;
  sentAt: string | null;
  recipients: number;
  opens: number;
  clicks: number;
  sentCount: number;
  failedCount: number;
  createdAt: string;
  updatedAt: string;
};
const asCampaign = (json: unknown) => json as CampaignJson;
const asCampaigns = (json: unknown) => json as unknown as CampaignJson[];

const BASICS = { name: 'Spring sale', subject: 'Spring is here', content: 'Hello,\n\n20% off this week.' };

async function createCampaign(client: TestClient, body: Record<string, unknown> = {}): Promise<CampaignJson> {
  const res = await client.post('/api/campaigns', { ...BASICS, ...body });
  if (res.status !== 201) throw new Error(`create campaign failed: ${res.status} ${res.text}`);
  return asCampaign(res.json);
}

async function campaignRow(id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await queryRows(server, 'select * from campaigns where id = $1', [id]);
  return row;
}

const campaignCount = async (userId: string) => {
  const [row] = await queryRows<{ n: number }>(
    server,
    'select count(*)::int as n from campaigns where user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
};

/** Puts a campaign where only the sending engine or tracking could (a status, counts). */
async function setColumns(id: string, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
  await queryRows(server, `update campaigns set ${sets} where id = $1`, [id, ...Object.values(columns)]);
}

/** Three leads of the user, the third unsubscribed; ids in that order. */
async function leadsOf(userId: string, prefix = 'lead'): Promise<string[]> {
  const leads = await insertLeads(server, userId, [
    { email: `${prefix}-a@example.com`, score: 90, createdAt: '2026-01-01T10:00:00.000Z', status: 'new' },
    {
      email: `${prefix}-b@example.com`,
      score: 60,
      createdAt: '2026-01-02T10:00:00.000Z',
      status: 'contacted',
      source: 'Website',
    },
    {
      email: `${prefix}-c@example.com`,
      score: 20,
      createdAt: '2026-01-03T10:00:00.000Z',
      status: 'contacted',
      source: 'Website',
    },
  ]);
  const ids = leads.map((l) => l.id);
  await queryRows(server, 'update leads set unsubscribed_at = now() where id = $1', [ids[2]]);
  return ids;
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/campaigns'],
    ['GET', '/api/campaigns/stats'],
    ['POST', '/api/campaigns'],
    ['GET', `/api/campaigns/${UNKNOWN_UUID}`],
    ['PUT', `/api/campaigns/${UNKNOWN_UUID}`],
    ['DELETE', `/api/campaigns/${UNKNOWN_UUID}`],
    ['GET', `/api/campaigns/${UNKNOWN_UUID}/recipients`],
    ['DELETE', '/api/campaigns/bulk/all'],
  ])('%s %s answers 401 Unauthorized and changes nothing', async (method, path) => {
    const { client, userId } = await signedInClient(server);
    const campaign = await createCampaign(client);
    const before = await campaignRow(campaign.id);
    const res = await new TestClient(server.url).request(
      method,
      path.replace(UNKNOWN_UUID, campaign.id),
      method === 'GET' || method === 'DELETE' ? undefined : { ...BASICS, name: 'Changed', status: 'draft' },
    );
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Unauthorized' });
    expect(await campaignRow(campaign.id)).toEqual(before);
    expect(await campaignCount(userId)).toBe(1);
  });

  it.each([
    ['campaigns', '{ campaigns { id } }'],
    ['campaignStats', '{ campaignStats { totalCampaigns } }'],
    ['campaign', `{ campaign(id: "${UNKNOWN_UUID}") { id } }`],
    ['campaignRecipientIds', `{ campaignRecipientIds(id: "${UNKNOWN_UUID}") }`],
    ['campaignAudienceCount', '{ campaignAudienceCount(audience: { mode: all }) }'],
    [
      'createCampaign',
      'mutation { createCampaign(input: { name: "a", subject: "b", content: "c" }) { id } }',
    ],
    ['updateCampaign', `mutation { updateCampaign(id: "${UNKNOWN_UUID}", input: { name: "a" }) { id } }`],
    ['deleteCampaign', `mutation { deleteCampaign(id: "${UNKNOWN_UUID}") }`],
    ['deleteAllCampaigns', 'mutation { deleteAllCampaigns }'],
  ])('GraphQL %s answers UNAUTHENTICATED', async (_name, query) => {
    const res = await new TestClient(server.url).gql(query);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(res.data ?? null).toBeNull();
  });
});

describe('POST /api/campaigns', () => {
  it('creates a draft email campaign and answers 201 with the campaign', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await client.post('/api/campaigns', { ...BASICS, name: '  Spring sale ' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId,
      name: 'Spring sale',
      subject: 'Spring is here',
      content: 'Hello,\n\n20% off this week.',
      type: 'email',
      status: 'draft',
      scheduledAt: null,
      sentAt: null,
      recipients: 0,
      opens: 0,
      clicks: 0,
      sentCount: 0,
      failedCount: 0,
      skippedCount: 0,
      quotaResumeAt: null,
      abTest: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const campaign = asCampaign(res.json);
    expect(asCampaign((await client.get(`/api/campaigns/${campaign.id}`)).json)).toEqual(campaign);
    expect(await campaignRow(campaign.id)).toMatchObject({
      user_id: userId,
      status: 'draft',
      type: 'email',
      audience: { mode: 'selected', leadIds: [] },
    });
  });

  it('schedules a campaign for a time in the future', async () => {
    const { client } = await signedInClient(server);
    const when = inHours(24);
    const campaign = await createCampaign(client, { status: 'scheduled', scheduledAt: when });
    expect(campaign).toMatchObject({ status: 'scheduled', scheduledAt: when });
  });

  it.each([
    [{ name: '' }, 'name', 'Campaign name is required'],
    [{ name: '   ' }, 'name', 'Campaign name is required'],
    [{ name: null }, 'name', 'Campaign name is required'],
    [{ subject: '' }, 'subject', 'Email subject is required'],
    [{ subject: null }, 'subject', 'Email subject is required'],
    [{ content: ' \n ' }, 'content', 'Email content is required'],
    [{ content: null }, 'content', 'Email content is required'],
    [{ status: 'sent' }, 'status', 'Campaign status must be draft or scheduled'],
    [{ status: 'sending' }, 'status', 'Campaign status must be draft or scheduled'],
    [{ type: 'sms' }, 'type', 'Campaign type must be email'],
    [{ status: 'scheduled' }, 'scheduledAt', 'Choose a send date and time in the future'],
    [{ status: 'scheduled', scheduledAt: null }, 'scheduledAt', 'Choose a send date and time in the future'],
    [
      { status: 'scheduled', scheduledAt: inHours(-1) },
      'scheduledAt',
      'Choose a send date and time in the future',
    ],
    [{ scheduledAt: 'next tuesday' }, 'scheduledAt', 'Send date and time must be a date'],
    [{ selectedLeadIds: ['not-a-uuid'] }, 'selectedLeadIds.0', 'Lead ids must be uuids'],
    [{ selectedLeadIds: 'everyone' }, 'selectedLeadIds', 'Selected leads must be a list of ids'],
    [{ audience: { mode: 'some' } }, 'audience.mode', 'Audience mode must be selected or all'],
    [{ audience: { mode: 'all', filter: { score: 'huge' } } }, 'audience.filter.score', undefined],
  ])('refuses %j with 400 and stores nothing', async (change, field, message) => {
    const { client, userId } = await signedInClient(server);
    const res = await client.post('/api/campaigns', { ...BASICS, ...change });
    expect(res.status).toBe(400);
    const body = res.json as { message: string; fieldErrors: Record<string, string> };
    if (message) {
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toBe(message);
    } else expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(await campaignCount(userId)).toBe(0);
  });

  it('names every missing required field at once', async () => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/campaigns', {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Campaign name is required',
      fieldErrors: {
        name: 'Campaign name is required',
        subject: 'Email subject is required',
        content: 'Email content is required',
      },
    });
  });

  it('refuses more than 10,000 chosen leads', async () => {
    const { client, userId } = await signedInClient(server);
    const ids = Array.from({ length: 10_001 }, () => randomUUID());
    const res = await client.post('/api/campaigns', { ...BASICS, selectedLeadIds: ids });
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toBe(
      'Choose at most 10,000 leads one by one, or select all matching leads',
    );
    expect(await campaignCount(userId)).toBe(0);
  });

  it('counts the recipients itself: a client count is ignored', async () => {
    const { client, userId } = await signedInClient(server);
    const [a] = await leadsOf(userId);
    const campaign = await createCampaign(client, { recipients: 999, selectedLeadIds: [a] });
    expect(campaign.recipients).toBe(1);
  });
});

describe('audiences', () => {
  it('counts chosen leads that are yours and subscribed; keeps only your ids', async () => {
    const { client, userId } = await signedInClient(server);
    const other = await signedInClient(server);
    const [a, b, c] = await leadsOf(userId);
    const [x] = await leadsOf(other.userId, 'other');
    const campaign = await createCampaign(client, { selectedLeadIds: [b, x, a, c, UNKNOWN_UUID, a] });
    // a and b: c unsubscribed, x another user's, the unknown id nobody's.
    expect(campaign.recipients).toBe(2);
    expect((await campaignRow(campaign.id))?.audience).toEqual({ mode: 'selected', leadIds: [b, a, c] });
    const recipients = await client.get(`/api/campaigns/${campaign.id}/recipients`);
    expect(recipients.status).toBe(200);
    expect(recipients.json).toEqual([b, a, c]);
  });

  it('preselects only leads that still exist', async () => {
    const { client, userId } = await signedInClient(server);
    const [a, b] = await leadsOf(userId);
    const campaign = await createCampaign(client, { selectedLeadIds: [a, b] });
    await queryRows(server, 'delete from leads where id = $1', [a]);
    expect((await client.get(`/api/campaigns/${campaign.id}/recipients`)).json).toEqual([b]);
  });

  it('counts every subscribed lead matching a leads filter', async () => {
    const { client, userId } = await signedInClient(server);
    const other = await signedInClient(server);
    await leadsOf(userId);
    await leadsOf(other.userId, 'other');
    const everyone = await createCampaign(client, { audience: { mode: 'all', filter: {} } });
    expect(everyone.recipients).toBe(2);
    const contacted = await createCampaign(client, {
      audience: { mode: 'all', filter: { status: 'contacted', search: 'LEAD-' } },
    });
    expect(contacted.recipients).toBe(1);
    expect((await campaignRow(contacted.id))?.audience).toEqual({
      mode: 'all',
      filter: { status: 'contacted', search: 'LEAD-' },
    });
    const high = await createCampaign(client, { audience: { mode: 'all', filter: { score: 'high' } } });
    expect(high.recipients).toBe(1);
    const direct = await createCampaign(client, { audience: { mode: 'all', filter: { source: 'Direct' } } });
    expect(direct.recipients).toBe(1);
    // A filter audience preselects no one by id: its audience is the filter.
    expect((await client.get(`/api/campaigns/${everyone.id}/recipients`)).json).toEqual([]);
  });

  it('audience wins over selectedLeadIds', async () => {
    const { client, userId } = await signedInClient(server);
    const [a] = await leadsOf(userId);
    const campaign = await createCampaign(client, { selectedLeadIds: [a], audience: { mode: 'all' } });
    expect(campaign.recipients).toBe(2);
  });

  it('counts again on every save, and on a new selection', async () => {
    const { client, userId } = await signedInClient(server);
    const [a, b] = await leadsOf(userId);
    const campaign = await createCampaign(client, { selectedLeadIds: [a, b] });
    expect(campaign.recipients).toBe(2);
    await queryRows(server, 'update leads set unsubscribed_at = now() where id = $1', [a]);
    const renamed = asCampaign((await client.put(`/api/campaigns/${campaign.id}`, { name: 'Renamed' })).json);
    expect(renamed.recipients).toBe(1);
    const chosen = asCampaign(
      (await client.put(`/api/campaigns/${campaign.id}`, { selectedLeadIds: [b] })).json,
    );
    expect(chosen.recipients).toBe(1);
    expect((await client.get(`/api/campaigns/${campaign.id}/recipients`)).json).toEqual([b]);
  });

  it('answers the size of an audience before saving (GraphQL campaignAudienceCount)', async () => {
    const { client, userId } = await signedInClient(server);
    const other = await signedInClient(server);
    const [a, b, c] = await leadsOf(userId);
    const [x] = await leadsOf(other.userId, 'other');
    const count = async (audience: string) =>
      (
        await client.gql<{ campaignAudienceCount: number }>(
          `{ campaignAudienceCount(audience: ${audience}) }`,
        )
      ).data?.campaignAudienceCount;
    expect(await count(`{ mode: selected, leadIds: ["${a}", "${b}", "${c}", "${x}"] }`)).toBe(2);
    expect(await count('{ mode: selected }')).toBe(0);
    expect(await count('{ mode: all }')).toBe(2);
    expect(await count('{ mode: all, filter: { status: contacted } }')).toBe(1);
    expect(await count('{ mode: all, filter: { status: follow_up } }')).toBe(0);
  });
});

describe('GET /api/campaigns and stats', () => {
  it('lists your campaigns newest first, filtered by status; another user sees none of them', async () => {
    const { client } = await signedInClient(server);
    const other = await signedInClient(server);
    const first = await createCampaign(client, { name: 'First' });
    const second = await createCampaign(client, {
      name: 'Second',
      status: 'scheduled',
      scheduledAt: inHours(2),
    });
    const third = await createCampaign(client, { name: 'Third' });
    await setColumns(third.id, { status: 'sending' });
    await createCampaign(other.client, { name: 'Not yours' });
    const names = async (query = '') =>
      asCampaigns((await client.get(`/api/campaigns${query}`)).json).map((c) => c.name);
    expect(await names()).toEqual(['Third', 'Second', 'First']);
    expect(await names('?status=all')).toEqual(['Third', 'Second', 'First']);
    expect(await names('?status=draft')).toEqual(['First']);
    expect(await names('?status=scheduled')).toEqual(['Second']);
    expect(await names('?status=sending')).toEqual(['Third']);
    expect(await names('?status=sent')).toEqual([]);
    const bad = await client.get('/api/campaigns?status=paused');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      message: 'Status must be one of all, draft, scheduled, sending, sent, completed',
    });
    const gql = await client.gql<{ campaigns: Array<{ id: string; status: string; userId: string }> }>(
      '{ campaigns(status: draft) { id status userId } }',
    );
    expect(gql.data?.campaigns).toEqual([{ id: first.id, status: 'draft', userId: first.userId }]);
    expect(second.status).toBe('scheduled');
  });

  it('adds up the stat cards: totals, and mean open and click rates over campaigns with recipients', async () => {
    const { client } = await signedInClient(server);
    const empty = await client.get('/api/campaigns/stats');
    expect(empty.json).toEqual({ totalCampaigns: 0, totalRecipients: 0, avgOpenRate: 0, avgClickRate: 0 });
    const a = await createCampaign(client);
    const b = await createCampaign(client);
    const c = await createCampaign(client);
    await setColumns(a.id, { status: 'sent', recipients: 10, opens: 3, clicks: 1 });
    await setColumns(b.id, { status: 'sent', recipients: 3, opens: 1, clicks: 0 });
    await setColumns(c.id, { recipients: 0, opens: 0, clicks: 0 });
    // Opens (30% + 33.33%) / 2 = 31.7%; clicks (10% + 0%) / 2 = 5.0%; c has no recipients.
    const expected = { totalCampaigns: 3, totalRecipients: 13, avgOpenRate: 31.7, avgClickRate: 5 };
    expect((await client.get('/api/campaigns/stats')).json).toEqual(expected);
    const gql = await client.gql<{ campaignStats: typeof expected }>(
      '{ campaignStats { totalCampaigns totalRecipients avgOpenRate avgClickRate } }',
    );
    expect(gql.data?.campaignStats).toEqual(expected);
  });
});

describe('PUT /api/campaigns/{id}', () => {
  it('edits a draft and schedules it', async () => {
    const { client } = await signedInClient(server);
    const campaign = await createCampaign(client);
    const when = inHours(3);
    const res = await client.put(`/api/campaigns/${campaign.id}`, {
      name: 'Summer sale',
      subject: 'Summer!',
      content: 'New content',
      status: 'scheduled',
      scheduledAt: when,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: campaign.id,
      name: 'Summer sale',
      subject: 'Summer!',
      content: 'New content',
      status: 'scheduled',
      scheduledAt: when,
    });
    expect(await campaignRow(campaign.id)).toMatchObject({ name: 'Summer sale', status: 'scheduled' });
  });

  it('pauses a scheduled campaign with just status draft, keeping its time', async () => {
    const { client } = await signedInClient(server);
    const when = inHours(5);
    const campaign = await createCampaign(client, { status: 'scheduled', scheduledAt: when });
    const res = await client.put(`/api/campaigns/${campaign.id}`, { status: 'draft' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'draft', scheduledAt: when, name: BASICS.name });
  });

  it('lets a scheduled campaign whose time passed be paused or renamed, but not scheduled again for then', async () => {
    const { client } = await signedInClient(server);
    const campaign = await createCampaign(client, { status: 'scheduled', scheduledAt: inHours(1) });
    await setColumns(campaign.id, { scheduled_at: new Date(Date.now() - HOUR_MS) });
    expect((await client.put(`/api/campaigns/${campaign.id}`, { name: 'Renamed' })).status).toBe(200);
    const again = await client.put(`/api/campaigns/${campaign.id}`, { status: 'scheduled' });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: 'Choose a send date and time in the future' });
    expect((await client.put(`/api/campaigns/${campaign.id}`, { status: 'draft' })).status).toBe(200);
  });

  it.each([
    [{ name: '' }, 'Campaign name is required'],
    [{ subject: ' ' }, 'Email subject is required'],
    [{ content: '' }, 'Email content is required'],
    [{ status: 'sent' }, 'Campaign status must be draft or scheduled'],
    [{ status: 'scheduled' }, 'Choose a send date and time in the future'],
    [{ status: 'scheduled', scheduledAt: inHours(-2) }, 'Choose a send date and time in the future'],
  ])('refuses %j with 400 and changes nothing', async (change, message) => {
    const { client } = await signedInClient(server);
    const campaign = await createCampaign(client);
    const before = await campaignRow(campaign.id);
    const res = await client.put(`/api/campaigns/${campaign.id}`, change);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message });
    expect(await campaignRow(campaign.id)).toEqual(before);
  });

  it.each(['sending', 'sent', 'completed'])('refuses to edit a %s campaign with 409', async (status) => {
    const { client } = await signedInClient(server);
    const campaign = await createCampaign(client);
    await setColumns(campaign.id, { status });
    const before = await campaignRow(campaign.id);
    // { status: 'draft' } alone on a sending campaign is Pause (see the next test).
    const changes: Array<Record<string, unknown>> = [
      { name: 'Changed' },
      { status: 'scheduled', scheduledAt: inHours(1) },
    ];
    if (status !== 'sending') changes.push({ status: 'draft' });
    for (const change of changes) {
      const res = await client.put(`/api/campaigns/${campaign.id}`, change);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: 'A sent campaign cannot be edited' });
    }
    const gql = await client.gql(
      `mutation { updateCampaign(id: "${campaign.id}", input: { name: "x" }) { id } }`,
    );
    expect(gql.errors?.[0]?.message).toBe('A sent campaign cannot be edited');
    expect(gqlCode(gql)).toBe('CONFLICT');
    expect(await campaignRow(campaign.id)).toEqual(before);
  });
});

describe('pause over PUT', () => {
  it("pauses a send in progress when PUT carries only { status: 'draft' }", async () => {
    const { client } = await signedInClient(server);
    const campaign = await createCampaign(client);
    await setColumns(campaign.id, { status: 'sending' });
    const res = await client.put(`/api/campaigns/${campaign.id}`, { status: 'draft' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: campaign.id, status: 'draft' });
    expect((await campaignRow(campaign.id))?.status).toBe('draft');
  });
});

describe('deletes', () => {
  it('DELETE /api/campaigns/{id} deletes one of yours', async () => {
    const { client, userId } = await signedInClient(server);
    const keep = await createCampaign(client);
    const drop = await createCampaign(client);
    const res = await client.del(`/api/campaigns/${drop.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Campaign deleted successfully' });
    expect(await campaignRow(drop.id)).toBeUndefined();
    expect(await campaignRow(keep.id)).toBeDefined();
    expect(await campaignCount(userId)).toBe(1);
    expect((await client.del(`/api/campaigns/${drop.id}`)).status).toBe(404);
  });

  it('DELETE /api/campaigns/bulk/all deletes all of yours and only yours', async () => {
    const { client, userId } = await signedInClient(server);
    const other = await signedInClient(server);
    await createCampaign(client);
    await createCampaign(client);
    const theirs = await createCampaign(other.client);
    const res = await client.del('/api/campaigns/bulk/all');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'All campaigns deleted successfully', deleted: 2 });
    expect(await campaignCount(userId)).toBe(0);
    expect(await campaignRow(theirs.id)).toBeDefined();
  });

  it('deleteCampaign and deleteAllCampaigns do the same over GraphQL', async () => {
    const { client, userId } = await signedInClient(server);
    const other = await signedInClient(server);
    const one = await createCampaign(client);
    await createCampaign(client);
    const theirs = await createCampaign(other.client);
    const deleted = await client.gql(`mutation { deleteCampaign(id: "${one.id}") }`);
    expect(deleted.data).toEqual({ deleteCampaign: one.id });
    const all = await client.gql('mutation { deleteAllCampaigns }');
    expect(all.data).toEqual({ deleteAllCampaigns: 1 });
    expect(await campaignCount(userId)).toBe(0);
    expect(await campaignRow(theirs.id)).toBeDefined();
  });

  it('deleting a campaign deletes its recipients, never the leads', async () => {
    const { client, userId } = await signedInClient(server);
    const [a] = await leadsOf(userId);
    const campaign = await createCampaign(client, { selectedLeadIds: [a] });
    await queryRows(server, 'insert into campaign_recipients (campaign_id, lead_id) values ($1, $2)', [
      campaign.id,
      a,
    ]);
    expect((await client.del(`/api/campaigns/${campaign.id}`)).status).toBe(200);
    expect(
      await queryRows(server, 'select 1 from campaign_recipients where campaign_id = $1', [campaign.id]),
    ).toEqual([]);
    expect(await queryRows(server, 'select 1 from leads where id = $1', [a])).toHaveLength(1);
  });
});

describe("another user's campaign", () => {
  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['GET', '/recipients'],
  ])(
    '%s /api/campaigns/{id}%s answers 404 Campaign not found and changes nothing',
    async (method, suffix) => {
      const owner = await signedInClient(server);
      const [a] = await leadsOf(owner.userId, `owner-${method}-${suffix.length}`);
      const campaign = await createCampaign(owner.client, { selectedLeadIds: [a] });
      const before = await campaignRow(campaign.id);
      const { client } = await signedInClient(server);
      for (const id of [campaign.id, UNKNOWN_UUID, 'not-a-uuid']) {
        const res = await client.request(
          method,
          `/api/campaigns/${id}${suffix}`,
          method === 'PUT' ? { name: 'Hijacked', status: 'draft' } : undefined,
        );
        expect(res.status).toBe(404);
        expect(res.json).toEqual({ message: 'Campaign not found' });
      }
      expect(await campaignRow(campaign.id)).toEqual(before);
    },
  );

  it.each([
    ['campaign', (id: string) => `{ campaign(id: "${id}") { id } }`],
    ['campaignRecipientIds', (id: string) => `{ campaignRecipientIds(id: "${id}") }`],
    [
      'updateCampaign',
      (id: string) => `mutation { updateCampaign(id: "${id}", input: { name: "x" }) { id } }`,
    ],
    ['deleteCampaign', (id: string) => `mutation { deleteCampaign(id: "${id}") }`],
  ])('GraphQL %s answers NOT_FOUND and changes nothing', async (_name, query) => {
    const owner = await signedInClient(server);
    const campaign = await createCampaign(owner.client);
    const before = await campaignRow(campaign.id);
    const { client } = await signedInClient(server);
    const res = await client.gql(query(campaign.id));
    expect(res.errors?.[0]?.message).toBe('Campaign not found');
    expect(gqlCode(res)).toBe('NOT_FOUND');
    expect(await campaignRow(campaign.id)).toEqual(before);
  });

  it('deleteAll never touches it', async () => {
    const owner = await signedInClient(server);
    const campaign = await createCampaign(owner.client);
    const { client } = await signedInClient(server);
    expect((await client.del('/api/campaigns/bulk/all')).json).toMatchObject({ deleted: 0 });
    expect(await campaignRow(campaign.id)).toBeDefined();
  });
});

describe('GraphQL', () => {
  const FIELDS = `id userId name subject content type status scheduledAt sentAt recipients opens clicks
    sentCount failedCount finishedAt audienceMode audienceFilter { search status score source } createdAt updatedAt`;
  type GqlCampaign = Record<string, unknown> & { id: string };

  it('creates, reads, edits and preselects like REST', async () => {
    const { client, userId } = await signedInClient(server);
    const [a, b, c] = await leadsOf(userId);
    const created = await client.gql<{ createCampaign: GqlCampaign }>(
      `mutation($input: CampaignInput!) { createCampaign(input: $input) { ${FIELDS} } }`,
      { input: { ...BASICS, selectedLeadIds: [a, b, c] } },
    );
    expect(created.errors).toBeUndefined();
    const campaign = created.data?.createCampaign;
    expect(campaign).toMatchObject({
      userId,
      name: BASICS.name,
      type: 'email',
      status: 'draft',
      recipients: 2,
      sentCount: 0,
      failedCount: 0,
      finishedAt: null,
      audienceMode: 'selected',
      audienceFilter: null,
    });
    const id = campaign?.id ?? '';
    const read = await client.gql<{ campaign: GqlCampaign; campaignRecipientIds: string[] }>(
      `query($id: ID!) { campaign(id: $id) { ${FIELDS} } campaignRecipientIds(id: $id) }`,
      { id },
    );
    expect(read.data?.campaign).toEqual(campaign);
    expect(read.data?.campaignRecipientIds).toEqual([a, b, c]);

    const when = inHours(6);
    const updated = await client.gql<{ updateCampaign: GqlCampaign }>(
      `mutation($id: ID!, $input: CampaignUpdateInput!) { updateCampaign(id: $id, input: $input) { ${FIELDS} } }`,
      {
        id,
        input: {
          status: 'scheduled',
          scheduledAt: when,
          audience: {
            mode: 'all',
            filter: { status: 'contacted', score: null, search: null, source: 'Website' },
          },
        },
      },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateCampaign).toMatchObject({
      status: 'scheduled',
      scheduledAt: when,
      recipients: 1,
      audienceMode: 'all',
      audienceFilter: { search: null, status: 'contacted', score: null, source: 'Website' },
    });
    const paused = await client.gql<{ updateCampaign: GqlCampaign }>(
      'mutation($id: ID!) { updateCampaign(id: $id, input: { status: draft, clearScheduledAt: true }) { status scheduledAt } }',
      { id },
    );
    expect(paused.data?.updateCampaign).toEqual({ status: 'draft', scheduledAt: null });
  });

  it('answers validation failures as BAD_USER_INPUT with field messages and stores nothing', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await client.gql(
      'mutation { createCampaign(input: { name: " ", subject: "", content: "x", status: scheduled }) { id } }',
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Campaign name is required',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { name: 'Campaign name is required', subject: 'Email subject is required' },
      },
    });
    expect(await campaignCount(userId)).toBe(0);
  });
});
