import { SIGN_UP_NOTICE_SUBJECT } from '../src/modules/accounts/sign-up-notice';
import { DEFAULT_RATE_LIMITS } from '../src/shared/auth/rate-limits';
import { parse } from './support/campaign-sending';
import { withPg } from './support/db';
import { SmtpSink } from './support/smtp-sink';
import { type GraphQLResponse, STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
/** The server's SMTP (SMTP_URL): where the app's own emails (a sign-up notice) arrive. */
let sink: SmtpSink;

beforeAll(async () => {
  sink = await SmtpSink.start();
  server = await startTestServer(
    { SMTP_URL: sink.url, SMTP_FROM: 'accounts@funnelforge.example' },
    { rateLimits: { ...DEFAULT_RATE_LIMITS, signUpPerIp: { points: 1000, durationSeconds: 3600 } } },
  );
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

/** What a sign-up that cannot go ahead answers, whether or not the address has an account. */
const SIGN_UP_REFUSED =
  'We could not create an account with these details. If you already have an account, sign in instead.';

const client = () => new TestClient(server.url);

type UserFields = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  membershipLevel: string;
  createdAt: string;
};

const USER_FIELDS = 'id email firstName lastName membershipLevel createdAt';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${USER_FIELDS} } }`;
const SIGN_IN = `mutation SignIn($input: CredentialsInput!) { signIn(input: $input) { user { ${USER_FIELDS} } } }`;
const SIGN_OUT = 'mutation { signOut }';
const ME = `query { me { ${USER_FIELDS} } }`;
const UPDATE_PROFILE = `mutation Update($input: ProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;

/** Sends a GraphQL operation and keeps the HTTP status and Set-Cookie header too. */
async function gqlRaw<T>(c: TestClient, query: string, variables?: Record<string, unknown>) {
  const res = await c.request('POST', '/graphql', { query, variables });
  return {
    status: res.status,
    // The session's cookie (a sign-in may also set the device cookie of login notices).
    setCookie: res.headers.getSetCookie().find((c) => c.startsWith('ff.sid=')) ?? null,
    body: res.json as GraphQLResponse<T>,
  };
}

function expectNoStackTraces(body: GraphQLResponse<unknown>) {
  for (const error of body.errors ?? []) {
    expect(error.extensions ?? {}).not.toHaveProperty('stacktrace');
    expect(JSON.stringify(error)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }
}

async function signUp(c: TestClient, email = uniqueEmail()) {
  const res = await gqlRaw<{ signUp: UserFields }>(c, SIGN_UP, {
    input: { email, password: STRONG_PASSWORD },
  });
  if (!res.body.data?.signUp) throw new Error(`signUp failed: ${JSON.stringify(res.body)}`);
  return res.body.data.signUp;
}

describe('signUp', () => {
  it('creates the account, answers the user and sets the session cookie', async () => {
    const c = client();
    const email = uniqueEmail('Grace.Hopper');
    const res = await gqlRaw<{ signUp: UserFields }>(c, SIGN_UP, {
      input: { email, password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.signUp).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      firstName: null,
      lastName: null,
      // Every new account starts on the Pro Trial.
      membershipLevel: 'pro',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.setCookie).toMatch(/^ff\.sid=s%3A/);
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect(res.setCookie).toMatch(/SameSite=Lax/);

    const me = await c.gql<{ me: UserFields | null }>(ME);
    expect(me.data?.me?.id).toBe(res.body.data?.signUp.id);

    // The same session works for the REST adapter.
    expect((await c.get('/api/auth/user')).json?.email).toBe(email.toLowerCase());
  });

  it('answers BAD_USER_INPUT with field errors for a malformed email, and signs nobody in', async () => {
    const c = client();
    const res = await gqlRaw<{ signUp: UserFields }>(c, SIGN_UP, {
      input: { email: 'not-an-email', password: STRONG_PASSWORD },
    });
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Enter a valid email address',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Enter a valid email address' } },
    });
    expect(res.setCookie).toBeNull();
    expectNoStackTraces(res.body);
  });

  it('keeps one message per field when several fields are wrong', async () => {
    const res = await gqlRaw(client(), SIGN_UP, { input: { email: '', password: 'short' } });
    expect(res.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        email: 'Email is required',
        password: 'Password must be at least 8 characters',
      },
    });
  });

  // Issue 14, finding 5: this answered CONFLICT 'An account with this email already exists.
  // Sign in instead.', which told anyone who has an account.
  it('refuses an email that already exists, in any letter case, as any refused sign-up, and emails the owner', async () => {
    const email = uniqueEmail('taken');
    const owner = await signUp(client(), email);
    const account = () =>
      withPg(server.config.databaseUrl, async (pg) => {
        const { rows } = await pg.query<{ id: string; password_hash: string; updated_at: Date }>(
          'select id, password_hash, updated_at from users where lower(email) = lower($1)',
          [email],
        );
        return rows;
      });
    const before = await account();

    const res = await gqlRaw(client(), SIGN_UP, {
      input: { email: email.toUpperCase(), password: 'Another-Strong-Passphrase-77' },
    });
    const other = await gqlRaw(client(), SIGN_UP, {
      input: { email: 'not-an-email', password: 'Another-Strong-Passphrase-77' },
    });
    expect(res.status).toBe(other.status);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]).toMatchObject({
      message: SIGN_UP_REFUSED,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: SIGN_UP_REFUSED } },
    });
    // The same shape as the refusal of a malformed email.
    const shape = (body: typeof res.body) => ({
      keys: Object.keys(body).sort(),
      error: Object.keys(body.errors?.[0] ?? {}).sort(),
      extensions: Object.keys(body.errors?.[0]?.extensions ?? {}).sort(),
      code: body.errors?.[0]?.extensions?.code,
      fields: Object.keys((body.errors?.[0]?.extensions?.fieldErrors as object | undefined) ?? {}),
    });
    expect(shape(res.body)).toEqual(shape(other.body));
    expect(JSON.stringify(res.body)).not.toMatch(/already exists|already registered|in use|taken/i);
    expect(res.setCookie).toBeNull();
    expectNoStackTraces(res.body);

    // One account, unchanged.
    expect(await account()).toEqual(before);
    expect(before.map((row) => row.id)).toEqual([owner.id]);

    // The owner is told through the server's SMTP.
    const mailsTo = () => sink.messages.filter((m) => m.to.includes(email.toLowerCase()));
    await sink.until(() => mailsTo().length > 0, 'the sign-up notice');
    const mail = await parse(mailsTo()[0]!.raw);
    expect(mail.subject).toBe(SIGN_UP_NOTICE_SUBJECT);
    expect(mail.text).toContain(`with this email address (${email.toLowerCase()})`);
  });

  it("signs the owner in when the password given is the account's own", async () => {
    const email = uniqueEmail('again');
    const owner = await signUp(client(), email);
    const c = client();
    const res = await gqlRaw<{ signUp: UserFields }>(c, SIGN_UP, {
      input: { email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.signUp).toEqual(owner);
    expect(res.setCookie).toMatch(/^ff\.sid=s%3A/);
    expect((await c.gql<{ me: UserFields | null }>(ME)).data?.me?.id).toBe(owner.id);
  });

  it('rejects a missing required input field at validation, before any resolver runs', async () => {
    const res = await gqlRaw(client(), SIGN_UP, { input: { email: uniqueEmail() } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoStackTraces(res.body);
  });
});

describe('signIn', () => {
  it('signs in with a fresh session id and answers the user', async () => {
    const email = uniqueEmail();
    const user = await signUp(client(), email);

    const c = client();
    const first = await gqlRaw<{ signIn: { user: UserFields } }>(c, SIGN_IN, {
      input: { email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.signIn.user).toMatchObject({ id: user.id, email: email.toLowerCase() });
    expect(first.setCookie).toMatch(/^ff\.sid=s%3A/);
    const firstCookie = c.cookie;

    // Signing in again from a signed-in browser replaces the session id (no fixation).
    const second = await gqlRaw<{ signIn: { user: UserFields } }>(c, SIGN_IN, {
      input: { email, password: STRONG_PASSWORD },
    });
    expect(second.body.data?.signIn.user.id).toBe(user.id);
    expect(c.cookie).not.toBe(firstCookie);

    const stale = client();
    stale.cookie = firstCookie;
    expect((await stale.gql<{ me: UserFields | null }>(ME)).data?.me).toBeNull();
    expect((await c.gql<{ me: UserFields | null }>(ME)).data?.me?.id).toBe(user.id);
  });

  it('gives an unknown email and a wrong password the same answer, and no cookie', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);

    const wrong = await gqlRaw(client(), SIGN_IN, { input: { email, password: 'Wrong-Password-123' } });
    const unknown = await gqlRaw(client(), SIGN_IN, {
      input: { email: uniqueEmail('nobody'), password: 'Wrong-Password-123' },
    });
    expect(wrong.body.data ?? null).toBeNull();
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({
        message: 'Invalid email or password',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
    expect(unknown.body.errors?.map((e) => [e.message, e.extensions])).toEqual(
      wrong.body.errors?.map((e) => [e.message, e.extensions]),
    );
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.setCookie).toBeNull();
    expect(unknown.setCookie).toBeNull();
    expectNoStackTraces(wrong.body);
  });

  it('answers BAD_USER_INPUT with field errors for an empty password', async () => {
    const res = await gqlRaw(client(), SIGN_IN, { input: { email: uniqueEmail(), password: '' } });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Password is required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'Password is required' } },
    });
  });
});

