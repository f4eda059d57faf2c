import { formatDuration } from './format-duration';

describe('formatDuration (001 §2.6 Avg Session)', () => {
  it.each([
    [0, '0s'],
    [-3, '0s'],
    [Number.NaN, '0s'],
    [45, '45s'],
    [59.6, '1m 0s'],
    [60, '1m 0s'],
    [65, '1m 5s'],
    [125, '2m 5s'],
    [4500, '75m 0s'],
  ])('shows %p seconds as %p', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});
