import { createHash } from 'node:crypto';

export type WeightedVariant = { key: string; weight: number };

/**
 * The variant of an A/B test a visitor is shown: a hash of the test and the visitor (the daily
 * cookieless visitor hash) picks a point in [0, 1) that falls into one variant's share of the
 * weights. Deterministic, so the same visitor sees the same variant all day on every process,
 * and nothing is stored in their browser. Null when there is no variant with a weight.
 */
export function assignVariant<T extends WeightedVariant>(
  experimentId: string,
  visitorId: string,
  variants: readonly T[],
): T | null {
  const total = variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total <= 0) return null;
  const digest = createHash('sha256').update(`${experimentId}:${visitorId}`).digest();
  // 48 bits: an even point in [0, 1), far finer than any weight.
  const point = (digest.readUIntBE(0, 6) / 2 ** 48) * total;
  let reached = 0;
  for (const variant of variants) {
    reached += Math.max(0, variant.weight);
    if (point < reached) return variant;
  }
  return variants.at(-1) ?? null;
}
