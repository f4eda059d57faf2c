import { Client } from 'pg';
import { SIGN_UP_NOTICE_JOB } from '../src/modules/accounts/accounts.jobs';
import { SIGN_UP_NOTICE_SUBJECT } from '../src/modules/accounts/sign-up-notice';
import { DEFAULT_RATE_LIMITS } from '../src/shared/auth/rate-limits';
import { parse } from './support/campaign-sending';
import { withPg } from './support/db';
import { SmtpSink } from './support/smtp-sink';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** What a sign-up that cannot go ahead answers, whether or not the address has an account. */
const SIGN_UP_REFUSED =
  'We could not create an account with these details. If you already have an account, sign in instead.';

let server: TestServer;
/** Three failures, then a minute's wait, doubling with each further failure. */
const THREE_FREE_FAILURES = {
  failuresBeforeDelay: 3,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  windowSeconds: 3600,
};

beforeAll(async () => {
  server = await startTestServer(
    {},
    { rateLimits: { ...DEFAULT_RATE_LIMITS, signInFailures: THREE_FREE_FAILURES } },
  );
});
afterAll(() => server.close());

const client = () => new TestClient(server.url);

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and answers the user', async () => {
    const c = client();
    const email = uniqueEmail('Jane.Doe');
    const res = await c.post('/api/auth/register', { email, password: STRONG_PASSWORD });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      firstName: null,
      lastName: null,
      username: null,
      bio: null,
      profileImageUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('ff.sid=')) ?? '';
    expect(setCookie).toMatch(/^ff\.sid=s%3A/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json?.email).toBe(email.toLowerCase());
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    const pg = new Client({ connectionString: server.config.databaseUrl! });
    await pg.connect();
    const { rows } = await pg.query<{ password_hash: string }>(
      'select password_hash from users where email = $1',
      [email],
    );
    await pg.end();
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(STRONG_PASSWORD);
  });

  // Issue 14, finding 5: this answered 409 'An account with this email already exists. Sign in
  // instead.', which told anyone who has an account. It is now refused as any sign-up is.
  it('refuses an email that exists in any letter case without saying so', async () => {
    const email = uniqueEmail('case');
    await client().signUp(email);
    const res = await client().post('/api/auth/register', {
      email: email.toUpperCase(),
      password: 'Another-Strong-Passphrase-77',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: SIGN_UP_REFUSED, fieldErrors: { email: SIGN_UP_REFUSED } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    [{ email: 'not-an-email', password: STRONG_PASSWORD }, 'Enter a valid email address'],
    [{ email: '', password: STRONG_PASSWORD }, 'Email is required'],
    [{ password: STRONG_PASSWORD }, 'Email is required'],
    [{ email: uniqueEmail(), password: 'short' }, 'Password must be at least 8 characters'],
    [
      { email: uniqueEmail(), password: 'password123' },
      'This password is too common. Choose one that is harder to guess.',
    ],
    [{ email: uniqueEmail() }, 'Password is required'],
    [
      { email: 'sam.smith@example.com', password: 'sam.smith@2026!' },
      'Password must not contain your email address',
    ],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const res = await client().post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe(message);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers malformed JSON with 400 and a JSON message', async () => {
    const res = await client().request('POST', '/api/auth/register', '{"email":', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'The request body is not valid JSON' });
  });
});

