/** Deterministic randomness for simulation tests: the same seed draws the same numbers everywhere. */

export type Random = () => number;

// A module binding: looking a global up on every call is slow inside jest's sandbox.
const { imul } = Math;

/** mulberry32 (Tommy Ettinger): a 32-bit state PRNG, uniform in [0, 1); plenty for simulations. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Exact Binomial(n, p) draws by inverse transform on a precomputed CDF, one uniform per draw, so a
 * batch of visitors costs one draw instead of n Bernoulli trials.
 */
export function binomialSampler(n: number, p: number): (random: Random) => number {
  const cdf: number[] = [];
  let probability = (1 - p) ** n;
  let cumulative = probability;
  cdf.push(cumulative);
  for (let k = 1; k <= n; k++) {
    probability *= ((n - k + 1) / k) * (p / (1 - p));
    cumulative += probability;
    cdf.push(cumulative);
  }
  return (random) => {
    const u = random();
    let low = 0;
    let high = n;
    // The first k with CDF(k) > u; rounding may leave CDF(n) a hair under 1, so n is the fallback.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cdf[middle] ?? 1) > u) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
