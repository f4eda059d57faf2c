import {
  ClockCircleOutlined,
  EyeOutlined,
  PercentageOutlined,
  RollbackOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Select } from 'antd';
import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCount } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { FunnelsDocument } from '../../gql/graphql';
import {
  analyticsTables,
  type AnalyticsReport,
  type BreakdownRow,
} from '../../modules/analytics/analytics-tables';
import { breakdownChartHeight, DAILY_CHART_HEIGHT } from '../../modules/analytics/chart-height';
import { ChartSkeleton } from '../../modules/analytics/ChartSkeleton';
import { formatDuration } from '../../modules/analytics/format-duration';
import { formatRate } from '../../modules/analytics/format-rate';
import { FunnelStepsChart } from '../../modules/analytics/FunnelStepsChart';
import { LiveVisitors } from '../../modules/analytics/LiveVisitors';
import { ReportCard } from '../../modules/analytics/ReportCard';
import { useAnalytics } from '../../modules/analytics/use-analytics';
import { useAnalyticsParams } from '../../modules/analytics/use-analytics-params';
import { AbTestsLink } from '../../modules/experiments/AbTestsLink';
import { REPORT_PERIODS, type ReportPeriod } from '../../modules/reports/report-periods';
import { StatCard, StatCardSkeleton } from '../../modules/reports/StatCard';
import './analytics.css';

// recharts is large: the charts load in their own chunks, after the figures.
const DailyTrafficChart = lazy(() =>
  import('../../modules/analytics/DailyTrafficChart').then((m) => ({ default: m.DailyTrafficChart })),
);
const BreakdownChart = lazy(() =>
  import('../../modules/analytics/BreakdownChart').then((m) => ({ default: m.BreakdownChart })),
);

const ALL_FUNNELS = '';
/** The selector lists this many funnels: the api's largest page. */
const FUNNEL_OPTIONS_LIMIT = 100;
const STAT_CARDS = 5;

const HELP = {
  totalViews:
    'Published pages sent to visitors in the period (bots left out). Unique views count each visitor once per funnel per day.',
  conversions: 'Leads won: the first form a person sends on a funnel.',
  conversionRate: 'Conversions divided by total views. The change is in percentage points.',
  avgSession: 'Engaged time per visit; a visit ends after 30 minutes without a view.',
  bounceRate: 'Visits that saw one page for under 10 seconds. Lower is better.',
};

/**
 * 001 §2.6 Advanced Analytics: funnel and period (kept in the address), the five figures against
 * the period before, the live visitor count, and real charts, each also a table and a CSV file.
 */
