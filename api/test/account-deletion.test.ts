import { existsSync } from 'node:fs';
import path from 'node:path';
import { createCampaign } from './support/campaign-sending';
import { publishedFunnel, queryRows } from './support/funnels';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** Deleting an account removes everything it owns and nothing of anyone else's. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' });
});
afterAll(() => server?.close());

const DELETE = `mutation Delete($input: DeleteAccountInput!) { deleteAccount(input: $input) }`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Rows in every table of the app's schema (pg-boss keeps its own schema). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    server,
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'
      order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ n: string }>(server, `select count(*) as n from "${table}"`);
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** An account with something in every corner: funnels (one published), leads, a campaign, a sequence, media, settings, an API key. */
async function busyAccount(client: TestClient) {
  const user = await client.signUp(uniqueEmail('owner'));
  const funnel = await publishedFunnel(client, { name: 'Doomed funnel' });
  await client.post('/api/funnels', { name: 'Draft', templateType: 'landing' });
  for (let i = 0; i < 3; i += 1) {
    const lead = await client.post('/api/leads', {
      email: `lead${i}.${user.id}@example.com`,
      firstName: `Lead ${i}`,
    });
    expect(lead.status).toBe(201);
  }
  await createCampaign(client, { audience: { mode: 'all', filter: {} } });
  const sequence = await client.post('/api/email/sequences', { name: 'Welcome series', trigger: 'manual' });
  expect(sequence.status).toBe(201);
  const step = await client.post(`/api/email/sequences/${String(sequence.json?.id)}/steps`, {
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
  await queryRows(
    server,
    `insert into email_settings (user_id, smtp_host, smtp_user, smtp_password, from_email) values ($1, 'smtp.example.com', 'me', 'v1:sealed', 'me@example.com')`,
    [user.id],
  );
  await queryRows(
    server,
    `insert into api_keys (user_id, key_name, key_hash, key_prefix) values ($1::uuid, 'Zapier', 'hash-' || $1::text, 'ff_live_' || left($1::text, 8))`,
    [user.id],
  );
  await client.gql(
    'mutation { updateNotificationSettings(input: { loginNotifications: false }) { loginNotifications } }',
  );
  return { user, funnel };
}

describe('deleting an account', () => {
  it('removes every row and file the account owns, ends its sessions, and leaves other accounts alone', async () => {
    const other = new TestClient(server.url);
    const { user: otherUser, funnel: otherFunnel } = await busyAccount(other);
    const before = await rowCounts();

    const owner = new TestClient(server.url);
    const { user, funnel } = await busyAccount(owner);
    const secondBrowser = new TestClient(server.url);
    expect(
      (await secondBrowser.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD })).status,
    ).toBe(200);
    expect((await owner.get(`/p/${funnel.id}`)).status).toBe(200);
    const uploads = path.join(server.config.dataDir, 'uploads', user.id);
    expect(existsSync(uploads)).toBe(true);
    const during = await rowCounts();
    for (const table of [
      'funnels',
      'leads',
      'campaigns',
      'email_sequences',
      'email_sequence_steps',
      'api_keys',
      'email_settings',
      'user_security',
      'known_devices',
      'sessions',
      'users',
    ])
      expect(during[table]).toBeGreaterThan(before[table]!);

    const deleted = await owner.gql<{ deleteAccount: boolean }>(DELETE, {
      input: { password: STRONG_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteAccount).toBe(true);

    // Nothing of the account is left, in any table: every count is back where it was.
    expect(await rowCounts()).toEqual(before);
    expect(existsSync(uploads)).toBe(false);
    // Its published page is gone at once (the cache too), and both its sessions have ended.
    expect((await new TestClient(server.url).get(`/p/${funnel.id}`)).status).toBe(404);
    expect((await owner.get('/api/auth/user')).status).toBe(401);
    expect((await secondBrowser.get('/api/auth/user')).status).toBe(401);
    expect(
      (
        await new TestClient(server.url).post('/api/auth/login', {
          email: user.email,
          password: STRONG_PASSWORD,
        })
      ).status,
    ).toBe(401);

    // The other account still has everything.
    expect((await other.get('/api/auth/user')).json?.id).toBe(otherUser.id);
    expect((await new TestClient(server.url).get(`/p/${otherFunnel.id}`)).status).toBe(200);
    expect(existsSync(path.join(server.config.dataDir, 'uploads', otherUser.id))).toBe(true);
  }, 90_000);

  it('needs the current password and DELETE typed out', async () => {
    const client = new TestClient(server.url);
    const user = await client.signUp(uniqueEmail('careful'));
    const wrong = await client.gql(DELETE, {
      input: { password: 'Not-The-Password-1', confirmation: 'DELETE' },
    });
    expect(wrong.errors?.[0]?.message).toBe('That password is not correct');
    const untyped = await client.gql(DELETE, {
      input: { password: STRONG_PASSWORD, confirmation: 'delete it' },
    });
    expect(untyped.errors?.[0]?.message).toBe('Type DELETE to confirm');
    expect((await client.get('/api/auth/user')).json?.id).toBe(user.id);
    const [row] = await queryRows<{ n: string }>(server, 'select count(*) as n from users where id = $1', [
      user.id,
    ]);
    expect(row!.n).toBe('1');
  });

  it('goes on without Stripe settings for an account that has Stripe records (nothing to reach; logged)', async () => {
    const client = new TestClient(server.url);
    const user = await client.signUp(uniqueEmail('former-card'));
    await queryRows(
      server,
      `update users set stripe_customer_id = 'cus_formerly', stripe_subscription_id = 'sub_formerly' where id = $1`,
      [user.id],
    );
    const deleted = await client.gql<{ deleteAccount: boolean }>(DELETE, {
      input: { password: STRONG_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.errors).toBeUndefined();
    expect(await queryRows(server, 'select id from users where id = $1', [user.id])).toEqual([]);
  });

  it('is refused when signed out', async () => {
    const res = await new TestClient(server.url).gql(DELETE, {
      input: { password: 'x', confirmation: 'DELETE' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
