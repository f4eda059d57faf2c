import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { withBootLock } from '../db/boot-lock';
import type { Logger } from '../logging/logger';

/** `signal` aborts when the process begins a clean shutdown: stop taking new work and return. */
export type JobContext = { signal: AbortSignal };

export type JobDefinition<T extends object = object> = {
  name: string;
  /** Receives ids only and re-reads state; must be safe to run twice. */
  handler: (data: T, context: JobContext) => Promise<void>;
  /** Cron expression (UTC) for recurring jobs. */
  cron?: string;
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** Jobs of this queue a worker process runs at once (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for jobs of this queue (default 2 s). */
  pollingIntervalSeconds?: number;
  /** Also queued once when a worker process starts: picks up what a crash or restart left. */
  runAtStart?: boolean;
  /** Called once the queue has stopped and its handlers have returned. */
  close?: () => Promise<void> | void;
};

/** pg-boss's send options, and `tx`: enqueue inside that transaction (the job exists exactly when it commits). */
export type SendOptions = PgBoss.SendOptions & { tx?: EntityManager };

export type JobQueue = {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Creates the queues and schedules; runs the handlers only where workers are on. */
  register(definitions: JobDefinition[]): Promise<void>;
  /** Waits until no job of the queue is waiting or running (tests, shutdown checks). */
  drain(name: string, timeoutMs?: number): Promise<void>;
  /** Jobs waiting to run (created or waiting for a retry) in each registered queue. */
  depths(): Promise<Record<string, number>>;
  stop(): Promise<void>;
};

/**
 * pg-boss on the application database. Worker nodes also supervise (maintenance) and run
 * cron schedules; web-only nodes (WORKERS=off) only enqueue.
 */
export async function startJobQueue(
  url: string,
  options: {
    workers: boolean;
    log: Logger;
    /** Runs each job in a unit of work of its own (shared/db/unit-of-work.ts). */
    unitOfWork: <T>(work: () => Promise<T>) => Promise<T>;
  },
): Promise<JobQueue> {
  const { workers, log, unitOfWork } = options;
  const stopping = new AbortController();
  const closers: Array<() => Promise<void> | void> = [];
  const names: string[] = [];
  let running = 0;
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    application_name: workers ? 'funnelforge-worker' : 'funnelforge-web',
    max: 5,
    supervise: workers,
    schedule: workers,
    migrate: true,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  // pg-boss's own schema is made (or migrated) by one process at a time, like the app's.
  await withBootLock(url, () => boss.start());

  return {
    send: (name, data, { tx, ...sendOptions } = {}) =>
      boss.send(name, data, tx ? { ...sendOptions, db: transactionDb(tx) } : sendOptions),
    async register(definitions) {
      // Queues and schedules are upserts on pg-boss's tables: processes starting together on
      // one database deadlock on them unless they take turns.
      await withBootLock(url, async () => {
        for (const definition of definitions) {
          await boss.createQueue(definition.name, { name: definition.name, ...definition.queue });
          if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        }
      });
      for (const definition of definitions) {
        names.push(definition.name);
        if (definition.close) closers.push(definition.close);
        if (!workers) continue;
        const workOptions = { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2 };
        for (let i = 0; i < (definition.concurrency ?? 1); i += 1) {
          await boss.work<object>(definition.name, workOptions, async (jobs) => {
            running += 1;
            try {
              for (const job of jobs) {
                log.debug({ job: definition.name, id: job.id }, 'running job');
                await unitOfWork(() => definition.handler(job.data, { signal: stopping.signal }));
              }
            } finally {
              running -= 1;
            }
          });
        }
        if (definition.runAtStart) await boss.send(definition.name, {});
      }
    },
    async drain(name, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const pending = await boss.getQueueSize(name, { before: 'completed' });
        if (pending === 0) return;
        if (Date.now() > until)
          throw new Error(`queue ${name} still has ${pending} job(s) after ${timeoutMs} ms`);
        await sleep(200);
      }
    },
    async depths() {
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name, { before: 'active' })));
      return Object.fromEntries(names.map((name, i) => [name, sizes[i] ?? 0]));
    },
    async stop() {
      stopping.abort();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      if (workers) await workersReleased(() => running);
      for (const close of closers) await close();
    },
  };
}

/**
 * pg-boss's stop returns while its workers may still be winding down: a handler of ours still
 * running would find the database closed under it. Waits (up to `timeoutMs`) until none runs.
 */
async function workersReleased(running: () => number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (running() > 0 && Date.now() < until) await sleep(50);
}

/** pg-boss runs its INSERT on the transaction's connection, with its $n placeholders as knex's. */
function transactionDb(em: EntityManager): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_match, n: string) => {
        const value: unknown = values[Number(n) - 1];
        bindings.push(
          value === undefined
            ? null
            : typeof value === 'object' && value !== null && !(value instanceof Date)
              ? JSON.stringify(value)
              : value,
        );
        return '?';
      });
      const rows = await em.execute<Array<Record<string, unknown>>>(sql, bindings);
      return { rows };
    },
  };
}
