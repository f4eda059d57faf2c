import {
  analyzeExperiment,
  type ExperimentAnalysis,
  type VariantInput,
} from '../src/modules/experiments/statistics/analyze-experiment';
import { twoSidedCriticalValue } from '../src/modules/experiments/statistics/critical-value';
import { sampleRatioMismatch } from '../src/modules/experiments/statistics/sample-ratio-mismatch';
import {
  INITIAL_SEQUENTIAL_STATE,
  sequentialLook,
  type SequentialState,
} from '../src/modules/experiments/statistics/sequential-test';
import { binomialSampler, mulberry32, type Random } from './support/seeded-random';

/**
 * The experiments' statistics by simulation, seeded so every run draws the same experiments. Each
 * simulated experiment is analysed after every batch of visitors, as a results page refreshed all
 * the time would; batch conversions are exact Binomial draws.
 */

type Arm = { visitors: number; conversions: number };

/** Runs one experiment: `looks` batches of `batch` visitors per variant at the given true rates. */
function runExperiment(
  random: Random,
  samplers: ((random: Random) => number)[],
  batch: number,
  looks: number,
  onLook: (arms: Arm[]) => boolean | void,
): void {
  const arms: Arm[] = samplers.map(() => ({ visitors: 0, conversions: 0 }));
  for (let look = 0; look < looks; look++) {
    samplers.forEach((draw, i) => {
      const arm = arms[i]!;
      arm.visitors += batch;
      arm.conversions += draw(random);
    });
    if (onLook(arms) === true) return;
  }
}

const variantsOf = (arms: Arm[]): VariantInput[] =>
  arms.map((arm, i) => ({
    key: String.fromCharCode(65 + i),
    name: String.fromCharCode(65 + i),
    weight: 1,
    ...arm,
  }));

/** The textbook fixed-horizon test: two-proportion z with pooled variance, |z| > 1.96. */
function naiveZTestRejects(control: Arm, variant: Arm): boolean {
  const pooled = (control.conversions + variant.conversions) / (control.visitors + variant.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / variant.visitors));
  const difference = variant.conversions / variant.visitors - control.conversions / control.visitors;
  return se > 0 && Math.abs(difference) / se > twoSidedCriticalValue(0.95);
}

describe('A/A: no real difference, looked at after every batch', () => {
  it('2,000 experiments at 5%, every 100 visitors up to 10,000: at most 5% ever decide; the naive z-test far more', () => {
    const random = mulberry32(20260601);
    const draw = binomialSampler(100, 0.05);
    let falseDecisions = 0;
    let naiveFalseDecisions = 0;
    for (let run = 0; run < 2000; run++) {
      let state = INITIAL_SEQUENTIAL_STATE;
      let naive = false;
      runExperiment(random, [draw, draw], 100, 100, ([control, variant]) => {
        state = sequentialLook(state, control!, variant!, 0.05).state;
        naive ||= naiveZTestRejects(control!, variant!);
      });
      if (state.decision !== 'not-decided') falseDecisions++;
      if (naive) naiveFalseDecisions++;
    }
    const rate = falseDecisions / 2000;
    const naiveRate = naiveFalseDecisions / 2000;
    expect(rate).toBeLessThanOrEqual(0.05);
    // Peeking at a fixed-horizon test 100 times turns its 5% error into several times that.
    expect(naiveRate).toBeGreaterThan(0.1);
    expect(naiveRate).toBeGreaterThan(5 * rate);
  });
});

