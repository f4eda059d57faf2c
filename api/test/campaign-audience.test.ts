import { randomUUID } from 'node:crypto';
import { createCampaign, sendCampaign } from './support/campaign-sending';
import { queryRows, signedInClient, testRateLimits } from './support/funnels';
import { insertLeads, type LeadStatusValue } from './support/leads';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The campaign audience is one rule: for every shape of audience, the count the form shows
 * (campaignAudienceCount) equals the recipients a send freezes (campaign_recipients and the
 * campaign's recipients count). No SMTP server: the send is simulated.
 */
let server: TestServer;
let client: TestClient;
let ids: string[] = [];
let otherUsersLead = '';
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
  const owner = await signedInClient(server);
  client = owner.client;
  const statuses: LeadStatusValue[] = ['new', 'contacted', 'follow-up', 'converted', 'lost'];
  const sources = ['Website', 'Webinar', null, '', 'Facebook'];
  const leads = await insertLeads(
    server,
    owner.userId,
    Array.from({ length: 60 }, (_, i) => ({
      email: `${i % 7 === 0 ? 'vip' : 'lead'}${i}@audience${i % 3}.example`,
      score: (i * 17) % 101,
      source: sources[i % sources.length],
      status: statuses[i % statuses.length],
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    })),
  );
  ids = leads.map((lead) => lead.id);
  // Some have unsubscribed: no audience reaches them.
  await queryRows(server, `update leads set unsubscribed_at = now() where id = any($1::uuid[])`, [
    ids.filter((_, i) => i % 5 === 1),
  ]);
  const other = await signedInClient(server);
  const [foreign] = await insertLeads(server, other.userId, [
    { email: 'someone@else.example', score: 90, createdAt: new Date().toISOString() },
  ]);
  otherUsersLead = foreign?.id ?? '';
});
afterAll(() => server.close());

const COUNT = `query($audience: CampaignAudienceInput!) { campaignAudienceCount(audience: $audience) }`;

type Audience =
  | { mode: 'selected'; leadIds: string[] }
  | { mode: 'all'; filter?: { search?: string; status?: string; score?: string; source?: string } };

const GQL_STATUS: Record<string, string> = { 'follow-up': 'follow_up' };

async function countAndFreeze(
  audience: Audience,
): Promise<{ counted: number; frozen: number; recipients: number }> {
  const gqlAudience =
    audience.mode === 'all' && audience.filter?.status
      ? {
          ...audience,
          filter: {
            ...audience.filter,
            status: GQL_STATUS[audience.filter.status] ?? audience.filter.status,
          },
        }
      : audience;
  const res = await client.gql<{ campaignAudienceCount: number }>(COUNT, { audience: gqlAudience });
  expect(res.errors).toBeUndefined();
  const counted = res.data?.campaignAudienceCount ?? -1;
  const campaign = await createCampaign(client, { audience });
  if (counted === 0) {
    const refused = await client.post(`/api/campaigns/${campaign.id}/send`);
    expect(refused.status).toBe(400);
    return { counted, frozen: 0, recipients: 0 };
  }
  const sent = await sendCampaign(client, campaign.id);
  const [row] = await queryRows<{ n: string }>(
    server,
    'select count(*) as n from campaign_recipients where campaign_id = $1',
    [campaign.id],
  );
  return { counted, frozen: Number(row?.n), recipients: sent.recipients };
}

/** Each shape's audience, made once the leads exist. */
const SHAPES: Array<[string, () => Audience]> = [
  [
    'chosen leads (some unsubscribed, one not the owner’s, one unknown)',
    () => ({ mode: 'selected', leadIds: [...ids.slice(0, 12), otherUsersLead, randomUUID()] }),
  ],
  ['every lead', () => ({ mode: 'all' })],
  ['a search', () => ({ mode: 'all', filter: { search: 'vip' } })],
  ['a status', () => ({ mode: 'all', filter: { status: 'follow-up' } })],
  ['a high score', () => ({ mode: 'all', filter: { score: 'high' } })],
  ['a medium score', () => ({ mode: 'all', filter: { score: 'medium' } })],
  ['a low score', () => ({ mode: 'all', filter: { score: 'low' } })],
  ['a source', () => ({ mode: 'all', filter: { source: 'Website' } })],
  ['no source (Direct)', () => ({ mode: 'all', filter: { source: '' } })],
  [
    'everything at once',
    () => ({ mode: 'all', filter: { search: 'audience1', status: 'new', score: 'low', source: 'Website' } }),
  ],
  ['nobody', () => ({ mode: 'all', filter: { search: 'nobody-has-this' } })],
];

it.each(SHAPES)('%s: the count shown is who the send freezes', async (_shape, audience) => {
  const { counted, frozen, recipients } = await countAndFreeze(audience());
  expect(frozen).toBe(counted);
  expect(recipients).toBe(counted);
});

it('the shapes are not trivial: they reach different numbers of leads', async () => {
  const counts = new Set<number>();
  for (const [, shape] of SHAPES) {
    const audience = shape();
    const res = await client.gql<{ campaignAudienceCount: number }>(COUNT, {
      audience:
        audience.mode === 'all' && audience.filter?.status === 'follow-up'
          ? { ...audience, filter: { ...audience.filter, status: 'follow_up' } }
          : audience,
    });
    counts.add(res.data?.campaignAudienceCount ?? -1);
  }
  expect(counts.size).toBeGreaterThanOrEqual(6);
  expect(counts.has(0)).toBe(true);
});
