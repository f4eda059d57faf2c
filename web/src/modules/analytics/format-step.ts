import { formatCount } from '../../app/format';
import type { AnalyticsReportQuery } from '../../gql/graphql';
import { formatRate } from './format-rate';

export type FunnelStep = AnalyticsReportQuery['analyticsReport']['funnelSteps'][number];

/** A funnel step's figures in one line: '120 visits · 60.0% · −80 dropped', 'no drop-off' when none was lost (nothing on the first). */
export function formatStep(
  step: Pick<FunnelStep, 'visits' | 'percentOfFirst' | 'dropOff'>,
  first: boolean,
): string {
  const visits = `${formatCount(step.visits)} ${step.visits === 1 ? 'visit' : 'visits'}`;
  const parts = [visits, formatRate(step.percentOfFirst)];
  if (!first) parts.push(step.dropOff > 0 ? `−${formatCount(step.dropOff)} dropped` : 'no drop-off');
  return parts.join(' · ');
}
