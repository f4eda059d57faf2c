import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { ensureDebianPackage } from './debian-package';
import { freePort } from '../../src/shared/db/embedded-postgres';

export const REDIS_SERVER_BIN = '/usr/bin/redis-server';

/** Makes sure `redis-server` is installed (see ensureDebianPackage); answers the ms it took. */
export function ensureRedisServerInstalled(): number {
  return ensureDebianPackage(REDIS_SERVER_BIN, 'redis-server');
}

export type RedisServer = {
  url: string;
  port: number;
  /** A new client on this server; the caller quits it. */
  client(): Redis;
  stop(): Promise<void>;
};

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
