import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isReportPeriod, type ReportPeriod } from '../reports/report-periods';

/** 001 §9: the analytics screen opens on the last 30 days. */
export const DEFAULT_ANALYTICS_PERIOD: ReportPeriod = 30;

export type AnalyticsParams = { days: ReportPeriod; funnelId: string | null };

/** Reads ?days=&funnel= leniently: an unknown period falls back to 30 days, an empty funnel to all funnels. */
export function parseAnalyticsParams(params: URLSearchParams): AnalyticsParams {
  const days = Number(params.get('days'));
  return {
    days: isReportPeriod(days) ? days : DEFAULT_ANALYTICS_PERIOD,
    funnelId: params.get('funnel') || null,
  };
}

/** The chosen period and funnel, kept in the address so a reload or a shared link shows the same report. */
export function useAnalyticsParams() {
  const [params, setParams] = useSearchParams();
  const { days, funnelId } = parseAnalyticsParams(params);
  const update = useCallback(
    (change: Partial<AnalyticsParams>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.days !== undefined) next.set('days', String(change.days));
          if (change.funnelId !== undefined) {
            if (change.funnelId) next.set('funnel', change.funnelId);
            else next.delete('funnel');
          }
          return next;
        },
        // A change of filter is not a new page: Back leaves the screen instead of stepping through filters.
        { replace: true },
      ),
    [setParams],
  );
  return { days, funnelId, update };
}
