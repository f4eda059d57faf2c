import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { errorInfo } from '../../app/graphql-errors';
import { useRefetchOnReconnect } from '../../app/use-refetch-on-reconnect';
import { AffiliateChangedDocument, MyAffiliateDocument } from '../../gql/graphql';

/**
 * The user's affiliate account with its stats, kept current by the affiliateChanged push (a
 * click, referral, commission or payout). `onChanged` runs on each push, so a screen can reload
 * the lists the push does not carry. `notFound`: the api has no account for the user.
 */
export function useAffiliate({ onChanged }: { onChanged?: () => void } = {}) {
  const client = useApolloClient();
  const query = useQuery(MyAffiliateDocument, { fetchPolicy: 'cache-and-network' });
  const latest = useRef(onChanged);
  useEffect(() => {
    latest.current = onChanged;
  }, [onChanged]);
  useSubscription(AffiliateChangedDocument, {
    onData: ({ data }) => {
      const myAffiliate = data.data?.affiliateChanged;
      if (!myAffiliate) return;
      client.cache.writeQuery({ query: MyAffiliateDocument, data: { __typename: 'Query', myAffiliate } });
      latest.current?.();
    },
    // The figures still show; a dropped socket reconnects by itself (and the query is asked again).
    onError: () => undefined,
  });
  useRefetchOnReconnect(query);
  const affiliate = query.data?.myAffiliate ?? null;
  const notFound = !affiliate && Boolean(query.error) && errorInfo(query.error).code === 'NOT_FOUND';
  return { query, affiliate, notFound };
}

export type AffiliateQuery = ReturnType<typeof useAffiliate>['query'];
