import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { EXPORTED_TABLES, NOT_EXPORTED } from '../src/modules/accounts/data-export.service';
import { DATA_EXPORT_JOB } from '../src/modules/accounts/security.jobs';
import { bulkLeads, createCampaign } from './support/campaign-sending';
import { withPg } from './support/db';
import { recordSubscription } from './support/subscription-recorder';
import { createFunnel, queryRows } from './support/funnels';
import { TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** "Download Your Data": a ZIP of every record the account owns, without its secrets, downloadable once. */
let server: TestServer;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let scratch: string;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { clock });
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ff-export-test-'));
});
afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

type ExportJson = { id: string; status: string; progress: number; downloadUrl: string | null };
const REQUEST = `mutation { requestDataExport { id status progress downloadUrl } }`;
const LATEST = `query { latestDataExport { id status progress downloadUrl sizeBytes } }`;

/** Downloads and unpacks an archive with Info-ZIP's unzip; answers its files' contents by name. */
async function unpack(zip: Buffer): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(scratch, 'zip-'));
  await writeFile(path.join(dir, 'data.zip'), zip);
  await promisify(execFile)('unzip', ['-q', 'data.zip', '-d', 'out'], { cwd: dir });
  const files: Record<string, string> = {};
  for (const name of await readdir(path.join(dir, 'out')))
    files[name] = await readFile(path.join(dir, 'out', name), 'utf8');
  return files;
}

/** Builds an archive and downloads it, unpacked. */
async function downloadedArchive(client: TestClient): Promise<Record<string, string>> {
  const ready = await readyExport(client);
  expect(ready.status).toBe('ready');
  const response = await fetch(server.url + ready.downloadUrl!, { headers: { cookie: client.cookie ?? '' } });
  expect(response.status).toBe(200);
  return unpack(Buffer.from(await response.arrayBuffer()));
}

/**
 * The tables a user owns, read from the live schema: users and every table that a foreign key
 * with ON DELETE CASCADE ties to one of them (what deleting an account removes).
 */
async function ownedTables(): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    server,
    `with recursive owned(table_name) as (
       select 'users'::regclass
       union
       select c.conrelid::regclass from pg_constraint c join owned o on c.confrelid = o.table_name
        where c.contype = 'f' and c.confdeltype = 'c'
     )
     select table_name::text from owned order by 1`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * The rows of each table that deleting the account removes, found by deleting it inside a
 * transaction that is rolled back (one snapshot, so other tests' writes do not count).
 */
async function rowsOwnedBy(userId: string, tables: readonly string[]): Promise<Record<string, number>> {
  return withPg(server.config.databaseUrl, async (pg) => {
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await pg.query<{ n: string }>(`select count(*) as n from "${table}"`);
        result[table] = Number(rows[0]!.n);
      }
      return result;
    };
    await pg.query('begin isolation level repeatable read');
    try {
      const before = await counts();
      await pg.query('delete from users where id = $1', [userId]);
      const after = await counts();
      return Object.fromEntries(tables.map((table) => [table, before[table]! - after[table]!]));
    } finally {
      await pg.query('rollback');
    }
  });
}

const CLAIM_TOKEN = '00000000-0000-4000-8000-00000c1a1a70';
const VISITOR_HASH = 'visitor-hash-never-exported';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * An account with rows in the corners the archive once missed: A/B tests and their days,
 * campaign recipients, sequence subscribers and logs (claimed by a worker), a ForgeCoin wallet,
 * payout requests, media and where it is used, and the visits to its pages.
 */
