import type { Page } from 'playwright-core';
import { openSession, screenshot, type Session } from './support/browser';
import { creditCoins } from './support/coins';
import { signUp, uniqueEmail } from './support/sign-up';

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('paying for a plan with ForgeCoin in a browser', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(1366, 900);
  });
  afterAll(() => session.close());

  it('a new account on Pro Trial subscribes to Pro with coins; plan and balance change on every open screen', async () => {
    const { page } = session;
    const email = uniqueEmail('coins');
    await signUp(page, email);

    // A new account is on the trial.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.getByRole('heading', { name: 'Pro Trial' }).waitFor();
    await page.getByText('Trial', { exact: true }).waitFor();

    // Too few coins: the plan button says how many are missing.
    await creditCoins(email, '20', `e2e-first-${email}`);
    await page.goto('/subscription?pay=forgecoins');
    await page.getByText('20.00 FC').first().waitFor();
    const pro = planCard(page, 'Pro').getByRole('button');
    await pro.filter({ hasText: 'Need 9.99 more FC' }).waitFor();
    expect(await pro.isDisabled()).toBe(true);
    await screenshot(page, 'subscription-shortfall');

    // Enough coins: a second screen (Account Settings) stays open, never reloaded.
    await creditCoins(email, '10', `e2e-second-${email}`);
    const account = await session.context.newPage();
    await account.goto('/account');
    await account.getByRole('tab', { name: 'ForgeCoin' }).click();
    await account.getByText('30.00').first().waitFor();

    // Two tabs: the one looked at is in front (a background tab paints no frames to capture).
    await page.bringToFront();
    await page.reload();
    await page.getByText('30.00 FC').first().waitFor();
    await pro.filter({ hasText: /Subscribe/ }).waitFor();
    await pro.click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Pro?' });
    await dialog.getByText('29.99 FC per month').waitFor();
    await dialog.getByRole('button', { name: 'Pay with Forgecoins' }).click();
    // The spec's reload after a coin subscription, then the plan it bought.
    await page.getByText('Current plan: Pro').waitFor();
    await page.getByText('0.01 FC').first().waitFor();
    await screenshot(page, 'subscription-active');

    // The other screen moved by itself: balance, history, and the subscription tab.
    await account.bringToFront();
    await account.locator('.ant-statistic-content', { hasText: '0.01' }).waitFor();
    await account.getByText('−29.99 FC').first().waitFor();
    await account.getByRole('tab', { name: 'Subscription' }).click();
    await account.getByText('ACTIVE').waitFor();
    await account.getByText('Enabled').waitFor();
    await screenshot(account, 'account-subscription-active');
    expect(session.problems).toEqual([]);
  });
});
