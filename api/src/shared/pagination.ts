import type { Response } from 'express';
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { z } from 'zod';
import { AppError } from './errors/app-error';
import { findNul } from './errors/parse-input';
import { isUuid } from './ids';

/**
 * One way to page, for every list. GraphQL answers a connection: `items`, `total` where
 * counting is cheap (null where it is not: ask the list's count query), `endCursor` and
 * `hasMore`. Input is one zod schema: `limit`, `offset` (for jumps to the first few pages) and
 * `after` (the endCursor of the page before: keyset paging, fast at any depth, where the list
 * supports it). REST answers the items as a JSON array with the same facts in headers.
 */
export type Page<T> = { items: T[]; total: number | null; endCursor: string | null; hasMore: boolean };

export const PAGING_MESSAGES = {
  limitNumber: 'Limit must be a number',
  limitMin: 'Limit must be at least 1',
  limitMax: (max: number) => `Limit must be at most ${max}`,
  offsetNumber: 'Offset must be a number',
  offsetMin: 'Offset cannot be negative',
  expiredCursor: 'This page link has expired; start again from the first page',
} as const;

/**
 * limit (1..max, default `defaultLimit`), offset (≥ 0, default 0) and an optional cursor.
 * `rangeMessage` replaces both limit bounds' messages where a list's contract words them so.
 */
export function pagingSchema(options: { defaultLimit: number; maxLimit: number; rangeMessage?: string }) {
  return z.object({
    limit: z.coerce
      .number({ error: PAGING_MESSAGES.limitNumber })
      .int(PAGING_MESSAGES.limitNumber)
      .min(1, options.rangeMessage ?? PAGING_MESSAGES.limitMin)
      .max(options.maxLimit, options.rangeMessage ?? PAGING_MESSAGES.limitMax(options.maxLimit))
      .default(options.defaultLimit),
    offset: z.coerce
      .number({ error: PAGING_MESSAGES.offsetNumber })
      .int(PAGING_MESSAGES.offsetNumber)
      .min(0, PAGING_MESSAGES.offsetMin)
      .default(0),
    after: z.string().max(500).optional(),
  });
}

export type PagingInput = z.output<ReturnType<typeof pagingSchema>>;

export const expiredCursor = () => new AppError('BAD_USER_INPUT', PAGING_MESSAGES.expiredCursor);

/** An opaque cursor: the keyset position as base64url JSON. */
export function encodeCursor(position: object): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position in a cursor, or the 'expired' error for anything that is not one of ours. */
export function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // A position holding NUL is none we made (and PostgreSQL could not compare it).
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && findNul(value) === null)
      return value as Record<string, unknown>;
  } catch {
    // fall through: not a cursor we made
  }
  throw expiredCursor();
}

/** Newest first, ties by id: the order of every keyset list over (createdAt, id). */
export const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

/** The cursor of a row in a NEWEST_FIRST list. */
export function newestFirstCursor(row: { createdAt: Date; id: string }): string {
  return encodeCursor({ c: row.createdAt.toISOString(), i: row.id });
}

/**
 * The filter for the rows after a NEWEST_FIRST cursor (older, or as old with a smaller id), or {}
 * for the first page; a cursor that is not one of newestFirstCursor's answers 'expired'.
 */
export function newestFirstAfter(after: string | null | undefined) {
  if (!after) return {};
  const { c, i } = decodeCursor(after);
  if (typeof c !== 'string' || typeof i !== 'string' || !isUuid(i) || Number.isNaN(Date.parse(c)))
    throw expiredCursor();
  const at = new Date(c);
  return { $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: i } }] };
}

/**
 * A page from rows fetched with one extra (limit + 1), so `hasMore` needs no count. Offset pages
 * continue with the next offset as their cursor when the list has no keyset.
 */
export function pageFromRows<R, T>(
  rows: readonly R[],
  paging: Pick<PagingInput, 'limit'>,
  options: { map: (row: R) => T; cursorOf: (row: R) => string; total?: number | null },
): Page<T> {
  const kept = rows.slice(0, paging.limit);
  const last = kept.at(-1);
  return {
    items: kept.map(options.map),
    total: options.total ?? null,
    endCursor: last === undefined ? null : options.cursorOf(last),
    hasMore: rows.length > paging.limit,
  };
}

/** A page of an offset-paged list whose total is known (the next page starts at offset + limit). */
export function offsetPage<T>(
  items: T[],
  total: number,
  paging: Pick<PagingInput, 'limit' | 'offset'>,
): Page<T> {
  const next = paging.offset + items.length;
  return {
    items,
    total,
    endCursor: items.length > 0 ? encodeCursor({ o: next }) : null,
    hasMore: next < total,
  };
}

/** The offset an offset-paged list continues from: `after` (one of offsetPage's cursors) or `offset`. */
export function offsetOf(paging: Pick<PagingInput, 'offset' | 'after'>): number {
  if (!paging.after) return paging.offset;
  const { o } = decodeCursor(paging.after);
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 0) throw expiredCursor();
  return o;
}

/**
 * The GraphQL connection type of a list: one class per item type, named as the schema names it
 * (e.g. LeadList, FunnelPage), with the same fields everywhere. `counted` lists (a count is
 * cheap) carry `total: Int!`; others leave it out (their screens ask a count query when needed).
 */
export function Connection<T extends object>(
  itemType: ClassType<T>,
  name: string,
  options: { counted: boolean; description?: string },
) {
  @ObjectType(`${name}Base`)
  abstract class PageBase {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
    endCursor!: string | null;

    @Field({ description: 'Whether more items follow this page.' })
    hasMore!: boolean;
  }

  if (!options.counted) {
    @ObjectType(name, { description: options.description })
    class PageOf extends PageBase {}
    return PageOf;
  }

  @ObjectType(name, { description: options.description })
  class CountedPageOf extends PageBase {
    @Field(() => Int, { description: 'How many items the whole list holds.' })
    total!: number;
  }
  return CountedPageOf;
}

/** REST: the items as a JSON array; X-Total-Count when known, X-Next-Cursor when more follow. */
export function sendPage<T>(
  res: Response,
  page: Page<T>,
  map: (item: T) => unknown = (item) => item,
): unknown[] {
  if (page.total !== null) res.setHeader('X-Total-Count', String(page.total));
  if (page.hasMore && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
  return page.items.map(map);
}
