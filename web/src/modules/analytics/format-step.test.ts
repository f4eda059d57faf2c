import { formatStep } from './format-step';

describe('formatStep', () => {
  it('shows visits and share, and the drop-off after the first step', () => {
    expect(formatStep({ visits: 1200, percentOfFirst: 100, dropOff: 0 }, true)).toBe('1,200 visits · 100.0%');
    expect(formatStep({ visits: 1, percentOfFirst: 0.08, dropOff: 1199 }, false)).toBe(
      '1 visit · 0.1% · −1,199 dropped',
    );
    expect(formatStep({ visits: 0, percentOfFirst: 0, dropOff: 1 }, false)).toBe(
      '0 visits · 0% · −1 dropped',
    );
    expect(formatStep({ visits: 8, percentOfFirst: 27.6, dropOff: 0 }, false)).toBe(
      '8 visits · 27.6% · no drop-off',
    );
  });
});
