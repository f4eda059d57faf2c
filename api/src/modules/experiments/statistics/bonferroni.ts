import { assertProbability } from './counts';

/**
 * Bonferroni: with k variants there are k − 1 comparisons against the control, each run at
 * alpha / (k − 1), so the chance that any of them declares a false winner stays at most alpha.
 */
export function bonferroniAlpha(alpha: number, comparisons: number): number {
  assertProbability(alpha, 'alpha');
  assertComparisons(comparisons);
  return alpha / comparisons;
}

/** The p-value on the family's scale: min(1, p × comparisons); decide when it is ≤ alpha. */
export function bonferroniAdjust(pValue: number, comparisons: number): number {
  assertComparisons(comparisons);
  return Math.min(1, pValue * comparisons);
}

function assertComparisons(comparisons: number): void {
  if (!Number.isInteger(comparisons) || comparisons < 1) {
    throw new RangeError(`comparisons must be a whole number ≥ 1 (got ${comparisons})`);
  }
}
