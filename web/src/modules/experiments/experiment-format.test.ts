import {
  decisionLabel,
  formatExperimentRate,
  formatRateWithInterval,
  formatUplift,
  formatUpliftInterval,
} from './experiment-format';

describe('experiment figures in words', () => {
  it('writes a rate with its 95% interval, the range sharing one % sign', () => {
    expect(formatRateWithInterval(0.062, 0.0512, 0.0741)).toBe('6.2% (5.1–7.4%)');
    expect(formatRateWithInterval(0.062, null, null)).toBe('6.2%');
    expect(formatRateWithInterval(null, null, null)).toBe('–');
    expect(formatExperimentRate(0)).toBe('0.0%');
    expect(formatExperimentRate(null)).toBe('–');
  });

  it('signs uplifts with plus and a true minus, and ranges them with "to"', () => {
    expect(formatUplift(0.18)).toBe('+18.0%');
    expect(formatUplift(-0.052)).toBe('−5.2%');
    expect(formatUplift(0.00001)).toBe('0.0%');
    expect(formatUplift(null)).toBe('–');
    expect(formatUpliftInterval(-0.02, 0.31)).toBe('−2.0% to +31.0%');
    expect(formatUpliftInterval(null, 0.31)).toBe('');
  });

  it("names the test's decisions; A has none", () => {
    expect(decisionLabel('beats-control')).toBe('Beats A');
    expect(decisionLabel('worse-than-control')).toBe('Worse than A');
    expect(decisionLabel('not-decided')).toBe('Not decided');
    expect(decisionLabel(null)).toBe('');
  });
});
