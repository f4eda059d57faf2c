import { assignVariant } from '../src/shared/experiments/assign-variant';

const visitor = (n: number) => `visitor-${n}`;

describe('assignVariant', () => {
  it('gives a visitor the same variant every time', () => {
    const variants = [
      { key: 'A', weight: 50 },
      { key: 'B', weight: 50 },
    ];
    for (let n = 0; n < 100; n += 1)
      expect(assignVariant('exp-1', visitor(n), variants)?.key).toBe(
        assignVariant('exp-1', visitor(n), [...variants])?.key,
      );
  });

  it('splits 100,000 visitors within tolerance of the weights', () => {
    const variants = [
      { key: 'A', weight: 50 },
      { key: 'B', weight: 30 },
      { key: 'C', weight: 20 },
    ];
    const counts = new Map<string, number>();
    const visitors = 100_000;
    for (let n = 0; n < visitors; n += 1) {
      const key = assignVariant('exp-2', visitor(n), variants)?.key ?? 'none';
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // Five standard deviations of a binomial share at this size: about ±0.8 percentage points.
    for (const { key, weight } of variants) {
      const share = (counts.get(key) ?? 0) / visitors;
      const p = weight / 100;
      expect(Math.abs(share - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / visitors));
    }
  });

  it('assigns independently per test, and never to a variant without weight', () => {
    const even = [
      { key: 'A', weight: 1 },
      { key: 'B', weight: 1 },
    ];
    let same = 0;
    for (let n = 0; n < 10_000; n += 1)
      if (assignVariant('exp-x', visitor(n), even)?.key === assignVariant('exp-y', visitor(n), even)?.key)
        same += 1;
    expect(same / 10_000).toBeGreaterThan(0.47);
    expect(same / 10_000).toBeLessThan(0.53);
    const offB = [
      { key: 'A', weight: 1 },
      { key: 'B', weight: 0 },
    ];
    for (let n = 0; n < 1000; n += 1) expect(assignVariant('exp-z', visitor(n), offB)?.key).toBe('A');
    expect(assignVariant('exp-z', visitor(1), [{ key: 'A', weight: 0 }])).toBeNull();
  });
});
