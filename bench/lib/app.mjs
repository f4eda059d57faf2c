import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The built app, started as `npm start` runs it, on an embedded PostgreSQL in a temporary DATA_DIR. */
export async function startApp(extraEnv = {}) {
  if (
    !existsSync(path.join(ROOT, 'api', 'dist', 'main.js')) ||
    !existsSync(path.join(ROOT, 'web', 'dist-ssr', 'page-model.cjs'))
  ) {
    throw new Error('Build the app first: npm run build');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ff-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`);
  return {
    url,
    dataDir,
    /** The app's process id (to read its CPU time). */
    pid: child.pid,
    /** Connection settings of the embedded database (as a second process finds them). */
    database() {
      const pgPort = Number(
        readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3],
      );
      const { user, password } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
      return { host: '127.0.0.1', port: pgPort, user, password, database: 'funnelforge' };
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in HTTP client (cookie kept) against the app. */
export async function signedInClient(url, email) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench-Passphrase-2026!' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  // The session cookie (ff.sid); sign-up also sets the device cookie of sign-in notices.
  const cookie =
    response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('ff.sid=')) ?? '';
  const call = async (method, pathname, body) => {
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  /** The session cookie, for a browser to sign in with. */
  const [name, ...value] = cookie.split('=');
  call.cookie = { name, value: value.join('=') };
  return call;
}

export function percent(part, whole) {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
