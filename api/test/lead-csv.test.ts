import Papa from 'papaparse';
import { recordSubscription } from './support/subscription-recorder';
import { queryRows, signedInClient, testRateLimits } from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** CSV import (importLeads, POST /api/leads/import) and export (GET /api/leads/export.csv) of leads. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const IMPORT = `mutation Import($rows: [LeadImportRow!]!, $onExisting: LeadImportExisting) {
  importLeads(rows: $rows, onExisting: $onExisting) { created updated skipped errors { row email reason } limitMessage }
}`;

type ImportResult = {
  created: number;
  updated: number;
  skipped: number;
  errors: Array<{ row: number; email: string; reason: string }>;
  limitMessage: string | null;
};
type Row = Partial<
  Record<
    'email' | 'firstName' | 'lastName' | 'phone' | 'company' | 'source' | 'status' | 'score' | 'tags',
    string
  >
> & { rowNumber?: number };

async function importLeads(client: TestClient, rows: Row[], onExisting?: 'update' | 'skip') {
  const res = await client.gql<{ importLeads: ImportResult }>(IMPORT, { rows, onExisting });
  if (res.errors) throw new Error(`importLeads failed: ${JSON.stringify(res.errors)}`);
  if (!res.data) throw new Error('importLeads answered no data');
  return res.data.importLeads;
}

/** Rows numbered as a CSV's data rows, from 1. */
const numbered = (rows: Row[]): Row[] => rows.map((row, i) => ({ rowNumber: i + 1, ...row }));

type LeadRow = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company: string | null;
  source: string | null;
  status: string;
  score: number;
  auto_score: number;
  manual_score: number | null;
  tags: string[];
};

const leadsOf = (userId: string) =>
  queryRows<LeadRow>(
    server,
    `select id, email, first_name, last_name, phone, company, source, status, score, auto_score, manual_score, tags
       from leads where user_id = $1 order by lower(email)`,
    [userId],
  );

const activitiesOf = (leadId: string) =>
  queryRows<{ type: string; summary: string }>(
    server,
    'select type, summary from lead_activities where lead_id = $1 order by created_at, id',
    [leadId],
  );

async function createLead(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/leads', body);
  if (res.status !== 201) throw new Error(`create lead failed: ${res.status} ${res.text}`);
  return res.json as { id: string };
}

/** Inserts `count` leads of one owner at once, created a second apart (newest last). */
async function insertLeads(userId: string, count: number) {
  await queryRows(
    server,
    `insert into leads (user_id, email, first_name, status, score, created_at)
     select $1, 'bulk' || lpad(g::text, 5, '0') || '@acme.io', 'Bulk ' || g,
            (array['new', 'contacted', 'converted'])[1 + g % 3], g % 101,
            timestamptz '2026-01-01' + g * interval '1 second'
       from generate_series(1, $2::int) g`,
    [userId, count],
  );
}

function parseCsv(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed;
}

