import type { Page } from 'playwright-core';
import { openSession, screenshot, type Session } from './support/browser';
import { signUp, uniqueEmail } from './support/sign-up';

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text).first().waitFor();

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
}

/** Issue 19 in Chromium: five answers → a live run → the builder → published → a visitor signs up. */
describe('AI complete-funnel generator', () => {
  let owner: Session;
  let visitor: Session;
  beforeAll(async () => {
    owner = await openSession(1440, 1000);
    visitor = await openSession(390, 844);
  });
  afterAll(async () => {
    await owner.close();
    await visitor.close();
  });

  it('generates a funnel from five answers with live progress, lands in the builder, publishes it and finds its 5-email sequence', async () => {
    const { page } = owner;
    await signUp(page, uniqueEmail('ai-funnel'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('menuitem', { name: 'AI Generator' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'AI Generator' }).waitFor();

    const generate = page.getByRole('button', { name: /Generate Complete Funnel System/ });
    await choose(page, 'Business type', 'Fitness');
    await page.getByLabel('Target audience').fill('busy parents who train at home');
    await page.getByLabel('Main product').fill('Home Strength in 20 Minutes');
    await choose(page, 'Price point', 'Under $100');
    expect(await generate.isDisabled()).toBe(true);
    await choose(page, 'Marketing goal', 'Sell a product');
    expect(await generate.isEnabled()).toBe(true);
    await screenshot(page, 'ai-generator-filled');

    await generate.click();
    const progress = page.getByRole('region', { name: 'Generating your funnel' });
    await progress.waitFor();
    await screenshot(page, 'ai-generator-running');
    await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await toast(page, 'Funnel generated');
    const funnelId = page.url().split('/').pop() ?? '';

    // The builder holds the generated pages: a landing page and its thank-you page.
    await page
      .getByRole('button', { name: /Thank-you page/ })
      .first()
      .waitFor();
    await page.locator('.ff-canvas-item').first().waitFor();
    expect(await page.locator('.ff-canvas-item').count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator('.ff-canvas').textContent()).toContain('Home Strength in 20 Minutes');
    await screenshot(page, 'ai-generator-builder');

    // Published from My Funnels.
    await page.goto('/funnels');
    const card = page.locator('.ff-funnel-card', { hasText: 'Home Strength in 20 Minutes' });
    await card.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Funnel updated successfully');

    // A visitor sees the generated page with its images and signs up on it.
    const v = visitor.page;
    const response = await v.goto(`/p/${funnelId}`);
    expect(response?.status()).toBe(200);
    await v.getByRole('heading', { level: 1 }).waitFor();
    // The generated images: the hero's loads at once, the features' (lazy) once scrolled to.
    expect(await v.locator('main img').count()).toBeGreaterThanOrEqual(2);
    for (const image of await v.locator('main img').all()) {
      await image.scrollIntoViewIfNeeded();
      // decode() waits for the load and fails on a broken image.
      const width = await image.evaluate(async (el) => {
        const img = el as HTMLImageElement;
        await img.decode();
        return img.naturalWidth;
      });
      expect(width).toBeGreaterThan(0);
    }
    await screenshot(v, 'ai-generator-published');
    const form = v.locator('form[data-ff-form]').first();
    await form.locator('input[type="email"]').fill('parent@example.com');
    const name = form.locator('input[name="name"]');
    if ((await name.count()) > 0) await name.fill('Pat Parent');
    await form.locator('button[type="submit"]').click();
    await v.waitForURL((url) => url.pathname.startsWith(`/p/${funnelId}/`), { timeout: 15_000 });

    // The 5-email sequence waits on /autoresponders, paused until its owner turns it on.
    await page.goto('/autoresponders');
    const sequence = page.locator('.ff-sequence', { hasText: 'Home Strength in 20 Minutes: welcome emails' });
    await sequence.waitFor();
    expect(await sequence.textContent()).toContain('5 steps');
    expect(await sequence.getByText('Paused').count()).toBe(1);
    await sequence.locator('.ff-sequence__open').click();
    await page.getByRole('tab', { name: 'Email Steps' }).waitFor();
    await screenshot(page, 'ai-generator-sequence');
    expect(owner.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});
