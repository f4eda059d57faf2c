import { bonferroniAdjust, bonferroniAlpha } from './bonferroni';
import { assertCounts, assertProbability, type Counts, type Interval } from './counts';
import {
  hasMinimumSample,
  MIN_VISITORS_PER_VARIANT,
  roundUpToTwoSignificantDigits,
  visitorsToMinimumSample,
} from './minimum-sample';
import { conversionRate, wilsonInterval } from './rate-interval';
import { sampleRatioMismatch } from './sample-ratio-mismatch';
import {
  INITIAL_SEQUENTIAL_STATE,
  sequentialLook,
  sequentialSampleSizePerVariant,
  type SequentialDecision,
  type SequentialState,
} from './sequential-test';
import { upliftInterval } from './uplift-interval';
import { NO_DIFFERENCE_TEXT, notEnoughDataText, winnerText } from './verdict-text';

/**
 * The smallest relative uplift worth acting on: an undecided comparison whose always-valid uplift
 * interval lies inside ±10% shows no meaningful difference, and the visitor estimate plans to
 * detect at least this much.
 */
export const MEANINGFUL_UPLIFT = 0.1;

export type VariantInput = {
  key: string;
  name: string;
  /** Configured share of the traffic, in any unit (weights are normalised). */
  weight: number;
  visitors: number;
  conversions: number;
};

export type ExperimentInput = {
  /** The first variant is the control. */
  variants: readonly VariantInput[];
  /** Family-wise error of the sequential tests: the chance of any false winner (default 0.05). */
  alpha?: number;
  /** Level of the per-variant, fixed-horizon rate and uplift intervals (default 0.95). */
  confidence?: number;
  /** What the previous analysis returned as `sequential`, by variant key; missing = no look yet. */
  sequential?: Readonly<Record<string, SequentialState>>;
};

export type VariantComparison = {
  /** pB/pA − 1 against the control; null while the control has no conversions. */
  uplift: number | null;
  /** Katz interval at `confidence`: right for one look at a planned size, not for monitoring. */
  upliftInterval: Interval | null;
  /** Always-valid p-value of this comparison alone. */
  pValue: number;
  /** Bonferroni-adjusted over the comparisons against the control: decided when ≤ alpha. */
  adjustedPValue: number;
  /** Always-valid interval for the uplift at level 1 − alpha/(k − 1); null before the first look. */
  alwaysValidUpliftInterval: Interval | null;
  decision: SequentialDecision;
};

export type VariantAnalysis = {
  key: string;
  name: string;
  visitors: number;
  conversions: number;
  rate: number | null;
  /** Wilson interval at `confidence`. */
  rateInterval: Interval | null;
  hasMinimumSample: boolean;
  /** Against the control; null for the control itself. */
  comparison: VariantComparison | null;
};

export type VerdictKind = 'winner' | 'no-difference' | 'not-enough-data';

export type Verdict = {
  kind: VerdictKind;
  text: string;
  /** The winner's key for 'winner' (the control when every variant is worse), else null. */
  variantKey: string | null;
  /** The number in the 'not-enough-data' text, else null. */
  moreVisitorsPerVariant: number | null;
};

export type ExperimentAnalysis = {
  alpha: number;
  confidence: number;
  variants: VariantAnalysis[];
  srm: { chiSquare: number; pValue: number; mismatch: boolean };
  /** The winner once there is one; before that the best observed rate once every variant has the minimum sample. */
  leader: string | null;
  verdict: Verdict;
  /**
   * The variant auto-promotion may send all traffic to: the sequential tests' winner, unless the
   * traffic split is off (a sample ratio mismatch makes every result suspect). Whether to promote
   * is the experiment's setting.
   */
  promote: string | null;
  /** To store and pass back as `sequential` at the next analysis. */
  sequential: Record<string, SequentialState>;
};

/**
 * The analysis of an experiment at one look, from cumulative counts. Each call is a look of the
 * always-valid sequential tests (one per variant against the control, Bonferroni-corrected), so it
 * may run as often as anyone opens the results. The verdict, in order:
 *   1. a variant below the minimum sample → not enough data;
 *   2. any variant decided better than the control → the best observed of those wins;
 *   3. every variant decided worse → the control wins (against the best variant);
 *   4. every comparison either decided worse or with its always-valid uplift interval inside
 *      ±MEANINGFUL_UPLIFT → no meaningful difference;
 *   5. otherwise not enough data, with the visitors per variant the undecided tests still need.
 */
