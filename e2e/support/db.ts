import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * How to reach the embedded PostgreSQL of the app under test, found the way a second process
 * would: the cluster's postmaster.pid (its port) and the credentials file in DATA_DIR.
 */
export function appClusterConnection(): { host: string; port: number; user: string; password: string } {
  const dataDir = process.env.FF_E2E_DATA_DIR;
  if (!dataDir) throw new Error('The e2e global setup did not start the app');
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const { user, password } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
    user: string;
    password: string;
  };
  return { host: '127.0.0.1', port, user, password };
}

/** A connection to the app's database, for the test to read what the app wrote. */
export async function withAppDatabase<T>(fn: (pg: Client) => Promise<T>): Promise<T> {
  const pg = new Client({ ...appClusterConnection(), database: 'funnelforge' });
  await pg.connect();
  try {
    return await fn(pg);
  } finally {
    await pg.end();
  }
}
