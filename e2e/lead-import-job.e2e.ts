import { openSession, screenshot } from './support/browser';
import { subscribeWithCoins } from './support/coins';
import { withAppDatabase } from './support/db';
import { signUp, uniqueEmail } from './support/sign-up';

const ROWS = 100_000;

async function importState(ownerEmail: string) {
  return withAppDatabase(async (pg) => {
    const { rows } = await pg.query<{ status: string; processed: number; leads: number }>(
      `select i.status, i.processed,
              (select count(*)::int from leads l where l.user_id = u.id) as leads
         from lead_imports i join users u on u.id = i.user_id
        where u.email = $1 order by i.created_at desc limit 1`,
      [ownerEmail],
    );
    return rows[0] ?? null;
  });
}

describe('CSV import as a server job', () => {
  it(`a ${ROWS.toLocaleString('en-US')}-row import finishes after the browser that started it is closed`, async () => {
    const session = await openSession(1366, 900);
    const email = uniqueEmail('import.job');
    const { page } = session;
    let closed = false;
    try {
      await signUp(page, email);
      // The trial holds 500 leads (the job honours it); Elite has no lead limit.
      await subscribeWithCoins(page, email, 'Elite');
      await page.goto('/leads');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Leads from CSV' });
      const lines = ['Email,First Name,Last Name,Company'];
      for (let i = 0; i < ROWS; i += 1)
        lines.push(`lead${i}@bulk.example,First${i},Last${i},Company ${i % 300}`);
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'hundred-thousand.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(lines.join('\n')),
      });
      // A big file is read only in part in the browser: the button does not promise a count.
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      // The upload was accepted once the dialog follows the job on the server.
      await dialog.getByText('The import continues on the server; you can close this window.').waitFor({
        timeout: 60_000,
      });
      await screenshot(page, 'lead-import-job-running');
      await session.close();
      closed = true;

      const until = Date.now() + 240_000;
      let state = await importState(email);
      while (state?.status !== 'done' && Date.now() < until) {
        if (state?.status === 'failed' || state?.status === 'cancelled')
          throw new Error(`the import ended ${state.status}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        state = await importState(email);
      }
      expect(state).toEqual({ status: 'done', processed: ROWS, leads: ROWS });
    } finally {
      if (!closed) await session.close();
    }
  }, 330_000);
});
