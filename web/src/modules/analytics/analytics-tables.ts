import { formatCount, formatDate } from '../../app/format';
import type { AnalyticsReportQuery } from '../../gql/graphql';
import { formatRate } from './format-rate';
import type { ReportColumn, ReportTable } from './report-table';

export type AnalyticsReport = AnalyticsReportQuery['analyticsReport'];
export type AnalyticsDay = AnalyticsReport['daily'][number];
export type BreakdownRow = AnalyticsReport['devices'][number];
export type TopPageRow = AnalyticsReport['topPages'][number];
export type CampaignRow = AnalyticsReport['utmCampaigns'][number];
export type FunnelStepRow = AnalyticsReport['funnelSteps'][number];

/** At most this many countries are charted (and so listed and downloaded). */
export const TOP_COUNTRIES = 10;

const count = <Row>(title: string, value: (row: Row) => number): ReportColumn<Row> => ({
  title,
  value,
  display: (row) => formatCount(value(row)),
  numeric: true,
});

// The CSV keeps the percent as a number; its title says the unit.
const percent = <Row>(title: string, value: (row: Row) => number): ReportColumn<Row> => ({
  title: `${title} (%)`,
  value,
  display: (row) => formatRate(value(row)),
  numeric: true,
});

function breakdown(title: string, what: string, rows: readonly BreakdownRow[]): ReportTable<BreakdownRow> {
  return {
    title,
    columns: [
      { title: what, value: (r) => r.label },
      count('Visits', (r) => r.visits),
      percent('Share', (r) => r.percent),
    ],
    rows,
  };
}

/** Every card's rows, for its table view and its CSV file; `allFunnels` adds the funnel to page rows. */
export function analyticsTables(report: AnalyticsReport, allFunnels: boolean) {
  const pageColumns: Array<ReportColumn<TopPageRow>> = [
    { title: 'Page', value: (r) => r.label },
    { title: 'Path', value: (r) => r.path },
    ...(allFunnels ? [{ title: 'Funnel', value: (r: TopPageRow) => r.funnelName }] : []),
    count('Views', (r) => r.views),
    count('Visits', (r) => r.visits),
  ];
  return {
    daily: {
      title: 'Traffic over time',
      columns: [
        { title: 'Date', value: (r) => r.date, display: (r) => formatDate(r.date) },
        count('Views', (r) => r.views),
        count('Unique views', (r) => r.uniqueViews),
        count('Visits', (r) => r.sessions),
        count('Conversions', (r) => r.conversions),
      ],
      rows: report.daily,
    } satisfies ReportTable<AnalyticsDay>,
    trafficSources: breakdown('Traffic sources', 'Source', report.trafficSources),
    devices: breakdown('Devices', 'Device', report.devices),
    browsers: breakdown('Browsers', 'Browser', report.browsers),
    countries: breakdown('Top countries', 'Country', report.countries.slice(0, TOP_COUNTRIES)),
    funnelSteps: {
      title: 'Funnel steps',
      columns: [
        { title: 'Step', value: (r) => r.label },
        count('Visits', (r) => r.visits),
        percent('Of first step', (r) => r.percentOfFirst),
        count('Dropped', (r) => r.dropOff),
        percent('Drop-off', (r) => r.dropOffPercent),
      ],
      rows: report.funnelSteps,
    } satisfies ReportTable<FunnelStepRow>,
    utmCampaigns: {
      title: 'Top UTM campaigns',
      columns: [
        { title: 'Source', value: (r) => r.source },
        { title: 'Medium', value: (r) => r.medium },
        { title: 'Campaign', value: (r) => r.campaign },
        count('Visits', (r) => r.visits),
        count('Conversions', (r) => r.conversions),
        percent('Rate', (r) => r.conversionRate),
      ],
      rows: report.utmCampaigns,
    } satisfies ReportTable<CampaignRow>,
    topPages: {
      title: 'Top pages',
      columns: pageColumns,
      rows: report.topPages,
    } satisfies ReportTable<TopPageRow>,
    exitPages: {
      title: 'Exit pages',
      columns: [
        { title: 'Page', value: (r) => r.label },
        count('Exits', (r) => r.visits),
        percent('Share', (r) => r.percent),
      ],
      rows: report.exitPages,
    } satisfies ReportTable<BreakdownRow>,
  };
}
