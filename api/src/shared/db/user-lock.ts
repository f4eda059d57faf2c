import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Holds a per-user lock named `scope` until the transaction ends (a PostgreSQL advisory lock),
 * so two requests of one user that check a limit and then create cannot both take the last
 * place. Only callers of the same scope wait for each other; `tx` must be in a transaction.
 */
export async function lockForUser(tx: EntityManager, scope: string, userId: string): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(hashtext(? || ':' || ?))`, [scope, userId]);
}
