import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestServer } from './test-server';

const API_DIR = path.resolve(__dirname, '..', '..');

/** A worker process (src/worker.ts) and what it wrote; with LOG_LEVEL=error, anything written is an error. */
export type WorkerProcess = { child: ChildProcess; exited: Promise<number | null>; output: string[] };

/**
 * Starts `src/worker.ts` as its own process on the test server's database, with the web node's
 * secrets and plans (a worker applies its own on boot); `env` adds or overrides settings.
 */
export function spawnWorker(server: TestServer, dataDir: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/worker.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: server.config.databaseUrl ?? '',
      DATA_DIR: dataDir,
      SESSION_SECRET: server.config.sessionSecret ?? '',
      EMAIL_ENCRYPTION_KEY: server.config.emailEncryptionKey ?? '',
      PLANS_FILE: server.config.plansFile ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output };
}
