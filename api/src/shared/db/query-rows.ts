import type { AnyEntity, EntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs a read on the caller's transaction when there is one (its locks and its snapshot), else
 * on any pooled connection, so a report's independent queries run side by side. A query sent
 * to the pool from inside a transaction would wait, outside it, behind any lock queued after
 * the transaction's own (a migration's ALTER TABLE), while the transaction waits for it.
 */
export function queryRows<T extends Array<EntityData<AnyEntity>>>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
): Promise<T> {
  return em.getConnection().execute<T>(sql, [...params], 'all', em.getTransactionContext());
}
