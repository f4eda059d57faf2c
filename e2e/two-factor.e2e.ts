import { Secret, TOTP } from 'otpauth';
import { appUrl, openSession, screenshot, type Session } from './support/browser';
import { E2E_PASSWORD, signUp, uniqueEmail } from './support/sign-up';

/**
 * Issue 16 item 3: with two-factor on, the sign-in screen asks for a code after the password
 * and a code from the authenticator app lands on the dashboard. Two-factor is turned on in the
 * Security tab of Account Settings, as a person does it.
 */
describe('signing in with two-factor authentication', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(1366, 900);
  });
  afterAll(() => session.close());

  it('is turned on in the Security tab, then asks for the code after the password, refuses a wrong one and signs in with the right one', async () => {
    const { page } = session;
    const email = uniqueEmail('two.factor');
    await signUp(page, email);

    // Turn two-factor on in Account Settings, Security: the QR code, the key as text, a code.
    await page.goto('/account');
    await page.getByRole('tab', { name: 'Security', exact: true }).click();
    await page.getByRole('button', { name: 'Two-Factor', exact: true }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('.ff-security__secret').first().innerText()).trim();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByLabel('Code from your app').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn On' }).click();
    const recovery = page.getByRole('list', { name: 'Recovery codes' });
    await recovery.waitFor();
    expect(await recovery.getByRole('listitem').count()).toBe(10);
    await screenshot(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'I saved my codes' }).click();
    await page.getByRole('button', { name: 'Turn Off Two-Factor' }).waitFor();

    // Sign out, then in again: the password is not enough.
    await page.request.post('/api/auth/logout', { headers: { origin: appUrl() } });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor();
    await screenshot(page, 'two-factor-code-step');

    const code = page.getByLabel('Authentication code');
    await code.fill('000000' === totp.generate() ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByText(/That code is not valid/)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The code the app shows for the next period: the one used to turn it on cannot be replayed.
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await screenshot(page, 'two-factor-signed-in');
  });
});