export function AnalyticsPage() {
  const { days, funnelId, update } = useAnalyticsParams();
  const funnels = useQuery(FunnelsDocument, {
    variables: { filter: { limit: FUNNEL_OPTIONS_LIMIT } },
    fetchPolicy: 'cache-and-network',
  });
  const { report, visitorsNow, newLead } = useAnalytics(days, funnelId);
  // While another choice loads, the last figures stay in place; after a failure they do not.
  const data =
    report.data?.analyticsReport ?? (report.error ? undefined : report.previousData?.analyticsReport);
  const funnelItems = funnels.data?.funnels.items ?? [];
  const chosen = funnelItems.find((f) => f.id === funnelId) ?? null;
  // The lists open inside the page's main landmark, not at the end of the body.
  const inPage = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

  return (
    <div className="ff-analytics">
      <div className="ff-analytics__bar">
        <div className="ff-analytics__filters">
          <Select<string>
            aria-label="Funnel"
            className="ff-analytics__funnel"
            value={funnelId ?? ALL_FUNNELS}
            loading={funnels.loading}
            showSearch={{ optionFilterProp: 'label' }}
            getPopupContainer={inPage}
            options={[
              { value: ALL_FUNNELS, label: 'All funnels' },
              ...funnelItems.map((f) => ({ value: f.id, label: f.name })),
            ]}
            onChange={(value) => update({ funnelId: value || null })}
          />
          <Select<ReportPeriod>
            aria-label="Period"
            className="ff-analytics__period"
            value={days}
            options={REPORT_PERIODS.map(({ value, label }) => ({ value, label }))}
            getPopupContainer={inPage}
            onChange={(value) => update({ days: value })}
          />
          <AbTestsLink funnelId={funnelId} />
        </div>
        <LiveVisitors visitorsNow={visitorsNow} newLead={newLead} />
      </div>

      {report.error && !data ? (
        <Alert
          type="error"
          showIcon
          title="Could not load analytics."
          description="Check your connection and try again."
          action={
            <Button size="small" onClick={() => refetchQuietly(report)}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <section className="ff-analytics__stats" aria-label="Analytics summary" aria-busy={!data}>
            {data ? (
              <SummaryCards report={data} />
            ) : (
              Array.from({ length: STAT_CARDS }, (_, i) => <StatCardSkeleton key={i} />)
            )}
          </section>
          {!data ? (
            <Card className="ff-analytics__loading">
              <ChartSkeleton height={DAILY_CHART_HEIGHT} label="Loading the charts" />
            </Card>
          ) : data.summary.totalViews === 0 ? (
            <NoTraffic unpublishedFunnel={chosen && chosen.status !== 'published' ? chosen.name : null} />
          ) : (
            <Reports report={data} allFunnels={funnelId === null} />
          )}
        </>
      )}
    </div>
  );
}

function SummaryCards({ report }: { report: AnalyticsReport }) {
  const { summary: s, changes: c } = report;
  return (
    <>
      <StatCard
        label="Total Views"
        value={formatCount(s.totalViews)}
        detail={`Unique views: ${formatCount(s.uniqueViews)}`}
        change={c.totalViews}
        help={HELP.totalViews}
        icon={<EyeOutlined />}
      />
      <StatCard
        label="Conversions"
        value={formatCount(s.totalConversions)}
        detail="Total leads captured"
        change={c.totalConversions}
        help={HELP.conversions}
        icon={<TeamOutlined />}
      />
      <StatCard
        label="Conversion Rate"
        value={formatRate(s.overallConversionRate)}
        change={c.overallConversionRate}
        help={HELP.conversionRate}
        icon={<PercentageOutlined />}
      />
      <StatCard
        label="Avg Session"
        value={formatDuration(s.averageSessionDuration)}
        change={c.averageSessionDuration}
        help={HELP.avgSession}
        icon={<ClockCircleOutlined />}
      />
      <StatCard
        label="Bounce Rate"
        value={formatRate(s.bounceRate)}
        detail={`Visits: ${formatCount(s.sessions)}`}
        change={c.bounceRate}
        upIsGood={false}
        help={HELP.bounceRate}
        icon={<RollbackOutlined />}
      />
    </>
  );
}

function NoTraffic({ unpublishedFunnel }: { unpublishedFunnel: string | null }) {
  const navigate = useNavigate();
  return (
    <Card className="ff-analytics__empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <span className="ff-pending">
            <strong>No visits in this period yet</strong>
            <span>
              {unpublishedFunnel
                ? `${unpublishedFunnel} is not published. Publish it and share its link to start collecting traffic.`
                : 'Publish a funnel and share its link to start collecting traffic.'}
            </span>
          </span>
        }
      >
        <Button
          type="primary"
          href="/funnels"
          onClick={(event) => {
            // A real link (a new tab opens it too); a plain click stays in the app.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void navigate('/funnels');
          }}
        >
          Go to funnels
        </Button>
      </Empty>
    </Card>
  );
}

function Reports({ report, allFunnels }: { report: AnalyticsReport; allFunnels: boolean }) {
  const t = analyticsTables(report, allFunnels);
  const period = { from: report.from, to: report.to };
  const noVisits = 'No visits in this period';
  const breakdown = (rows: readonly BreakdownRow[], variant: 'bars' | 'donut') => ({
    chart: <BreakdownChart rows={rows} variant={variant} />,
    chartHeight: breakdownChartHeight(rows.length, variant),
  });
  return (
    <div className="ff-analytics__grid">
      <ReportCard
        className="ff-analytics-card--wide"
        table={t.daily}
        period={period}
        chart={<DailyTrafficChart days={report.daily} height={DAILY_CHART_HEIGHT} />}
        chartHeight={DAILY_CHART_HEIGHT}
        emptyText={noVisits}
      />
      {report.funnelId ? (
        <ReportCard
          className="ff-analytics-card--wide"
          table={t.funnelSteps}
          period={period}
          chart={<FunnelStepsChart steps={report.funnelSteps} />}
          emptyText="This funnel has no steps yet"
        />
      ) : null}
      <ReportCard
        table={t.trafficSources}
        period={period}
        {...breakdown(t.trafficSources.rows, 'bars')}
        emptyText={noVisits}
      />
      <ReportCard
        table={t.devices}
        period={period}
        {...breakdown(t.devices.rows, 'donut')}
        emptyText={noVisits}
      />
      <ReportCard
        table={t.countries}
        period={period}
        {...breakdown(t.countries.rows, 'bars')}
        emptyText={noVisits}
      />
      <ReportCard
        table={t.browsers}
        period={period}
        {...breakdown(t.browsers.rows, 'bars')}
        emptyText={noVisits}
      />
      <ReportCard
        className="ff-analytics-card--wide"
        table={t.utmCampaigns}
        period={period}
        emptyText="No visits with UTM tags in this period"
      />
      <ReportCard table={t.topPages} period={period} emptyText={noVisits} />
      <ReportCard table={t.exitPages} period={period} emptyText={noVisits} />
    </div>
  );
}
