/** Kept apart from the charts, so the page can size a skeleton before a chart's code has loaded. */
export const DAILY_CHART_HEIGHT = 300;

const BAR_ROW_PX = 34;

/** A bar per row, so ten countries get room for ten readable labels. */
export function breakdownChartHeight(rows: number, variant: 'bars' | 'donut'): number {
  return variant === 'donut' ? 260 : Math.max(120, rows * BAR_ROW_PX + 32);
}
