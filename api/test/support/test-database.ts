import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A fresh, migrated database for one test file, copied from the template the global setup made. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.FF_TEST_ADMIN_URL;
  const template = process.env.FF_TEST_TEMPLATE;
  if (!adminUrl || !template) throw new Error('The api test global setup did not run');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
