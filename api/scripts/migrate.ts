/**
 * Applies pending migrations to DATABASE_URL (or the embedded database) and exits.
 * The app does this on boot; this is for operators and the test setup.
 */
import 'reflect-metadata';
import { loadConfig, loadDotEnv } from '../src/config';
import { openDatabase } from '../src/shared/db/database';
import { createLogger } from '../src/shared/logging/logger';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const db = await openDatabase(config, createLogger(config.logLevel));
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
