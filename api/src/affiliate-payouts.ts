import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { composeApp } from './compose';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDatabase } from './shared/db/database';
import { inUnitOfWork } from './shared/db/unit-of-work';
import { AppError } from './shared/errors/app-error';
import { createLogger } from './shared/logging/logger';

const USAGE = `Affiliate bank-transfer payouts (for operators).

  npm run affiliates:payouts -- list
      The payouts waiting for a bank transfer: id, amount, account, holder and IBAN.
  npm run affiliates:payouts -- paid --payout <payout id> --reference <transfer reference>
      Records that the transfer was made: the payout and its commissions become paid.

ForgeCoin payouts need nothing here: they are credited the moment the affiliate asks.`;

/** `npm run affiliates:payouts`: lists pending bank transfers, or records one as made. */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { payout: { type: 'string' }, reference: { type: 'string' }, help: { type: 'boolean' } },
  });
  const command = positionals[0];
  if (values.help || (command !== 'list' && command !== 'paid') || (command === 'paid' && !values.payout)) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  loadDotEnv();
  const config = { ...loadConfig(), workers: false };
  const log = createLogger('warn');
  const db = await openDatabase(config, log);
  const { services, cleanups } = await composeApp(config, db, log, { role: { web: false, workers: false } });
  try {
    await inUnitOfWork(db.orm, async () => {
      if (command === 'paid') {
        const payout = await services.payouts.markPaid({
          payoutId: values.payout,
          reference: values.reference,
        });
        console.log(`Payout ${payout.id} (${payout.amount}) is paid, reference ${payout.transactionId}.`);
        return;
      }
      const pending = await services.payouts.pending();
      if (pending.length === 0) console.log('No bank transfers are waiting.');
      for (const payout of pending) {
        const details = payout.details ?? {};
        const email = payout.affiliate.getEntity().user.getEntity().email;
        console.log(
          [
            payout.id,
            payout.amount,
            email,
            String(details.accountHolder ?? ''),
            String(details.iban ?? ''),
            String(details.bic ?? ''),
          ].join('\t'),
        );
      }
    });
  } finally {
    for (const [step, close] of cleanups.reverse())
      await close().catch((error: unknown) => log.error({ err: error, step }, 'failed to close'));
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
