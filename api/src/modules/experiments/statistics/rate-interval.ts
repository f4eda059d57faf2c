import { assertCounts, type Counts, type Interval } from './counts';
import { twoSidedCriticalValue } from './critical-value';

/**
 * Wilson score interval for a conversion rate (Wilson 1927; method 3 of Newcombe, "Two-sided
 * confidence intervals for the single proportion", Statistics in Medicine 17:857–872, 1998):
 *   (p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n).
 * Unlike p̂ ± z·√(p̂(1−p̂)/n) it stays inside [0, 1] and is not zero-width at 0 or n conversions,
 * which matters early in an experiment. Null without visitors: there is no rate to bound.
 */
export function wilsonInterval(counts: Counts, confidence = 0.95): Interval | null {
  assertCounts(counts);
  const { visitors: n, conversions: x } = counts;
  if (n === 0) return null;
  const z = twoSidedCriticalValue(confidence);
  const p = x / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n));
  // At 0 or n conversions the formula gives exactly 0 or 1 only up to rounding.
  return {
    lower: x === 0 ? 0 : Math.max(0, centre - half),
    upper: x === n ? 1 : Math.min(1, centre + half),
  };
}

/** Conversions ÷ visitors, null without visitors. */
export function conversionRate({ visitors, conversions }: Counts): number | null {
  return visitors === 0 ? null : conversions / visitors;
}
