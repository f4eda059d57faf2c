import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { assertProbability } from './counts';

// An analysis asks for the same few levels again and again; the quantile is a series worth keeping.
const twoSided = new Map<number, number>();

/** z with P(|Z| ≤ z) = confidence for a standard normal Z (1.959964… at 0.95). */
export function twoSidedCriticalValue(confidence: number): number {
  let z = twoSided.get(confidence);
  if (z === undefined) {
    assertProbability(confidence, 'confidence');
    z = normalQuantile(1 - (1 - confidence) / 2, 0, 1);
    if (twoSided.size < 64) twoSided.set(confidence, z);
  }
  return z;
}

/** z with P(Z ≤ z) = probability, e.g. the power term of a sample-size formula (0.8416… at 0.8). */
export function oneSidedCriticalValue(probability: number): number {
  assertProbability(probability, 'probability');
  return normalQuantile(probability, 0, 1);
}
