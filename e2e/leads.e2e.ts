import type { Page } from 'playwright-core';
import { openSession, screenshot, type Session } from './support/browser';
import { withAppDatabase } from './support/db';
import { signUp, uniqueEmail } from './support/sign-up';

type LeadRow = { email: string; status: string; first_name: string | null };

async function leadsOf(ownerEmail: string): Promise<LeadRow[]> {
  return withAppDatabase(async (pg) => {
    const { rows } = await pg.query<LeadRow>(
      `select l.email, l.status, l.first_name from leads l join users u on u.id = l.user_id
        where u.email = $1 order by l.email`,
      [ownerEmail],
    );
    return rows;
  });
}

/** Leads created through the API the screen uses, oldest first (so the list shows them newest first). */
async function addLeads(page: Page, leads: Array<Record<string, string | number>>): Promise<void> {
  await page.evaluate(async (list) => {
    for (const lead of list) {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(lead),
      });
      if (response.status !== 201) throw new Error(`POST /api/leads: ${response.status}`);
    }
  }, leads);
}

/** Picks an option of the antd Select named `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

const showing = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe('leads in a browser', () => {
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

  it('adds a lead, filters, pages, changes a status inline, deletes a selection and imports a CSV', async () => {
    const { page } = owner;
    const email = uniqueEmail('leads.owner');
    await signUp(page, email);
    await addLeads(
      page,
      Array.from({ length: 22 }, (_, i) => ({
        email: `person${String(i + 1).padStart(2, '0')}@acme.example`,
        firstName: `Person${String(i + 1).padStart(2, '0')}`,
        lastName: 'Acme',
        source: i % 2 === 0 ? 'Webinar' : 'Facebook',
      })),
    );

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('menuitem', { name: 'Leads & Contacts' })
      .click();
    await showing(page, 'Showing 1 to 10 of 22 results');

    // Add a lead through the dialog.
    await page.getByRole('button', { name: 'Add Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
    await dialog.getByLabel('First Name').fill('Zed');
    await dialog.getByLabel('Last Name').fill('Zulu');
    await dialog.getByLabel('Email *').fill('zed.zulu@zulu.example');
    await dialog.getByLabel('Company').fill('Zulu Ltd');
    await dialog.getByLabel('Source').fill('Trade show');
    await dialog.getByRole('button', { name: 'Create Lead' }).click();
    await page.getByTestId('toast').getByText('Lead created successfully').waitFor();
    await showing(page, 'Showing 1 to 10 of 23 results');
    await page.getByRole('row', { name: /Zed Zulu/ }).waitFor();

    // Search and filters are answered by the server.
    await page.getByPlaceholder('Search leads...').fill('zulu ltd');
    await showing(page, 'Showing 1 to 1 of 1 results');
    await page.getByPlaceholder('Search leads...').fill('');
    await showing(page, 'Showing 1 to 10 of 23 results');
    await choose(page, 'Filter by source', 'Webinar');
    await showing(page, 'Showing 1 to 10 of 11 results');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await showing(page, 'Showing 11 to 11 of 11 results');
    await choose(page, 'Filter by source', 'All Sources');
    await showing(page, 'Showing 1 to 10 of 23 results');

    // Paging: Next, then a page button.
    await page.getByRole('button', { name: 'Next' }).click();
    await showing(page, 'Showing 11 to 20 of 23 results');
    await page.getByRole('button', { name: 'Page 3' }).click();
    await showing(page, 'Showing 21 to 23 of 23 results');
    await page.getByRole('button', { name: 'Page 1' }).click();
    await showing(page, 'Showing 1 to 10 of 23 results');
    await screenshot(page, 'leads');

    // The status dropdown saves at once.
    await choose(page, 'Status of Person22 Acme', 'Contacted');
    await page.getByTestId('toast').getByText('Lead updated successfully').waitFor();
    expect((await leadsOf(email)).find((l) => l.email === 'person22@acme.example')?.status).toBe('contacted');

    // Delete a selection of two.
    await page.getByRole('checkbox', { name: 'Select Person21 Acme' }).check();
    await page.getByRole('checkbox', { name: 'Select Person20 Acme' }).check();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    const confirmation = page.getByRole('dialog', {
      name: 'Are you sure you want to delete 2 selected lead(s)?',
    });
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('toast').getByText('Selected leads deleted successfully').waitFor();
    await showing(page, 'Showing 1 to 10 of 21 results');
    const remaining = (await leadsOf(email)).map((l) => l.email);
    expect(remaining).toHaveLength(21);
    expect(remaining).not.toContain('person21@acme.example');
    expect(remaining).not.toContain('person20@acme.example');

    // Import a CSV: two new people, one already known (updated), one bad address (skipped).
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Leads from CSV' });
    await importDialog.locator('input[type="file"]').setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'E-mail,First Name,Company Name',
          'ines@imported.example,Ines,Imported Co',
          'omar@imported.example,Omar,Imported Co',
          'PERSON01@acme.example,Persona,Acme Updated',
          'not an email,Nobody,Nowhere',
        ].join('\n'),
      ),
    });
    await importDialog.getByRole('button', { name: 'Import 4 rows' }).click();
    await importDialog.getByText('Import complete').waitFor();
    expect(await importDialog.getByTestId('count-created').textContent()).toBe('2');
    expect(await importDialog.getByTestId('count-skipped').textContent()).toBe('1');
    await importDialog.getByRole('link', { name: /Download report/ }).waitFor();
    await screenshot(page, 'leads-import');
    await importDialog.getByRole('button', { name: 'Done' }).click();
    await showing(page, 'Showing 1 to 10 of 23 results');
    const imported = await leadsOf(email);
    expect(imported.map((l) => l.email)).toEqual(
      expect.arrayContaining(['ines@imported.example', 'omar@imported.example']),
    );
    expect(imported.find((l) => l.email === 'person01@acme.example')?.first_name).toBe('Persona');
    expect(owner.problems).toEqual([]);
  });

  it('shows a lead captured on a published page on the open dashboard, without a reload', async () => {
    const { page } = owner;
    await page.context().clearCookies();
    await signUp(page, uniqueEmail('dashboard.owner'));
    await page.getByText('No leads yet', { exact: true }).waitFor();

    // A published page with a form, made the way the builder saves one.
    const funnelId = await page.evaluate(async () => {
      const created = await fetch('/api/funnels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Live Dashboard Funnel',
          templateType: 'capture',
          config: {
            elements: [
              { id: 'h1', type: 'headline', content: 'Join us' },
              { id: 'f1', type: 'form', content: 'Join' },
            ],
          },
        }),
      });
      const { id } = (await created.json()) as { id: string };
      await fetch(`/api/funnels/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'published' }),
      });
      return id;
    });
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const v = visitor.page;
    await v.goto(`/p/${funnelId}`);
    const form = v.locator('form[data-ff-form]').first();
    await form.locator('input[type="email"]').fill('live.visitor@example.org');
    await form.locator('button[type="submit"]').click();
    await form.locator('.ffp-form__message[data-kind="success"]').waitFor();

    // The open dashboard shows the lead and counts it, through the subscription.
    await page.getByRole('cell', { name: 'live.visitor@example.org' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await screenshot(page, 'dashboard-live-lead');
  });
});
