import { assertProbability, type Counts } from './counts';
import { oneSidedCriticalValue, twoSidedCriticalValue } from './critical-value';

/**
 * No verdict and no sequential look before every variant has this much: below it the normal
 * approximations behind every interval and test here are poor, and a handful of early
 * conversions would swing the numbers.
 */
export const MIN_VISITORS_PER_VARIANT = 100;
export const MIN_CONVERSIONS_PER_VARIANT = 10;

/** The power the visitor estimates plan for. */
export const DEFAULT_POWER = 0.8;

export function hasMinimumSample({ visitors, conversions }: Counts): boolean {
  return visitors >= MIN_VISITORS_PER_VARIANT && conversions >= MIN_CONVERSIONS_PER_VARIANT;
}

/**
 * More visitors a variant needs to reach the minimum sample, expecting conversions at `rate`
 * (the experiment's pooled rate, say; above 0).
 */
export function visitorsToMinimumSample({ visitors, conversions }: Counts, rate: number): number {
  if (!(rate > 0 && rate <= 1)) throw new RangeError(`rate must be above 0 and at most 1 (got ${rate})`);
  const forVisitors = MIN_VISITORS_PER_VARIANT - visitors;
  const forConversions = Math.ceil((MIN_CONVERSIONS_PER_VARIANT - conversions) / rate);
  return Math.max(0, forVisitors, conversions >= MIN_CONVERSIONS_PER_VARIANT ? 0 : forConversions);
}

/**
 * Visitors per group for a two-sided, fixed-horizon test of p1 against p2 (pooled variance under
 * the null, no continuity correction; Fleiss, Levin, Paik, "Statistical Methods for Rates and
 * Proportions", 3rd ed., 2003, eq. 4.14 without the correction):
 *   n = (z_{1−α/2}·√(2·p̄·(1−p̄)) + z_{power}·√(p1(1−p1) + p2(1−p2)))² / (p1 − p2)²,  p̄ = (p1 + p2)/2.
 * Unrounded; the sequential test needs more than this (its boundary is wider than z_{1−α/2}),
 * see sequentialSampleSizePerVariant.
 */
export function sampleSizePerVariant(p1: number, p2: number, alpha = 0.05, power = DEFAULT_POWER): number {
  assertProbability(p1, 'p1');
  assertProbability(p2, 'p2');
  assertProbability(power, 'power');
  if (p1 === p2) return Infinity;
  const pooled = (p1 + p2) / 2;
  const root =
    twoSidedCriticalValue(1 - alpha) * Math.sqrt(2 * pooled * (1 - pooled)) +
    oneSidedCriticalValue(power) * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return root ** 2 / (p1 - p2) ** 2;
}

/**
 * Rounds a visitor estimate up to two significant digits (1,234 → 1,300; 87 → 87), so a verdict
 * says "about 1,300" rather than a precision the estimate does not have.
 */
export function roundUpToTwoSignificantDigits(n: number): number {
  if (!(n > 0)) return 0;
  const whole = Math.ceil(n);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(whole)) - 1);
  return Math.ceil(whole / step) * step;
}
