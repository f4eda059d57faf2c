/**
 * Writes the GraphQL schema built from the type-graphql classes to api/schema.graphql.
 * With --check, fails instead when the committed file differs from what the classes produce.
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createEventBus } from '../src/shared/events/event-bus';
import { buildAppSchema } from '../src/shared/graphql/schema';

const SCHEMA_FILE = path.resolve(__dirname, '..', 'schema.graphql');
const HEADER = '# Generated from the type-graphql classes by `npm run schema`. Do not edit.\n\n';

async function main() {
  const schema = await buildAppSchema(createEventBus(null));
  const printed = `${HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
  if (process.argv.includes('--check')) {
    const committed = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    if (committed !== printed) {
      console.error('api/schema.graphql is stale: run `npm run generate` and commit the result.');
      process.exit(1);
    }
    console.log('api/schema.graphql is up to date');
    return;
  }
  await writeFile(SCHEMA_FILE, printed);
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
