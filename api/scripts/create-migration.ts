/**
 * Generates a migration for the difference between the entities and the migrations so far:
 * boots a throw-away embedded PostgreSQL, applies every migration, then diffs.
 *   npm run migration:create --workspace api [-- --initial] [-- --name=what-changed]
 */
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../src/shared/db/embedded-postgres';
import { ormOptions } from '../src/shared/db/mikro-orm.config';
import { createLogger } from '../src/shared/logging/logger';

async function main() {
  const initial = process.argv.includes('--initial');
  const name = process.argv.find((a) => a.startsWith('--name='))?.slice('--name='.length);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ff-migrate-'));
  const pg = await startEmbeddedPostgres(dir, createLogger('warn'));
  try {
    const orm = await MikroORM.init(ormOptions(pg.url));
    const migrator = orm.getMigrator();
    await migrator.up();
    const result = await migrator.createMigration(undefined, false, initial, name);
    console.log(result.fileName ? `created ${result.fileName}` : 'no changes: entities match the migrations');
    await orm.close(true);
  } finally {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