describe('A/B: a real uplift, 5% against 6% (+20%)', () => {
  it('analysed after every 100 visitors and stopped at the first winner: B wins in at least 90% of 500 experiments by 20,000 visitors, A never', () => {
    const random = mulberry32(77);
    const control = binomialSampler(100, 0.05);
    const better = binomialSampler(100, 0.06);
    const winners: (string | null)[] = [];
    const decidedAt: number[] = [];
    for (let run = 0; run < 500; run++) {
      let sequential: ExperimentAnalysis['sequential'] = {};
      let winner: string | null = null;
      runExperiment(random, [control, better], 100, 200, (arms) => {
        const analysis = analyzeExperiment({ variants: variantsOf(arms), sequential });
        sequential = analysis.sequential;
        if (analysis.verdict.kind !== 'winner') return false;
        winner = analysis.verdict.variantKey;
        decidedAt.push(arms[0]!.visitors);
        return true;
      });
      winners.push(winner);
    }
    expect(winners.filter((key) => key === 'B').length / 500).toBeGreaterThanOrEqual(0.9);
    expect(winners).not.toContain('A');
    // Typically well before the end: half of them by 12,000 visitors per variant (a fixed-horizon
    // test would plan 8,158 and could look only once).
    decidedAt.sort((a, b) => a - b);
    expect(decidedAt[Math.floor(decidedAt.length / 2)]).toBeLessThanOrEqual(12_000);
  });

  it('the always-valid interval covers the true +20% at every look in at least 95% of 1,000 experiments', () => {
    const random = mulberry32(1200);
    const control = binomialSampler(100, 0.05);
    const better = binomialSampler(100, 0.06);
    let missed = 0;
    for (let run = 0; run < 1000; run++) {
      let state = INITIAL_SEQUENTIAL_STATE;
      let covered = true;
      runExperiment(random, [control, better], 100, 200, ([a, b]) => {
        const look = sequentialLook(state, a!, b!, 0.05);
        state = look.state;
        const interval = look.upliftInterval;
        if (interval && !(interval.lower <= 0.2 && 0.2 <= interval.upper)) covered = false;
      });
      if (!covered) missed++;
    }
    expect(missed / 1000).toBeLessThanOrEqual(0.05);
  });
});

describe('A/A/A/A: three comparisons against the control', () => {
  it('Bonferroni keeps the family-wise false-winner rate at or under 5% (500 experiments analysed every 2,000 visitors to 200,000); uncorrected tests have far more', () => {
    const random = mulberry32(4);
    const draw = binomialSampler(2000, 0.05);
    let familyFalseWinners = 0;
    let uncorrectedFalseWinners = 0;
    for (let run = 0; run < 500; run++) {
      let sequential: ExperimentAnalysis['sequential'] = {};
      let uncorrected: SequentialState[] = [1, 2, 3].map(() => INITIAL_SEQUENTIAL_STATE);
      let winner = false;
      runExperiment(random, [draw, draw, draw, draw], 2000, 100, (arms) => {
        const analysis = analyzeExperiment({ variants: variantsOf(arms), sequential });
        sequential = analysis.sequential;
        winner ||= analysis.verdict.kind === 'winner';
        // The same three tests, each at the full 5%.
        uncorrected = uncorrected.map(
          (state, i) => sequentialLook(state, arms[0]!, arms[i + 1]!, 0.05).state,
        );
      });
      if (winner) familyFalseWinners++;
      if (uncorrected.some((state) => state.decision !== 'not-decided')) uncorrectedFalseWinners++;
    }
    const corrected = familyFalseWinners / 500;
    const uncorrectedRate = uncorrectedFalseWinners / 500;
    expect(corrected).toBeLessThanOrEqual(0.05);
    expect(uncorrectedRate).toBeGreaterThan(2 * corrected);
  });
});

describe('sample ratio mismatch over simulated assignment', () => {
  /** Visitors of the first of two variants when each of 100,000 is assigned with probability `share`. */
  const assign = (random: Random, share: number) => {
    let first = 0;
    for (let visitor = 0; visitor < 100_000; visitor++) if (random() < share) first++;
    return [
      { weight: 50, visitors: first },
      { weight: 50, visitors: 100_000 - first },
    ];
  };

  it('a proper 50/50 assignment flags only by chance: at most 2 of 200 experiments of 100,000 visitors', () => {
    // At p < 0.001 one in 1,000 flags by chance: 0.2 expected here, 3 or more has probability 0.001.
    const random = mulberry32(5050);
    const flagged = Array.from({ length: 200 }, () => sampleRatioMismatch(assign(random, 0.5)).mismatch);
    expect(flagged.filter(Boolean).length).toBeLessThanOrEqual(2);
  });

  it('a 52/48 assignment configured as 50/50 flags every time', () => {
    const random = mulberry32(5248);
    const results = Array.from({ length: 200 }, () => sampleRatioMismatch(assign(random, 0.52)));
    expect(results.every((srm) => srm.mismatch && srm.pValue < 1e-6)).toBe(true);
  });
});
