import { assertCounts, assertProbability, type Counts, type Interval } from './counts';
import { oneSidedCriticalValue } from './critical-value';
import { DEFAULT_POWER, hasMinimumSample } from './minimum-sample';
import { logRatioVariance } from './uplift-interval';

/**
 * The always-valid test of a variant against the control: the mixture sequential probability
 * ratio test (mSPRT) of Johari, Pekelis, Walsh, "Always valid inference: continuous monitoring of
 * A/B tests", Operations Research 70(3), 2022 (arXiv:1512.04922, 2015), on θ = log(pB/pA).
 *
 * With the estimate θ̂ = log(p̂B/p̂A) approximately N(θ, V), V = 1/xB − 1/nB + 1/xA − 1/nA (the
 * delta method, as in upliftInterval), and a N(0, τ²) mixture over θ under the alternative, the
 * mixture likelihood ratio against θ = 0 is
 *   Λ = √(V/(V+τ²)) · exp(τ²θ̂² / (2V(V+τ²))),
 * which is the paper's √(V₁/(V₁+nτ²))·exp(n²τ²θ̂²/(2V₁(V₁+nτ²))) with V = V₁/n, written for the
 * estimate's variance so unequal arms are covered. Λ is a martingale under the null, so by Ville's
 * inequality P(Λ ever ≥ 1/α) ≤ α however often and whenever one looks. Hence:
 *   - always-valid p-value: p_n = min(p_{n−1}, 1/Λ_n) — monotone, so it is carried between looks;
 *   - decided at level α once p_n ≤ α, in the direction of θ̂ at that look; a decision sticks;
 *   - always-valid interval: the running intersection of {θ₀ : Λ_n(θ₀) < 1/α}, i.e.
 *     θ̂ ± √(V(V+τ²)/τ² · (2·ln(1/α) + ln((V+τ²)/V))).
 * Looks are taken only once both arms have the minimum sample (skipping looks keeps the guarantee;
 * below it the normal approximation is poor).
 *
 * State between looks is explicit: the caller stores the SequentialState a look returns and passes
 * it to the next look of the same comparison, at the same alpha; a fresh experiment starts from
 * INITIAL_SEQUENTIAL_STATE. It is plain JSON.
 */

/**
 * τ, the spread of the mixture over log(pB/pA): 0.1 puts the test's power on relative effects of
 * about ±10%, the size A/B tests of pages look for (Johari et al. advise matching τ to the effects
 * one expects). Larger τ decides big effects a little sooner and small ones later.
 */
export const MIXTURE_SD = 0.1;

export type SequentialDecision = 'beats-control' | 'worse-than-control' | 'not-decided';

export type SequentialState = {
  /** Always-valid p-value so far: the smallest 1/Λ over the looks; 1 before the first. */
  pValue: number;
  /** Running intersection of the looks' always-valid intervals for log(pB/pA); null before the first. */
  logRatioInterval: Interval | null;
  decision: SequentialDecision;
};

export const INITIAL_SEQUENTIAL_STATE: SequentialState = Object.freeze({
  pValue: 1,
  logRatioInterval: null,
  decision: 'not-decided',
});

export type SequentialLook = {
  /** What to store for the next look. */
  state: SequentialState;
  /** False when the counts were below the minimum sample: nothing was tested, the state is as given. */
  looked: boolean;
  /** Always-valid p-value of this comparison (before any multiple-comparison correction). */
  pValue: number;
  /** Always-valid interval for the uplift pB/pA − 1; null before the first look. */
  upliftInterval: Interval | null;
  decision: SequentialDecision;
};

/** log Λ, the mixture likelihood ratio of an estimate with the given variance against 0. */
export function mixtureLogLikelihoodRatio(estimate: number, variance: number, tau = MIXTURE_SD): number {
  const tau2 = tau * tau;
  return (
    0.5 * Math.log(variance / (variance + tau2)) +
    (tau2 * estimate * estimate) / (2 * variance * (variance + tau2))
  );
}

/** Half-width of {θ₀ : Λ(θ₀) < 1/α} around the estimate, one look's always-valid interval. */
export function alwaysValidHalfWidth(variance: number, alpha: number, tau = MIXTURE_SD): number {
  const tau2 = tau * tau;
  return Math.sqrt(
    ((variance * (variance + tau2)) / tau2) *
      (2 * Math.log(1 / alpha) + Math.log((variance + tau2) / variance)),
  );
}

