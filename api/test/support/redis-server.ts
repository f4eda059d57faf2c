import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';

export const REDIS_SERVER_BIN = '/usr/bin/redis-server';

/**
 * Makes sure `redis-server` is installed. Missing and running as root (a fresh machine, CI):
 * installs the Debian package, synchronously. Missing otherwise: fails saying what to install.
 * Answers how long the installation took in milliseconds (0 when it was already there).
 */
export function ensureRedisServerInstalled(): number {
  if (existsSync(REDIS_SERVER_BIN)) return 0;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(
      `${REDIS_SERVER_BIN} is missing and these tests do not run as root, so they cannot install it. ` +
        "Install the Debian package 'redis-server' (sudo apt-get install -y redis-server) and run them again.",
    );
  }
  const started = Date.now();
  const run = (args: string[]) => {
    try {
      execFileSync('apt-get', args, {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: 'pipe',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const output =
        typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '';
      throw new Error(`apt-get ${args.join(' ')} failed while installing redis-server:\n${output}`, {
        cause: error,
      });
    }
  };
  // Wait for a dpkg lock another installer (e.g. the Chromium install for the e2e tests) may hold.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=600'];
  run(['update', ...lockWait]);
  run(['install', '-y', ...lockWait, 'redis-server']);
  if (!existsSync(REDIS_SERVER_BIN)) {
    throw new Error(`apt-get installed redis-server, but ${REDIS_SERVER_BIN} is still missing`);
  }
  return Date.now() - started;
}

export type RedisServer = {
  url: string;
  port: number;
  /** A new client on this server; the caller quits it. */
  client(): Redis;
  stop(): Promise<void>;
};

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the child has exited (immediately if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * A private, throw-away redis-server child process on a free port: no persistence, bound to
 * 127.0.0.1, running in the foreground so that `stop()` (or the end of the test process) ends it.
 * Resolves once it answers PING. Never uses a system Redis service.
 */
export async function startRedisServer(timeoutMs = 15_000): Promise<RedisServer> {
  ensureRedisServerInstalled();
  let lastError: unknown;
  // A port found free can be taken before redis-server binds it: try a few.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce(await freePort(), timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startOnce(port: number, timeoutMs: number): Promise<RedisServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ff-redis-'));
  const child = spawn(
    REDIS_SERVER_BIN,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--dir',
      dir,
      '--logfile',
      '',
      '--loglevel',
      'warning',
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: Error | null = null;
  child.once('error', (error) => {
    spawnError = error;
  });

  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `redis-server on port ${port} did not start (${spawnError ?? `exit ${child.exitCode ?? child.signalCode}`}):\n${output}`,
      );
    }
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') break;
    } catch {
      // Not listening yet.
    } finally {
      probe.disconnect();
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(50);
  }

  return {
    url,
    port,
    client: () => new Redis(url, { maxRetriesPerRequest: 1 }),
    stop,
  };
}
