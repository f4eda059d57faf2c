import path from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities';

/** MikroORM does not notice @swc/jest or @swc-node/register, so say whether we run from sources. */
const fromSources = __filename.endsWith('.ts');
const apiRoot = path.resolve(__dirname, '..', '..', '..');

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    preferTs: fromSources,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
    pool: { min: 0, max: 10 },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: path.join(apiRoot, 'dist', 'migrations'),
      pathTs: path.join(apiRoot, 'src', 'migrations'),
      glob: fromSources ? '!(*.d).ts' : '!(*.d).js',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      disableForeignKeys: false,
    },
    ...overrides,
  });
}
