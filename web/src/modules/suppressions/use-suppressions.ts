import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { useRefetchOnReconnect } from '../../app/use-refetch-on-reconnect';
import { usePagedList } from '../../app/use-paged-list';
import { SuppressionsChangedDocument, SuppressionsDocument } from '../../gql/graphql';
import { suppressionVariables, type SuppressionFilter } from './suppression-meta';

/** Changes arriving within this window (a burst of bounces after a send) cause one reload. */
export const LIVE_SUPPRESSIONS_DELAY_MS = 250;

/**
 * The suppression list for a filter, newest first, a page at a time ('Load more' joins the
 * pages in the cache). Kept current without polling: bounces, complaints and unsubscribes
 * arrive while the screen is open, and each change pushes suppressionsChanged, which reloads
 * the first page (also after the socket reconnects, as pushes may have been missed).
 */
export function useSuppressions(filter: SuppressionFilter) {
  const query = useQuery(SuppressionsDocument, {
    variables: suppressionVariables(filter),
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.suppressions;
  const paging = usePagedList(query, page);
  useRefetchOnReconnect(query);

  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSubscription(SuppressionsChangedDocument, {
    onData: () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        refetchQuietly(latest.current);
      }, LIVE_SUPPRESSIONS_DELAY_MS);
    },
    // The list still works without live updates; a dropped socket reconnects by itself.
    onError: () => undefined,
  });

  return { query, page, ...paging };
}
