import { DailyAreaChart, type DailySeries } from '../analytics/DailyAreaChart';
import type { ClickDay } from './click-stats-tables';

const SERIES: ReadonlyArray<DailySeries<ClickDay>> = [
  { dataKey: 'clicks', name: 'Clicks', colour: '#2563eb', axis: 'left', fillOpacity: 0.12 },
  { dataKey: 'uniqueClicks', name: 'Unique clicks', colour: '#7c3aed', axis: 'left', fillOpacity: 0.08 },
  // On the right axis: far fewer than clicks.
  { dataKey: 'signups', name: 'Sign-ups', colour: '#16a34a', axis: 'right' },
];

/** Clicks and unique clicks (left axis) and sign-ups (right axis) per day; the analytics chart's setup. */
export function AffiliateClicksChart({ days, height }: { days: readonly ClickDay[]; height: number }) {
  return <DailyAreaChart days={days} series={SERIES} height={height} />;
}
