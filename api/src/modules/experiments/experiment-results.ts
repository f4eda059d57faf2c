import type { ExperimentVariantData } from './experiment-data';
import type { VariantDayFigures } from './experiment-figures';
import { analyzeExperiment, type ExperimentAnalysis } from './statistics/analyze-experiment';
import { conversionRate, wilsonInterval } from './statistics/rate-interval';
import type { SequentialState } from './statistics/sequential-test';

type Range = { low: number | null; high: number | null };
const range = (interval: { lower: number; upper: number } | null): Range => ({
  low: interval?.lower ?? null,
  high: interval?.upper ?? null,
});

/** A goal reached by a variant's visitors: the rate and its 95% Wilson interval. */
export type GoalResult = { conversions: number; rate: number | null } & Range;

export type VariantResult = {
  key: string;
  name: string;
  weight: number;
  visitors: number;
  conversions: number;
  rate: number | null;
  rateLow: number | null;
  rateHigh: number | null;
  hasMinimumSample: boolean;
  /** Against A (null for A): the uplift, its fixed-horizon and always-valid intervals, the sequential test. */
  uplift: number | null;
  upliftLow: number | null;
  upliftHigh: number | null;
  alwaysValidUpliftLow: number | null;
  alwaysValidUpliftHigh: number | null;
  pValue: number | null;
  adjustedPValue: number | null;
  decision: string | null;
  secondary: GoalResult[];
};

/** One variant's rate up to a day (cumulative), with its interval: the chart's points. */
export type SeriesPoint = {
  date: string;
  key: string;
  visitors: number;
  conversions: number;
  rate: number | null;
} & Range;

export type ExperimentResults = {
  visitors: number;
  variants: VariantResult[];
  srm: { chiSquare: number; pValue: number; mismatch: boolean };
  leader: string | null;
  verdict: { kind: string; text: string; variantKey: string | null; moreVisitorsPerVariant: number | null };
  series: SeriesPoint[];
  /** What the analysis decided may be promoted (the sequential tests' winner, unless the split is off). */
  promote: string | null;
  /** The sequential tests' state after this look, to store. */
  sequential: Record<string, SequentialState>;
};

/** The results as REST answers them: without what only the service uses (promote, the sequential state). */
export type ExperimentResultsView = Omit<ExperimentResults, 'promote' | 'sequential'>;

export function toResultsView(results: ExperimentResults): ExperimentResultsView {
  const { promote: _promote, sequential: _sequential, ...view } = results;
  return view;
}

const goalResult = (visitors: number, conversions: number): GoalResult => ({
  conversions,
  rate: conversionRate({ visitors, conversions }),
  ...range(wilsonInterval({ visitors, conversions })),
});

/**
 * An experiment's results at one look: every variant's primary-goal figures through the
 * statistics module (intervals, uplift, the sequential test, the verdict), the secondary goals'
 * rates, and each variant's cumulative rate day by day.
 */
export function experimentResults(
  variants: readonly ExperimentVariantData[],
  totals: readonly VariantDayFigures[],
  daily: readonly VariantDayFigures[],
  sequential: Record<string, SequentialState>,
): ExperimentResults {
  const totalOf = (key: string) => totals.find((t) => t.variant === key);
  const analysis: ExperimentAnalysis = analyzeExperiment({
    variants: variants.map((v) => ({
      key: v.key,
      name: v.name,
      weight: v.weight,
      visitors: totalOf(v.key)?.visitors ?? 0,
      conversions: totalOf(v.key)?.goals[0] ?? 0,
    })),
    sequential,
  });
  const results: VariantResult[] = analysis.variants.map((a, index) => {
    const variant = variants[index] as ExperimentVariantData;
    const comparison = a.comparison;
    const total = totalOf(a.key);
    return {
      key: a.key,
      name: a.name,
      weight: variant.weight,
      visitors: a.visitors,
      conversions: a.conversions,
      rate: a.rate,
      rateLow: a.rateInterval?.lower ?? null,
      rateHigh: a.rateInterval?.upper ?? null,
      hasMinimumSample: a.hasMinimumSample,
      uplift: comparison?.uplift ?? null,
      upliftLow: comparison?.upliftInterval?.lower ?? null,
      upliftHigh: comparison?.upliftInterval?.upper ?? null,
      alwaysValidUpliftLow: comparison?.alwaysValidUpliftInterval?.lower ?? null,
      alwaysValidUpliftHigh: comparison?.alwaysValidUpliftInterval?.upper ?? null,
      pValue: comparison?.pValue ?? null,
      adjustedPValue: comparison?.adjustedPValue ?? null,
      decision: comparison?.decision ?? null,
      secondary: (total?.goals.slice(1) ?? []).map((reached) => goalResult(a.visitors, reached)),
    };
  });
  return {
    visitors: results.reduce((sum, v) => sum + v.visitors, 0),
    variants: results,
    srm: analysis.srm,
    leader: analysis.leader,
    verdict: analysis.verdict,
    series: cumulative(variants, daily),
    promote: analysis.promote,
    sequential: analysis.sequential,
  };
}

function cumulative(
  variants: readonly ExperimentVariantData[],
  daily: readonly VariantDayFigures[],
): SeriesPoint[] {
  const dates = [...new Set(daily.map((d) => d.date))].sort();
  const points: SeriesPoint[] = [];
  for (const variant of variants) {
    let visitors = 0;
    let conversions = 0;
    for (const date of dates) {
      const day = daily.find((d) => d.date === date && d.variant === variant.key);
      visitors += day?.visitors ?? 0;
      conversions += day?.goals[0] ?? 0;
      points.push({ date, key: variant.key, visitors, ...goalResult(visitors, conversions) });
    }
  }
  return points;
}
