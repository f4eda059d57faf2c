import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * A connection to the embedded PostgreSQL of the app under test, found the way a second
 * process would: the cluster's postmaster.pid (its port) and the credentials file in DATA_DIR.
 */
export async function withAppDatabase<T>(fn: (pg: Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.FF_E2E_DATA_DIR;
  if (!dataDir) throw new Error('The e2e global setup did not start the app');
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const { user, password } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
    user: string;
    password: string;
  };
  const pg = new Client({ host: '127.0.0.1', port, user, password, database: 'funnelforge' });
  await pg.connect();
  try {
    return await fn(pg);
  } finally {
    await pg.end();
  }
}
