import { Client } from 'pg';

/** Runs `fn` with a plain pg client on the test server's database, then closes the client. */
export async function withPg<T>(databaseUrl: string | null, fn: (pg: Client) => Promise<T>): Promise<T> {
  if (!databaseUrl) throw new Error('The test server has no DATABASE_URL');
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  try {
    return await fn(pg);
  } finally {
    await pg.end();
  }
}

/** Inserts a user row directly (no password) and answers its id. */
export async function insertUser(pg: Client, email: string): Promise<string> {
  const { rows } = await pg.query<{ id: string }>('insert into users (email) values ($1) returning id', [
    email,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into users returned no id');
  return id;
}

/** The code PostgreSQL raised for a failed statement, or null when it succeeded. */
export async function pgErrorCode(pg: Client, sql: string, params: unknown[] = []): Promise<string | null> {
  try {
    await pg.query(sql, params);
    return null;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
      return error.code;
    }
    throw error;
  }
}
