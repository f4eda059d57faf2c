import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { appClusterConnection } from '../support/db';

/** Keys as an operator makes them for a shared database (README: Running with docker-compose). */
export const SHARED_KEYS = {
  SESSION_SECRET: randomBytes(48).toString('base64'),
  EMAIL_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};

/** pino's JSON lines of a process, and its other output as text. */
export type LogLine = { level?: number; msg?: string; [key: string]: unknown };

/** A FunnelForge process started for a test, its output kept to read and to show when it fails. */
export class AppProcess {
  readonly child: ChildProcess;
  private output = '';
  private readonly exit: Promise<number | null>;

  constructor(
    readonly name: string,
    command: string[],
    options: { cwd: string; env: Record<string, string> },
  ) {
    const [program, ...args] = command;
    this.child = spawn(program === 'node' ? process.execPath : program!, args, {
      cwd: options.cwd,
      // Only what the container would have: the image's ENV and the service's environment.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exit = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get exitCode(): number | null {
    return this.child.exitCode;
  }

  text(): string {
    return this.output;
  }

  logLines(): LogLine[] {
    return this.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      });
  }

  /** The output's last lines, to explain a failure. */
  tail(lines = 80): string {
    return `--- ${this.name} output (last ${lines} lines) ---\n${this.output.split('\n').slice(-lines).join('\n')}`;
  }

  async waitUntil(what: string, ready: () => Promise<boolean> | boolean, timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.exitCode !== null)
        throw new Error(`${this.name} exited with code ${this.exitCode} before ${what}\n${this.tail()}`);
      if (await ready()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name}: no ${what} within ${timeoutMs} ms\n${this.tail()}`);
  }

  waitForReady(url: string, timeoutMs?: number): Promise<void> {
    return this.waitUntil(
      `${url}/readyz`,
      async () => {
        try {
          return (await fetch(`${url}/readyz`)).ok;
        } catch {
          return false; // not listening yet
        }
      },
      timeoutMs,
    );
  }

  waitForLog(message: string, timeoutMs?: number): Promise<void> {
    return this.waitUntil(
      `log line "${message}"`,
      () => this.logLines().some((l) => l.msg === message),
      timeoutMs,
    );
  }

  /** SIGTERM, as `docker stop` sends it; the exit code (null if it had to be killed after 20 s). */
  async stop(): Promise<number | null> {
    if (this.exitCode !== null) return this.exitCode;
    this.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      this.exit,
      new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, 20_000, 'timeout'))),
    ]);
    clearTimeout(timer);
    if (code !== 'timeout') return code;
    this.child.kill('SIGKILL');
    await this.exit;
    return null;
  }
}

export type TestDatabase = {
  name: string;
  /** DATABASE_URL for the processes under test. */
  url: string;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
};

/** A new, empty database on the suite's PostgreSQL, as a fresh `postgres` container starts with. */
export async function createDatabase(prefix: string): Promise<TestDatabase> {
  const connection = appClusterConnection();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ ...connection, database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = `postgresql://${encodeURIComponent(connection.user)}:${encodeURIComponent(connection.password)}@${connection.host}:${connection.port}/${name}`;
  return {
    name,
    url,
    async query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      const client = new Client({ ...connection, database: name });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new Client({ ...connection, database: 'postgres' });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A cookie-keeping client for the app's REST paths. */
export class Visitor {
  private cookie = '';

  constructor(readonly baseUrl: string) {}

  async request(method: string, pathname: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length > 0) this.cookie = set.join('; ');
    return response;
  }

  async json<T>(method: string, pathname: string, body?: unknown, status = 200): Promise<T> {
    const response = await this.request(method, pathname, body);
    const text = await response.text();
    if (response.status !== status)
      throw new Error(`${method} ${pathname}: expected ${status}, got ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }
}
