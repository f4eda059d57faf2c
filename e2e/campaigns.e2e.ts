import { openSession, screenshot, type Session } from './support/browser';
import { signUp, uniqueEmail } from './support/sign-up';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

const SMTP_USER = 'sender@e2e.example';
const SMTP_PASSWORD = 'smtp-e2e-secret';
const LEADS = 30;

describe('email campaigns in a browser', () => {
  let owner: Session;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ user: SMTP_USER, password: SMTP_PASSWORD });
    owner = await openSession(1366, 900);
  });
  afterAll(async () => {
    await owner.close();
    await sink.close();
  });

  it('configures SMTP, tests it, creates a campaign, sends it and watches it finish', async () => {
    const { page } = owner;
    await signUp(page, uniqueEmail('campaigns.owner'));
    await page.evaluate(async (count) => {
      for (let i = 1; i <= count; i += 1) {
        const response = await fetch('/api/leads', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `reader${i}@readers.example`, firstName: `Reader${i}` }),
        });
        if (response.status !== 201) throw new Error(`POST /api/leads: ${response.status}`);
      }
    }, LEADS);

    // SMTP settings: test the connection, then save.
    await page.goto('/email-settings');
    await page.getByLabel('SMTP Host').fill('127.0.0.1');
    await page.getByLabel('SMTP Port').fill(String(sink.port));
    await page.getByLabel('Secure (SSL/TLS)').click();
    await page.getByLabel('SMTP Username').fill(SMTP_USER);
    await page.getByLabel('SMTP Password').fill(SMTP_PASSWORD);
    await page.getByLabel('From Email').fill(SMTP_USER);
    await page.getByLabel('From Name').fill('E2E Sender');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await page.getByTestId('toast').getByText('SMTP connection test passed.').waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByTestId('toast').getByText('Settings saved').waitFor();
    await screenshot(page, 'email-settings');

    // The campaigns screen says the service is ready.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('menuitem', { name: 'Email Campaigns' })
      .click();
    await page
      .getByRole('region', { name: 'Email Service Status' })
      .getByText('Ready', { exact: true })
      .waitFor();

    await page.getByRole('button', { name: 'New Campaign' }).click();
    await page.getByLabel('Campaign Name *').fill('Autumn Newsletter');
    await page.getByLabel('Email Subject *').fill('What is new this autumn');
    await page
      .getByLabel('Email Content *')
      .fill('Hello there,\n\nHere is our news. Read more at https://example.com/news');
    await page.getByRole('checkbox', { name: `Select all ${LEADS} matching leads` }).check();
    await page.getByRole('button', { name: `Send Now (${LEADS} recipients)` }).click();
    await page.getByTestId('toast').getByText('Campaign sent successfully').waitFor();

    // The row shows the send's progress, then the campaign as sent.
    const row = page.getByRole('article', { name: 'Autumn Newsletter' });
    await row.getByText(/^Sending: \d+ of 30/).waitFor();
    await screenshot(page, 'campaign-sending');
    await row.getByText('Sent', { exact: true }).waitFor({ timeout: 60_000 });
    await screenshot(page, 'campaign-sent');
    const recipients = sink.messages.flatMap((m) => m.recipients);
    expect(new Set(recipients).size).toBe(LEADS);
    expect(recipients).toHaveLength(LEADS);

    // The email designer: choose a theme, preview it on a phone, read the real figures.
    await page.goto('/email-settings');
    await page.getByRole('tab', { name: 'Email Designer' }).click();
    await page.getByRole('button', { name: 'Use Modern' }).click();
    await page.getByTestId('toast').getByText('Theme saved').waitFor();
    await screenshot(page, 'email-designer');
    await page.getByRole('tab', { name: 'Live Preview' }).click();
    await page.getByText('Mobile', { exact: true }).click();
    await page
      .frameLocator('iframe[title="Email preview"]')
      .getByText("Thanks for signing up. We're glad to have you with us.", { exact: true })
      .waitFor();
    await screenshot(page, 'email-live-preview');
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByTestId('deliveryRate').getByText('100.0%').waitFor();
    await page.getByTestId('deliveryRate').getByText(`${LEADS} of ${LEADS} delivered`).waitFor();
    await page.getByText('Autumn Newsletter').waitFor();
    await screenshot(page, 'email-performance');
    expect(owner.problems).toEqual([]);
  });
});
