import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';

/** The usual SRM alarm level: a split this unlikely under the configured weights is a bug, not chance. */
export const SRM_P_VALUE_THRESHOLD = 0.001;

export type SampleRatioMismatch = {
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
  /** p < SRM_P_VALUE_THRESHOLD: traffic does not split as configured, so the results are suspect. */
  mismatch: boolean;
};

/**
 * Pearson's chi-square goodness-of-fit of the visitors per variant against the configured weights
 * (expected_i = total × weight_i / Σ weights; df = variants − 1). A variant weighted 0 expects no
 * one: any visitor there is a mismatch for certain, none leaves it out of the test.
 */
export function sampleRatioMismatch(
  variants: readonly { weight: number; visitors: number }[],
  threshold = SRM_P_VALUE_THRESHOLD,
): SampleRatioMismatch {
  for (const { weight, visitors } of variants) {
    if (!(Number.isFinite(weight) && weight >= 0))
      throw new RangeError(`weights must be finite and ≥ 0 (got ${weight})`);
    if (!Number.isInteger(visitors) || visitors < 0)
      throw new RangeError(`visitors must be a whole number ≥ 0 (got ${visitors})`);
  }
  const totalWeight = variants.reduce((sum, v) => sum + v.weight, 0);
  if (totalWeight === 0) throw new RangeError('at least one variant needs a weight above 0');
  const total = variants.reduce((sum, v) => sum + v.visitors, 0);
  const tested = variants.filter((v) => v.weight > 0);
  const degreesOfFreedom = tested.length - 1;
  if (variants.some((v) => v.weight === 0 && v.visitors > 0)) {
    return { chiSquare: Infinity, degreesOfFreedom, pValue: 0, mismatch: true };
  }
  if (total === 0 || degreesOfFreedom === 0)
    return { chiSquare: 0, degreesOfFreedom, pValue: 1, mismatch: false };
  const chiSquare = tested.reduce((sum, { weight, visitors }) => {
    const expected = (total * weight) / totalWeight;
    return sum + (visitors - expected) ** 2 / expected;
  }, 0);
  const pValue = 1 - chisquareCdf(chiSquare, degreesOfFreedom);
  return { chiSquare, degreesOfFreedom, pValue, mismatch: pValue < threshold };
}
