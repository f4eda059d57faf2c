import type { Locator, Page } from 'playwright-core';
import { signUp } from './support/sign-up';
import { openSession, screenshot, type Session } from './support/browser';
import { withAppDatabase } from './support/db';

/** Creates a funnel from a template the way the builder saves one: the template's config, POSTed. */
async function funnelFromTemplate(page: Page, templateId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const template = (await (await fetch(`/api/templates/${id}`)).json()) as {
      name: string;
      category: string;
      config: unknown;
    };
    const response = await fetch('/api/funnels', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `My ${template.name}`,
        templateType: template.category,
        config: JSON.stringify(template.config),
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }, templateId);
}

/**
 * A form with a redirect takes the visitor there a moment after its success message (the page
 * runtime's delay): wait until it has, so the next navigation is not cut short by it.
 */
async function redirected(page: Page, form: Locator): Promise<void> {
  const target = await form.getAttribute('data-redirect');
  if (!target) return;
  await page.waitForURL((url) => url.pathname === new URL(target, page.url()).pathname);
}

async function leadsOf(email: string) {
  return withAppDatabase(async (pg) => {
    const { rows } = await pg.query<{ email: string; first_name: string | null; source: string | null }>(
      `select l.email, l.first_name, l.source from leads l join users u on u.id = l.user_id where u.email = $1`,
      [email],
    );
    return rows;
  });
}

describe('the core loop in a browser', () => {
  let owner: Session;
  let visitor: Session;
  beforeAll(async () => {
    owner = await openSession(1366, 900);
    visitor = await openSession(1366, 900);
  });
  afterAll(async () => {
    await owner.close();
    await visitor.close();
  });

  it('uses a template, publishes it, and a signed-out visitor becomes one lead however they type their email', async () => {
    const { page } = owner;
    const email = `owner.${Date.now().toString(36)}@example.com`;
    await signUp(page, email);

    // The template gallery shows real templates with previews drawn from the templates themselves.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Templates' }).click();
    const useButtons = page.getByRole('button', { name: 'Use Template' });
    await useButtons.first().waitFor();
    expect(await useButtons.count()).toBeGreaterThanOrEqual(12);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.ff-template-card__image'))
        .slice(0, 3)
        .every((img) => img.complete && img.naturalWidth > 0),
    );
    await screenshot(page, 'templates');

    // 'Use Template' opens the builder for that template.
    await page.getByLabel('Template category').click();
    await page.getByTitle('Events').click();
    const webinar = page.locator('.ff-template-card', {
      has: page.getByRole('heading', { name: 'Webinar Registration', exact: true }),
    });
    await webinar.getByRole('button', { name: 'Use Template' }).click();
    await page.waitForURL((url) => url.pathname === '/builder' && url.searchParams.has('template'));
    const templateId = new URL(page.url()).searchParams.get('template') ?? '';
    const funnelId = await funnelFromTemplate(page, templateId);

    // Publish from My Funnels.
    await page.goto('/funnels');
    const card = page.locator('.ff-funnel-card', { hasText: 'Draft' }).first();
    await card.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('toast').getByText('Funnel updated successfully').waitFor();
    await page.locator('.ff-funnel-card', { hasText: 'Published' }).first().waitFor();
    await screenshot(page, 'my-funnels');

    // A signed-out visitor opens the published page and fills the form.
    const v = visitor.page;
    const response = await v.goto(`/p/${funnelId}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['set-cookie']).toBeUndefined();
    const form = v.locator('form[data-ff-form]').first();
    await form.waitFor();
    await screenshot(v, 'published-page');
    const emailInput = form.locator('input[type="email"]');
    await emailInput.fill('not-an-email');
    await form.locator('button[type="submit"]').click();
    await form.getByText('Enter a valid email address').waitFor();
    await emailInput.fill('Visitor.One@Example.com');
    await form.locator('input[name="name"]').fill('Vera Visitor');
    await form.locator('button[type="submit"]').click();
    await form.locator('.ffp-form__message[data-kind="success"]').waitFor();
    await screenshot(v, 'published-page-submitted');
    await redirected(v, form);
    // The registration step leads on to the funnel's confirmation step.
    expect(new URL(v.url()).pathname).toBe(`/p/${funnelId}/registered`);
    await v.getByRole('heading', { level: 1 }).waitFor();
    expect(await v.locator('main').textContent()).toMatch(/registered/i);
    await screenshot(v, 'published-step-registered');

    let leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.email.toLowerCase()).toBe('visitor.one@example.com');
    expect(leads[0]?.source).toMatch(/^My /);

    // The same person again, in capitals: still one lead.
    await v.goto(`/p/${funnelId}`);
    await emailInput.fill('VISITOR.ONE@EXAMPLE.COM');
    await form.locator('button[type="submit"]').click();
    await form.locator('.ffp-form__message[data-kind="success"]').waitFor();
    await redirected(v, form);
    leads = await leadsOf(email);
    expect(leads).toHaveLength(1);

    // The owner's My Funnels shows the measured views and conversion.
    await page.reload();
    const published = page.locator('.ff-funnel-card', { hasText: 'Published' }).first();
    await published.waitFor();
    expect(await published.textContent()).toMatch(/\d+% conversion/);

    // Unpublished, the page is gone for visitors.
    await published.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByTestId('toast').getByText('Funnel updated successfully').waitFor();
    expect((await v.goto(`/p/${funnelId}`))?.status()).toBe(404);

    expect(owner.problems.filter((p) => !/status of 40[01]/.test(p))).toEqual([]);
    expect(visitor.problems.filter((p) => !/status of 40[04]/.test(p))).toEqual([]);
  });
});
