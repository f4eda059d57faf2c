import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DATA_EXPORT_JOB } from '../src/modules/accounts/security.jobs';
import { bulkLeads } from './support/campaign-sending';
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
      '\ufeffFirst Name,Last Name,Email,Phone,Company,Source,Status,Score,Tags,Date Added',
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
