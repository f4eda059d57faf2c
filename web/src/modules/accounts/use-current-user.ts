import { useQuery } from '@apollo/client/react';
import { MeDocument, type CurrentUserFragment } from '../../gql/graphql';

export type CurrentUserState = { user: CurrentUserFragment | null; loading: boolean };

/** Signed in when `me` answers a user; the call is not retried (000 §4). */
export function useCurrentUser(): CurrentUserState {
  const { data, loading } = useQuery(MeDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  return { user: data?.me ?? null, loading: loading && !data };
}