export function analyzeExperiment(input: ExperimentInput): ExperimentAnalysis {
  const { variants, alpha = 0.05, confidence = 0.95, sequential = {} } = input;
  assertProbability(alpha, 'alpha');
  assertProbability(confidence, 'confidence');
  const [control, ...challengers] = variants;
  if (!control || challengers.length === 0)
    throw new RangeError('an experiment needs a control and at least one variant');
  if (new Set(variants.map((v) => v.key)).size !== variants.length)
    throw new RangeError('variant keys must be unique');
  for (const variant of variants) assertCounts(variant, `variant ${variant.key}`);
  const comparisonAlpha = bonferroniAlpha(alpha, challengers.length);

  const nextState: Record<string, SequentialState> = {};
  const analyses: VariantAnalysis[] = variants.map((variant, index) => {
    const base = {
      key: variant.key,
      name: variant.name,
      visitors: variant.visitors,
      conversions: variant.conversions,
      rate: conversionRate(variant),
      rateInterval: wilsonInterval(variant, confidence),
      hasMinimumSample: hasMinimumSample(variant),
    };
    if (index === 0) return { ...base, comparison: null };
    const look = sequentialLook(
      sequential[variant.key] ?? INITIAL_SEQUENTIAL_STATE,
      control,
      variant,
      comparisonAlpha,
    );
    nextState[variant.key] = look.state;
    const fixed = upliftInterval(control, variant, confidence);
    return {
      ...base,
      comparison: {
        uplift: fixed.uplift,
        upliftInterval: fixed.interval,
        pValue: look.pValue,
        adjustedPValue: bonferroniAdjust(look.pValue, challengers.length),
        alwaysValidUpliftInterval: look.upliftInterval,
        decision: look.decision,
      },
    };
  });

  const srm = sampleRatioMismatch(variants);
  const verdict = verdictOf(analyses, alpha, comparisonAlpha);
  return {
    alpha,
    confidence,
    variants: analyses,
    srm: { chiSquare: srm.chiSquare, pValue: srm.pValue, mismatch: srm.mismatch },
    leader: verdict.variantKey ?? (analyses.every((v) => v.hasMinimumSample) ? soleLeader(analyses) : null),
    verdict,
    promote: verdict.kind === 'winner' && !srm.mismatch ? verdict.variantKey : null,
    sequential: nextState,
  };
}

type Compared = VariantAnalysis & { comparison: VariantComparison };

function verdictOf(analyses: VariantAnalysis[], alpha: number, comparisonAlpha: number): Verdict {
  const notEnoughData = (): Verdict => {
    const more = roundUpToTwoSignificantDigits(
      Math.max(1, moreVisitorsPerVariant(analyses, comparisonAlpha)),
    );
    return {
      kind: 'not-enough-data',
      text: notEnoughDataText(more),
      variantKey: null,
      moreVisitorsPerVariant: more,
    };
  };
  if (!analyses.every((v) => v.hasMinimumSample)) return notEnoughData();
  const [control, ...rest] = analyses;
  const challengers = rest.filter((v): v is Compared => v.comparison !== null);
  const winner = (key: string, text: string): Verdict => ({
    kind: 'winner',
    text,
    variantKey: key,
    moreVisitorsPerVariant: null,
  });

  // Texts carry the family's level 1 − alpha: the k − 1 intervals, each at 1 − alpha/(k − 1), hold
  // together at that level.
  const better = highestRate(challengers.filter((v) => v.comparison.decision === 'beats-control'));
  const betterInterval = better?.comparison.alwaysValidUpliftInterval;
  if (better && better.comparison.uplift !== null && betterInterval) {
    return winner(better.key, winnerText(better.name, better.comparison.uplift, betterInterval, 1 - alpha));
  }
  const runnerUp = highestRate(challengers);
  const runnerUpInterval = runnerUp?.comparison.alwaysValidUpliftInterval;
  if (
    control &&
    runnerUp &&
    runnerUp.comparison.uplift !== null &&
    runnerUpInterval &&
    challengers.every((v) => v.comparison.decision === 'worse-than-control')
  ) {
    // The control's uplift over the best variant: the ratio and its interval turned upside down.
    const inverse = (uplift: number) => 1 / (1 + uplift) - 1;
    const interval = { lower: inverse(runnerUpInterval.upper), upper: inverse(runnerUpInterval.lower) };
    return winner(
      control.key,
      winnerText(control.name, inverse(runnerUp.comparison.uplift), interval, 1 - alpha),
    );
  }
  if (
    challengers.every((v) => v.comparison.decision === 'worse-than-control' || isEquivalent(v.comparison))
  ) {
    return {
      kind: 'no-difference',
      text: NO_DIFFERENCE_TEXT,
      variantKey: null,
      moreVisitorsPerVariant: null,
    };
  }
  return notEnoughData();
}

