import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
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
  const { data, fetchMore, networkStatus } = query;
  const list = data?.mediaItems;
  const endCursor = list?.endCursor ?? null;
  const hasMore = Boolean(list?.hasMore && endCursor);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore || !endCursor) return;
    // A failed page leaves the list as it was; the button stays to try again.
    fetchMore({ variables: { after: endCursor } }).catch(() => undefined);
  }, [endCursor, fetchMore, hasMore, loadingMore]);
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
