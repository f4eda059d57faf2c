/**
 * The conversion rate, defined once for every screen that shows one (the funnel card, My Funnels'
 * average, the dashboard and its top funnels, the recycle bin): conversions per view. It follows
 * the spec's funnel (000 §3, 002 §3: conversionRate beside totalViews and totalConversions).
 */
export const CONVERSION_RATE_DEFINITION =
  'Conversion rate in percent: conversions ÷ views × 100 (at most 100; 0 without views). A conversion is a lead a funnel won (the first form a person sends on that funnel); a view is its published page sent to a visitor (bots left out).';

/** Percent with two decimals (as funnels store it): conversions ÷ views × 100, at most 100, 0 without views. */
export function conversionRate(conversions: number, views: number): number {
  if (views <= 0) return 0;
  return Math.min(100, Math.round((conversions * 10_000) / views) / 100);
}

/** The same rule as SQL, for statements that keep a funnel's stored rate with its counts. */
export function conversionRateSql(conversions: string, views: string): string {
  return `case when ${views} > 0 then least(100, round(${conversions} * 100.0 / ${views}, 2)) else 0 end`;
}
