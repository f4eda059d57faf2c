import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createCache } from './cache';
import { sessionExpiryLink } from './session-expiry-link';
import { socketReconnected } from './socket-events';

/** Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws on the same path. */
export function createApolloClient(origin: string = window.location.origin): ApolloClient {
  const http = new HttpLink({ uri: `${origin}/graphql`, credentials: 'same-origin' });
  const wsUrl = `${origin.replace(/^http/, 'ws')}/graphql`;
  const ws = new GraphQLWsLink(
    createClient({
      url: wsUrl,
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) socketReconnected();
        },
      },
    }),
  );
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    http,
  );
  return new ApolloClient({
    link: ApolloLink.from([sessionExpiryLink, link]),
    cache: createCache(),
    defaultOptions: {
      // 000 §7: no refetch on focus, no automatic retries.
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
