import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server';
import { ROOMY_TRIAL, writePlansFile } from './plans';
import { createTestDatabase } from './test-database';

/** The key every test process shares (a shared database needs one key for all its processes). */
export const TEST_EMAIL_ENCRYPTION_KEY = '5e'.repeat(32);

export type TestServer = RunningServer & { config: Config };

/**
 * The whole app on a random port, on its own database, as `npm start` runs it. `overrides`
 * replaces settings the environment cannot name (e.g. `webDistDir`, to run without a web build).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  const db = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ff-api-data-'));
  // Without a PLANS_FILE of the test's own, accounts start on a trial without funnel, lead or
  // email limits (see ROOMY_TRIAL); plan-limits.test.ts tests the limits themselves.
  const plansFile = env.PLANS_FILE ?? (await writePlansFile(ROOMY_TRIAL, dataDir));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
      EMAIL_ENCRYPTION_KEY: TEST_EMAIL_ENCRYPTION_KEY,
      WORKERS: 'on',
      // Quiet in every mode (a server started as production or development would log each request).
      LOG_LEVEL: 'silent',
      // Tests open their emails the moment they arrive; deliverability.test.ts sets the window.
      EMAIL_SCANNER_WINDOW_SECONDS: '0',
      ...env,
      PLANS_FILE: plansFile,
    }),
    ...overrides,
  };
  const server = await startServer(config, options);
  return {
    ...server,
    config,
    close: async () => {
      await server.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