describe('import', () => {
  it('creates leads with the mapped fields, a manual score when given, an activity and a fresh score', async () => {
    const { client, userId } = await signedInClient(server);
    const result = await importLeads(
      client,
      numbered([
        {
          email: ' Ada@Acme.io ',
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '+44 20 7946 0000',
          company: 'Analytical Engines',
          source: 'Conference',
          status: 'Follow up',
          tags: 'vip; speaker, vip',
        },
        { email: 'grace@acme.io', firstName: 'Grace', score: '85', status: 'CONVERTED', tags: '' },
      ]),
    );
    expect(result).toEqual({ created: 2, updated: 0, skipped: 0, errors: [], limitMessage: null });
    const [ada, grace] = await leadsOf(userId);
    expect(ada).toMatchObject({
      email: 'Ada@Acme.io',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 20 7946 0000',
      company: 'Analytical Engines',
      source: 'Conference',
      status: 'follow-up',
      manual_score: null,
      tags: ['vip', 'speaker'],
    });
    // Rescored after the import: valid email 20 + first 5 + last 5 + phone 10 + company 10.
    expect(ada?.auto_score).toBe(50);
    expect(ada?.score).toBe(50);
    expect(grace).toMatchObject({
      status: 'converted',
      manual_score: 85,
      score: 85,
      auto_score: 25,
      tags: [],
    });
    expect(await activitiesOf(ada?.id ?? '')).toEqual([{ type: 'imported', summary: 'Imported from CSV' }]);
  });

  it('skips invalid rows with the lead form’s messages and imports the rest', async () => {
    const { client, userId } = await signedInClient(server);
    const result = await importLeads(client, [
      { rowNumber: 2, email: 'ok@acme.io' },
      { rowNumber: 3, email: '', firstName: 'No email' },
      { rowNumber: 4, firstName: 'No email cell' },
      { rowNumber: 7, email: 'not-an-email' },
      { rowNumber: 8, email: 'status@acme.io', status: 'pending' },
      { rowNumber: 9, email: 'high@acme.io', score: '101' },
      { rowNumber: 10, email: 'word@acme.io', score: 'abc' },
      { rowNumber: 11, email: 'half@acme.io', score: '5.5' },
      { rowNumber: 12, email: 'long@acme.io', firstName: 'x'.repeat(101) },
    ]);
    expect(result).toEqual({
      created: 1,
      updated: 0,
      skipped: 8,
      errors: [
        { row: 3, email: '', reason: 'Email is required' },
        { row: 4, email: '', reason: 'Email is required' },
        { row: 7, email: 'not-an-email', reason: 'Enter a valid email address' },
        {
          row: 8,
          email: 'status@acme.io',
          reason: 'Status must be one of new, contacted, follow-up, converted, lost',
        },
        { row: 9, email: 'high@acme.io', reason: 'Score must be a number from 0 to 100' },
        { row: 10, email: 'word@acme.io', reason: 'Score must be a number from 0 to 100' },
        { row: 11, email: 'half@acme.io', reason: 'Score must be a whole number from 0 to 100' },
        { row: 12, email: 'long@acme.io', reason: 'First name must be at most 100 characters' },
      ],
      limitMessage: null,
    });
    expect((await leadsOf(userId)).map((l) => l.email)).toEqual(['ok@acme.io']);
  });

  it('keeps the first row of an email within a file and skips later ones, case-insensitively', async () => {
    const { client, userId } = await signedInClient(server);
    const result = await importLeads(
      client,
      numbered([
        { email: 'Sam@Acme.io', firstName: 'First' },
        { email: 'other@acme.io' },
        { email: 'sam@acme.io', firstName: 'Second' },
        { email: ' SAM@ACME.IO', firstName: 'Third' },
      ]),
    );
    expect(result).toEqual({
      created: 2,
      updated: 0,
      skipped: 2,
      errors: [
        { row: 3, email: 'sam@acme.io', reason: 'Duplicate of row 1' },
        { row: 4, email: 'SAM@ACME.IO', reason: 'Duplicate of row 1' },
      ],
      limitMessage: null,
    });
    const leads = await leadsOf(userId);
    expect(leads.map((l) => [l.email, l.first_name])).toEqual([
      ['other@acme.io', null],
      ['Sam@Acme.io', 'First'],
    ]);
  });

  it('updates an existing lead (any case of its email) with the non-empty cells only', async () => {
    const { client, userId } = await signedInClient(server);
    const existing = await createLead(client, {
      email: 'Jane@Acme.io',
      firstName: 'Jane',
      phone: '555-0100',
      status: 'contacted',
      tags: ['old'],
    });
    const result = await importLeads(
      client,
      numbered([
        { email: 'jane@ACME.io', firstName: '', lastName: 'Doe', phone: '  ', status: '', tags: '' },
        { email: 'new@acme.io' },
      ]),
    );
    expect(result).toEqual({ created: 1, updated: 1, skipped: 0, errors: [], limitMessage: null });
    const leads = await leadsOf(userId);
    expect(leads).toHaveLength(2);
    expect(leads.find((l) => l.id === existing.id)).toMatchObject({
      email: 'Jane@Acme.io',
      first_name: 'Jane',
      last_name: 'Doe',
      phone: '555-0100',
      status: 'contacted',
      tags: ['old'],
      // Rescored: 20 + 5 + 5 + 10.
      score: 40,
    });
    expect((await activitiesOf(existing.id)).map((a) => a.summary)).toEqual([
      'Added by hand',
      'Updated by a CSV import',
    ]);

    const second = await importLeads(client, [
      { rowNumber: 1, email: 'JANE@acme.io', status: 'lost', score: '12', tags: 'a, b' },
    ]);
    expect(second).toEqual({ created: 0, updated: 1, skipped: 0, errors: [], limitMessage: null });
    expect(await leadsOf(userId)).toContainEqual(
      expect.objectContaining({
        id: existing.id,
        status: 'lost',
        manual_score: 12,
        score: 12,
        tags: ['a', 'b'],
      }),
    );
  });

  it("with onExisting skip, leaves existing leads alone and reports them as 'Already exists'", async () => {
    const { client, userId } = await signedInClient(server);
    const existing = await createLead(client, { email: 'kept@acme.io', firstName: 'Kept' });
    const result = await importLeads(
      client,
      numbered([{ email: 'fresh@acme.io' }, { email: 'KEPT@acme.io', firstName: 'Changed' }]),
      'skip',
    );
    expect(result).toEqual({
      created: 1,
      updated: 0,
      skipped: 1,
      errors: [{ row: 2, email: 'KEPT@acme.io', reason: 'Already exists' }],
      limitMessage: null,
    });
    expect((await leadsOf(userId)).find((l) => l.id === existing.id)?.first_name).toBe('Kept');
    expect(await activitiesOf(existing.id)).toHaveLength(1);
  });

  it("never touches another user's lead with the same email: the importer gets a lead of their own", async () => {
    const owner = await signedInClient(server);
    const importer = await signedInClient(server);
    const theirs = await createLead(owner.client, { email: 'shared@acme.io', firstName: 'Owner' });
    const result = await importLeads(importer.client, [
      { rowNumber: 1, email: 'Shared@acme.io', firstName: 'Importer' },
    ]);
    expect(result).toEqual({ created: 1, updated: 0, skipped: 0, errors: [], limitMessage: null });
    expect((await leadsOf(owner.userId)).map((l) => [l.id, l.first_name])).toEqual([[theirs.id, 'Owner']]);
    expect((await leadsOf(importer.userId)).map((l) => [l.email, l.first_name])).toEqual([
      ['Shared@acme.io', 'Importer'],
    ]);
  });

  it('removes the quote an export put before a formula, so a round trip keeps the value', async () => {
    const { client, userId } = await signedInClient(server);
    await importLeads(client, [{ rowNumber: 1, email: 'q@acme.io', company: "'=1+2", lastName: "'Brien" }]);
    expect(await leadsOf(userId)).toEqual([
      expect.objectContaining({ company: '=1+2', last_name: "'Brien" }),
    ]);
  });

  it('takes 500 rows in one call and refuses 501 with a 400 and a message', async () => {
    const { client, userId } = await signedInClient(server);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ rowNumber: i + 1, email: `p${i}@acme.io` }));
    const tooMany = await client.post('/api/leads/import', { rows: rows(501) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ message: 'Import at most 500 rows at a time' });
    const gql = await client.gql(IMPORT, { rows: rows(501) });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Import at most 500 rows at a time',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await leadsOf(userId)).toEqual([]);

    const ok = await client.post('/api/leads/import', { rows: rows(500), onExisting: 'skip' });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ created: 500, updated: 0, skipped: 0, errors: [], limitMessage: null });
    expect(await leadsOf(userId)).toHaveLength(500);
    const again = await client.post('/api/leads/import', { rows: rows(500), onExisting: 'bogus' });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: 'Existing leads must be update or skip' });
  });

  it("tells the importer's open screens once per call, with an empty list meaning many", async () => {
    const { client } = await signedInClient(server);
    const ws = client.ws();
    try {
      const sub = recordSubscription<{ leadsChanged: { leadIds: string[] } }>(
        ws,
        'subscription { leadsChanged { leadIds } }',
      );
      // graphql-ws does not acknowledge a subscription: import until an event arrives.
      for (let attempt = 0; attempt < 50 && sub.results.length === 0; attempt += 1) {
        await importLeads(client, [{ rowNumber: 1, email: `warm${attempt}@acme.io` }]);
        await sub.until(() => sub.results.length > 0, 'a warm-up event', 200).catch(() => undefined);
      }
      expect(sub.results.length).toBeGreaterThan(0);
      sub.results.length = 0;
      await importLeads(
        client,
        numbered([{ email: 'e1@acme.io' }, { email: 'e2@acme.io' }, { email: 'e3@acme.io' }]),
      );
      await sub.until(() => sub.results.length > 0, 'the import event');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sub.results).toEqual([{ data: { leadsChanged: { leadIds: [] } } }]);
    } finally {
      await ws.dispose();
    }
  });

  it('answers 401 / UNAUTHENTICATED when signed out', async () => {
    const anonymous = new TestClient(server.url);
    const rest = await anonymous.post('/api/leads/import', { rows: [{ email: 'a@acme.io' }] });
    expect(rest.status).toBe(401);
    const gql = await anonymous.gql(IMPORT, { rows: [{ email: 'a@acme.io' }] });
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('export', () => {
  it('answers a CSV attachment with the columns, of the filtered set only, never another user’s leads', async () => {
    const { client } = await signedInClient(server);
    const other = await signedInClient(server);
    await createLead(client, {
      email: 'match@acme.io',
      firstName: 'Match',
      lastName: 'One',
      phone: '555',
      company: 'Acme',
      source: 'Webinar',
      status: 'converted',
      tags: ['vip', 'west'],
    });
    await createLead(client, { email: 'nomatch@acme.io', firstName: 'Match', status: 'new' });
    await createLead(client, { email: 'elsewhere@acme.io', firstName: 'Other', status: 'converted' });
    await createLead(other.client, { email: 'theirs@acme.io', firstName: 'Match', status: 'converted' });

    const res = await client.get('/api/leads/export.csv?status=converted&search=match');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(day);
    // fetch's text() drops the byte-order mark that tells Excel the file is UTF-8; the bytes keep it.
    const raw = await fetch(`${server.url}/api/leads/export.csv?status=converted&search=match`, {
      headers: { cookie: client.cookie ?? '' },
    });
    const head = Buffer.from(await raw.arrayBuffer())
      .subarray(0, 200)
      .toString('latin1');
    expect(
      head.startsWith(
        '\xef\xbb\xbfFirst Name,Last Name,Email,Phone,Company,Source,Status,Score,Tags,Date Added,Opt-in,Consent At,Consent IP Network,Consent Form,Consent Text,Confirmed At\r\n',
      ),
    ).toBe(true);
    const { data } = parseCsv(res.text);
    expect(data).toEqual([
      {
        'First Name': 'Match',
        'Last Name': 'One',
        Email: 'match@acme.io',
        Phone: '555',
        Company: 'Acme',
        Source: 'Webinar',
        Status: 'converted',
        Score: '50',
        Tags: 'vip, west',
        'Date Added': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        'Opt-in': 'confirmed',
        'Consent At': '',
        'Consent IP Network': '',
        'Consent Form': '',
        'Consent Text': '',
        'Confirmed At': '',
      },
    ]);

    const all = parseCsv((await client.get('/api/leads/export.csv')).text).data.map((r) => r.Email);
    expect(all.sort()).toEqual(['elsewhere@acme.io', 'match@acme.io', 'nomatch@acme.io']);
  });

  it('streams every lead across several pages, in the order asked for, each once', async () => {
    const { client, userId } = await signedInClient(server);
    await insertLeads(userId, 2500);
    const newest = parseCsv((await client.get('/api/leads/export.csv')).text).data.map((r) => r.Email);
    expect(newest).toHaveLength(2500);
    expect(newest[0]).toBe('bulk02500@acme.io');
    expect(newest[2499]).toBe('bulk00001@acme.io');
    expect(new Set(newest).size).toBe(2500);
    expect(newest).toEqual([...newest].sort().reverse());

    const byScore = parseCsv((await client.get('/api/leads/export.csv?sort=score&order=asc')).text).data;
    expect(byScore).toHaveLength(2500);
    expect(new Set(byScore.map((r) => r.Email)).size).toBe(2500);
    const scores = byScore.map((r) => Number(r.Score));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));

    const contacted = parseCsv((await client.get('/api/leads/export.csv?status=contacted')).text).data;
    expect(contacted).toHaveLength(834);
    expect(contacted.every((r) => r.Status === 'contacted')).toBe(true);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { client, userId } = await signedInClient(server);
    await createLead(client, {
      email: 'hostile@acme.io',
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: '+1',
      phone: '-2',
      company: '@SUM(A1:A2)',
      tags: ['=cmd', 'safe'],
    });
    await createLead(client, { email: '-dash@acme.io', firstName: 'multi', company: '=1+2\n=3' });
    // The lead form trims; a leading tab or carriage return can still arrive by other roads.
    await queryRows(
      server,
      `update leads set source = case when email = 'hostile@acme.io' then E'\\tTabbed' else E'\\rCarriage' end
        where user_id = $1`,
      [userId],
    );
    const res = await client.get('/api/leads/export.csv');
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    const rows = parseCsv(res.text).data;
    const hostile = rows.find((r) => r.Email === 'hostile@acme.io');
    expect(hostile).toMatchObject({
      'First Name': `'=HYPERLINK("http://evil.example","Click")`,
      'Last Name': "'+1",
      Phone: "'-2",
      Company: "'@SUM(A1:A2)",
      Source: "'\tTabbed",
      Tags: "'=cmd, safe",
    });
    expect(rows.find((r) => r['First Name'] === 'multi')).toMatchObject({
      Email: "'-dash@acme.io",
      Company: "'=1+2\n=3",
      Source: "'\rCarriage",
    });
    for (const row of rows) for (const value of Object.values(row)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('refuses bad filters with 400 and signed-out callers with 401', async () => {
    const { client } = await signedInClient(server);
    const bad = await client.get('/api/leads/export.csv?score=bogus');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'Score must be one of all, high, medium, low' });
    const anonymous = await new TestClient(server.url).get('/api/leads/export.csv');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ message: 'Unauthorized' });
  });
});

