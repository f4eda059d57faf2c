import type { FieldPolicy, Reference } from '@apollo/client';

type MediaPage = {
  items: readonly Reference[];
  total: number;
  endCursor: string | null;
  hasMore: boolean;
};

/**
 * Query.mediaItems is read 48 at a time (newest first, `after` = the previous page's endCursor):
 * one cached list per filter. A page asked for with `after` is added to the list
 * (items already there are not repeated); the first page, asked again (a refetch after a change),
 * starts the list over.
 */
export const mediaItemsFieldPolicy: FieldPolicy<MediaPage, MediaPage> = {
  keyArgs: ['filter'],
  merge(existing, incoming, { args, readField }) {
    if (!existing || !args?.after) return incoming;
    const seen = new Set(existing.items.map((item) => readField<string>('id', item)));
    const added = incoming.items.filter((item) => !seen.has(readField<string>('id', item)));
    return { ...incoming, items: [...existing.items, ...added] };
  },
};
