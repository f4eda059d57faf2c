import type { EntityName, FilterQuery, FindOneOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../ids';

/**
 * 'This id, owned by this actor, else not found' — the one way. `owner` is the filter that
 * makes the row the actor's (`{ user: userId }`, or through a parent: `{ sequence: { user } }`).
 * A malformed id, a missing row and another owner's row all throw `notFound()`: never
 * "forbidden", never the row.
 */
export async function findOwned<T extends object, P extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  id: unknown,
  owner: FilterQuery<T>,
  notFound: () => Error,
  options?: FindOneOptions<T, P>,
): Promise<T> {
  if (!isUuid(id)) throw notFound();
  const found = await em.findOne(entity, { $and: [{ id }, owner] } as FilterQuery<T>, options);
  if (!found) throw notFound();
  return found as T;
}

/**
 * Deletes 'this id, owned by this actor', else throws `notFound()` (a malformed id, a missing row
 * and another owner's row alike). One statement; what the database cascades goes with it.
 */
export async function removeOwned<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  id: unknown,
  owner: FilterQuery<T>,
  notFound: () => Error,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await em.nativeDelete(entity, { $and: [{ id }, owner] } as FilterQuery<T>);
  if (deleted === 0) throw notFound();
}
