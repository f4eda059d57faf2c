import {
  analyzeExperiment,
  MEANINGFUL_UPLIFT,
  type VariantInput,
} from '../src/modules/experiments/statistics/analyze-experiment';
import { bonferroniAdjust, bonferroniAlpha } from '../src/modules/experiments/statistics/bonferroni';
import {
  hasMinimumSample,
  roundUpToTwoSignificantDigits,
  sampleSizePerVariant,
} from '../src/modules/experiments/statistics/minimum-sample';
import { wilsonInterval } from '../src/modules/experiments/statistics/rate-interval';
import { sampleRatioMismatch } from '../src/modules/experiments/statistics/sample-ratio-mismatch';
import {
  alwaysValidHalfWidth,
  INITIAL_SEQUENTIAL_STATE,
  mixtureLogLikelihoodRatio,
  sequentialLook,
  sequentialSampleSizePerVariant,
  type SequentialState,
} from '../src/modules/experiments/statistics/sequential-test';
import { upliftInterval } from '../src/modules/experiments/statistics/uplift-interval';

/** The experiments' statistics against published and hand-checked values, and the verdict texts. */

describe('wilsonInterval', () => {
  // Newcombe, "Two-sided confidence intervals for the single proportion: comparison of seven
  // methods", Statistics in Medicine 17:857–872 (1998): the paper's worked examples for method 3
  // (Wilson score, no continuity correction) at 95%, to the 4 decimals published.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i/%i → (%f, %f) as in Newcombe (1998)', (conversions, visitors, lower, upper) => {
    const interval = wilsonInterval({ conversions, visitors }, 0.95);
    expect(interval?.lower).toBeCloseTo(lower, 4);
    expect(interval?.upper).toBeCloseTo(upper, 4);
  });

  it('stays inside [0, 1], is null without visitors, and widens with the confidence', () => {
    expect(wilsonInterval({ conversions: 29, visitors: 29 })).toEqual({
      lower: expect.any(Number),
      upper: 1,
    });
    expect(wilsonInterval({ conversions: 29, visitors: 29 })?.lower).toBeCloseTo(0.883, 3);
    expect(wilsonInterval({ conversions: 0, visitors: 0 })).toBeNull();
    const at95 = wilsonInterval({ conversions: 50, visitors: 1000 }, 0.95);
    const at99 = wilsonInterval({ conversions: 50, visitors: 1000 }, 0.99);
    expect(at99!.lower).toBeLessThan(at95!.lower);
    expect(at99!.upper).toBeGreaterThan(at95!.upper);
  });

  it('rejects impossible counts', () => {
    expect(() => wilsonInterval({ conversions: 11, visitors: 10 })).toThrow(RangeError);
    expect(() => wilsonInterval({ conversions: -1, visitors: 10 })).toThrow(RangeError);
    expect(() => wilsonInterval({ conversions: 1.5, visitors: 10 })).toThrow(RangeError);
  });
});

describe('upliftInterval (Katz log ratio)', () => {
  // exp(log(pB/pA) ± z·√(1/xB − 1/nB + 1/xA − 1/nA)) − 1 with z = 1.959964 (Altman et al.,
  // "Statistics with Confidence", 2nd ed., 2000, ch. 7), evaluated independently in double
  // precision (SciPy): 120/1000 vs 100/1000 → log ratio 0.182322, SE 0.127802.
  it('120/1000 against 100/1000 → +20% (−6.59% to +54.16%)', () => {
    const { uplift, interval } = upliftInterval(
      { conversions: 100, visitors: 1000 },
      { conversions: 120, visitors: 1000 },
    );
    expect(uplift).toBeCloseTo(0.2, 10);
    expect(interval?.lower).toBeCloseTo(-0.065894, 5);
    expect(interval?.upper).toBeCloseTo(0.541581, 5);
  });

  it('59/1000 against 50/1000 → +18% (−18.20% to +70.22%)', () => {
    const { uplift, interval } = upliftInterval(
      { conversions: 50, visitors: 1000 },
      { conversions: 59, visitors: 1000 },
    );
    expect(uplift).toBeCloseTo(0.18, 10);
    expect(interval?.lower).toBeCloseTo(-0.182002, 5);
    expect(interval?.upper).toBeCloseTo(0.702204, 5);
  });

  it('answers null, never NaN or Infinity, where the ratio or its logarithm does not exist', () => {
    expect(upliftInterval({ conversions: 0, visitors: 500 }, { conversions: 7, visitors: 500 })).toEqual({
      uplift: null,
      interval: null,
    });
    expect(upliftInterval({ conversions: 7, visitors: 500 }, { conversions: 0, visitors: 500 })).toEqual({
      uplift: -1,
      interval: null,
    });
    expect(upliftInterval({ conversions: 7, visitors: 500 }, { conversions: 0, visitors: 0 })).toEqual({
      uplift: null,
      interval: null,
    });
  });
});

