import { composeApp } from './compose';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import type { Services } from './modules';
import { openDatabase } from './shared/db/database';
import { inUnitOfWork } from './shared/db/unit-of-work';
import { AppError } from './shared/errors/app-error';
import { createLogger } from './shared/logging/logger';

/**
 * An operator's command (npm run coins:credit, affiliates:payouts): the app's services on the
 * app's settings and database, without web or workers, for one unit of work; then everything
 * closes. A refusal meant for a person (AppError, ConfigError) prints its message and exits 1.
 */
export function runOperatorCommand(work: (services: Services) => Promise<void>): void {
  run(work).catch((error: unknown) => {
    if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}

async function run(work: (services: Services) => Promise<void>): Promise<void> {
  loadDotEnv();
  const config = { ...loadConfig(), workers: false };
  const log = createLogger('warn');
  const db = await openDatabase(config, log);
  const { services, cleanups } = await composeApp(config, db, log, { role: { web: false, workers: false } });
  try {
    await inUnitOfWork(db.orm, () => work(services));
  } finally {
    for (const [step, close] of cleanups.reverse())
      await close().catch((error: unknown) => log.error({ err: error, step }, 'failed to close'));
    await db.close();
  }
}