describe('round trip', () => {
  it('export, parse with papaparse and import into another account gives the same leads', async () => {
    const source = await signedInClient(server);
    const target = await signedInClient(server);
    await createLead(source.client, {
      email: 'Round@Acme.io',
      firstName: 'Round',
      lastName: "O'Trip",
      phone: '+1 555 0100',
      company: 'Trips, Inc.',
      source: 'Referral',
      status: 'follow-up',
      tags: ['a', 'b c'],
    });
    await createLead(source.client, { email: 'manual@acme.io', score: 77, status: 'lost' });
    await createLead(source.client, {
      email: 'evil@acme.io',
      firstName: '=HYPERLINK("http://x","y")',
      company: '@SUM(1)',
      lastName: 'Quote "inside"',
    });
    await insertLeads(source.userId, 30);

    const csv = (await source.client.get('/api/leads/export.csv')).text;
    const { data } = parseCsv(csv);
    const rows = data.map((r, i) => ({
      rowNumber: i + 1,
      email: r.Email,
      firstName: r['First Name'],
      lastName: r['Last Name'],
      phone: r.Phone,
      company: r.Company,
      source: r.Source,
      status: r.Status,
      score: r.Score,
      tags: r.Tags,
    }));
    expect(await importLeads(target.client, rows)).toEqual({
      created: 33,
      updated: 0,
      skipped: 0,
      errors: [],
      limitMessage: null,
    });
    const comparable = (leads: LeadRow[]) =>
      leads.map(({ email, first_name, last_name, phone, company, source: from, status, score, tags }) => ({
        email,
        first_name,
        last_name,
        phone,
        company,
        source: from,
        status,
        score,
        tags,
      }));
    const before = comparable(await leadsOf(source.userId));
    expect(before).toHaveLength(33);
    expect(comparable(await leadsOf(target.userId))).toEqual(before);
  });
});
