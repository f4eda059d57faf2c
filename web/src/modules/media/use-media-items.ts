import { useQuery } from '@apollo/client/react';
import { usePagedList } from '../../app/use-paged-list';
import { MediaItemsDocument, type MediaFilter, type MediaLibraryItemFragment } from '../../gql/graphql';

/**
 * One filtered view of the library, 48 items at a time (newest first): `loadMore` adds the next
 * page after the last one's cursor (the cache's field policy joins them).
 */
export function useMediaItems(filter: MediaFilter, { skip = false }: { skip?: boolean } = {}) {
  const query = useQuery(MediaItemsDocument, {
    variables: { filter },
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const list = data?.mediaItems;
  const { hasMore, loadingMore, loadMore } = usePagedList(query, list);
  const items: readonly MediaLibraryItemFragment[] = list?.items ?? [];
  return {
    items,
    loaded: list !== undefined,
    loading: query.loading && list === undefined,
    error: query.error,
    hasMore,
    loadingMore,
    loadMore,
    refetch: query.refetch,
  };
}
