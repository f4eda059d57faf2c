import {
  affiliateStatusBadge,
  formatCommissionRate,
  formatDollars,
  paidBadge,
  payoutThresholdOf,
  referralBadge,
} from './affiliate-format';

describe('affiliate amounts and rates', () => {
  it('shows dollars with two decimals, grouped, and a minus for an adjustment', () => {
    expect(formatDollars('50')).toBe('$50.00');
    expect(formatDollars('1234.5')).toBe('$1,234.50');
    expect(formatDollars('-2.99')).toBe('−$2.99');
    expect(formatDollars(null)).toBe('$0.00');
  });

  it('shows the commission rate with one decimal, 10.0% when the account has none', () => {
    expect(formatCommissionRate('12.50')).toBe('12.5%');
    expect(formatCommissionRate('')).toBe('10.0%');
    expect(formatCommissionRate(null)).toBe('10.0%');
  });

  it('falls back to a 50.00 payout threshold', () => {
    expect(payoutThresholdOf({ payoutThreshold: '75.00' })).toBe('75.00');
    expect(payoutThresholdOf({ payoutThreshold: '' })).toBe('50.00');
  });
});

describe('affiliate badges', () => {
  it('solid for active, converted and paid; muted for anything else', () => {
    expect(affiliateStatusBadge('active')).toEqual({
      label: 'ACTIVE',
      className: 'ff-badge ff-badge--default',
    });
    expect(affiliateStatusBadge('suspended').className).toContain('ff-badge--secondary');
    expect(referralBadge('converted').className).toContain('ff-badge--default');
    expect(referralBadge('pending')).toEqual({ label: 'Pending', className: 'ff-badge ff-badge--secondary' });
    expect(paidBadge('paid').className).toContain('ff-badge--default');
    expect(paidBadge('cancelled')).toEqual({ label: 'Cancelled', className: 'ff-badge ff-badge--secondary' });
  });
});
