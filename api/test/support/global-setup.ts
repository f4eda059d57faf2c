import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/shared/db/embedded-postgres';
import { createLogger } from '../../src/shared/logging/logger';

export const TEMPLATE_DATABASE = 'ff_template';

declare global {
  var ffTestCluster: { pg: EmbeddedPostgres; dir: string } | undefined;
}

/**
 * One PostgreSQL for the whole run, in a temporary directory. A template database is migrated
 * once; every test file then copies it into a database of its own (see test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ff-api-tests-'));
  const pg = await startEmbeddedPostgres(dir, createLogger('error'));
  globalThis.ffTestCluster = { pg, dir };
  const adminUrl = pg.urlFor('postgres');
  const templateUrl = pg.urlFor(TEMPLATE_DATABASE);
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${TEMPLATE_DATABASE}"`);
  await admin.end();
  // Migrate in a plain Node process: the migrator loads the TypeScript migration files itself.
  execFileSync(process.execPath, ['-r', '@swc-node/register', 'scripts/migrate.ts'], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, DATABASE_URL: templateUrl, LOG_LEVEL: 'error', NODE_ENV: 'test' },
    stdio: 'inherit',
  });
  process.env.FF_TEST_ADMIN_URL = adminUrl;
  process.env.FF_TEST_TEMPLATE = TEMPLATE_DATABASE;
}
