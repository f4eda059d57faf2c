import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import type { Logger } from '../logging/logger';
import { withBootLock } from './boot-lock';
import { startEmbeddedPostgres } from './embedded-postgres';
import { ormOptions } from './mikro-orm.config';

export type Database = {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
};

/**
 * Connects to DATABASE_URL, or to an embedded PostgreSQL under DATA_DIR, and applies pending
 * migrations under the boot lock (one process at a time).
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  try {
    const orm = await MikroORM.init(
      ormOptions(url, { logger: (message) => log.debug({ source: 'orm' }, message) }),
    );
    if (options.migrate !== false) {
      const applied = await withBootLock(url, () => orm.getMigrator().up());
      if (applied.length > 0) log.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
    }
    return {
      orm,
      url,
      close: async () => {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
