import { formatCount, formatDate } from '../../app/format';
import type { ExperimentDetailFragment } from '../../gql/graphql';
import type { ReportColumn, ReportTable } from '../analytics/report-table';
import { formatExperimentRate } from './experiment-format';

/** Kept apart from the chart, so the page can size its skeleton before recharts has loaded. */
export const RATE_CHART_HEIGHT = 300;

export type SeriesPoint = ExperimentDetailFragment['results']['series'][number];

/** One day of the chart: each variant's cumulative rate and its 95% band, in percent. */
export type RateRow = {
  date: string;
  rates: Record<string, number | null>;
  bands: Record<string, [number, number] | null>;
};

const toPercent = (fraction: number) => Math.round(fraction * 10000) / 100;

/** The series pivoted a day a row, for the chart; variants without visitors yet are gaps. */
export function rateRows(series: readonly SeriesPoint[]): RateRow[] {
  const byDate = new Map<string, RateRow>();
  for (const point of series) {
    const row = byDate.get(point.date) ?? { date: point.date, rates: {}, bands: {} };
    row.rates[point.key] = point.rate === null ? null : toPercent(point.rate);
    row.bands[point.key] =
      point.low === null || point.high === null ? null : [toPercent(point.low), toPercent(point.high)];
    byDate.set(point.date, row);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

const percentColumn = (
  title: string,
  value: (p: SeriesPoint) => number | null,
): ReportColumn<SeriesPoint> => ({
  title: `${title} (%)`,
  // The CSV keeps numbers; a day without visitors has none.
  value: (p) => {
    const v = value(p);
    return v === null ? '' : toPercent(v);
  },
  display: (p) => formatExperimentRate(value(p)),
  numeric: true,
});

/** The chart's figures as a table (its screen-reader view) and a CSV file. */
export function rateTable(
  series: readonly SeriesPoint[],
  variantName: (key: string) => string,
): ReportTable<SeriesPoint> {
  return {
    title: 'Conversion rate over time',
    columns: [
      { title: 'Date', value: (p) => p.date, display: (p) => formatDate(p.date) },
      { title: 'Variant', value: (p) => variantName(p.key) },
      { title: 'Visitors', value: (p) => p.visitors, display: (p) => formatCount(p.visitors), numeric: true },
      {
        title: 'Conversions',
        value: (p) => p.conversions,
        display: (p) => formatCount(p.conversions),
        numeric: true,
      },
      percentColumn('Rate', (p) => p.rate),
      percentColumn('95% low', (p) => p.low),
      percentColumn('95% high', (p) => p.high),
    ],
    rows: series,
  };
}
