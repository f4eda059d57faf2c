import type { Page } from 'playwright-core';
import { openSession, screenshot, type Session } from './support/browser';
import { signUp, uniqueEmail } from './support/sign-up';

/** Browsers of three visitors: analytics tells visitors by address and browser, and all come from 127.0.0.1. */
const AGENTS = {
  search:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  email:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  social:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

const visitorsNow = (page: Page) =>
  page.getByRole('group', { name: 'Visitors now' }).locator('.ff-live-visitors__count');

async function waitForText(page: Page, locator: ReturnType<Page['locator']>, text: string) {
  await page.waitForFunction(
    ([el, want]) => (el as Element | null)?.textContent?.trim() === want,
    [await locator.elementHandle(), text] as const,
    { timeout: 20_000 },
  );
}

/** Issue 20 in Chromium: visits from three sources and a sign-up show on the Analytics screen, live. */
describe('Analytics', () => {
  let owner: Session;
  const visitors: Session[] = [];
  beforeAll(async () => {
    owner = await openSession(1440, 1000);
  });
  afterAll(async () => {
    await owner.close();
    await Promise.all(visitors.map((v) => v.close()));
  });

  it('counts visits from search, email and social, a sign-up, and moves the live figure', async () => {
    const { page } = owner;
    await signUp(page, uniqueEmail('analytics'));
    const funnelId = await page.evaluate(async () => {
      const list = (await (await fetch('/api/templates')).json()) as Array<{ id: string; name: string }>;
      const seed = list.find((t) => t.name === 'Free Guide Lead Magnet');
      const template = (await (await fetch(`/api/templates/${seed?.id ?? ''}`)).json()) as {
        config: unknown;
      };
      const response = await fetch('/api/funnels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Guide funnel', config: template.config, status: 'published' }),
      });
      return ((await response.json()) as { id: string }).id;
    });

    await page.goto(`/analytics?days=7&funnel=${funnelId}`);
    await page.getByRole('heading', { level: 1, name: 'Advanced Analytics' }).waitFor();
    await page.getByText('No visits in this period yet').waitFor();
    await waitForText(page, visitorsNow(page), '0');

    // Three visitors: from a search engine, a newsletter link and a social network.
    const search = await openSession(1366, 900, AGENTS.search);
    const email = await openSession(1366, 900, AGENTS.email);
    const social = await openSession(390, 844, AGENTS.social);
    visitors.push(search, email, social);
    await search.page.goto(`/p/${funnelId}`, { referer: 'https://www.google.com/' });
    await email.page.goto(`/p/${funnelId}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
    await social.page.goto(`/p/${funnelId}`, { referer: 'https://m.facebook.com/' });
    // The live figure moves while the owner watches.
    await waitForText(page, visitorsNow(page), '3');

    // The social visitor signs up: the owner is told at once.
    const form = social.page.locator('form[data-ff-form]').first();
    await form.locator('input[type="email"]').fill('reader@example.com');
    await form.locator('button[type="submit"]').click();
    await social.page.waitForURL((url) => url.pathname === `/p/${funnelId}/thank-you`);
    await page.getByRole('status').getByText('New lead on Guide funnel').waitFor({ timeout: 20_000 });

    // The cards and charts show them.
    const views = page.getByRole('group', { name: 'Total Views' });
    await page.waitForFunction((el) => /\b4\b/.test(el?.textContent ?? ''), await views.elementHandle(), {
      timeout: 20_000,
    });
    expect(await views.textContent()).toContain('Unique views: 3');
    expect(await page.getByRole('group', { name: 'Conversions' }).textContent()).toContain('1');
    expect(await page.getByRole('group', { name: 'Conversion Rate' }).textContent()).toContain('25.0%');
    await screenshot(page, 'analytics-live');

    const sources = page.locator('section', { has: page.getByRole('heading', { name: 'Traffic sources' }) });
    await sources.getByText('Table', { exact: true }).click();
    const table = sources.getByRole('table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows.join('|')).toMatch(/Email.*1/);
    expect(rows.join('|')).toMatch(/Search engines.*1/);
    expect(rows.join('|')).toMatch(/Social networks.*1/);

    const steps = page.locator('section', { has: page.getByRole('heading', { name: 'Funnel steps' }) });
    expect(await steps.textContent()).toContain('Sent the form');
    await screenshot(page, 'analytics-tables');
    expect(owner.problems).toEqual([]);
  });
});
