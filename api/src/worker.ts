import 'reflect-metadata';
import { composeApp } from './compose';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { requireSharedKeys } from './shared/crypto/key-file';
import { openDatabase } from './shared/db/database';
import { createLogger } from './shared/logging/logger';

/** Workers only (`npm run worker`): runs background jobs, serves no HTTP. */
async function main() {
  loadDotEnv();
  const config = { ...loadConfig(), workers: true };
  requireSharedKeys(config);
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log);
  const { cleanups } = await composeApp(config, db, log, { role: { web: false, workers: true } });
  log.info('FunnelForge workers are running');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    for (const [step, close] of cleanups.reverse())
      await close().catch((error: unknown) => log.error({ err: error, step }, 'failed to close'));
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `FunnelForge cannot start. ${error.message}` : error);
  process.exit(1);
});
