import { Secret, TOTP } from 'otpauth';
import { TestClient, STRONG_PASSWORD, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** Two-factor sign-in: set up with a code, then every password sign-in asks for one. */
let server: TestServer;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { clock });
});
afterAll(() => server?.close());
beforeEach(() => {
  // Each test starts a few periods past the last one, so no code of an earlier test is current.
  offsetMs += 10 * 60 * 1000;
});

const START = `mutation { startTwoFactorSetup { secret otpauthUrl qrCodeDataUrl } }`;
const CONFIRM = `mutation Confirm($code: String!) { confirmTwoFactorSetup(code: $code) }`;
const DISABLE = `mutation Disable($code: String!) { disableTwoFactor(code: $code) }`;
const STATUS = `query { twoFactorStatus { enabled recoveryCodesLeft } }`;

type Setup = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: clock.now().getTime() + offsetSeconds * 1000,
  });

/** A signed-up user with two-factor on: its client, email, secret and recovery codes. */
async function withTwoFactor() {
  const client = new TestClient(server.url);
  const email = uniqueEmail('2fa');
  await client.signUp(email);
  const started = await client.gql<{ startTwoFactorSetup: Setup }>(START);
  expect(started.errors).toBeUndefined();
  const setup = started.data!.startTwoFactorSetup;
  const confirmed = await client.gql<{ confirmTwoFactorSetup: string[] }>(CONFIRM, {
    code: codeAt(setup.secret),
  });
  expect(confirmed.errors).toBeUndefined();
  return { client, email, secret: setup.secret, recoveryCodes: confirmed.data!.confirmTwoFactorSetup };
}

const login = (client: TestClient, email: string, password = STRONG_PASSWORD) =>
  client.post('/api/auth/login', { email, password });

