import { Client } from 'pg';
import { publishedFunnel, queryRows, signedInClient, testRateLimits } from './support/funnels';
import type { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A lead list with its per-row fields (funnelName, submissions and their funnel names,
 * activity) asks the database a bounded number of times: one query per field for the whole
 * page, whether the page holds 10 leads or 100 (request-scoped DataLoaders).
 */
let server: TestServer;
beforeAll(async () => {
  // No workers: the count is of the statements the request asks, and Client.prototype.query would
  // also see a background job's (the sequence tick reads leads at start and every minute).
  server = await startTestServer({ LOG_LEVEL: 'error', WORKERS: 'off' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const LIST = `query($limit: Int!) {
  leads(paging: { limit: $limit }) {
    items { id funnelName submissions { id funnelName formData } activity { id summary } }
  }
}`;

type Listed = {
  leads: {
    items: Array<{
      id: string;
      funnelName: string | null;
      submissions: Array<{ funnelName: string | null }>;
      activity: Array<{ summary: string }>;
    }>;
  };
};

/** Leads of one owner from one funnel, each with two submissions and two activities. */
async function seedLeads(userId: string, funnelId: string, count: number): Promise<void> {
  await queryRows(
    server,
    `with l as (
       insert into leads (id, user_id, funnel_id, email, created_at, updated_at)
       select gen_random_uuid(), $1, $2, 'lead' || i || '.' || $4 || '@example.com', now(), now()
         from generate_series(1, $3) i
       returning id
     ), s as (
       insert into form_submissions (id, user_id, funnel_id, lead_id, form_data, created_at)
       select gen_random_uuid(), $1, $2, l.id, '{"email":"x"}'::jsonb, now() from l, generate_series(1, 2)
     )
     insert into lead_activities (id, user_id, lead_id, type, summary, detail, created_at)
     select gen_random_uuid(), $1, l.id, 'captured', 'Captured', '{}'::jsonb, now() from l, generate_series(1, 2)`,
    [userId, funnelId, count, count],
  );
}

/** The statements the app sends while `run` runs that read leads or what a lead list shows of them. */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = Client.prototype.query;
  const watched = /\b(leads|form_submissions|lead_activities|funnels)\b/;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    if (text && watched.test(text)) seen.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    Client.prototype.query = original;
  }
  return seen;
}

async function listWithFields(
  client: TestClient,
  limit: number,
): Promise<{ statements: string[]; data: Listed }> {
  let data: Listed | undefined;
  const statements = await statementsDuring(async () => {
    const res = await client.gql<Listed>(LIST, { limit });
    expect(res.errors).toBeUndefined();
    data = res.data ?? undefined;
  });
  if (!data) throw new Error('no data');
  return { statements, data };
}

it('a page of 100 leads asks as many queries as a page of 10, one per field', async () => {
  const few = await signedInClient(server);
  const many = await signedInClient(server);
  const fewFunnel = await publishedFunnel(few.client, { name: 'Ten funnel' });
  const manyFunnel = await publishedFunnel(many.client, { name: 'Hundred funnel' });
  await seedLeads(few.userId, fewFunnel.id, 10);
  await seedLeads(many.userId, manyFunnel.id, 100);

  const ten = await listWithFields(few.client, 10);
  const hundred = await listWithFields(many.client, 100);

  expect(ten.data.leads.items).toHaveLength(10);
  expect(hundred.data.leads.items).toHaveLength(100);
  for (const lead of hundred.data.leads.items) {
    expect(lead.funnelName).toBe('Hundred funnel');
    expect(lead.submissions.map((s) => s.funnelName)).toEqual(['Hundred funnel', 'Hundred funnel']);
    expect(lead.activity).toHaveLength(2);
  }
  // The page, the funnel names (leads' and submissions', one batch), submissions, activity.
  expect(ten.statements.length).toBeGreaterThanOrEqual(3);
  expect(hundred.statements).toHaveLength(ten.statements.length);
  expect(hundred.statements.length).toBeLessThanOrEqual(4);
});
