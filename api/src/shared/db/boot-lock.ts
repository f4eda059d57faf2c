import { Client } from 'pg';

/** The app's one advisory lock key for boot work ("FF" and 1; any fixed bigint would do). */
const BOOT_LOCK_KEY = 0x4646_0001;

/**
 * Runs `work` while this process holds the boot lock, a PostgreSQL advisory lock on a connection
 * of its own: migrations and seeding run one process at a time, so any number of replicas can
 * start at once on one database (the others wait, then find the work done). The lock goes with
 * the connection, so a process that dies holding it frees it.
 */
export async function withBootLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: databaseUrl, application_name: 'funnelforge boot lock' });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [BOOT_LOCK_KEY]);
    }
  } finally {
    await lock.end();
  }
}
