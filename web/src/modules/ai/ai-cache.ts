import type { FieldPolicy, Reference } from '@apollo/client';

type Page = { items: readonly Reference[]; endCursor: string | null; hasMore: boolean };

/**
 * A list read a page at a time (newest first, `after` = the previous page's endCursor): a page
 * asked for with `after` is added (items already there are not repeated); the first page, asked
 * again after a change, starts the list over. One list per filter in `keyArgs` (none: one list).
 */
export function pagedListPolicy<T extends Page>(keyArgs: string[] | false = false): FieldPolicy<T, T> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.items.map((item) => readField<string>('id', item)));
      const added = incoming.items.filter((item) => !seen.has(readField<string>('id', item)));
      return { ...incoming, items: [...existing.items, ...added] };
    },
  };
}
