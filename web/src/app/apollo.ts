import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { announceLoggedOutAndRedirect } from './auth-redirect';

/** Operations that ask whether anyone is signed in; their 'Unauthorized' is an answer, not an expiry. */
const SIGN_IN_OPERATIONS = new Set(['Me', 'SignIn', 'SignUp', 'PreviewFunnel']);
/** Saving in the builder answers an expired session itself (000 §8: 'Session Expired'). */
const HANDLED_BY_SCREEN = new Set(['CreateFunnel', 'UpdateFunnel']);

/** 000 §6: an 'Unauthorized' answer to any call means the session ended; say so and go to sign-in. */
const sessionExpired = new ErrorLink(({ error, operation }) => {
  const name = operation.operationName ?? '';
  if (SIGN_IN_OPERATIONS.has(name) || HANDLED_BY_SCREEN.has(name)) return;
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    announceLoggedOutAndRedirect(window.location.pathname + window.location.search);
  }
});

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
    }),
  );
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    http,
  );
  return new ApolloClient({
    link: ApolloLink.from([sessionExpired, link]),
    cache: new InMemoryCache(),
    defaultOptions: {
      // 000 §7: no refetch on focus, no automatic retries.
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
