import { DollarOutlined, FunnelPlotOutlined, PercentageOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Select, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCount, formatPercent } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { formatRevenue } from '../../modules/dashboard/format-revenue';
import { RecentLeadsTable } from '../../modules/dashboard/RecentLeadsTable';
import { statDefinitions } from '../../modules/dashboard/stat-definitions';
import { TopFunnelsList } from '../../modules/dashboard/TopFunnelsList';
import { useDashboard } from '../../modules/dashboard/use-dashboard';
import { REPORT_PERIODS, type ReportPeriod } from '../../modules/reports/report-periods';
import { StatCard, StatCardSkeleton } from '../../modules/reports/StatCard';
import './dashboard.css';

// recharts is large: the chart loads in its own chunk, after the figures.
const PerformanceChart = lazy(() =>
  import('../../modules/dashboard/PerformanceChart').then((m) => ({ default: m.PerformanceChart })),
);

const CHART_HEIGHT = 280;

/** 000 §9: the dashboard opens on the last 7 days. */
const DEFAULT_PERIOD: ReportPeriod = 7;

/**
 * 000 §2.4 Dashboard: four stat cards, the performance chart for the chosen period beside the
 * top funnels, and the newest leads. Stats and chart follow the period; everything refreshes
 * when a lead is captured, added or removed.
 */
export function DashboardPage() {
  const navigate = useNavigate();
  const [days, setDays] = useState<ReportPeriod>(DEFAULT_PERIOD);
  const { stats, topFunnels, recentLeads, performance } = useDashboard(days);
  // While another period loads, the last figures stay in place.
  const s = (stats.data ?? stats.previousData)?.dashboardStats;
  const points = (performance.data ?? performance.previousData)?.dashboardPerformance;
  const funnels = topFunnels.data?.topFunnels;
  const leads = recentLeads.data?.recentLeads;
  const help = statDefinitions(days);
  const periodLabel = REPORT_PERIODS.find((p) => p.value === days)?.label.toLowerCase() ?? '';

  return (
    <div className="ff-dashboard">
      {stats.error && !s ? (
        <SectionError what="your stats" onRetry={() => refetchQuietly(stats)} />
      ) : (
        <section className="ff-stats" aria-label="Dashboard statistics" aria-busy={!s}>
          {s ? (
            <>
              <StatCard
                label="Total Leads"
                value={formatCount(s.totalLeads)}
                change={s.leadsChange}
                help={help.totalLeads}
                icon={<TeamOutlined />}
              />
              <StatCard
                label="Conversion Rate"
                value={formatPercent(s.conversionRate)}
                change={s.conversionChange}
                help={help.conversionRate}
                icon={<PercentageOutlined />}
              />
              <StatCard
                label="Active Funnels"
                value={formatCount(s.activeFunnels)}
                change={s.funnelsChange}
                help={help.activeFunnels}
                icon={<FunnelPlotOutlined />}
              />
              <StatCard
                label="Revenue"
                value={formatRevenue(s.revenue)}
                change={s.revenueChange}
                help={help.revenue}
                icon={<DollarOutlined />}
              />
            </>
          ) : (
            Array.from({ length: 4 }, (_, i) => <StatCardSkeleton key={i} />)
          )}
        </section>
      )}

      <div className="ff-dashboard__panels">
        <Card
          className="ff-dashboard__panel"
          title="Performance"
          extra={
            <Select<ReportPeriod>
              aria-label="Period"
              className="ff-dashboard__period"
              value={days}
              options={REPORT_PERIODS.map(({ value, label }) => ({ value, label }))}
              onChange={setDays}
            />
          }
        >
          {performance.error && !points ? (
            <SectionError what="the performance chart" onRetry={() => refetchQuietly(performance)} />
          ) : points ? (
            <>
              <p className="ff-dashboard__summary" aria-live="polite">
                {formatCount(points.reduce((n, p) => n + p.views, 0))} views ·{' '}
                {formatCount(points.reduce((n, p) => n + p.leads, 0))} new leads in the {periodLabel}
              </p>
              <div className="ff-dashboard__chart" style={{ height: CHART_HEIGHT }}>
                <Suspense fallback={<ChartSkeleton />}>
                  <PerformanceChart points={points} height={CHART_HEIGHT} />
                </Suspense>
              </div>
            </>
          ) : (
            <ChartSkeleton />
          )}
        </Card>

        <Card className="ff-dashboard__panel" title="Top Funnels">
          {topFunnels.error && !funnels ? (
            <SectionError what="your top funnels" onRetry={() => refetchQuietly(topFunnels)} />
          ) : (
            <TopFunnelsList funnels={funnels ?? []} loading={!funnels} />
          )}
        </Card>
      </div>

      <Card
        className="ff-dashboard__panel ff-recent-leads"
        title="Recent Leads"
        extra={<Button onClick={() => navigate('/leads')}>View all</Button>}
      >
        {recentLeads.error && !leads ? (
          <SectionError what="your recent leads" onRetry={() => refetchQuietly(recentLeads)} />
        ) : (
          <RecentLeadsTable leads={leads ?? []} loading={!leads} />
        )}
      </Card>
    </div>
  );
}

function ChartSkeleton() {
  return (
    <div className="ff-dashboard__chart-skeleton" aria-busy="true" aria-label="Loading the chart">
      <Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />
    </div>
  );
}

function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="ff-dashboard__error" role="alert">
      <span>Could not load {what}. Check your connection and try again.</span>
      <Button size="small" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
