import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What the outermost open transaction runs once it has committed (see afterCommit). */
const committed = new AsyncLocalStorage<Array<() => void>>();

/** PostgreSQL's unique_violation; `constraint` narrows it to one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}

export type TransactionOptions = {
  /** The error to answer when a unique index refuses the change (e.g. 'A lead with this email already exists'). */
  onUniqueViolation?: () => Error;
};

/**
 * The one way to run a transaction. `work` gets the transaction's EntityManager, and services
 * called inside it use the same one (MikroORM's transaction context): their flushes, queries and
 * jobs enqueued with `{ tx }` commit or roll back together. Entities loaded inside are merged
 * into the caller's unit of work afterwards. Nested calls become savepoints.
 */
export async function inTransaction<T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const outermost = committed.getStore() === undefined;
  const callbacks: Array<() => void> = [];
  try {
    const run = () => em.transactional((tx) => work(tx as EntityManager));
    const result = outermost ? await committed.run(callbacks, run) : await run();
    for (const callback of callbacks) callback();
    return result;
  } catch (error) {
    if (options.onUniqueViolation && isUniqueViolation(error)) throw options.onUniqueViolation();
    throw error;
  }
}

/**
 * Runs `callback` once the transaction open here has committed (at once outside one), and never
 * if it rolls back: an event published from inside a transaction would reach subscribers that
 * read the data before it is there.
 */
export function afterCommit(callback: () => void): void {
  const pending = committed.getStore();
  if (pending) pending.push(callback);
  else callback();
}
