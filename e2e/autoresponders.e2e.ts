import type { Page } from 'playwright-core';
import { openSession, screenshot, type Session } from './support/browser';
import { signUp, uniqueEmail } from './support/sign-up';

/** Waits for a toast that reads `text` (the live region repeats it for screen readers). */
const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text).first().waitFor();

/** 001 §2.5 in Chromium: a sequence with three steps, a lead enrolled by hand, seen on the Subscribers tab. */
describe('autoresponders in a browser', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await openSession(1366, 900);
  });
  afterAll(() => owner.close());

  it('creates a sequence with three steps, enrols a lead and shows it on the Subscribers tab', async () => {
    const { page } = owner;
    await signUp(page, uniqueEmail('autoresponders.owner'));
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ada@readers.example', firstName: 'Ada', lastName: 'Lovelace' }),
      });
      return response.status;
    });
    expect(created).toBe(201);

    await page.goto('/autoresponders');
    await page.getByText('No email sequences yet').waitFor();
    await page.getByRole('button', { name: 'Create Sequence' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Email Sequence' });
    await dialog.getByRole('button', { name: 'Create Sequence' }).click();
    await dialog.getByText('Sequence name is required').waitFor();
    await dialog.getByLabel('Sequence Name').fill('Welcome series');
    await dialog.getByLabel('Trigger').click();
    await page.locator('.ant-select-item-option', { hasText: 'Manual' }).click();
    await dialog.getByRole('button', { name: 'Create Sequence' }).click();
    await toast(page, 'Email sequence created successfully');

    // The detail view opens on Email Steps.
    await page.getByRole('tab', { name: 'Email Steps' }).waitFor();
    await page.getByText('No email steps yet').waitFor();
    const steps = [
      { subject: 'Welcome aboard', content: 'Thanks for joining. '.repeat(12), delay: '0' },
      { subject: 'Getting started', content: 'Here is how to build your first funnel.', delay: '' },
      { subject: 'Your first week', content: 'A week in: what worked for others.', delay: '48' },
    ];
    for (const step of steps) {
      await page.locator('.ff-steps > .ff-toolbar').getByRole('button', { name: 'Add Step' }).click();
      const stepDialog = page.getByRole('dialog', { name: 'Add Email Step' });
      await stepDialog.getByLabel('Subject', { exact: true }).fill(step.subject);
      await stepDialog.getByLabel('Content', { exact: true }).fill(step.content);
      if (step.delay) await stepDialog.getByLabel('Delay (hours)').fill(step.delay);
      await stepDialog.getByRole('button', { name: 'Add Step' }).click();
      await toast(page, 'Email step added successfully');
      await stepDialog.waitFor({ state: 'hidden' });
      await page.getByRole('listitem').filter({ hasText: step.subject }).waitFor();
    }
    const list = page.getByRole('list', { name: 'Email steps' });
    await expect(list.getByRole('listitem').count()).resolves.toBe(3);
    // The second step kept the default delay of 24 hours; the long content is cut at 150 characters.
    await list.getByRole('listitem').nth(1).getByText('24 hours').waitFor();
    await list.getByText(`${'Thanks for joining. '.repeat(8).slice(0, 150)}…`).waitFor();

    // Move the third step up with the keyboard.
    await page.getByRole('button', { name: 'Move step 3 up' }).focus();
    await page.keyboard.press('Enter');
    await list.getByRole('listitem').nth(1).getByText('Your first week').waitFor();
    await screenshot(page, 'autoresponders-steps');

    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByText('Total Sent').waitFor();
    await page.getByText('Open Rate').waitFor();
    await screenshot(page, 'autoresponders-performance');

    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await page.getByText('No subscribers yet').waitFor();
    await page.getByRole('button', { name: 'Enrol leads' }).click();
    const enrol = page.getByRole('dialog', { name: 'Enrol leads' });
    await enrol.getByRole('checkbox', { name: /Ada Lovelace/ }).check();
    await enrol.getByRole('button', { name: 'Enrol 1 lead' }).click();
    await toast(page, '1 lead(s) enrolled');
    await enrol.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'ada@readers.example' });
    await row.waitFor();
    await row.getByText('active').waitFor();
    await screenshot(page, 'autoresponders-subscribers');

    // Back on the list: the sequence with its toggle.
    await page.getByRole('button', { name: 'Back to Sequences' }).click();
    await page.getByRole('switch', { name: 'Welcome series: Active' }).click();
    await toast(page, 'Sequence paused');
    await page.getByRole('switch', { name: 'Welcome series: Paused' }).waitFor();
    // Let the switch and tag finish their colour transition before the picture.
    await page.waitForTimeout(400);
    await screenshot(page, 'autoresponders-list');
    expect(owner.problems).toEqual([]);
  });
});
