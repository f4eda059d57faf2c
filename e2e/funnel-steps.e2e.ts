import { signUp, uniqueEmail } from './support/sign-up';
import { openSession, screenshot, type Session } from './support/browser';

describe('a funnel of steps', () => {
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

  it('takes a visitor from the opt-in to its thank-you step, and on to a step added in the builder', async () => {
    const { page } = owner;
    await signUp(page, uniqueEmail('steps'));
    // The template gallery's 'Use Template' opens the builder on the template; Save makes it a funnel.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Templates' }).click();
    const template = page.locator('.ff-template-card', {
      has: page.getByRole('heading', { name: 'Free Guide Lead Magnet', exact: true }),
    });
    await template.getByRole('button', { name: 'Use Template' }).click();
    await page.waitForURL((url) => url.pathname === '/builder' && url.searchParams.has('template'));
    await page.getByTestId('toast').getByText('Template Loaded').waitFor();
    const steps = page.getByRole('navigation', { name: 'Funnel steps' });
    // The template comes with its thank-you step.
    await steps
      .getByRole('button', { name: /Thank you/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('toast').getByText('Funnel saved successfully!').waitFor();
    await page.waitForURL((url) => /^\/builder\/[0-9a-f-]{36}$/.test(url.pathname));
    const funnelId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // Published from its card in My Funnels (where the spec puts Publish).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('menuitem', { name: 'My Funnels' })
      .click();
    const card = page.locator('.ff-funnel-card', { hasText: 'Free Guide Lead Magnet' });
    await card.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('toast').getByText('Funnel updated successfully').waitFor();
    await page.locator('.ff-funnel-card', { hasText: 'Published' }).first().waitFor();

    // Signed out, the visitor opts in and lands on the thank-you step.
    const v = visitor.page;
    await v.goto(`/p/${funnelId}`);
    const form = v.locator('form[data-ff-form]').first();
    await form.locator('input[type="email"]').fill('reader@example.com');
    await form.locator('button[type="submit"]').click();
    await v.waitForURL((url) => url.pathname === `/p/${funnelId}/thank-you`);
    await v.getByRole('heading', { name: 'Your playbook is ready' }).waitFor();
    // The lead came along in the fragment and was taken out of the address; the step's own form
    // (a free audit) does not ask for the email again.
    expect(new URL(v.url()).hash).toBe('');
    const auditForm = v.locator('form[data-ff-form]').first();
    await auditForm.waitFor();
    expect(await auditForm.locator('input[type="email"]').isVisible()).toBe(false);
    await screenshot(v, 'step-thank-you');

    // The owner adds a third step and links the thank-you page's button to it.
    await page.goto(`/builder/${funnelId}`);
    await steps.waitFor();
    await steps.getByRole('button', { name: 'Add step' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a step' });
    await addDialog.getByLabel('Step name').fill('Bonus offer');
    await addDialog.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('heading', { name: 'Start Building Your Funnel' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Add elements' })
      .getByRole('button', { name: 'Add Headline' })
      .click();
    await steps
      .getByRole('button', { name: /Thank you/ })
      .first()
      .click();
    const hero = page.locator('.ff-canvas-item').first();
    await hero.hover();
    await hero.getByRole('button', { name: /^Edit / }).click();
    const editor = page.getByRole('dialog', { name: 'Edit hero-section' });
    await editor.getByLabel('Button link: where it leads').click();
    await page.getByTitle('Step: Bonus offer').click();
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await screenshot(page, 'builder-steps');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('toast').getByText('Funnel saved successfully!').waitFor();

    // Saving a published funnel publishes it again: the button leads to the new step.
    await v.goto(`/p/${funnelId}/thank-you`);
    await v.locator(`a[href="/p/${funnelId}/bonus-offer"]`).first().click();
    await v.waitForURL((url) => url.pathname === `/p/${funnelId}/bonus-offer`);
    await v.getByRole('heading', { name: 'Your Headline Here' }).waitFor();

    expect(owner.problems.filter((p) => !/status of 40[01]/.test(p))).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});
