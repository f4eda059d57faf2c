import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import {
  AiImageStatusChangedDocument,
  ImageGenerationsDocument,
  type AiImageFieldsFragment,
} from '../../gql/graphql';

/**
 * The user's AI images, 24 at a time (newest first), kept live while shown: a change to a listed
 * image lands in the cache by itself, a new one loads the first page again, a deleted one leaves.
 */
export function useImageGenerations({ skip = false }: { skip?: boolean } = {}) {
  const client = useApolloClient();
  const query = useQuery(ImageGenerationsDocument, {
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore, networkStatus } = query;
  const list = data?.imageGenerations;
  const items: readonly AiImageFieldsFragment[] = list?.items ?? [];
  const endCursor = list?.endCursor ?? null;
  const hasMore = Boolean(list?.hasMore && endCursor);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore || !endCursor) return;
    // A failed page leaves the list as it was; the button stays to try again.
    fetchMore({ variables: { after: endCursor } }).catch(() => undefined);
  }, [endCursor, fetchMore, hasMore, loadingMore]);

  useSubscription(AiImageStatusChangedDocument, {
    skip,
    onData: ({ data: event }) => {
      const change = event.data?.aiImageStatusChanged;
      if (!change) return;
      if (!change.generation) {
        client.cache.evict({ id: client.cache.identify({ __typename: 'ImageGeneration', id: change.id }) });
        client.cache.gc();
        return;
      }
      if (!items.some((item) => item.id === change.id)) refetchQuietly(query);
    },
    onError: () => undefined,
  });

  return {
    items,
    total: list?.total ?? 0,
    loaded: list !== undefined,
    error: query.error,
    hasMore,
    loadingMore,
    loadMore,
    refetch: query.refetch,
  };
}
