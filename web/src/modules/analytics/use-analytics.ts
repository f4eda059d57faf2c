import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import {
  AnalyticsReportDocument,
  LiveVisitorsChangedDocument,
  LiveVisitorsDocument,
} from '../../gql/graphql';
import type { ReportPeriod } from '../reports/report-periods';

/** Conversions arriving together (a burst of sign-ups) cause one refetch of the report. */
export const REPORT_REFETCH_DELAY_MS = 500;
/** Visits alone refetch the report at most this often: the figures follow the traffic without chasing every view. */
export const VISITS_REFETCH_DELAY_MS = 5000;
/** How long 'New lead on …' stays on screen. */
export const NEW_LEAD_NOTICE_MS = 8000;

/**
 * The report for a period and funnel, and the live visitor count. Each update of the count is
 * written into the cached `liveVisitors` answer and refetches the report within a few seconds;
 * an update caused by a conversion also says 'New lead on {funnel}' and refetches it at once.
 */
export function useAnalytics(days: ReportPeriod, funnelId: string | null) {
  const report = useQuery(AnalyticsReportDocument, {
    variables: { days, funnelId },
    fetchPolicy: 'cache-and-network',
  });
  const live = useQuery(LiveVisitorsDocument, { variables: { funnelId }, fetchPolicy: 'cache-and-network' });
  const [newLead, setNewLead] = useState<string | null>(null);

  // The newest report result, for the refetch timer set by an earlier render's subscription callback.
  const latestReport = useRef(report);
  useEffect(() => {
    latestReport.current = report;
  });
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      for (const timer of [refetchTimer, noticeTimer]) if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useSubscription(LiveVisitorsChangedDocument, {
    variables: { funnelId },
    onData: ({ client, data }) => {
      const update = data.data?.liveVisitors;
      if (!update) return;
      client.writeQuery({
        query: LiveVisitorsDocument,
        variables: { funnelId },
        data: { __typename: 'Query', liveVisitors: update },
      });
      const refetchIn = (delay: number) => {
        if (refetchTimer.current) clearTimeout(refetchTimer.current);
        refetchTimer.current = setTimeout(() => {
          refetchTimer.current = null;
          // A failed refetch keeps the figures shown; the next update or a reload tries again.
          refetchQuietly(latestReport.current);
        }, delay);
      };
      const conversion = update.conversion;
      if (!conversion) {
        if (!refetchTimer.current) refetchIn(VISITS_REFETCH_DELAY_MS);
        return;
      }
      setNewLead(`New lead on ${conversion.funnelName}`);
      if (noticeTimer.current) clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setNewLead(null), NEW_LEAD_NOTICE_MS);
      refetchIn(REPORT_REFETCH_DELAY_MS);
    },
    // The report still works without the live count; a dropped socket reconnects by itself.
    onError: () => undefined,
  });

  return { report, visitorsNow: live.data?.liveVisitors.visitorsNow ?? null, newLead };
}
