import type { AnalyticsDay } from './analytics-tables';
import { DailyAreaChart, type DailySeries } from './DailyAreaChart';

const SERIES: ReadonlyArray<DailySeries<AnalyticsDay>> = [
  { dataKey: 'views', name: 'Views', colour: '#2563eb', axis: 'left', fillOpacity: 0.12 },
  { dataKey: 'uniqueViews', name: 'Unique views', colour: '#7c3aed', axis: 'left', fillOpacity: 0.08 },
  // On the right axis: far fewer than views.
  { dataKey: 'conversions', name: 'Conversions', colour: '#16a34a', axis: 'right' },
];

/** Views and unique views (left axis) and conversions (right axis) per day. */
export function DailyTrafficChart({ days, height }: { days: readonly AnalyticsDay[]; height: number }) {
  return <DailyAreaChart days={days} series={SERIES} height={height} />;
}
