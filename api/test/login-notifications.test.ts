import { LOGIN_NOTICE_SUBJECT } from '../src/modules/accounts/login-notice';
import { LOGIN_NOTICE_JOB } from '../src/modules/accounts/security.jobs';
import { SIGN_UP_NOTICE_JOB } from '../src/modules/accounts/accounts.jobs';
import { parse } from './support/campaign-sending';
import { SmtpSink } from './support/smtp-sink';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** A sign-in from a browser the account has not seen before emails its owner. */
let server: TestServer;
let sink: SmtpSink;
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  sink = await SmtpSink.start();
  server = await startTestServer({
    LOG_LEVEL: 'error',
    SMTP_URL: sink.url,
    SMTP_FROM: 'app@funnelforge.example',
  });
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const noticesTo = (email: string) =>
  sink.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.raw.includes(LOGIN_NOTICE_SUBJECT));

async function signIn(client: TestClient, email: string) {
  const res = await client.post(
    '/api/auth/login',
    { email, password: STRONG_PASSWORD },
    { 'user-agent': FIREFOX_LINUX },
  );
  expect(res.status).toBe(200);
  await server.deps.jobs.drain(LOGIN_NOTICE_JOB);
}

describe('login notifications', () => {
  it('emails the owner about a new browser, naming it, and not about one it knows', async () => {
    const email = uniqueEmail('notice');
    const home = new TestClient(server.url);
    await home.signUp(email);
    // The browser the account was made on is known; signing in there again says nothing.
    await signIn(home, email);
    expect(noticesTo(email)).toHaveLength(0);

    const laptop = new TestClient(server.url);
    await signIn(laptop, email);
    const notices = noticesTo(email);
    expect(notices).toHaveLength(1);
    const mail = await parse(notices[0]!.raw);
    expect(mail.subject).toBe(LOGIN_NOTICE_SUBJECT);
    expect(mail.text).toContain('Device:  Firefox on Linux');
    expect(mail.text).toMatch(/When: {4}[A-Z][a-z]{2} \d\d, \d{4}, \d\d:\d\d UTC/);
    expect(mail.text).toContain('Network: 127.0.0.0 (approximate');

    // The same laptop again: known now.
    await signIn(laptop, email);
    expect(noticesTo(email)).toHaveLength(1);
  });

  it('sends nothing when the owner turned them off', async () => {
    const email = uniqueEmail('quiet');
    const home = new TestClient(server.url);
    await home.signUp(email);
    const off = await home.gql<{ updateNotificationSettings: { loginNotifications: boolean } }>(
      'mutation { updateNotificationSettings(input: { loginNotifications: false }) { loginNotifications signUpNotices } }',
    );
    expect(off.data?.updateNotificationSettings).toEqual({ loginNotifications: false, signUpNotices: true });
    await signIn(new TestClient(server.url), email);
    expect(noticesTo(email)).toHaveLength(0);
    const settings = await home.gql('query { notificationSettings { loginNotifications signUpNotices } }');
    expect(settings.data).toEqual({
      notificationSettings: { loginNotifications: false, signUpNotices: true },
    });
  });

  it('the Notifications tab turns sign-up attempt notices off too', async () => {
    const email = uniqueEmail('nonotice');
    const home = new TestClient(server.url);
    await home.signUp(email);
    await home.gql(
      'mutation { updateNotificationSettings(input: { signUpNotices: false }) { signUpNotices } }',
    );
    const attempt = await new TestClient(server.url).post('/api/auth/register', {
      email,
      password: 'Someone-Elses-Passphrase-9',
    });
    expect(attempt.status).toBe(400);
    await server.deps.jobs.drain(SIGN_UP_NOTICE_JOB);
    // Nothing at all reached the owner (with the setting on, the notice arrives: accounts.rest.test).
    expect(sink.messages.filter((m) => m.to.includes(email.toLowerCase()))).toHaveLength(0);
    // Login notices stay on: they are a setting of their own.
    expect(
      (await home.gql('query { notificationSettings { loginNotifications signUpNotices } }')).data,
    ).toEqual({
      notificationSettings: { loginNotifications: true, signUpNotices: false },
    });
  });
});
