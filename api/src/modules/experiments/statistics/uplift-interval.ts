import { assertCounts, type Counts, type Interval } from './counts';
import { twoSidedCriticalValue } from './critical-value';

export type Uplift = {
  /** pB / pA − 1: +0.18 when the variant converts 18% better than the control. Null when pA is 0 or unknown. */
  uplift: number | null;
  /** Fixed-horizon interval for the uplift; null when the method cannot give one (see upliftInterval). */
  interval: Interval | null;
};

/**
 * Relative uplift of a variant over the control with the Katz log-ratio interval (Katz, Baptista,
 * Azen, Pike, Biometrics 34:469–474, 1978; Altman et al., "Statistics with Confidence", 2000):
 *   log(pB/pA) ± z·√(1/xB − 1/nB + 1/xA − 1/nA), then exp(·) − 1.
 * The variance is the delta method's (1−p)/(n·p) per arm, the same the sequential test uses.
 * This interval is valid for one look at a planned sample size; the always-valid one comes from
 * the sequential test. With no control conversions there is no ratio (uplift null); with none in
 * the variant the ratio is 0 (uplift −100%) but its logarithm is not finite, so the interval is null
 * rather than NaN or Infinity.
 */
export function upliftInterval(control: Counts, variant: Counts, confidence = 0.95): Uplift {
  assertCounts(control, 'control');
  assertCounts(variant, 'variant');
  if (control.conversions === 0 || variant.visitors === 0) return { uplift: null, interval: null };
  const pA = control.conversions / control.visitors;
  const pB = variant.conversions / variant.visitors;
  const uplift = pB / pA - 1;
  if (variant.conversions === 0) return { uplift, interval: null };
  const logRatio = Math.log(pB / pA);
  const halfWidth = twoSidedCriticalValue(confidence) * Math.sqrt(logRatioVariance(control, variant));
  return {
    uplift,
    interval: { lower: Math.expm1(logRatio - halfWidth), upper: Math.expm1(logRatio + halfWidth) },
  };
}

/** Delta-method variance of log(pB/pA): 1/xB − 1/nB + 1/xA − 1/nA. Both arms need conversions. */
export function logRatioVariance(control: Counts, variant: Counts): number {
  return 1 / variant.conversions - 1 / variant.visitors + 1 / control.conversions - 1 / control.visitors;
}
