import { formatRate } from './format-rate';

describe('formatRate (one decimal, 0% when none)', () => {
  it.each([
    [0, '0%'],
    [4.45, '4.5%'],
    [12, '12.0%'],
    [100, '100.0%'],
  ])('shows %p as %p', (percent, text) => expect(formatRate(percent)).toBe(text));
});