describe('setting up two-factor authentication', () => {
  it('answers the secret and its QR code once, and turns on with a current code', async () => {
    const client = new TestClient(server.url);
    const email = uniqueEmail('setup');
    await client.signUp(email);
    const started = await client.gql<{ startTwoFactorSetup: Setup }>(START);
    const setup = started.data!.startTwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/FunnelForge:${encodeURIComponent(email)}?issuer=FunnelForge&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Not on until confirmed; a wrong code does not confirm.
    expect((await client.gql(STATUS)).data).toEqual({
      twoFactorStatus: { enabled: false, recoveryCodesLeft: 0 },
    });
    const wrong = await client.gql(CONFIRM, {
      code: '000000' === codeAt(setup.secret) ? '111111' : '000000',
    });
    expect(wrong.errors?.[0]?.message).toMatch(/That code is not valid/);

    const confirmed = await client.gql<{ confirmTwoFactorSetup: string[] }>(CONFIRM, {
      code: codeAt(setup.secret),
    });
    const codes = confirmed.data!.confirmTwoFactorSetup;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.gql(STATUS)).data).toEqual({
      twoFactorStatus: { enabled: true, recoveryCodesLeft: 10 },
    });

    // The secret is stored sealed, recovery codes only as hashes; a new setup is refused once on.
    const [row] = await server.deps.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ totp_secret: string }>>(
        'select s.totp_secret from user_security s join users u on u.id = s.user_id where u.email = ?',
        [email],
      );
    expect(row!.totp_secret).toMatch(/^v1:/);
    expect(row!.totp_secret).not.toContain(setup.secret);
    const hashes = await server.deps.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ code_hash: string }>>(
        'select code_hash from recovery_codes r join users u on u.id = r.user_id where u.email = ?',
        [email],
      );
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
    expect((await client.gql(START)).errors?.[0]?.message).toBe('Two-factor authentication is already on.');
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password, and signs in only with a right one', async () => {
    const { email, secret } = await withTwoFactor();
    offsetMs += 60_000;
    const browser = new TestClient(server.url);
    const first = await login(browser, email);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ twoFactorRequired: true });
    // The password alone signs nobody in.
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const wrong = await browser.post('/api/auth/login/two-factor', { code: '12345' });
    expect(wrong.status).toBe(400);
    const notCurrent = await browser.post('/api/auth/login/two-factor', { code: codeAt(secret, -300) });
    expect(notCurrent.status).toBe(400);
    expect(notCurrent.json?.message).toMatch(/That code is not valid/);
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const code = codeAt(secret);
    const right = await browser.post('/api/auth/login/two-factor', { code });
    expect(right.status).toBe(200);
    expect(right.json?.email).toBe(email.toLowerCase());
    expect((await browser.get('/api/auth/user')).json?.email).toBe(email.toLowerCase());

    // The same code again, from another browser within its window: refused (no replay).
    const other = new TestClient(server.url);
    expect((await login(other, email)).json).toEqual({ twoFactorRequired: true });
    const replay = await other.post('/api/auth/login/two-factor', { code });
    expect(replay.status).toBe(400);
    expect((await other.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses the code step without a password step first', async () => {
    const { secret } = await withTwoFactor();
    const stranger = new TestClient(server.url);
    const res = await stranger.post('/api/auth/login/two-factor', { code: codeAt(secret, 30) });
    expect(res.status).toBe(401);
    expect(res.json?.message).toBe('Your sign-in expired. Sign in with your email and password again.');
  });

  it('forgets the password step after five minutes', async () => {
    const { email, secret } = await withTwoFactor();
    const browser = new TestClient(server.url);
    await login(browser, email);
    offsetMs += 6 * 60 * 1000;
    const late = await browser.post('/api/auth/login/two-factor', { code: codeAt(secret) });
    expect(late.status).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const { email, recoveryCodes, client } = await withTwoFactor();
    const browser = new TestClient(server.url);
    await login(browser, email);
    const used = await browser.post('/api/auth/login/two-factor', { code: recoveryCodes[3]!.toUpperCase() });
    expect(used.status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await client.gql(STATUS)).data).toEqual({
      twoFactorStatus: { enabled: true, recoveryCodesLeft: 9 },
    });

    const again = new TestClient(server.url);
    await login(again, email);
    const reused = await again.post('/api/auth/login/two-factor', { code: recoveryCodes[3] });
    expect(reused.status).toBe(400);
    expect((await again.get('/api/auth/user')).status).toBe(401);
  });

  it('makes a browser wait after five wrong codes', async () => {
    const { email, secret } = await withTwoFactor();
    const browser = new TestClient(server.url);
    await login(browser, email);
    for (let i = 0; i < 5; i += 1)
      expect((await browser.post('/api/auth/login/two-factor', { code: `aaaaa-bbbb${i}` })).status).toBe(400);
    // The sixth try, even with the right code, waits.
    const held = await browser.post('/api/auth/login/two-factor', { code: codeAt(secret) });
    expect(held.status).toBe(429);
    expect(held.json?.message).toMatch(/^Too many wrong codes\. Try again in \d+ minutes?\.$/);
  });

  it('answers twoFactorRequired over GraphQL, and completeTwoFactorSignIn signs in', async () => {
    const { email, secret } = await withTwoFactor();
    offsetMs += 60_000;
    const browser = new TestClient(server.url);
    const first = await browser.gql<{ signIn: { twoFactorRequired: boolean; user: { id: string } | null } }>(
      'mutation SignIn($input: CredentialsInput!) { signIn(input: $input) { twoFactorRequired user { id } } }',
      { input: { email, password: STRONG_PASSWORD } },
    );
    expect(first.data?.signIn).toEqual({ twoFactorRequired: true, user: null });
    const done = await browser.gql<{ completeTwoFactorSignIn: { email: string } }>(
      'mutation Code($code: String!) { completeTwoFactorSignIn(code: $code) { email } }',
      { code: codeAt(secret) },
    );
    expect(done.data?.completeTwoFactorSignIn.email).toBe(email.toLowerCase());
    expect((await browser.gql<{ me: { email: string } }>('query { me { email } }')).data?.me.email).toBe(
      email.toLowerCase(),
    );
  });

  it('does not let a sign-up with the right password skip the code', async () => {
    const { email } = await withTwoFactor();
    const browser = new TestClient(server.url);
    const res = await browser.post('/api/auth/register', { email, password: STRONG_PASSWORD });
    expect(res.status).toBe(400);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });
});

describe('turning two-factor off', () => {
  it('takes a current code; afterwards the password alone signs in', async () => {
    const { client, email, secret } = await withTwoFactor();
    offsetMs += 60_000;
    const refused = await client.gql(DISABLE, { code: codeAt(secret, -600) });
    expect(refused.errors?.[0]?.message).toMatch(/That code is not valid/);
    expect((await client.gql(STATUS)).data).toEqual({
      twoFactorStatus: { enabled: true, recoveryCodesLeft: 10 },
    });

    const off = await client.gql(DISABLE, { code: codeAt(secret) });
    expect(off.errors).toBeUndefined();
    expect((await client.gql(STATUS)).data).toEqual({
      twoFactorStatus: { enabled: false, recoveryCodesLeft: 0 },
    });
    const browser = new TestClient(server.url);
    const res = await login(browser, email);
    expect(res.json?.email).toBe(email.toLowerCase());
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });
});
