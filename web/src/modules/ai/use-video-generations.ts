import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { usePagedList } from '../../app/use-paged-list';
import {
  AiVideoStatusChangedDocument,
  VideoGenerationsDocument,
  type AiVideoFieldsFragment,
} from '../../gql/graphql';

/**
 * The user's AI videos (all, or only completed ones), 24 at a time, kept live by the
 * aiVideoStatusChanged subscription instead of the spec's 5 s polling: a listed video's change
 * lands in the cache by itself, a new one loads the first page again, a deleted one leaves.
 */
export function useVideoGenerations(status: 'completed' | null, { skip = false }: { skip?: boolean } = {}) {
  const client = useApolloClient();
  const query = useQuery(VideoGenerationsDocument, {
    variables: status ? { status } : {},
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const list = data?.videoGenerations;
  const items: readonly AiVideoFieldsFragment[] = list?.items ?? [];
  const { hasMore, loadingMore, loadMore } = usePagedList(query, list);

  useSubscription(AiVideoStatusChangedDocument, {
    skip,
    onData: ({ data: event }) => {
      const change = event.data?.aiVideoStatusChanged;
      if (!change) return;
      if (!change.generation) {
        client.cache.evict({ id: client.cache.identify({ __typename: 'VideoGeneration', id: change.id }) });
        client.cache.gc();
        return;
      }
      const known = items.some((item) => item.id === change.id);
      // New, or newly completed on the completed list: the first page again.
      if (!known && (!status || change.generation.status === status)) refetchQuietly(query);
    },
    // The list still works without live updates; a dropped socket reconnects by itself.
    onError: () => undefined,
  });

  return {
    items,
    loaded: list !== undefined,
    error: query.error,
    hasMore,
    loadingMore,
    loadMore,
    refetch: query.refetch,
  };
}