describe('sampleRatioMismatch', () => {
  it('[5050, 4950] at even weights: chi² = 1, p = 0.3173 (the two-sided normal tail at z = 1)', () => {
    const srm = sampleRatioMismatch([
      { weight: 50, visitors: 5050 },
      { weight: 50, visitors: 4950 },
    ]);
    expect(srm.chiSquare).toBeCloseTo(1, 10);
    expect(srm.degreesOfFreedom).toBe(1);
    expect(srm.pValue).toBeCloseTo(0.317311, 6);
    expect(srm.mismatch).toBe(false);
  });

  it('[5200, 4800] at even weights: chi² = 16, p = 6.334e-5 → mismatch', () => {
    const srm = sampleRatioMismatch([
      { weight: 1, visitors: 5200 },
      { weight: 1, visitors: 4800 },
    ]);
    expect(srm.chiSquare).toBeCloseTo(16, 10);
    expect(srm.pValue).toBeCloseTo(6.334248e-5, 9);
    expect(srm.mismatch).toBe(true);
  });

  it('uses the configured weights and the variants − 1 degrees of freedom', () => {
    // 20/30/50 of 1,000 expects 200/300/500; observed 230/280/490 → 4.5 + 1.333… + 0.2 = 6.0333, df 2.
    const srm = sampleRatioMismatch([
      { weight: 20, visitors: 230 },
      { weight: 30, visitors: 280 },
      { weight: 50, visitors: 490 },
    ]);
    expect(srm.chiSquare).toBeCloseTo(6.033333, 5);
    expect(srm.degreesOfFreedom).toBe(2);
    expect(srm.pValue).toBeCloseTo(Math.exp(-6.033333 / 2), 5); // the chi² survival function at df 2
  });

  it('no visitors is no mismatch; visitors in a variant weighted 0 are', () => {
    expect(
      sampleRatioMismatch([
        { weight: 1, visitors: 0 },
        { weight: 1, visitors: 0 },
      ]).mismatch,
    ).toBe(false);
    expect(
      sampleRatioMismatch([
        { weight: 1, visitors: 100 },
        { weight: 0, visitors: 1 },
      ]),
    ).toMatchObject({
      pValue: 0,
      mismatch: true,
    });
  });
});

describe('sample sizes', () => {
  it('p1 = 0.10, p2 = 0.12, alpha 0.05 two-sided, power 0.8 → 3,840.85 per group (Fleiss et al. 2003, eq. 4.14 without continuity correction)', () => {
    // (1.959964·√(2·0.11·0.89) + 0.841621·√(0.10·0.90 + 0.12·0.88))² / 0.02² = 3840.847…
    expect(sampleSizePerVariant(0.1, 0.12, 0.05, 0.8)).toBeCloseTo(3840.847, 2);
    expect(Math.ceil(sampleSizePerVariant(0.12, 0.1))).toBe(3841);
  });

  it('rounds visitor estimates up to two significant digits', () => {
    expect([1, 87, 99.2, 100, 1200, 1201, 3841, 45_678].map(roundUpToTwoSignificantDigits)).toEqual([
      1, 87, 100, 100, 1200, 1300, 3900, 46_000,
    ]);
    expect(roundUpToTwoSignificantDigits(0)).toBe(0);
  });

  it('the always-valid test needs more visitors than a fixed-horizon test, fewer for bigger effects', () => {
    const fixed = sampleSizePerVariant(0.05, 0.06); // 8,157.7
    const sequential = sequentialSampleSizePerVariant(0.05, 0.2, 0.05); // 15,915
    expect(sequential).toBeGreaterThan(fixed);
    expect(sequential).toBeLessThan(3 * fixed);
    expect(sequentialSampleSizePerVariant(0.05, 0.4, 0.05)).toBeLessThan(sequential);
    expect(sequentialSampleSizePerVariant(0.05, 0.2, 0.01)).toBeGreaterThan(sequential);
  });

  it('guards on 100 visitors and 10 conversions', () => {
    expect(hasMinimumSample({ visitors: 100, conversions: 10 })).toBe(true);
    expect(hasMinimumSample({ visitors: 99, conversions: 10 })).toBe(false);
    expect(hasMinimumSample({ visitors: 5000, conversions: 9 })).toBe(false);
  });
});

