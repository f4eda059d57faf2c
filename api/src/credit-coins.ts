import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { composeApp } from './compose';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDatabase } from './shared/db/database';
import { inUnitOfWork } from './shared/db/unit-of-work';
import { AppError } from './shared/errors/app-error';
import { createLogger } from './shared/logging/logger';
import { toCents } from './shared/money';

const USAGE = `Credits ForgeCoins to an account (for operators of self-hosted installs).

  npm run coins:credit -- --email <account email> --amount <FC, e.g. 100 or 12.50> --key <unique key> [--note <text>]

--key makes the credit happen once: running the command again with the same key moves nothing.
The account sees the coins at once when the app runs with REDIS_URL; otherwise on its next read.`;

/** `npm run coins:credit`: one grant movement into a wallet, then exits. */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      amount: { type: 'string' },
      key: { type: 'string' },
      note: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const cents = values.amount === undefined ? null : toCents(values.amount);
  if (values.help || !values.email || !values.key || cents === null || cents <= 0) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  loadDotEnv();
  const config = { ...loadConfig(), workers: false };
  const log = createLogger('warn');
  const db = await openDatabase(config, log);
  const { services, cleanups } = await composeApp(config, db, log, { role: { web: false, workers: false } });
  try {
    const result = await inUnitOfWork(db.orm, () =>
      services.coins.grant({ email: values.email!, cents, idempotencyKey: values.key!, note: values.note }),
    );
    const balance = result.balances[result.userId];
    console.log(
      result.replayed
        ? `Nothing moved: key ${values.key} was already used for this credit. Balance: ${balance} FC.`
        : `Credited ${values.amount} FC to ${values.email}. Balance: ${balance} FC.`,
    );
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
