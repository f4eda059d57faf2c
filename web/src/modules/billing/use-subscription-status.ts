import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useRefetchOnReconnect } from '../../app/use-refetch-on-reconnect';
import {
  SubscriptionStatusChangedDocument,
  SubscriptionStatusDocument,
  type SubscriptionStatusFieldsFragment,
} from '../../gql/graphql';

/** Puts a newer subscription status (a mutation's answer, a push) where every screen reads it. */
export function writeSubscriptionStatus(
  cache: ApolloCache,
  subscriptionStatus: SubscriptionStatusFieldsFragment,
): void {
  cache.writeQuery({ query: SubscriptionStatusDocument, data: { __typename: 'Query', subscriptionStatus } });
}

/**
 * The user's subscription, kept current by the subscriptionStatusChanged push (instead of the
 * spec's polling); asked again when the socket comes back after a drop.
 */
export function useSubscriptionStatus() {
  const client = useApolloClient();
  const query = useQuery(SubscriptionStatusDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(SubscriptionStatusChangedDocument, {
    onData: ({ data }) => {
      const status = data.data?.subscriptionStatusChanged;
      if (status) writeSubscriptionStatus(client.cache, status);
    },
    // The screen still shows the last answer; a dropped socket reconnects by itself.
    onError: () => undefined,
  });
  useRefetchOnReconnect(query);
  return { query, status: query.data?.subscriptionStatus ?? null };
}
