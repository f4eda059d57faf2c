import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { ExperimentDocument, LiveVisitorsChangedDocument } from '../../gql/graphql';
import { REPORT_REFETCH_DELAY_MS, VISITS_REFETCH_DELAY_MS } from '../analytics/use-analytics';

/**
 * One A/B test with its figures. While it runs, the live visitor updates of its funnel refetch
 * the figures quietly: within a few seconds of visits, at once (half a second) on a conversion.
 * There is no subscription of the test itself; the funnel's traffic is what moves its figures.
 */
export function useExperiment(id: string) {
  const query = useQuery(ExperimentDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const experiment = query.data?.experiment;
  const funnelId = experiment?.funnelId ?? null;
  const running = experiment?.status === 'running';

  // The newest query result, for a timer set by an earlier render's subscription callback.
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

  useSubscription(LiveVisitorsChangedDocument, {
    variables: { funnelId },
    skip: !running || !funnelId,
    onData: ({ data }) => {
      const update = data.data?.liveVisitors;
      if (!update) return;
      // Visits alone wait for a pending refetch; a conversion brings it forward.
      if (!update.conversion && timer.current) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(
        () => {
          timer.current = null;
          refetchQuietly(latest.current);
        },
        update.conversion ? REPORT_REFETCH_DELAY_MS : VISITS_REFETCH_DELAY_MS,
      );
    },
    // The figures still show without live updates; a dropped socket reconnects by itself.
    onError: () => undefined,
  });

  return { query, experiment };
}