function isEquivalent(comparison: VariantComparison): boolean {
  const interval = comparison.alwaysValidUpliftInterval;
  return (
    comparison.decision === 'not-decided' &&
    interval !== null &&
    interval.lower > -MEANINGFUL_UPLIFT &&
    interval.upper < MEANINGFUL_UPLIFT
  );
}

/** The variant with the highest observed rate, the first of a tie; null when none has a rate. */
function highestRate<T extends VariantAnalysis>(candidates: T[]): T | null {
  let best: T | null = null;
  for (const candidate of candidates) {
    if (candidate.rate !== null && (best === null || candidate.rate > (best.rate ?? -1))) best = candidate;
  }
  return best;
}

/** The key of the highest observed rate; null on a tie at the top (no one leads a tie). */
function soleLeader(analyses: VariantAnalysis[]): string | null {
  const best = highestRate(analyses);
  return best && analyses.filter((v) => v.rate === best.rate).length === 1 ? best.key : null;
}

/**
 * How many more visitors each variant needs: enough for the minimum sample, and for every
 * undecided, not yet equivalent comparison, enough for the sequential test to detect the observed
 * uplift (at least ±MEANINGFUL_UPLIFT) with 80% power. Conversions are expected at the pooled rate,
 * or, with none yet, at its 95% Wilson upper bound (an optimistic guess that the next look
 * corrects).
 */
function moreVisitorsPerVariant(analyses: VariantAnalysis[], comparisonAlpha: number): number {
  const total: Counts = {
    visitors: analyses.reduce((sum, v) => sum + v.visitors, 0),
    conversions: analyses.reduce((sum, v) => sum + v.conversions, 0),
  };
  if (total.visitors === 0) return MIN_VISITORS_PER_VARIANT;
  const pooledRate =
    total.conversions > 0 ? total.conversions / total.visitors : (wilsonInterval(total)?.upper ?? 1);
  let more = Math.max(...analyses.map((v) => visitorsToMinimumSample(v, pooledRate)));
  const [control, ...challengers] = analyses;
  if (!control) return more;
  const controlRate = control.rate !== null && control.conversions > 0 ? control.rate : pooledRate;
  if (controlRate >= 1) return more;
  for (const variant of challengers) {
    const comparison = variant.comparison;
    if (!comparison || comparison.decision !== 'not-decided' || isEquivalent(comparison)) continue;
    const observed = comparison.uplift ?? 0;
    const target =
      Math.abs(observed) >= MEANINGFUL_UPLIFT ? observed : Math.sign(observed || 1) * MEANINGFUL_UPLIFT;
    const feasible = (uplift: number) => controlRate * (1 + uplift) > 0 && controlRate * (1 + uplift) < 1;
    // An uplift the control's rate cannot have (past 100% or down to 0) is planned as the smallest meaningful one.
    const planned = feasible(target)
      ? target
      : feasible(MEANINGFUL_UPLIFT)
        ? MEANINGFUL_UPLIFT
        : -MEANINGFUL_UPLIFT;
    const needed = sequentialSampleSizePerVariant(controlRate, planned, comparisonAlpha);
    if (!Number.isFinite(needed)) continue;
    more = Math.max(more, needed - Math.min(control.visitors, variant.visitors));
  }
  return more;
}