async function busyAccount(client: TestClient): Promise<{ id: string }> {
  const user = await client.signUp(uniqueEmail('complete'));
  const funnel = await createFunnel(client, { name: 'Every corner' });
  const lead = await client.post('/api/leads', { email: `lead.${user.id}@example.com`, firstName: 'Ada' });
  expect(lead.status).toBe(201);
  const leadId = String(lead.json?.id);
  const campaign = await createCampaign(client, { audience: { mode: 'all', filter: {} } });
  const sequence = await client.post('/api/email/sequences', { name: 'Welcome series', trigger: 'manual' });
  expect(sequence.status).toBe(201);
  const sequenceId = String(sequence.json?.id);
  const step = await client.post(`/api/email/sequences/${sequenceId}/steps`, {
    subject: 'Hello',
    content: 'Welcome aboard',
  });
  expect(step.status).toBe(201);
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${server.url}/api/upload/image`, {
    method: 'POST',
    headers: { cookie: client.cookie ?? '', origin: server.url },
    body: form,
  });
  expect(uploaded.status).toBe(201);

  const sql = (text: string, params: unknown[]) => queryRows(server, text, params);
  await sql(
    `insert into campaign_recipients (campaign_id, lead_id, status, claim_token, claimed_at)
     values ($1, $2, 'sending', $3, now())`,
    [campaign.id, leadId, CLAIM_TOKEN],
  );
  const [subscriber] = await sql(
    'insert into email_sequence_subscribers (sequence_id, lead_id) values ($1, $2) returning id',
    [sequenceId, leadId],
  );
  await sql(
    `insert into email_sequence_logs (sequence_id, step_id, subscriber_id, lead_id, status, claim_token, claimed_at)
     values ($1, $2, $3, $4, 'sending', $5, now())`,
    [sequenceId, String(step.json?.id), subscriber!.id, leadId, CLAIM_TOKEN],
  );
  const [experiment] = await sql(
    `insert into experiments (user_id, funnel_id, name, step_id, variants, goals)
     values ($1, $2, 'Headline test', 'step-1', '[{"key":"A","name":"Original"},{"key":"B","name":"Bolder"}]', '{}')
     returning id`,
    [user.id, funnel.id],
  );
  await sql(
    `insert into experiment_days (experiment_id, variant, date, visitors) values ($1, 'A', '2026-11-20', 40), ($1, 'B', '2026-11-20', 38)`,
    [experiment!.id],
  );
  await sql(`insert into forgecoin_wallets (user_id, balance, version) values ($1, 25, 7)`, [user.id]);
  await sql(
    `insert into payout_requests (affiliate_id, amount) select id, 50 from affiliates where user_id = $1`,
    [user.id],
  );
  await sql(
    `insert into media_usages (media_id, funnel_id) select id, $2 from media_items where user_id = $1`,
    [user.id, funnel.id],
  );
  await sql(`insert into page_views (funnel_id, session_id, visitor_id, path) values ($1, 's1', $2, '/')`, [
    funnel.id,
    VISITOR_HASH,
  ]);
  await sql(
    `insert into analytics_sessions (funnel_id, visitor_id, started_at, last_seen_at) values ($1, $2, now(), now())`,
    [funnel.id, VISITOR_HASH],
  );
  await sql(`insert into click_tracking (funnel_id, element_id) values ($1, 'cta')`, [funnel.id]);
  await sql(`insert into funnel_analytics (funnel_id, date, views) values ($1, '2026-11-20', 12)`, [
    funnel.id,
  ]);
  await sql(
    `insert into funnel_analytics_dimensions (funnel_id, date, dimension, key, visits)
     values ($1, '2026-11-20', 'device', 'mobile', 3), ($1, '2026-11-20', 'device', 'desktop', 9)`,
    [funnel.id],
  );
  // More than one page (1,000 rows) of a table keyed by (user, date, dimension, key): paging by the whole key.
  await sql(
    `insert into user_analytics_dimensions (user_id, date, dimension, key, visits)
     select $1, date '2026-11-19' + (i % 2), 'country', 'C' || i, i from generate_series(1, 1500) as i`,
    [user.id],
  );
  return user;
}

async function readyExport(client: TestClient): Promise<ExportJson> {
  const requested = await client.gql<{ requestDataExport: ExportJson }>(REQUEST);
  expect(requested.errors).toBeUndefined();
  expect(requested.data?.requestDataExport).toMatchObject({
    status: 'building',
    progress: 0,
    downloadUrl: null,
  });
  await server.deps.jobs.drain(DATA_EXPORT_JOB);
  const latest = await client.gql<{ latestDataExport: ExportJson }>(LATEST);
  return latest.data!.latestDataExport;
}

describe('downloading your data', () => {
  it('builds a ZIP of everything the account owns, without secrets, downloadable once by its owner', async () => {
    const client = new TestClient(server.url);
    const email = uniqueEmail('export');
    const user = await client.signUp(email);
    await createFunnel(client, { name: 'Spring sale' });
    await bulkLeads(server, user.id, 2500, `export-${user.id.slice(0, 8)}-`);
    await client.post('/api/email/sequences', { name: 'Welcome series', trigger: 'manual' });
    await queryRows(
      server,
      `insert into email_settings (user_id, smtp_host, smtp_user, smtp_password, from_email) values ($1, 'smtp.example.com', 'me', 'v1:SEALED-SMTP-PASSWORD', 'me@example.com')`,
      [user.id],
    );
    await queryRows(
      server,
      `insert into api_keys (user_id, key_name, key_hash, key_prefix) values ($1, 'Zapier', 'SECRET-KEY-HASH', 'ff_live_abc')`,
      [user.id],
    );
    // Another account's records must not appear.
    const stranger = new TestClient(server.url);
    await stranger.signUp(uniqueEmail('stranger'));
    await createFunnel(stranger, { name: 'Not yours' });

    const ready = await readyExport(client);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready.downloadUrl).toBe(`/api/account/data-exports/${ready.id}/download`);

    // Someone else cannot take it: not found, and it stays downloadable.
    expect((await stranger.get(ready.downloadUrl!)).status).toBe(404);
    expect((await new TestClient(server.url).get(ready.downloadUrl!)).status).toBe(401);

    const response = await fetch(server.url + ready.downloadUrl!, {
      headers: { cookie: client.cookie ?? '' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="funnelforge-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const zip = Buffer.from(await response.arrayBuffer());
    const files = await unpack(zip);

    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'account.json',
        'funnels.json',
        'leads.json',
        'leads.csv',
        'email-sequences.json',
        'email-settings.json',
        'api-keys.json',
        'media.json',
        'affiliate.json',
        'affiliate-referrals.json',
        'affiliate-clicks.json',
      ]),
    );
    // The account's affiliate programme comes along (its code made with the account).
    expect(JSON.parse(files['affiliate.json']!)).toEqual([
      expect.objectContaining({ user_id: user.id, commission_rate: 10, status: 'active' }),
    ]);
    const account = JSON.parse(files['account.json']!) as Record<string, unknown>;
    expect(account).toMatchObject({ id: user.id, email: email.toLowerCase(), twoFactorEnabled: false });
    expect(JSON.parse(files['funnels.json']!)).toEqual([
      expect.objectContaining({ name: 'Spring sale', user_id: user.id }),
    ]);
    const leads = JSON.parse(files['leads.json']!) as Array<{ email: string }>;
    expect(leads).toHaveLength(2500);
    const csvLines = files['leads.csv']!.trimEnd().split('\r\n');
    expect(csvLines[0]).toBe(
      '\ufeffFirst Name,Last Name,Email,Phone,Company,Source,Status,Score,Tags,Date Added,Opt-in,Consent At,Consent IP Network,Consent Form,Consent Text,Confirmed At',
    );
    expect(csvLines).toHaveLength(2501);
    expect(JSON.parse(files['email-sequences.json']!)).toEqual([
      expect.objectContaining({ name: 'Welcome series' }),
    ]);
    expect(JSON.parse(files['api-keys.json']!)).toEqual([
      expect.objectContaining({ key_name: 'Zapier', key_prefix: 'ff_live_abc' }),
    ]);

    // No secrets anywhere: password hash, SMTP password, key hashes, TOTP secrets, the stranger's data.
    const everything = Object.values(files).join('\n');
    for (const secret of [
      'password_hash',
      'passwordHash',
      '$argon2',
      'SEALED-SMTP-PASSWORD',
      'smtp_password',
      'SECRET-KEY-HASH',
      'key_hash',
      'totp',
      'device_hash',
      'Not yours',
    ])
      expect(everything).not.toContain(secret);

    // Once only: the second request finds it gone, and the file is removed.
    const again = await client.get(ready.downloadUrl!);
    expect(again.status).toBe(404);
    expect(again.json?.message).toBe('This download has expired or was already used. Request a new one.');
    expect((await client.gql<{ latestDataExport: ExportJson }>(LATEST)).data?.latestDataExport.status).toBe(
      'downloaded',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readdir(path.join(server.config.dataDir, 'exports', user.id))).toEqual([]);
  });

  it('pushes its progress to the screen while building, then that it is ready', async () => {
    const client = new TestClient(server.url);
    const user = await client.signUp(uniqueEmail('progress'));
    await bulkLeads(server, user.id, 3000, `progress-${user.id.slice(0, 8)}-`);
    const ws = client.ws();
    try {
      const updates = recordSubscription<{ dataExportUpdated: ExportJson }>(
        ws,
        'subscription { dataExportUpdated { id status progress downloadUrl } }',
      );
      // The subscription is registered on the server before the export starts.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await readyExport(client);
      await updates.until(
        () => updates.results.some((r) => r.data?.dataExportUpdated.status === 'ready'),
        'the ready archive',
      );
      const seen = updates.results.map((r) => r.data!.dataExportUpdated);
      const building = seen.filter((e) => e.status === 'building').map((e) => e.progress);
      expect(building.some((p) => p > 0 && p < 100)).toBe(true);
      // Progress only moves forward.
      expect([...building].sort((a, b) => a - b)).toEqual(building);
      expect(seen.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
      updates.unsubscribe();
    } finally {
      await ws.dispose();
    }
  });

  it('expires after a day: the archive is removed and cannot be downloaded', async () => {
    const client = new TestClient(server.url);
    const user = await client.signUp(uniqueEmail('late'));
    const ready = await readyExport(client);
    expect(ready.status).toBe('ready');
    offsetMs += 25 * 60 * 60 * 1000;
    expect((await client.gql<{ latestDataExport: ExportJson }>(LATEST)).data?.latestDataExport).toMatchObject(
      {
        status: 'expired',
        downloadUrl: null,
      },
    );
    expect((await client.get(ready.downloadUrl!)).status).toBe(404);
    expect(await server.services.dataExports.removeExpired()).toBeGreaterThanOrEqual(1);
    expect(await readdir(path.join(server.config.dataDir, 'exports', user.id))).toEqual([]);
  });

  it('builds one archive at a time', async () => {
    const client = new TestClient(server.url);
    await client.signUp(uniqueEmail('twice'));
    const first = await client.gql(REQUEST);
    const second = await client.gql(REQUEST);
    expect(first.errors).toBeUndefined();
    expect(second.errors?.[0]?.message).toBe('Your data is already being prepared.');
    await server.deps.jobs.drain(DATA_EXPORT_JOB);
  });
});

describe('what the archive covers', () => {
  it('has a file for every table the account owns, each holding exactly the rows its deletion would remove', async () => {
    const client = new TestClient(server.url);
    const user = await busyAccount(client);
    // Another account with rows in the same tables: none of them may be counted as this one's.
    await busyAccount(new TestClient(server.url));
    const files = await downloadedArchive(client);

    // Read from the live schema, so a table added later without an answer here fails this test.
    const owned = await ownedTables();
    expect(owned).toEqual(expect.arrayContaining(['funnels', 'experiments', 'campaign_recipients']));
    const exported = new Map(EXPORTED_TABLES.map((spec) => [spec.table, spec.file]));
    expect(owned.filter((table) => !exported.has(table) && !(table in NOT_EXPORTED))).toEqual([]);
    for (const table of Object.keys(NOT_EXPORTED)) expect(owned).toContain(table);

    const removed = await rowsOwnedBy(user.id, owned);
    for (const table of [
      'experiments',
      'experiment_days',
      'campaign_recipients',
      'email_sequence_subscribers',
      'email_sequence_logs',
      'forgecoin_wallets',
      'payout_requests',
      'media_items',
      'media_usages',
      'page_views',
      'analytics_sessions',
      'click_tracking',
      'funnel_analytics',
      'funnel_analytics_dimensions',
      'user_analytics_dimensions',
    ])
      expect({ table, populated: removed[table]! > 0 }).toEqual({ table, populated: true });
    for (const table of owned.filter((name) => exported.has(name))) {
      const file = exported.get(table)!;
      expect(files[file]).toBeDefined();
      const rows = (JSON.parse(files[file]!) as unknown[]).length;
      expect({ table, rows }).toEqual({ table, rows: removed[table] });
    }

    expect(JSON.parse(files['experiments.json']!)).toEqual([
      expect.objectContaining({ name: 'Headline test', user_id: user.id }),
    ]);
    expect(JSON.parse(files['forgecoin-wallet.json']!)).toEqual([
      { user_id: user.id, balance: 25, updated_at: expect.any(String) as string },
    ]);
    const recipients = JSON.parse(files['campaign-recipients.json']!) as Array<Record<string, unknown>>;
    expect(recipients).toEqual([expect.objectContaining({ status: 'sending' })]);
    expect(recipients[0]).not.toHaveProperty('claimed_at');
    // A sending worker's claim and the visitors' daily hashes stay on the server.
    const everything = Object.values(files).join('\n');
    for (const internal of [CLAIM_TOKEN, 'claim_token', VISITOR_HASH])
      expect(everything).not.toContain(internal);
  });
});
