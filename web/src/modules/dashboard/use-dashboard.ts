import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import {
  DashboardLeadsChangedDocument,
  DashboardPerformanceDocument,
  DashboardStatsDocument,
  RecentLeadsDocument,
  TopFunnelsDocument,
} from '../../gql/graphql';
import type { ReportPeriod } from '../reports/report-periods';

/** Lead events that arrive together (a burst of captures) cause one refetch. */
const REFETCH_DELAY_MS = 200;

/**
 * The dashboard's four queries for a period, kept live: each change to the user's leads
 * (captured on a published page, added, imported, deleted) refetches all four.
 */
export function useDashboard(days: ReportPeriod) {
  const stats = useQuery(DashboardStatsDocument, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const topFunnels = useQuery(TopFunnelsDocument, { fetchPolicy: 'cache-and-network' });
  const recentLeads = useQuery(RecentLeadsDocument, { fetchPolicy: 'cache-and-network' });
  const performance = useQuery(DashboardPerformanceDocument, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
  });

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSubscription(DashboardLeadsChangedDocument, {
    onData: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        // A failed refetch keeps the figures shown; the next event or a reload tries again.
        for (const query of [stats, topFunnels, recentLeads, performance]) refetchQuietly(query);
      }, REFETCH_DELAY_MS);
    },
  });

  return { stats, topFunnels, recentLeads, performance };
}
