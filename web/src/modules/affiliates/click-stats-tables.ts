import { formatCount, formatDate } from '../../app/format';
import type { AffiliateClickStatsQuery } from '../../gql/graphql';
import type { ReportColumn, ReportTable } from '../analytics/report-table';

export type ClickStats = AffiliateClickStatsQuery['affiliateClickStats'];
export type ClickDay = ClickStats['byDay'][number];
export type ClickSource = ClickStats['bySource'][number];

const CHANNEL_LABELS: Record<string, string> = {
  direct: 'Direct',
  search: 'Search',
  social: 'Social',
  email: 'Email',
  referral: 'Referral',
  unknown: 'Unknown',
};

export const channelLabel = (channel: string) => CHANNEL_LABELS[channel] ?? channel;

const count = <Row>(title: string, value: (row: Row) => number): ReportColumn<Row> => ({
  title,
  value,
  display: (row) => formatCount(value(row)),
  numeric: true,
});

/** The rows of the clicks chart and of the sources table, for their table views and CSV files. */
export function clickStatsTables(stats: ClickStats) {
  return {
    daily: {
      title: 'Clicks and sign-ups',
      columns: [
        { title: 'Date', value: (r) => r.date, display: (r) => formatDate(r.date) },
        count('Clicks', (r) => r.clicks),
        count('Unique clicks', (r) => r.uniqueClicks),
        count('Sign-ups', (r) => r.signups),
      ],
      rows: stats.byDay,
    } satisfies ReportTable<ClickDay>,
    sources: {
      title: 'Clicks by source',
      columns: [
        { title: 'Channel', value: (r) => channelLabel(r.channel) },
        { title: 'Source', value: (r) => r.source ?? '', display: (r) => r.source || '–' },
        count('Clicks', (r) => r.clicks),
      ],
      rows: stats.bySource,
    } satisfies ReportTable<ClickSource>,
  };
}
