import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium';
import { freePort } from './free-port';

const ROOT = path.resolve(__dirname, '..', '..');

async function waitForReady(url: string, app: { exitCode: number | null }, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become ready at ${url} within ${timeoutMs} ms`);
}

/** Starts the built app exactly as `npm start` does, on an embedded PostgreSQL in a temporary DATA_DIR. */
export default async function globalSetup(): Promise<void> {
  ensureChromium();
  if (
    !existsSync(path.join(ROOT, 'api', 'dist', 'main.js')) ||
    !existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))
  ) {
    throw new Error('Build the app first: `npm run build` (npm test does this before the end-to-end tests).');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ff-e2e-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const app = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SESSION_SECRET: 'e2e-session-secret-0123456789-0123456789',
      LOG_LEVEL: 'warn',
      // Every e2e file signs up its own accounts, all from 127.0.0.1.
      SIGNUP_RATE_LIMIT_PER_HOUR: '200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  globalThis.ffE2eApp = { app, dataDir };
  await waitForReady(url, app, 120_000);
  process.env.FF_E2E_URL = url;
  process.env.FF_E2E_DATA_DIR = dataDir;
}

declare global {
  var ffE2eApp: { app: ChildProcess; dataDir: string } | undefined;
}
