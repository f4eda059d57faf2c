import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { EMAIL_CHANGED_NOTICE_SUBJECT } from '../src/modules/accounts/email-changed-notice';
import { PASSWORD_CHANGED_NOTICE_SUBJECT } from '../src/modules/accounts/password-changed-notice';
import { parse } from './support/campaign-sending';
import { queryRows, testRateLimits } from './support/funnels';
import { SmtpSink } from './support/smtp-sink';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** Issue 16: PATCH /api/users/profile, the updateProfile mutation and POST /api/users/upload-photo (002 §2, §5, §7). */

let server: TestServer;
let sink: SmtpSink;
const SENDER = 'accounts@funnelforge.example';
const NEW_PASSWORD = 'Copper-Lantern-Harbour-93';

beforeAll(async () => {
  sink = await SmtpSink.start();
  server = await startTestServer({ SMTP_URL: sink.url, SMTP_FROM: SENDER }, { rateLimits: testRateLimits() });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

async function signedIn(email = uniqueEmail('profile')) {
  const client = new TestClient(server.url);
  const user = await client.signUp(email);
  return { client, id: user.id, email: email.toLowerCase() };
}

/** A second browser signed in to the same account. */
async function secondSession(email: string, password = STRONG_PASSWORD) {
  const client = new TestClient(server.url);
  const res = await client.post('/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  return client;
}

const patch = (client: TestClient, body: Record<string, unknown>) => client.patch('/api/users/profile', body);

describe('names, bio and username', () => {
  it('saves first name, last name and bio, and answers the user', async () => {
    const { client, id } = await signedIn();
    const res = await patch(client, { firstName: ' Ada ', lastName: 'Lovelace', bio: 'Counts things.' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, firstName: 'Ada', lastName: 'Lovelace', bio: 'Counts things.' });
    const me = await client.get('/api/auth/user');
    expect(me.json).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', bio: 'Counts things.' });
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ firstName: null }, 'firstName', 'First name is required'],
    [{ bio: 'x'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters'],
    [
      { username: 'a b' },
      'username',
      'Username must be 3 to 30 letters, digits, dots, hyphens or underscores',
    ],
  ])('refuses %j with the field named', async (body, field, message) => {
    const { client } = await signedIn();
    const res = await patch(client, body);
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe(message);
    expect(res.json?.fieldErrors).toEqual({ [field]: message });
  });

  it('keeps usernames unique whatever their letter case', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const name = `Forger_${Date.now().toString(36)}`;
    expect((await patch(first.client, { username: name })).json?.username).toBe(name);
    // The owner may keep (or re-case) their own name.
    expect((await patch(first.client, { username: name.toLowerCase() })).status).toBe(200);

    const taken = await patch(second.client, { username: name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({
      message: 'This username is already taken. Choose another one.',
      fieldErrors: { username: 'This username is already taken. Choose another one.' },
    });
    const rows = await queryRows<{ id: string; username: string | null }>(
      server,
      'select id, username from users where id = any($1)',
      [[first.id, second.id]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.username]))).toEqual({
      [first.id]: name.toLowerCase(),
      [second.id]: null,
    });
  });

  it('the database refuses a second username in another letter case (the unique index)', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await queryRows(server, "update users set username = 'Same_Name' where id = $1", [a.id]);
    await expect(
      queryRows(server, "update users set username = 'same_name' where id = $1", [b.id]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'users_username_lower_unique' });
  });

  it('changes the same fields through GraphQL', async () => {
    const { client } = await signedIn();
    const res = await client.gql<{ updateProfile: Record<string, unknown> }>(
      'mutation($input: ProfileInput!) { updateProfile(input: $input) { firstName lastName bio username } }',
      {
        input: {
          firstName: 'Grace',
          lastName: 'Hopper',
          bio: 'Ships compilers.',
          username: `grace${Date.now()}`,
        },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      bio: 'Ships compilers.',
    });
    const blank = await client.gql('mutation { updateProfile(input: { lastName: " " }) { id } }');
    expect(blank.errors?.[0]?.message).toBe('Last name is required');
  });

  it("never touches another user's row", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await patch(b.client, { firstName: 'Bea', lastName: 'Bee' });
    await patch(a.client, { firstName: 'Al', lastName: 'Ay', bio: 'mine' });
    const [row] = await queryRows<{ first_name: string; bio: string | null }>(
      server,
      'select first_name, bio from users where id = $1',
      [b.id],
    );
    expect(row).toEqual({ first_name: 'Bea', bio: null });
  });
});

