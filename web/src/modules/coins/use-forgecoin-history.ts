import { useQuery } from '@apollo/client/react';
import { ForgecoinHistoryDocument } from '../../gql/graphql';

export const HISTORY_PAGE_SIZE = 10;

/** The history query, owned by the tab so a balance push can reload it. */
export function useForgecoinHistory() {
  return useQuery(ForgecoinHistoryDocument, {
    variables: { limit: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}

export type ForgecoinHistoryQuery = ReturnType<typeof useForgecoinHistory>;
