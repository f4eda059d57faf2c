import { openSession, screenshot, type Session } from './support/browser';
import { subscribeWithCoins } from './support/coins';
import { signUp, uniqueEmail } from './support/sign-up';

/** A desktop Chrome: headless Chromium's own user agent reads as a bot, whose clicks are not counted. */
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the affiliate loop in a browser', () => {
  let affiliate: Session;
  let visitor: Session;
  beforeAll(async () => {
    affiliate = await openSession(1366, 900);
    visitor = await openSession(1366, 900, CHROME_UA);
  });
  afterAll(async () => {
    await affiliate?.close();
    await visitor?.close();
  });

  it('a visitor opens the link signed out, signs up and pays with coins; the referrer sees it live', async () => {
    const { page } = affiliate;
    await signUp(page, uniqueEmail('affiliate'));
    await page.goto('/affiliates');
    const link = page.locator('a.ff-affiliate-links__value');
    await link.waitFor();
    const url = new URL((await link.textContent()) ?? '');
    const code = url.searchParams.get('ref');
    expect(code).toMatch(/^[A-Z0-9-]+$/);
    expect(url.origin).toBe(new URL(page.url()).origin);
    await page.getByRole('tab', { name: 'Referrals (0)' }).click();
    await page.getByText('No referrals yet. Start sharing your affiliate link!').waitFor();

    // Another browser, signed out, follows the link, then signs up and subscribes to Pro with coins.
    const visitorEmail = uniqueEmail('referred');
    await visitor.page.goto(`/?ref=${code}`);
    await visitor.page.waitForFunction(() => window.localStorage.getItem('referralCode') !== null);
    expect(await visitor.page.evaluate(() => window.localStorage.getItem('referralCode'))).toBe(code);
    await signUp(visitor.page, visitorEmail);
    await subscribeWithCoins(visitor.page, visitorEmail, 'Pro');

    // The referrer's screen, never reloaded, shows the referral converted and its commission.
    await page.getByRole('tab', { name: 'Referrals (1)' }).click();
    const referral = page.getByRole('listitem').filter({ hasText: visitorEmail });
    await referral.getByText('Converted', { exact: true }).waitFor();
    await referral.getByText('$3.00').waitFor();
    await page.getByRole('tab', { name: 'Commissions (1)' }).click();
    const commission = page.getByRole('listitem').filter({ hasText: visitorEmail });
    await commission.getByText('$3.00').waitFor();
    await commission.getByText('Pending', { exact: true }).waitFor();
    await page.locator('.ff-stat-card', { hasText: 'Pending Commissions' }).getByText('$3.00').waitFor();
    await screenshot(page, 'affiliates-referral');

    await page.goto('/affiliate-stats');
    await page.getByText('Total Clicks').waitFor();
    await screenshot(page, 'affiliate-stats');
    expect(affiliate.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});