describe('bonferroni', () => {
  it('splits alpha over the comparisons against the control', () => {
    expect(bonferroniAlpha(0.05, 1)).toBe(0.05);
    expect(bonferroniAlpha(0.05, 3)).toBeCloseTo(0.05 / 3, 15);
    expect(bonferroniAdjust(0.01, 3)).toBeCloseTo(0.03, 15);
    expect(bonferroniAdjust(0.5, 3)).toBe(1);
  });
});

describe('the mixture SPRT', () => {
  it('log Λ has the closed form: θ̂ = 0.2, V = 0.01, τ = 0.1 → ½·log(½) + 1 = 0.653426', () => {
    expect(mixtureLogLikelihoodRatio(0.2, 0.01, 0.1)).toBeCloseTo(0.5 * Math.log(0.5) + 1, 12);
  });

  it('the closed form is the N(0, τ²) mixture of the normal likelihood ratios (numerical integration)', () => {
    const [estimate, variance, tau] = [0.15, 0.004, 0.1];
    const density = (x: number, sd: number) =>
      Math.exp(-(x * x) / (2 * sd * sd)) / (sd * Math.sqrt(2 * Math.PI));
    let integral = 0;
    const step = 1e-4;
    for (let theta = -1; theta <= 1; theta += step) {
      const ratio = density(estimate - theta, Math.sqrt(variance)) / density(estimate, Math.sqrt(variance));
      integral += ratio * density(theta, tau) * step;
    }
    expect(mixtureLogLikelihoodRatio(estimate, variance, tau)).toBeCloseTo(Math.log(integral), 6);
  });

  it('the always-valid interval ends where Λ(θ₀) reaches 1/α', () => {
    // √(V(V+τ²)/τ² · (2·ln 20 + ln 2)) at V = 0.01, τ = 0.1, α = 0.05 = √(0.02 · 6.684612) = 0.365639.
    const halfWidth = alwaysValidHalfWidth(0.01, 0.05, 0.1);
    expect(halfWidth).toBeCloseTo(0.365639, 6);
    expect(mixtureLogLikelihoodRatio(halfWidth, 0.01, 0.1)).toBeCloseTo(Math.log(20), 10);
  });

  it('a look below the minimum sample leaves the state as it was', () => {
    const look = sequentialLook(
      INITIAL_SEQUENTIAL_STATE,
      { visitors: 99, conversions: 30 },
      { visitors: 99, conversions: 60 },
      0.05,
    );
    expect(look).toMatchObject({ looked: false, pValue: 1, upliftInterval: null, decision: 'not-decided' });
    expect(look.state).toEqual(INITIAL_SEQUENTIAL_STATE);
  });

  it('one look: p = 1/Λ, the interval around the observed uplift, and the decision at alpha', () => {
    const control = { visitors: 10_000, conversions: 500 };
    const variant = { visitors: 10_000, conversions: 620 };
    const look = sequentialLook(INITIAL_SEQUENTIAL_STATE, control, variant, 0.05);
    const estimate = Math.log(0.062 / 0.05);
    const variance = 1 / 620 - 1 / 10_000 + 1 / 500 - 1 / 10_000;
    expect(look.looked).toBe(true);
    expect(look.pValue).toBeCloseTo(Math.exp(-mixtureLogLikelihoodRatio(estimate, variance)), 12);
    expect(look.pValue).toBeLessThan(0.05);
    expect(look.decision).toBe('beats-control');
    const halfWidth = alwaysValidHalfWidth(variance, 0.05);
    expect(look.upliftInterval?.lower).toBeCloseTo(Math.expm1(estimate - halfWidth), 12);
    expect(look.upliftInterval?.upper).toBeCloseTo(Math.expm1(estimate + halfWidth), 12);
    expect(look.upliftInterval!.lower).toBeGreaterThan(0);
  });

  it('the p-value never rises, the interval only narrows, and a decision sticks between looks', () => {
    const control = { visitors: 10_000, conversions: 500 };
    const first = sequentialLook(
      INITIAL_SEQUENTIAL_STATE,
      control,
      { visitors: 10_000, conversions: 620 },
      0.05,
    );
    // The next look's data regressed towards no difference.
    const second = sequentialLook(
      first.state,
      { visitors: 20_000, conversions: 1000 },
      { visitors: 20_000, conversions: 1030 },
      0.05,
    );
    expect(second.pValue).toBe(first.pValue);
    expect(second.decision).toBe('beats-control');
    expect(second.upliftInterval!.lower).toBeGreaterThanOrEqual(first.upliftInterval!.lower);
    expect(second.upliftInterval!.upper).toBeLessThanOrEqual(first.upliftInterval!.upper);
    expect(JSON.parse(JSON.stringify(second.state))).toEqual(second.state);
  });

  it('decides "worse than control" when the variant converts less', () => {
    const look = sequentialLook(
      INITIAL_SEQUENTIAL_STATE,
      { visitors: 10_000, conversions: 620 },
      { visitors: 10_000, conversions: 500 },
      0.05,
    );
    expect(look.decision).toBe('worse-than-control');
    expect(look.upliftInterval!.upper).toBeLessThan(0);
  });
});

