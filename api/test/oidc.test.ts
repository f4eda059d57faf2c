import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { withPg } from './support/db';
import { readAuthorizationRequest, TestOidcProvider, type IdentityClaims } from './support/oidc-provider';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

const CLIENT_ID = 'funnelforge-test';
const CLIENT_SECRET = 'test client secret: with a colon & spaces';
const OIDC_FAILED = 'Sign-in with your identity provider failed. Please try again.';
const OIDC_NO_EMAIL = 'Your identity provider did not share a verified email address.';

let provider: TestOidcProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await TestOidcProvider.start({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  server = await startTestServer({
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const client = () => new TestClient(server.url);

type UserRow = { id: string; email: string; oidc_subject: string | null; password_hash: string | null };

const usersWhere = (where: string, params: unknown[]) =>
  withPg(server.config.databaseUrl, async (pg) => {
    const { rows } = await pg.query<UserRow>(
      `select id, email, oidc_subject, password_hash from users where ${where} order by created_at`,
      params,
    );
    return rows;
  });

const person = (claims: Partial<IdentityClaims> = {}): IdentityClaims => ({
  sub: randomUUID(),
  email: uniqueEmail('oidc'),
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
  ...claims,
});

/** GET /api/login; answers the provider URL the app redirected to. */
async function startSignIn(c: TestClient, returnTo?: string): Promise<string> {
  const res = await c.get(
    `/api/login${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`,
  );
  expect(res.status).toBe(302);
  const location = res.headers.get('location');
  if (!location) throw new Error('GET /api/login answered no Location');
  return location;
}

/** The browser comes back from the provider to the app's redirect_uri, with the same session. */
function callback(c: TestClient, callbackUrl: URL) {
  expect(callbackUrl.origin).toBe(new URL(server.url).origin);
  return c.get(callbackUrl.pathname + callbackUrl.search);
}

/** The whole round trip: /api/login, the person signs in at the provider, the callback. */
async function signInWithProvider(c: TestClient, claims: IdentityClaims, returnTo?: string) {
  const location = await startSignIn(c, returnTo);
  const { callbackUrl } = provider.authorize(location, claims);
  return callback(c, callbackUrl);
}

const errorOf = (location: string | null) => {
  expect(location).toMatch(/^\/login\?error=/);
  return new URL(location ?? '', 'http://app.invalid').searchParams.get('error');
};

describe('GET /api/login with OIDC_* settings', () => {
  it('redirects to the authorization endpoint with code + PKCE S256, state, nonce and the callback URL', async () => {
    const c = client();
    const location = await startSignIn(c, '/funnels');
    expect(location.startsWith(`${provider.authorizationEndpoint}?`)).toBe(true);

    const request = readAuthorizationRequest(location);
    expect(request.responseType).toBe('code');
    expect(request.clientId).toBe(CLIENT_ID);
    expect(request.redirectUri).toBe(`${new URL(server.url).origin}/api/callback`);
    expect(request.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(request.codeChallengeMethod).toBe('S256');
    expect(request.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/); // base64url(SHA-256)
    expect(request.state).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(request.nonce).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(request.nonce).not.toBe(request.state);

    // The round trip's state lives in a session of its own, so the browser gets a cookie...
    expect(c.cookie).toMatch(/^ff\.sid=s%3A/);
    // ...and no one is signed in yet.
    expect((await c.get('/api/auth/user')).status).toBe(401);

    // Every sign-in gets fresh values.
    const again = readAuthorizationRequest(await startSignIn(client(), '/funnels'));
    expect(again.state).not.toBe(request.state);
    expect(again.nonce).not.toBe(request.nonce);
    expect(again.codeChallenge).not.toBe(request.codeChallenge);
  });

  it('sends the visitor to the sign-in screen with a message when the provider cannot be reached', async () => {
    const unreachable = await startTestServer({
      OIDC_ISSUER_URL: 'http://127.0.0.1:9/unreachable',
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: 'secret-for-an-unreachable-provider',
    });
    try {
      const res = await new TestClient(unreachable.url).get('/api/login');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(
        `/login?error=${encodeURIComponent(
          'Sign-in is unavailable right now: the identity provider could not be reached. Please try again later.',
        )}`,
      );
    } finally {
      await unreachable.close();
    }
  });
});

describe('GET /api/callback', () => {
  it('signs the person in, creates the user from the id_token and returns to returnTo', async () => {
    const c = client();
    const claims = person({ email: `Ada.Lovelace.${randomUUID().slice(0, 8)}@Example.COM` });
    const tokenRequestsBefore = provider.tokenRequests.length;

    const res = await signInWithProvider(c, claims, '/funnels');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/funnels');

    // The app redeemed the code once, authenticating as the client and proving PKCE.
    const redeemed = provider.tokenRequests.slice(tokenRequestsBefore);
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]).toMatchObject({ status: 200, error: null, clientAuth: 'client_secret_basic' });
    expect(redeemed[0]?.params.code_verifier).toBeDefined();

    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      id: expect.any(String),
      email: claims.email?.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: null,
      bio: null,
      profileImageUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const rows = await usersWhere('oidc_subject = $1', [`${provider.issuer}|${claims.sub}`]);
    expect(rows).toEqual([
      {
        id: me.json?.id,
        email: claims.email?.toLowerCase(),
        oidc_subject: `${provider.issuer}|${claims.sub}`,
        password_hash: null,
      },
    ]);
  });

  it('returns to / when /api/login had no returnTo, and never to another site', async () => {
    const home = await signInWithProvider(client(), person());
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/');

    const offsite = await signInWithProvider(client(), person(), '//evil.example.com/steal');
    expect(offsite.status).toBe(302);
    expect(offsite.headers.get('location')).toBe('/');
  });

  it('gives the browser a new session id at sign-in; the pre-sign-in id signs no one in', async () => {
    const c = client();
    const location = await startSignIn(c, '/funnels');
    const before = c.cookie;
    expect(before).toMatch(/^ff\.sid=s%3A/);

    const { callbackUrl } = provider.authorize(location, person());
    const res = await callback(c, callbackUrl);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/funnels');
    expect(c.cookie).toMatch(/^ff\.sid=s%3A/);
    expect(c.cookie).not.toBe(before);
    expect((await c.get('/api/auth/user')).status).toBe(200);

    // A cookie planted before sign-in (session fixation) is worth nothing afterwards.
    const fixated = client();
    fixated.cookie = before;
    expect((await fixated.get('/api/auth/user')).status).toBe(401);

    // The round trip is single-use: replaying the callback does not start another sign-in.
    const replay = await callback(c, callbackUrl);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/login');
  });

  it('reuses the same user when the same subject signs in again', async () => {
    const claims = person();
    const first = client();
    await signInWithProvider(first, claims, '/funnels');
    const firstUser = await first.get('/api/auth/user');
    expect(firstUser.status).toBe(200);

    // Another browser, same person at the provider; the email there has since changed case.
    const second = client();
    const res = await signInWithProvider(
      second,
      { ...claims, email: claims.email?.toUpperCase() },
      '/funnels',
    );
    expect(res.headers.get('location')).toBe('/funnels');
    const secondUser = await second.get('/api/auth/user');
    expect(secondUser.status).toBe(200);
    expect(secondUser.json?.id).toBe(firstUser.json?.id);

    expect(await usersWhere('oidc_subject = $1', [`${provider.issuer}|${claims.sub}`])).toHaveLength(1);
    expect(await usersWhere('lower(email) = lower($1)', [claims.email])).toHaveLength(1);
  });

  it('links an existing email + password account with the same email instead of duplicating it', async () => {
    const email = uniqueEmail('linked');
    const passwordUser = await client().signUp(email);

    const c = client();
    const claims = person({ email: email.toUpperCase(), given_name: 'Grace', family_name: 'Hopper' });
    const res = await signInWithProvider(c, claims, '/funnels');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/funnels');

    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: passwordUser.id, email, firstName: 'Grace', lastName: 'Hopper' });

    const rows = await usersWhere('lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(passwordUser.id);
    expect(rows[0]?.oidc_subject).toBe(`${provider.issuer}|${claims.sub}`);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);

    // The password keeps working for the linked account.
    const withPassword = client();
    const login = await withPassword.post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.json?.id).toBe(passwordUser.id);
  });

  it('asks an account with two-factor on for its code, as a password sign-in does, before signing in or linking', async () => {
    // A password account with two-factor on; the identity provider vouches for the same address.
    const email = uniqueEmail('twofactor');
    const owner = client();
    const passwordUser = await owner.signUp(email);
    const started = await owner.gql<{ startTwoFactorSetup: { secret: string } }>(
      'mutation { startTwoFactorSetup { secret } }',
    );
    const secret = started.data!.startTwoFactorSetup.secret;
    const confirmed = await owner.gql<{ confirmTwoFactorSetup: string[] }>(
      'mutation Confirm($code: String!) { confirmTwoFactorSetup(code: $code) }',
      { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() },
    );
    expect(confirmed.errors).toBeUndefined();
    const [recoveryCode, secondRecoveryCode] = confirmed.data!.confirmTwoFactorSetup;

    const c = client();
    const claims = person({ email, given_name: 'Mallory', family_name: 'Intruder' });
    const res = await signInWithProvider(c, claims, '/funnels');
    // The sign-in screen opens at its code step, and returns to /funnels afterwards.
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?twoFactor=1&returnTo=%2Ffunnels');
    // The provider alone signs nobody in, and neither links nor changes the account.
    expect((await c.get('/api/auth/user')).status).toBe(401);
    const unlinked = await usersWhere('id = $1', [passwordUser.id]);
    expect(unlinked[0]?.oidc_subject).toBeNull();

    const wrong = await c.post('/api/auth/login/two-factor', { code: 'aaaaa-bbbbb' });
    expect(wrong.status).toBe(400);
    expect((await c.get('/api/auth/user')).status).toBe(401);

    // The web's code step: the same mutation the password sign-in finishes with.
    const done = await c.gql<{ completeTwoFactorSignIn: { id: string } }>(
      'mutation Code($code: String!) { completeTwoFactorSignIn(code: $code) { id } }',
      { code: recoveryCode },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.completeTwoFactorSignIn.id).toBe(passwordUser.id);
    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: passwordUser.id, firstName: 'Mallory', lastName: 'Intruder' });
    const linked = await usersWhere('id = $1', [passwordUser.id]);
    expect(linked[0]?.oidc_subject).toBe(`${provider.issuer}|${claims.sub}`);

    // Once linked by subject, the provider still does not skip the code step.
    const again = client();
    const second = await signInWithProvider(again, claims);
    expect(second.headers.get('location')).toBe('/login?twoFactor=1');
    expect((await again.get('/api/auth/user')).status).toBe(401);
    expect((await again.post('/api/auth/login/two-factor', { code: secondRecoveryCode })).status).toBe(200);
    expect((await again.get('/api/auth/user')).json?.id).toBe(passwordUser.id);
  });

  it('does not sign in when the state does not match the one saved at /api/login', async () => {
    const c = client();
    const claims = person();
    const location = await startSignIn(c, '/funnels');
    const { callbackUrl } = provider.authorize(location, claims);
    const tokenRequestsBefore = provider.tokenRequests.length;

    callbackUrl.searchParams.set('state', 'forged-state-value-0123456789');
    const res = await callback(c, callbackUrl);
    expect(res.status).toBe(302);
    expect(errorOf(res.headers.get('location'))).toBe(OIDC_FAILED);

    // The code was never redeemed and nobody is signed in or created.
    expect(provider.tokenRequests.length).toBe(tokenRequestsBefore);
    expect((await c.get('/api/auth/user')).status).toBe(401);
    expect(await usersWhere('oidc_subject = $1', [`${provider.issuer}|${claims.sub}`])).toHaveLength(0);
  });

  it('refuses an id_token whose email is not verified, and creates no user', async () => {
    const c = client();
    const claims = person({ email_verified: false });
    const res = await signInWithProvider(c, claims, '/funnels');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/login?error=${encodeURIComponent(OIDC_NO_EMAIL)}`);
    expect(errorOf(res.headers.get('location'))).toBe(OIDC_NO_EMAIL);

    expect((await c.get('/api/auth/user')).status).toBe(401);
    expect(await usersWhere('oidc_subject = $1', [`${provider.issuer}|${claims.sub}`])).toHaveLength(0);
    expect(await usersWhere('lower(email) = lower($1)', [claims.email])).toHaveLength(0);
  });

  it('does not hand an existing password account to an id_token that never says its email is verified', async () => {
    // Linking by email is only safe when the provider vouches for the address (email_verified: true);
    // otherwise anyone who can set that email at the provider takes over the account.
    const email = uniqueEmail('victim');
    const victim = await client().signUp(email);

    const c = client();
    const claims = person({ email, email_verified: undefined });
    const res = await signInWithProvider(c, claims, '/funnels');
    expect(res.status).toBe(302);
    expect(errorOf(res.headers.get('location'))).toBe(OIDC_NO_EMAIL);

    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(401);
    expect(me.json?.id).not.toBe(victim.id);
    const rows = await usersWhere('lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.oidc_subject).toBeNull();
  });

  it('refuses an id_token without an email, and creates no user', async () => {
    const c = client();
    const claims = person({ email: undefined, email_verified: undefined });
    const res = await signInWithProvider(c, claims, '/funnels');
    expect(res.status).toBe(302);
    expect(errorOf(res.headers.get('location'))).toBe(OIDC_NO_EMAIL);
    expect((await c.get('/api/auth/user')).status).toBe(401);
    expect(await usersWhere('oidc_subject = $1', [`${provider.issuer}|${claims.sub}`])).toHaveLength(0);
  });

  it('sends a callback without a prior /api/login in that session to /login', async () => {
    // A browser that never started a sign-in here, even with a code the provider really issued.
    const stranger = client();
    const { callbackUrl } = provider.authorize(await startSignIn(client(), '/funnels'), person());
    const res = await callback(stranger, callbackUrl);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    expect((await stranger.get('/api/auth/user')).status).toBe(401);

    const bare = await client().get('/api/callback?code=made-up&state=made-up');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/login');
  });
});
