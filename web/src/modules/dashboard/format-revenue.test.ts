import { formatRevenue } from './format-revenue';

describe('formatRevenue', () => {
  it.each([
    [0, '$0'],
    [12000, '$12,000'],
    [1234.5, '$1,234.50'],
    [0.05, '$0.05'],
    [1234567.891, '$1,234,567.89'],
  ])('shows %p as %p', (value, text) => expect(formatRevenue(value)).toBe(text));
});
