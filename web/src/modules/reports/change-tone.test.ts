import { changeTone } from './change-tone';

describe('changeTone (000 §9)', () => {
  it.each(['No change', 'No new funnels', 'No revenue change', '0.0%', '+0.0% from last period'])(
    'is gray for %p',
    (text) => expect(changeTone(text)).toBe('neutral'),
  );

  it.each(['-3.0% from last period', '-100.0% from last period', '−1.2% from last period'])(
    'is red for %p',
    (text) => expect(changeTone(text)).toBe('negative'),
  );

  it.each([
    '+12.5% from last period',
    '+10.0% from last period',
    '+100.0% from last period',
    '+4 new this period',
    '+1 new this period',
    '+$1,234.50 from last period',
  ])('is green for %p', (text) => expect(changeTone(text)).toBe('positive'));
});

describe('changeTone for a figure where less is better (bounce rate)', () => {
  it('is red when it went up and green when it went down', () => {
    expect(changeTone('+2.5% from last period', { upIsGood: false })).toBe('negative');
    expect(changeTone('-2.5% from last period', { upIsGood: false })).toBe('positive');
    expect(changeTone('No change', { upIsGood: false })).toBe('neutral');
  });
});
