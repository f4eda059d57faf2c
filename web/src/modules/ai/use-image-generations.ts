import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { usePagedList } from '../../app/use-paged-list';
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
  const { data } = query;
  const list = data?.imageGenerations;
  const items: readonly AiImageFieldsFragment[] = list?.items ?? [];
  const { hasMore, loadingMore, loadMore } = usePagedList(query, list);

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