describe('analyzeExperiment', () => {
  const variant = (key: string, visitors: number, conversions: number, weight = 50): VariantInput => ({
    key,
    name: key,
    weight,
    visitors,
    conversions,
  });

  it('a decided winner: "B converts better: +24% (95% interval +3% to +49%)"', () => {
    const analysis = analyzeExperiment({ variants: [variant('A', 10_000, 500), variant('B', 10_000, 620)] });
    const b = analysis.variants[1]!.comparison!;
    expect(b.decision).toBe('beats-control');
    expect(b.uplift).toBeCloseTo(0.24, 10);
    // Evaluated independently (SciPy) from the formulas in sequential-test.ts: p = 0.012653,
    // uplift interval (0.032060, 0.489836).
    expect(b.pValue).toBeCloseTo(0.012653, 6);
    expect(b.alwaysValidUpliftInterval!.lower).toBeCloseTo(0.03206, 5);
    expect(b.alwaysValidUpliftInterval!.upper).toBeCloseTo(0.489836, 5);
    expect(analysis.verdict).toEqual({
      kind: 'winner',
      text: 'B converts better: +24% (95% interval +3% to +49%)',
      variantKey: 'B',
      moreVisitorsPerVariant: null,
    });
    expect(analysis.leader).toBe('B');
    expect(analysis.promote).toBe('B');
    expect(analysis.srm).toMatchObject({ pValue: 1, mismatch: false });
  });

  it('uses the variant names and the family-wise level in the text', () => {
    const analysis = analyzeExperiment({
      variants: [
        { ...variant('a', 10_000, 500), name: 'Original' },
        { ...variant('b', 10_000, 620), name: 'Short form' },
      ],
      alpha: 0.1,
    });
    expect(analysis.verdict.text).toMatch(
      /^Short form converts better: \+24% \(90% interval \+\d+% to \+\d+%\)$/,
    );
  });

  it('the control wins when every variant is decided worse: its uplift over the best variant', () => {
    const analysis = analyzeExperiment({ variants: [variant('A', 10_000, 620), variant('B', 10_000, 500)] });
    const b = analysis.variants[1]!.comparison!;
    expect(b.decision).toBe('worse-than-control');
    // 620/500 − 1 = +24%, and the interval is B's turned upside down.
    const lower = 1 / (1 + b.alwaysValidUpliftInterval!.upper) - 1;
    const upper = 1 / (1 + b.alwaysValidUpliftInterval!.lower) - 1;
    expect(analysis.verdict.text).toBe(
      `A converts better: +24% (95% interval +${Math.round(lower * 100)}% to +${Math.round(upper * 100)}%)`,
    );
    expect(analysis.verdict.variantKey).toBe('A');
  });

  it('below the minimum sample: "Not enough data yet" with the visitors still needed', () => {
    const analysis = analyzeExperiment({ variants: [variant('A', 60, 3), variant('B', 60, 4)] });
    expect(analysis.verdict.kind).toBe('not-enough-data');
    expect(analysis.verdict.text).toMatch(
      /^Not enough data yet: about \d{1,3}(,\d{3})* more visitors per variant$/,
    );
    expect(analysis.leader).toBeNull();
    expect(analysis.promote).toBeNull();
    expect(analysis.variants[1]!.comparison).toMatchObject({ pValue: 1, decision: 'not-decided' });
  });

  it('while undecided, the estimate plans for the observed uplift: exact text for known counts', () => {
    // Observed +20% on a 5% control; the test runs at alpha 0.05 and power 0.8.
    const analysis = analyzeExperiment({ variants: [variant('A', 2000, 100), variant('B', 2000, 120)] });
    // The smallest n with log(1.2)·√(n/σ²) ≥ boundary(n) + z_0.8, found by a linear scan in SciPy.
    expect(sequentialSampleSizePerVariant(0.05, 0.2, 0.05)).toBe(15_915);
    // 15,915 − 2,000 = 13,915, rounded up to two significant digits.
    expect(analysis.verdict).toEqual({
      kind: 'not-enough-data',
      text: 'Not enough data yet: about 14,000 more visitors per variant',
      variantKey: null,
      moreVisitorsPerVariant: 14_000,
    });
    expect(analysis.leader).toBe('B');
  });

  it('plans for at least the meaningful uplift when the observed one is smaller', () => {
    const analysis = analyzeExperiment({ variants: [variant('A', 2000, 100), variant('B', 2000, 102)] });
    const more = roundUpToTwoSignificantDigits(
      sequentialSampleSizePerVariant(0.05, MEANINGFUL_UPLIFT, 0.05) - 2000,
    );
    expect(analysis.verdict.text).toBe(
      `Not enough data yet: about ${more.toLocaleString('en-US')} more visitors per variant`,
    );
  });

  it('"No meaningful difference" once the always-valid uplift interval lies within ±10%', () => {
    const analysis = analyzeExperiment({
      variants: [variant('A', 200_000, 10_000), variant('B', 200_000, 10_050)],
    });
    const interval = analysis.variants[1]!.comparison!.alwaysValidUpliftInterval!;
    expect(interval.lower).toBeGreaterThan(-MEANINGFUL_UPLIFT);
    expect(interval.upper).toBeLessThan(MEANINGFUL_UPLIFT);
    expect(analysis.verdict).toEqual({
      kind: 'no-difference',
      text: 'No meaningful difference',
      variantKey: null,
      moreVisitorsPerVariant: null,
    });
    expect(analysis.promote).toBeNull();
  });

  it('carries the sequential state: a decision made at an earlier look stays', () => {
    const first = analyzeExperiment({ variants: [variant('A', 10_000, 500), variant('B', 10_000, 620)] });
    const later = analyzeExperiment({
      variants: [variant('A', 20_000, 1000), variant('B', 20_000, 1030)],
      sequential: first.sequential,
    });
    expect(later.variants[1]!.comparison!.decision).toBe('beats-control');
    expect(later.verdict.kind).toBe('winner');
    // Without the stored state the same counts alone decide nothing.
    const fresh = analyzeExperiment({ variants: [variant('A', 20_000, 1000), variant('B', 20_000, 1030)] });
    expect(fresh.verdict.kind).toBe('not-enough-data');
  });

  it('with more than two variants each comparison runs at alpha/(k − 1)', () => {
    const variants = [variant('A', 10_000, 500), variant('B', 10_000, 570), variant('C', 10_000, 500)];
    const three = analyzeExperiment({ variants });
    const two = analyzeExperiment({ variants: variants.slice(0, 2) });
    const b3 = three.variants[1]!.comparison!;
    const b2 = two.variants[1]!.comparison!;
    expect(b3.pValue).toBeCloseTo(b2.pValue, 12);
    expect(b3.adjustedPValue).toBeCloseTo(2 * b2.pValue, 12);
    // The interval at 97.5% is wider than at 95%.
    expect(b3.alwaysValidUpliftInterval!.lower).toBeLessThan(b2.alwaysValidUpliftInterval!.lower);
    expect(Object.keys(three.sequential)).toEqual(['B', 'C']);
  });

  it('picks the best of several winners and leaves the undecided ones undecided', () => {
    const analysis = analyzeExperiment({
      variants: [
        variant('A', 10_000, 500),
        variant('B', 10_000, 650),
        variant('C', 10_000, 700),
        variant('D', 10_000, 510),
      ],
    });
    expect(analysis.variants.map((v) => v.comparison?.decision ?? null)).toEqual([
      null,
      'beats-control',
      'beats-control',
      'not-decided',
    ]);
    expect(analysis.verdict.variantKey).toBe('C');
    expect(analysis.verdict.text).toMatch(/^C converts better: \+40% \(95% interval \+\d+% to \+\d+%\)$/);
  });

  it('flags a sample ratio mismatch and then does not promote', () => {
    const analysis = analyzeExperiment({ variants: [variant('A', 10_000, 500), variant('B', 11_000, 682)] });
    expect(analysis.srm.mismatch).toBe(true);
    expect(analysis.srm.pValue).toBeLessThan(0.001);
    expect(analysis.verdict.kind).toBe('winner');
    expect(analysis.promote).toBeNull();
  });

  it('reports rates with Wilson intervals and the fixed-horizon uplift interval', () => {
    const analysis = analyzeExperiment({ variants: [variant('A', 263, 81), variant('B', 148, 15)] });
    expect(analysis.variants[0]).toMatchObject({
      key: 'A',
      rate: 81 / 263,
      hasMinimumSample: true,
      comparison: null,
    });
    expect(analysis.variants[0]!.rateInterval!.lower).toBeCloseTo(0.2553, 4);
    expect(analysis.variants[1]!.rateInterval!.upper).toBeCloseTo(0.1605, 4);
    expect(analysis.variants[1]!.comparison!.upliftInterval).toEqual(
      upliftInterval({ visitors: 263, conversions: 81 }, { visitors: 148, conversions: 15 }).interval,
    );
  });

  it('rejects inputs it cannot analyse', () => {
    expect(() => analyzeExperiment({ variants: [variant('A', 10, 1)] })).toThrow(RangeError);
    expect(() => analyzeExperiment({ variants: [variant('A', 10, 1), variant('A', 10, 1)] })).toThrow(
      RangeError,
    );
    expect(() => analyzeExperiment({ variants: [variant('A', 10, 1), variant('B', 10, 11)] })).toThrow(
      RangeError,
    );
    expect(() =>
      analyzeExperiment({ variants: [variant('A', 10, 1), variant('B', 10, 1)], alpha: 0 }),
    ).toThrow(RangeError);
  });

  it('starts comparisons without stored state from the initial state', () => {
    const stored: Record<string, SequentialState> = {};
    const analysis = analyzeExperiment({
      variants: [variant('A', 0, 0), variant('B', 0, 0)],
      sequential: stored,
    });
    expect(analysis.sequential).toEqual({ B: INITIAL_SEQUENTIAL_STATE });
    expect(analysis.verdict.text).toBe('Not enough data yet: about 100 more visitors per variant');
  });
});