describe('email change', () => {
  const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));

  it('needs the current password', async () => {
    const { client, email } = await signedIn();
    const missing = await patch(client, { email: uniqueEmail('moved') });
    expect(missing.status).toBe(400);
    expect(missing.json?.fieldErrors).toEqual({
      currentPassword: 'Enter your current password to change your email or password',
    });
    const wrong = await patch(client, { email: uniqueEmail('moved'), currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.message).toBe('Current password is incorrect');
    expect((await client.get('/api/auth/user')).json?.email).toBe(email);
  });

  it('changes the address and tells the old one by email', async () => {
    const { client, id, email } = await signedIn();
    const moved = uniqueEmail('Moved').toLowerCase();
    const res = await patch(client, { email: moved.toUpperCase(), currentPassword: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, email: moved });

    await sink.until(() => mailsTo(email).length > 0, 'the email-changed notice');
    const mail = await parse(mailsTo(email)[0]!.raw);
    expect(mail.subject).toBe(EMAIL_CHANGED_NOTICE_SUBJECT);
    expect(mail.from?.value).toEqual([{ name: 'FunnelForge', address: SENDER }]);
    expect(mail.text).toContain(`changed from ${email} to ${moved}`);
    expect(mail.text).not.toContain(STRONG_PASSWORD);
    // The new address signs in; the old one does not.
    expect(
      (await new TestClient(server.url).post('/api/auth/login', { email: moved, password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);
    expect(
      (await new TestClient(server.url).post('/api/auth/login', { email, password: STRONG_PASSWORD })).status,
    ).toBe(401);
  });

  it("refuses another account's address in any letter case", async () => {
    const other = await signedIn();
    const { client, email } = await signedIn();
    const res = await patch(client, { email: other.email.toUpperCase(), currentPassword: STRONG_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.json?.fieldErrors).toEqual({ email: 'Another account already uses this email address' });
    expect((await client.get('/api/auth/user')).json?.email).toBe(email);
  });
});

describe('password change', () => {
  it('refuses a weak or short new password with the sign-up rules', async () => {
    const { client } = await signedIn();
    const short = await patch(client, { currentPassword: STRONG_PASSWORD, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.json?.fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const common = await patch(client, { currentPassword: STRONG_PASSWORD, newPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(Object.keys(common.json?.fieldErrors as object)).toEqual(['newPassword']);
  });

  it('needs the right current password', async () => {
    const { client } = await signedIn();
    const res = await patch(client, { currentPassword: 'Wrong-Passphrase-000', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe('Current password is incorrect');
  });

  it("signs out the user's other sessions, keeps this one and leaves other users signed in", async () => {
    const { client, email } = await signedIn();
    const other = await secondSession(email);
    const stranger = await signedIn();
    expect((await other.get('/api/auth/user')).status).toBe(200);

    const res = await patch(client, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);

    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await stranger.client.get('/api/auth/user')).status).toBe(200);
    // The new password signs in; the old one no longer does.
    expect(
      (await new TestClient(server.url).post('/api/auth/login', { email, password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect(
      (await new TestClient(server.url).post('/api/auth/login', { email, password: STRONG_PASSWORD })).status,
    ).toBe(401);
  });

  it('tells the account by email, without the password', async () => {
    const { client, email } = await signedIn();
    const res = await patch(client, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    const notices = () =>
      sink.messages.filter((m) => m.to.includes(email) && m.raw.includes(PASSWORD_CHANGED_NOTICE_SUBJECT));
    await sink.until(() => notices().length > 0, 'the password-changed notice');
    const mail = await parse(notices()[0]!.raw);
    expect(mail.subject).toBe(PASSWORD_CHANGED_NOTICE_SUBJECT);
    expect(mail.text).toContain('every other browser signed in to the account was signed out');
    expect(mail.text).not.toContain(NEW_PASSWORD);
    expect(mail.text).not.toContain(STRONG_PASSWORD);
  });
});

describe('POST /api/users/upload-photo', () => {
  const upload = async (client: TestClient, content: Buffer, name: string, type = 'image/png') => {
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(content)], { type }), name);
    const res = await fetch(`${server.url}/api/users/upload-photo`, {
      method: 'POST',
      headers: { cookie: client.cookie ?? '', origin: server.url },
      body: form,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  const photo = (format: 'png' | 'jpeg', width: number, height: number) => {
    const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
    return format === 'png'
      ? image.png().toBuffer()
      : image
          .jpeg()
          .withExif({ IFD0: { Copyright: 'Secret camera owner', Artist: 'Someone' } })
          .toBuffer();
  };

  it.each(['png', 'jpeg'] as const)(
    'stores a %s re-encoded as a 256 px WebP without metadata',
    async (format) => {
      const { client } = await signedIn();
      const original = await photo(format, 640, 480);
      if (format === 'jpeg') expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await upload(client, original, `me.${format}`);
      expect(res.status).toBe(200);
      const imageUrl = String(res.json.imageUrl);
      expect(imageUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);

      const served = await fetch(server.url + imageUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect((await client.get('/api/auth/user')).json?.profileImageUrl).toBe(imageUrl);
    },
  );

  it('removes the previous avatar when it is replaced', async () => {
    const { client } = await signedIn();
    const first = String((await upload(client, await photo('png', 100, 100), 'a.png')).json.imageUrl);
    const second = String((await upload(client, await photo('jpeg', 300, 200), 'b.jpg')).json.imageUrl);
    expect(second).not.toBe(first);
    // The file itself is gone (a missing upload then falls through to the web app).
    const stored = (url: string) => path.join(server.config.dataDir, ...url.split('/').slice(1));
    expect(existsSync(stored(first))).toBe(false);
    expect(existsSync(stored(second))).toBe(true);
    expect((await fetch(server.url + second)).status).toBe(200);
  });

  it("refuses a text file named .png with the spec's message and keeps the avatar", async () => {
    const { client } = await signedIn();
    const res = await upload(client, Buffer.from('just some notes, not a picture'), 'notes.png');
    expect(res).toEqual({ status: 400, json: { message: 'Please select an image file' } });
    expect((await client.get('/api/auth/user')).json?.profileImageUrl).toBeNull();
  });

  it('refuses more than 5 MB', async () => {
    const { client } = await signedIn();
    const tooLarge = Buffer.concat([await photo('png', 10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(client, tooLarge, 'big.png');
    expect(res).toEqual({ status: 413, json: { message: 'Image must be less than 5MB' } });
  });

  it('answers 401 when signed out', async () => {
    const res = await upload(new TestClient(server.url), await photo('png', 10, 10), 'a.png');
    expect(res.status).toBe(401);
  });
});

describe('the ForgeCoin balance on Account Settings (002 §2, §3)', () => {
  const credit = (userId: string, cents: number) =>
    server.services.coins.credit({
      userId,
      type: 'grant',
      idempotencyKey: `profile-${userId}-${cents}`,
      cents,
      description: 'test grant',
      counterAccount: 'grants',
    });

  it("is 0.00 without ledger entries, then what this user's wallet holds only", async () => {
    const { client, id } = await signedIn();
    const other = await signedIn();
    const empty = await client.get('/api/forgecoin/balance');
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ balance: '0.00', userId: id });

    await credit(id, 25_50);
    await credit(id, 100);
    await credit(other.id, 40_00);
    expect((await client.get('/api/forgecoin/balance')).json).toMatchObject({ balance: '26.50', userId: id });
    const gql = await client.gql<{ forgecoinBalance: { balance: string } }>(
      '{ forgecoinBalance { balance } }',
    );
    expect(gql.data?.forgecoinBalance.balance).toBe('26.50');
    expect((await new TestClient(server.url).get('/api/forgecoin/balance')).status).toBe(401);
  });
});
