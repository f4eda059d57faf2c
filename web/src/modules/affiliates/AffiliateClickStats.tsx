import { Alert, Button, Card, Select } from 'antd';
import { lazy } from 'react';
import { formatCount, formatPercent } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { ChartSkeleton } from '../analytics/ChartSkeleton';
import { DAILY_CHART_HEIGHT } from '../analytics/chart-height';
import { ReportCard } from '../analytics/ReportCard';
import { REPORT_PERIODS, type ReportPeriod } from '../reports/report-periods';
import { clickStatsTables } from './click-stats-tables';
import type { AffiliateClickStatsQueryResult } from './use-affiliate-click-stats';

// recharts is large: the chart loads in its own chunk, after the figures.
const AffiliateClicksChart = lazy(() =>
  import('./AffiliateClicksChart').then((m) => ({ default: m.AffiliateClicksChart })),
);

/**
 * Clicks, unique clicks and sign-ups per day over 7, 30 or 90 days, and where the clicks came
 * from; each also as a table and a CSV file (the analytics report cards).
 */
export function AffiliateClickStats({
  query,
  days,
  onDaysChange,
}: {
  query: AffiliateClickStatsQueryResult;
  days: ReportPeriod;
  onDaysChange: (days: ReportPeriod) => void;
}) {
  // While another period loads, the last figures stay in place; after a failure they do not.
  const stats =
    query.data?.affiliateClickStats ?? (query.error ? undefined : query.previousData?.affiliateClickStats);
  const periodLabel = REPORT_PERIODS.find((p) => p.value === days)?.label.toLowerCase() ?? '';
  const tables = stats ? clickStatsTables(stats) : null;
  const period = stats?.byDay.length
    ? { from: stats.byDay[0]?.date ?? '', to: stats.byDay[stats.byDay.length - 1]?.date ?? '' }
    : { from: '', to: '' };

  return (
    <section className="ff-affiliate-clicks" aria-label="Clicks and sign-ups">
      <div className="ff-affiliate-clicks__bar">
        <Select<ReportPeriod>
          aria-label="Period"
          className="ff-affiliate-clicks__period"
          value={days}
          options={REPORT_PERIODS.map(({ value, label }) => ({ value, label }))}
          onChange={onDaysChange}
        />
        {stats ? (
          <p className="ff-affiliate-clicks__summary ff-muted" aria-live="polite">
            {counted(stats.totalClicks, 'click', 'clicks')} · {formatCount(stats.uniqueClicks)} unique ·{' '}
            {counted(stats.signups, 'sign-up', 'sign-ups')} · {formatPercent(stats.conversionRate)} conversion
            in the {periodLabel}
          </p>
        ) : null}
      </div>
      {!stats && query.error ? (
        <Alert
          type="error"
          showIcon
          title="Could not load your click statistics."
          action={
            <Button size="small" onClick={() => refetchQuietly(query)}>
              Retry
            </Button>
          }
        />
      ) : !tables ? (
        <Card>
          <ChartSkeleton height={DAILY_CHART_HEIGHT} />
        </Card>
      ) : (
        <div className="ff-affiliate-clicks__cards">
          <ReportCard
            table={tables.daily}
            period={period}
            chart={<AffiliateClicksChart days={tables.daily.rows} height={DAILY_CHART_HEIGHT} />}
            chartHeight={DAILY_CHART_HEIGHT}
            emptyText="No clicks in this period yet."
          />
          <ReportCard
            table={tables.sources}
            period={period}
            emptyText={`No clicks in the ${periodLabel}. Share your link to see where clicks come from.`}
          />
        </div>
      )}
    </section>
  );
}

const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