describe('me', () => {
  it('is null when signed out, without an error', async () => {
    const res = await gqlRaw<{ me: UserFields | null }>(client(), ME);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { me: null } });
  });

  it('is null for a forged session cookie', async () => {
    const c = client();
    c.cookie = 'ff.sid=s%3Aforged-session-id.invalidsignature';
    const res = await c.gql<{ me: UserFields | null }>(ME);
    expect(res).toEqual({ data: { me: null } });
  });
});

describe('signOut', () => {
  it('ends the session and clears the cookie', async () => {
    const c = client();
    const user = await signUp(c);
    const cookie = c.cookie;
    expect((await c.gql<{ me: UserFields | null }>(ME)).data?.me?.id).toBe(user.id);

    const res = await gqlRaw<{ signOut: boolean }>(c, SIGN_OUT);
    expect(res.body).toEqual({ data: { signOut: true } });
    expect(res.setCookie).toMatch(/^ff\.sid=;/);
    expect(c.cookie).toBeNull();

    // The old cookie, replayed, signs nobody in: the session is gone from the store.
    const replay = client();
    replay.cookie = cookie;
    expect((await replay.gql<{ me: UserFields | null }>(ME)).data?.me).toBeNull();
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('answers true when nobody is signed in', async () => {
    const res = await gqlRaw<{ signOut: boolean }>(client(), SIGN_OUT);
    expect(res.body).toEqual({ data: { signOut: true } });
  });
});

describe('updateProfile', () => {
  it('changes the signed-in user only and trims the names', async () => {
    const c = client();
    const user = await signUp(c);
    const other = client();
    const otherUser = await signUp(other);

    const res = await c.gql<{ updateProfile: UserFields }>(UPDATE_PROFILE, {
      input: { firstName: '  Ada ', lastName: 'Lovelace' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile).toMatchObject({ id: user.id, firstName: 'Ada', lastName: 'Lovelace' });

    expect((await c.gql<{ me: UserFields }>(ME)).data?.me).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect((await other.gql<{ me: UserFields }>(ME)).data?.me).toMatchObject({
      id: otherUser.id,
      firstName: null,
      lastName: null,
    });

    // Leaving a field out keeps it; both names are required (issue 16), so an empty one is refused.
    const cleared = await c.gql<{ updateProfile: UserFields }>(UPDATE_PROFILE, {
      input: { lastName: '' },
    });
    expect(cleared.errors?.[0]?.message).toBe('Last name is required');
    expect((await c.gql<{ me: UserFields }>(ME)).data?.me).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('answers UNAUTHENTICATED "Unauthorized" when signed out, and changes nothing', async () => {
    const res = await gqlRaw<{ updateProfile: UserFields }>(client(), UPDATE_PROFILE, {
      input: { firstName: 'Mallory' },
    });
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors).toEqual([
      expect.objectContaining({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
    expectNoStackTraces(res.body);
    const count = await withPg(server.config.databaseUrl, async (pg) => {
      const { rows } = await pg.query<{ n: string }>(
        "select count(*) as n from users where first_name = 'Mallory'",
      );
      return Number(rows[0]?.n);
    });
    expect(count).toBe(0);
  });

  it('answers BAD_USER_INPUT with field errors for a name that is too long', async () => {
    const c = client();
    await signUp(c);
    const res = await c.gql(UPDATE_PROFILE, { input: { firstName: 'x'.repeat(101) } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'First name must be at most 100 characters',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { firstName: 'First name must be at most 100 characters' },
      },
    });
  });
});

describe('errors', () => {
  it('answers an unexpected failure as a plain internal error, without stack trace or SQL', async () => {
    const c = client();
    await signUp(c);
    // Break the database under the running app: reading the user now fails inside the ORM.
    await withPg(server.config.databaseUrl, (pg) =>
      pg.query('alter table users rename column first_name to first_name_broken'),
    );
    try {
      const res = await gqlRaw<{ me: UserFields | null }>(c, ME);
      expect(res.body.errors).toHaveLength(1);
      // Exactly this: no SQL, no column names, no exception details.
      expect(res.body.errors?.[0]?.message).toBe('Internal server error');
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
      expect(res.body.data).toEqual({ me: null });
      expectNoStackTraces(res.body);
    } finally {
      await withPg(server.config.databaseUrl, (pg) =>
        pg.query('alter table users rename column first_name_broken to first_name'),
      );
    }
  });

  it('answers a syntax error with GRAPHQL_PARSE_FAILED and no stack trace', async () => {
    const res = await gqlRaw(client(), '{ me { id ');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expectNoStackTraces(res.body);
  });

  it('answers an unknown field with GRAPHQL_VALIDATION_FAILED and no stack trace', async () => {
    const res = await gqlRaw(client(), '{ me { passwordHash } }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors?.[0]?.message).toMatch(/passwordHash/);
    expectNoStackTraces(res.body);
  });
});
