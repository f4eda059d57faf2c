import { appUrl, openSession, screenshot, type Session } from './support/browser';
import { signUp, uniqueEmail } from './support/sign-up';

/** A call of the public API from outside the browser, as an integrator makes it. */
async function callApi(key: string, path = '/api/v1/funnels') {
  const response = await fetch(appUrl() + path, { headers: { Authorization: `Bearer ${key}` } });
  return { status: response.status, headers: response.headers, json: (await response.json()) as unknown };
}

describe('API keys in a browser', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(1366, 900);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() });
  });
  afterAll(() => session.close());

  it('creates a key, copies it once, calls /api/v1/funnels with it, deactivates it, and the call is refused', async () => {
    const { page } = session;
    await signUp(page, uniqueEmail('keys'));
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/funnels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Funnel seen through the API' }),
      });
      return (await response.json()) as { id: string };
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'API Keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
    await page.getByText('No API keys yet').waitFor();
    await page.getByRole('button', { name: 'Create API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API Key' });
    await dialog.getByLabel('Key Name').fill('Browser test');
    await dialog.getByRole('button', { name: 'Create Key' }).click();

    const reveal = page.getByRole('dialog', { name: 'Your New API Key' });
    const shown = (await reveal.getByTestId('new-api-key').textContent()) ?? '';
    expect(shown).toMatch(/^ff_live_[A-Za-z0-9_-]{43}$/);
    await reveal.getByRole('button', { name: 'Copy' }).click();
    await reveal.getByRole('button', { name: 'Copied' }).waitFor();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toBe(shown);
    await screenshot(page, 'api-key-reveal');
    await reveal.getByRole('button', { name: 'Done' }).click();
    await reveal.waitFor({ state: 'hidden' });

    // Shown once: the list has only its prefix.
    const row = page.locator('.ff-api-keys__item', { hasText: 'Browser test' });
    await row.getByText(`${key.slice(0, 12)}…`).waitFor();
    expect(await page.content()).not.toContain(key.slice(12));
    await screenshot(page, 'api-keys');

    const answer = await callApi(key);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([
      expect.objectContaining({ id: created.id, name: 'Funnel seen through the API' }),
    ]);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate "Browser test"?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Inactive').waitFor();

    const refused = await callApi(key);
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'This API key has been deactivated' });
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(session.problems).toEqual([]);
  });

  it('shows the API reference from this origin, without console errors', async () => {
    const docs = await openSession(1366, 900);
    try {
      await docs.page.goto('/api/v1/docs');
      await docs.page.getByText('FunnelForge API', { exact: false }).first().waitFor();
      await docs.page.getByText('/funnels/{id}').first().waitFor();
      await screenshot(docs.page, 'api-reference');
      expect(docs.problems).toEqual([]);
    } finally {
      await docs.close();
    }
  });

  it('fits a 390 px phone', async () => {
    const phone = await openSession(390, 844);
    try {
      await signUp(phone.page, uniqueEmail('keys.phone'));
      await phone.page.goto('/api-keys');
      await phone.page.getByText('Using the API').waitFor();
      await phone.page.getByRole('button', { name: 'Create API Key' }).click();
      await phone.page
        .getByRole('dialog', { name: 'Create API Key' })
        .getByLabel('Key Name')
        .fill('Phone key');
      await phone.page.getByRole('button', { name: 'Create Key' }).click();
      await phone.page
        .getByRole('dialog', { name: 'Your New API Key' })
        .getByRole('button', { name: 'Done' })
        .click();
      await phone.page.locator('.ff-api-keys__item', { hasText: 'Phone key' }).waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'api-keys');
    } finally {
      await phone.close();
    }
  });
});
