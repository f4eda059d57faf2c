import { randomBytes } from 'node:crypto';
import { passwordStrengthProblem } from '../src/modules/accounts/password-strength';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** The sign-up strength rule: zxcvbn (score 3 or more) and the email's name, with messages that say why. */

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const tooWeak = (why?: string) =>
  ['This password is too easy to guess.', why, 'Add more words that are less common.']
    .filter(Boolean)
    .join(' ');

describe('passwordStrengthProblem', () => {
  it.each([
    [STRONG_PASSWORD, uniqueEmail()],
    ['Forge-E2E-Passphrase-2026', 'jane.doe.m1x2@example.com'],
    ['Bench-Passphrase-2026!', 'bench.campaign.m1x2@example.com'],
    ['correct horse battery staple', 'ada@example.com'],
    [randomBytes(96).toString('base64'), 'ada@example.com'],
  ])('accepts %j', (password, email) => {
    expect(passwordStrengthProblem(password, email)).toBeNull();
  });

  it.each([
    'password',
    'password1',
    'password123',
    'p@ssw0rd',
    'P@ssw0rd123',
    'qwertyuiop',
    'iloveyou',
    'letmein123',
    'Jennifer1984',
  ])('calls %j too common', (password) => {
    expect(passwordStrengthProblem(password, 'ada@example.com')).toBe(TOO_COMMON);
  });

  it.each([
    ['aaaaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['a'.repeat(128), 'Repeated characters like "aaa" are easy to guess.'],
    ['testtesttest', 'Repeated character patterns like "abcabcabc" are easy to guess.'],
    ['abcdefghijk', 'Common character sequences like "abc" are easy to guess.'],
    ['administrator', 'Single words are easy to guess.'],
    ['FunnelForge2026', 'Words from your email address or from FunnelForge are easy to guess.'],
    ['Summer2024!', undefined],
  ])('says why %j is too easy to guess', (password, why) => {
    expect(passwordStrengthProblem(password, 'ada@example.com')).toBe(tooWeak(why));
  });

  it("refuses a password that contains the email's name, in any letter case", () => {
    expect(passwordStrengthProblem('Sam.Smith-Lighthouse-Orchard', 'sam.smith@example.com')).toBe(
      'Password must not contain your email address',
    );
    // A name of three letters or fewer is too short to count.
    expect(passwordStrengthProblem('Sam-Lighthouse-Orchard-Violet', 'sam@example.com')).toBeNull();
  });

  it('counts the words of the email address as guessable', () => {
    // Random-looking to zxcvbn, unless the address is made of the same words.
    expect(passwordStrengthProblem('quiffzorblax', 'grace@example.com')).toBeNull();
    expect(passwordStrengthProblem('quiffzorblax', 'zorblax.quiff@example.com')).toBe(
      tooWeak('Words from your email address or from FunnelForge are easy to guess.'),
    );
  });
});

describe('sign-up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 400 naming why, next to the password, and creates no account', async () => {
    const email = uniqueEmail();
    const c = new TestClient(server.url);
    const refused = await c.post('/api/auth/register', { email, password: 'aaaaaaaaaaaa' });
    const why = tooWeak('Repeated characters like "aaa" are easy to guess.');
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: why, fieldErrors: { password: why } });
    expect(refused.headers.get('set-cookie')).toBeNull();

    // The address is still free: the refused sign-up stored nothing.
    expect((await c.post('/api/auth/register', { email, password: STRONG_PASSWORD })).status).toBe(201);
  });

  it('over GraphQL too', async () => {
    const res = await new TestClient(server.url).post('/graphql', {
      query: 'mutation($input: SignUpInput!) { signUp(input: $input) { id } }',
      variables: { input: { email: uniqueEmail(), password: 'Summer2024!' } },
    });
    const body = res.json as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    expect(body.errors?.[0]?.message).toBe(tooWeak());
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
