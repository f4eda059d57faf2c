import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useRefetchOnReconnect } from '../../app/use-refetch-on-reconnect';
import { ForgecoinBalanceChangedDocument, ForgecoinBalanceDocument } from '../../gql/graphql';

/**
 * The user's ForgeCoin balance, kept current by the forgecoinBalanceChanged push (instead of the
 * spec's 30-second polling). `onChanged` runs on each push (e.g. to reload the history).
 */
export function useForgecoinBalance({ onChanged }: { onChanged?: () => void } = {}) {
  const client = useApolloClient();
  const query = useQuery(ForgecoinBalanceDocument, { fetchPolicy: 'cache-and-network' });
  const latest = useRef(onChanged);
  useEffect(() => {
    latest.current = onChanged;
  }, [onChanged]);
  useSubscription(ForgecoinBalanceChangedDocument, {
    onData: ({ data }) => {
      const forgecoinBalance = data.data?.forgecoinBalanceChanged;
      if (!forgecoinBalance) return;
      client.cache.writeQuery({
        query: ForgecoinBalanceDocument,
        data: { __typename: 'Query', forgecoinBalance },
      });
      latest.current?.();
    },
    // The balance still shows; a dropped socket reconnects by itself.
    onError: () => undefined,
  });
  useRefetchOnReconnect(query);
  return { query, balance: query.data?.forgecoinBalance ?? null };
}