/** One look at the cumulative counts of a comparison, continuing from the stored state. */
export function sequentialLook(
  state: SequentialState,
  control: Counts,
  variant: Counts,
  alpha: number,
  tau = MIXTURE_SD,
): SequentialLook {
  assertCounts(control, 'control');
  assertCounts(variant, 'variant');
  assertProbability(alpha, 'alpha');
  const variance =
    hasMinimumSample(control) && hasMinimumSample(variant) ? logRatioVariance(control, variant) : 0;
  // Below the minimum sample, or with every visitor converting in both arms, there is nothing to test.
  if (!(variance > 0)) return { ...lookResult(state), looked: false };
  const estimate = Math.log(
    variant.conversions / variant.visitors / (control.conversions / control.visitors),
  );
  const pValue = Math.min(state.pValue, Math.exp(-mixtureLogLikelihoodRatio(estimate, variance, tau)));
  const halfWidth = alwaysValidHalfWidth(variance, alpha, tau);
  const current = { lower: estimate - halfWidth, upper: estimate + halfWidth };
  const previous = state.logRatioInterval;
  const intersection = previous && {
    lower: Math.max(previous.lower, current.lower),
    upper: Math.min(previous.upper, current.upper),
  };
  // Under the normal approximation the intersection can come out empty; the current look's
  // interval is then the honest answer.
  const logRatioInterval = intersection && intersection.lower <= intersection.upper ? intersection : current;
  const decision =
    state.decision !== 'not-decided' || pValue > alpha
      ? state.decision
      : estimate > 0
        ? 'beats-control'
        : 'worse-than-control';
  return { ...lookResult({ pValue, logRatioInterval, decision }), looked: true };
}

function lookResult(state: SequentialState): Omit<SequentialLook, 'looked'> {
  const interval = state.logRatioInterval;
  return {
    state,
    pValue: state.pValue,
    upliftInterval: interval && { lower: Math.expm1(interval.lower), upper: Math.expm1(interval.upper) },
    decision: state.decision,
  };
}

/**
 * Visitors per variant at which this test decides an uplift of the given size with the given
 * power: the usual n = (z_α + z_power)²·σ²/δ² on the log-ratio scale (σ² = (1−pA)/pA + (1−pB)/pB,
 * δ = log(1 + uplift)), with z_α replaced by the always-valid boundary at that n. The boundary
 * grows slowly with n, so the formula is iterated to its fixed point and the smallest whole n
 * that suffices is then pinned down. About twice the fixed-horizon sampleSizePerVariant (15,915
 * against 8,158 per variant for 5% → 6%): the price of looking whenever one likes.
 */
export function sequentialSampleSizePerVariant(
  controlRate: number,
  uplift: number,
  alpha: number,
  power = DEFAULT_POWER,
  tau = MIXTURE_SD,
): number {
  assertProbability(controlRate, 'controlRate');
  assertProbability(alpha, 'alpha');
  if (uplift === 0) return Infinity;
  const variantRate = controlRate * (1 + uplift);
  assertProbability(variantRate, 'controlRate × (1 + uplift)');
  const effect = Math.abs(Math.log1p(uplift));
  const spread = (1 - controlRate) / controlRate + (1 - variantRate) / variantRate;
  const zPower = oneSidedCriticalValue(power);
  const boundary = (n: number) => alwaysValidHalfWidth(spread / n, alpha, tau) / Math.sqrt(spread / n);
  const formula = (n: number) => ((boundary(n) + zPower) ** 2 * spread) / effect ** 2;
  const enough = (n: number) => n >= 1 && effect * Math.sqrt(n / spread) >= boundary(n) + zPower;
  // The boundary is at least √(2·ln(1/α)), a start below the answer; the iteration contracts.
  let estimate = ((Math.sqrt(2 * Math.log(1 / alpha)) + zPower) ** 2 * spread) / effect ** 2;
  for (let i = 0; i < 50; i++) {
    const next = formula(estimate);
    if (Math.abs(next - estimate) < 0.5) break;
    estimate = next;
  }
  // Bracket the smallest sufficient n around the estimate, then bisect.
  let high = Math.max(1, Math.ceil(estimate));
  for (let step = 1; !enough(high); step *= 2) {
    high += step;
    if (high > 2 ** 50) return Infinity;
  }
  let low = high - 1;
  for (let step = 1; enough(low); step *= 2) {
    high = low;
    low = Math.max(0, low - step);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle;
  }
  return high;
}