describe('a sign-up with the address of an existing account (issue 14, finding 5)', () => {
  let sink: SmtpSink;
  let mailed: TestServer;
  const SENDER = 'accounts@funnelforge.example';
  const PUBLIC_URL = 'https://app.funnelforge.example';
  const OTHER_PASSWORD = 'Another-Strong-Passphrase-77';

  beforeAll(async () => {
    sink = await SmtpSink.start();
    mailed = await startTestServer(
      { LOG_LEVEL: 'error', SMTP_URL: sink.url, SMTP_FROM: SENDER, PUBLIC_URL },
      {
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          signUpPerIp: { points: 1000, durationSeconds: 3600 },
          signInFailures: THREE_FREE_FAILURES,
        },
      },
    );
  });
  afterAll(async () => {
    await mailed.close();
    await sink.close();
  });

  const register = (body: Record<string, unknown>, c = new TestClient(mailed.url)) =>
    c.post('/api/auth/register', body);
  const accountRows = (email: string) =>
    withPg(mailed.config.databaseUrl, async (pg) => {
      const { rows } = await pg.query<{ id: string; password_hash: string; updated_at: Date }>(
        'select id, password_hash, updated_at from users where lower(email) = lower($1)',
        [email],
      );
      return rows;
    });
  const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email.toLowerCase()));

  it('answers as any refused sign-up does, changes nothing, and emails the owner', async () => {
    const email = uniqueEmail('owner');
    const owner = await new TestClient(mailed.url).signUp(email);
    const before = await accountRows(email);

    const res = await register({ email: email.toUpperCase(), password: OTHER_PASSWORD });
    // Another sign-up that cannot go ahead: the same status, code and body shape.
    const other = await register({ email: 'not-an-email', password: OTHER_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.status).toBe(other.status);
    expect(Object.keys(res.json ?? {})).toEqual(Object.keys(other.json ?? {}));
    expect(Object.keys(res.json?.fieldErrors ?? {})).toEqual(Object.keys(other.json?.fieldErrors ?? {}));
    expect(res.json).toEqual({ message: SIGN_UP_REFUSED, fieldErrors: { email: SIGN_UP_REFUSED } });
    expect(res.text).not.toMatch(/already exists|already registered|in use|taken/i);
    expect(res.headers.get('set-cookie')).toBeNull();

    // No second account, and the owner's is untouched.
    expect(await accountRows(email)).toEqual(before);
    expect(before).toHaveLength(1);
    expect(before[0]?.id).toBe(owner.id);

    // The owner is told, through the server's SMTP (SMTP_URL), from SMTP_FROM.
    await sink.until(() => mailsTo(email).length > 0, 'the sign-up notice');
    const mail = await parse(mailsTo(email)[0]!.raw);
    expect(mail.subject).toBe(SIGN_UP_NOTICE_SUBJECT);
    expect(mail.from?.value).toEqual([{ name: 'FunnelForge', address: SENDER }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: '', address: email.toLowerCase() },
    ]);
    expect(mail.text).toContain(
      `create a new FunnelForge account with this email address (${email.toLowerCase()})`,
    );
    expect(mail.text).toContain('no new account was created and nothing about yours was changed');
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
    expect(mail.text).not.toContain(OTHER_PASSWORD);
  });

  it('emails the owner once an hour however often someone tries', async () => {
    const email = uniqueEmail('pestered');
    await new TestClient(mailed.url).signUp(email);
    for (let i = 0; i < 3; i += 1)
      expect((await register({ email, password: `${OTHER_PASSWORD}-${i}` })).status).toBe(400);
    await mailed.deps.jobs.drain(SIGN_UP_NOTICE_JOB);
    await sink.until(() => mailsTo(email).length > 0, 'the sign-up notice');
    await mailed.deps.jobs.drain(SIGN_UP_NOTICE_JOB);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('signs the owner in when the password is theirs, answered as a sign-in, and emails nobody', async () => {
    const email = uniqueEmail('again');
    const owner = await new TestClient(mailed.url).signUp(email);
    const c = new TestClient(mailed.url);
    const res = await register({ email: email.toUpperCase(), password: STRONG_PASSWORD }, c);
    const signIn = await new TestClient(mailed.url).post('/api/auth/login', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.status).toBe(signIn.status);
    expect(res.json).toEqual(signIn.json);
    expect(res.json?.id).toBe(owner.id);
    expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^ff\.sid=s%3A/));
    expect((await c.get('/api/auth/user')).json?.id).toBe(owner.id);
    expect(await accountRows(email)).toHaveLength(1);
    await mailed.deps.jobs.drain(SIGN_UP_NOTICE_JOB);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('counts a wrong password as a failed sign-in: sign-up is no way around the sign-in limit', async () => {
    const email = uniqueEmail('guessed');
    await new TestClient(mailed.url).signUp(email);
    for (let i = 0; i < 3; i += 1)
      expect((await register({ email, password: `${OTHER_PASSWORD}-${i}` })).status).toBe(400);
    // This address now waits: the right password signs nobody in, by sign-up or by sign-in.
    const right = await register({ email, password: STRONG_PASSWORD });
    expect(right.status).toBe(400);
    expect(right.json).toEqual({ message: SIGN_UP_REFUSED, fieldErrors: { email: SIGN_UP_REFUSED } });
    expect(right.headers.get('set-cookie')).toBeNull();
    const signIn = await new TestClient(mailed.url).post('/api/auth/login', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.status).toBe(429);
  });

  it('keeps the sign-up limit per address', async () => {
    const limited = await startTestServer(
      { LOG_LEVEL: 'error' },
      { rateLimits: { ...DEFAULT_RATE_LIMITS, signUpPerIp: { points: 2, durationSeconds: 3600 } } },
    );
    try {
      const email = uniqueEmail('limit');
      await new TestClient(limited.url).signUp(email);
      expect(
        (await new TestClient(limited.url).post('/api/auth/register', { email, password: OTHER_PASSWORD }))
          .status,
      ).toBe(400);
      const res = await new TestClient(limited.url).post('/api/auth/register', {
        email,
        password: OTHER_PASSWORD,
      });
      expect(res.status).toBe(429);
      expect(res.json?.message).toMatch(/^Too many accounts created from this network/);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a new session id and the same user', async () => {
    const email = uniqueEmail();
    const first = client();
    const user = await first.signUp(email);
    const oldCookie = first.cookie;

    // Signing in again from the same browser replaces the session id (no fixation).
    const res = await first.post('/api/auth/login', {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.json?.id).toBe(user.id);
    expect(first.cookie).not.toBe(oldCookie);

    // The old session id no longer signs anyone in.
    const stale = new TestClient(server.url);
    stale.cookie = oldCookie;
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    const wrong = await client().post('/api/auth/login', { email, password: 'Wrong-Password-123' });
    const unknown = await client().post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'Wrong-Password-123',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('makes an address wait after failures for one email and says when to try again', async () => {
    const email = uniqueEmail('limited');
    await client().signUp(email);
    for (let i = 0; i < 3; i += 1) {
      expect((await client().post('/api/auth/login', { email, password: 'Wrong-Password-123' })).status).toBe(
        401,
      );
    }
    const limited = await client().post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.json?.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-in limits keyed on the address and the email (issue 14, finding 5)', () => {
  let proxied: TestServer;
  const SIGN_INS_PER_IP = 12;

  beforeAll(async () => {
    proxied = await startTestServer(
      { TRUST_PROXY: '1' },
      {
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          signInPerIp: { points: SIGN_INS_PER_IP, durationSeconds: 600 },
          signInFailures: {
            failuresBeforeDelay: 3,
            firstDelaySeconds: 1,
            maxDelaySeconds: 3600,
            windowSeconds: 3600,
          },
        },
      },
    );
  });
  afterAll(() => proxied.close());

  let address = 0;
  /** A fresh client address (a trusted proxy names it). */
  const freshAddress = () => `198.51.100.${(address += 1)}`;
  const signIn = (ip: string, email: string, password: string) =>
    new TestClient(proxied.url).post('/api/auth/login', { email, password }, { 'x-forwarded-for': ip });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('someone failing on purpose cannot lock the owner out from another address', async () => {
    const email = uniqueEmail('owner');
    await new TestClient(proxied.url).signUp(email);
    const attacker = freshAddress();
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(attacker, email, 'Wrong-Password-123')).status).toBe(401);
    // The attacker's address waits, even with the right password…
    const held = await signIn(attacker, email, STRONG_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.json?.message).toBe('Too many sign-in attempts. Try again in 1 minute.');
    // …the owner, elsewhere, signs in at once.
    expect((await signIn(freshAddress(), email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('makes each further failure wait twice as long', async () => {
    const email = uniqueEmail('slow');
    await new TestClient(proxied.url).signUp(email);
    const ip = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await signIn(ip, email, 'Wrong-Password-123')).status).toBe(401);
    const retryAfter = async () => {
      const res = await signIn(ip, email, 'Wrong-Password-123');
      expect(res.status).toBe(429);
      return Number(res.headers.get('retry-after'));
    };
    expect(await retryAfter()).toBe(1);
    await sleep(1100);
    expect((await signIn(ip, email, 'Wrong-Password-123')).status).toBe(401);
    expect(await retryAfter()).toBe(2);
    await sleep(2100);
    expect((await signIn(ip, email, 'Wrong-Password-123')).status).toBe(401);
    expect(await retryAfter()).toBe(4);
  });

  it('a success forgets the failures', async () => {
    const email = uniqueEmail('forgiven');
    await new TestClient(proxied.url).signUp(email);
    const ip = freshAddress();
    for (let i = 0; i < 2; i += 1) expect((await signIn(ip, email, 'Wrong-Password-123')).status).toBe(401);
    expect((await signIn(ip, email, STRONG_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await signIn(ip, email, 'Wrong-Password-123')).status).toBe(401);
    expect((await signIn(ip, email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('still limits every attempt from one address, whatever the email', async () => {
    const ip = freshAddress();
    for (let i = 0; i < SIGN_INS_PER_IP; i += 1)
      expect((await signIn(ip, uniqueEmail('spray'), 'Wrong-Password-123')).status).toBe(401);
    expect((await signIn(ip, uniqueEmail('spray'), 'Wrong-Password-123')).status).toBe(429);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 {"message":"Unauthorized"} without a session', async () => {
    const res = await client().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.text).toBe('{"message":"Unauthorized"}');
  });
});

describe('GET /api/login and /api/logout', () => {
  it('shows the sign-in screen, keeping a same-site return path only', async () => {
    expect((await client().get('/api/login')).headers.get('location')).toBe('/login');
    expect((await client().get('/api/login?returnTo=%2Ffunnels')).headers.get('location')).toBe(
      '/login?returnTo=%2Ffunnels',
    );
    expect(
      (await client().get('/api/login?returnTo=https%3A%2F%2Fevil.example')).headers.get('location'),
    ).toBe('/login');
    expect((await client().get('/api/login?returnTo=%2F%2Fevil.example')).headers.get('location')).toBe(
      '/login',
    );
  });

  // Issue 14, finding 5: a GET ended the session, so any site's <img src> signed people out.
  it('GET shows a page whose button posts the sign-out, and leaves the session alone', async () => {
    const c = client();
    await c.signUp();
    const res = await c.get('/api/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.text).toContain(
      '<form method="post" action="/api/logout"><button type="submit">Log out</button></form>',
    );
    expect(res.text).not.toMatch(/<script/i);
    expect((await c.get('/api/auth/user')).status).toBe(200);
    // Signed out already: nothing to ask.
    const anonymous = await client().get('/api/logout');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/');
  });

  it('POST from this site ends the session and returns to the landing page (303)', async () => {
    const c = client();
    await c.signUp();
    const cookie = c.cookie;
    const res = await c.request('POST', '/api/logout', '', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    const after = new TestClient(server.url);
    after.cookie = cookie;
    expect((await after.get('/api/auth/user')).status).toBe(401);
  });

  it('POST with only a same-site Referer signs out too', async () => {
    const c = client();
    await c.signUp();
    const res = await c.request('POST', '/api/logout', undefined, { referer: `${server.url}/funnels` });
    expect(res.status).toBe(303);
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });

  it.each<[string, Record<string, string>]>([
    [
      'another Origin',
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    ],
    ['another Referer', { referer: 'https://evil.example/page' }],
    ['neither Origin nor Referer', {}],
  ])('POST with %s is refused and the session stays', async (_what, headers) => {
    const c = client();
    await c.signUp();
    const res = await c.request('POST', '/api/logout', undefined, headers);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: 'Cross-site request refused' });
    expect((await c.get('/api/auth/user')).status).toBe(200);
  });

  it('POST /api/auth/logout still signs out', async () => {
    const c = client();
    await c.signUp();
    expect((await c.post('/api/auth/logout')).status).toBe(204);
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });
});

describe('the /api adapter', () => {
  it('answers unknown paths with 404 JSON', async () => {
    const res = await client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'No API route for GET /does-not-exist' });
  });

  it('refuses cookie-carrying writes from another site', async () => {
    const c = client();
    await c.signUp();
    const res = await c.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: 'Cross-site request refused' });
    expect((await c.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses form posts without an Origin', async () => {
    const res = await client().request('POST', '/api/auth/login', 'email=a%40b.c&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(403);
  });
});

describe('the session cookie under HTTPS', () => {
  it('is Secure when a trusted proxy says the request was HTTPS', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const res = await new TestClient(proxied.url).post(
        '/api/auth/register',
        { email: uniqueEmail(), password: STRONG_PASSWORD },
        { 'x-forwarded-proto': 'https' },
      );
      expect(res.status).toBe(201);
      expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });
});
