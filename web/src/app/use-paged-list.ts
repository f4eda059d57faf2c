import { NetworkStatus } from '@apollo/client';
import { useCallback } from 'react';

export type Paged = {
  data?: unknown;
  networkStatus: NetworkStatus;
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
};

/** 'Load more' for a list read a page at a time (its cache field merges the pages). */
export function usePagedList(
  query: Paged,
  page: { endCursor?: string | null; hasMore: boolean } | undefined,
) {
  const endCursor = page?.endCursor ?? null;
  const hasMore = Boolean(page?.hasMore && endCursor);
  const loadingMore = query.networkStatus === NetworkStatus.fetchMore;
  const { fetchMore } = query;
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore || !endCursor) return;
    // A failed page leaves the list as it was; the button stays to try again.
    fetchMore({ variables: { after: endCursor } }).catch(() => undefined);
  }, [endCursor, fetchMore, hasMore, loadingMore]);
  return { hasMore, loadingMore, loadMore };
}
