import { formatPercent } from '../../app/format';
import { formatCoinCents, toCents } from '../billing/money';

/** 002 §2 affiliate defaults, for an account that answers without its own. */
export const DEFAULT_COMMISSION_RATE = '10.00';
export const DEFAULT_PAYOUT_THRESHOLD = '50.00';

/**
 * Affiliate amounts in dollars, as the spec words them ('Threshold: $50.00'): two decimals,
 * thousands grouped, '−$5.00' for an adjustment.
 */
export function formatDollars(amount: string | number | null | undefined): string {
  const cents = toCents(amount) ?? 0;
  return `${cents < 0 ? '−' : ''}$${formatCoinCents(Math.abs(cents))}`;
}

/** The payout threshold, or the default when the account has none. */
export function payoutThresholdOf(account: { payoutThreshold: string }): string {
  return toCents(account.payoutThreshold) === null ? DEFAULT_PAYOUT_THRESHOLD : account.payoutThreshold;
}

/** The commission rate ("10.00") with one decimal: '10.0%'; the default when it is missing. */
export function formatCommissionRate(rate: string | null | undefined): string {
  const value = Number(rate);
  return formatPercent(rate && Number.isFinite(value) ? value : Number(DEFAULT_COMMISSION_RATE));
}

export type Badge = { label: string; className: string };

const DEFAULT_BADGE = 'ff-badge ff-badge--default';
const SECONDARY_BADGE = 'ff-badge ff-badge--secondary';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 001 §2.7: the account's status in upper case; 'active' solid, any other muted. */
export function affiliateStatusBadge(status: string): Badge {
  return { label: status.toUpperCase(), className: status === 'active' ? DEFAULT_BADGE : SECONDARY_BADGE };
}

/** Referrals: 'converted' solid, otherwise (pending) muted. */
export function referralBadge(status: string): Badge {
  return { label: capitalised(status), className: status === 'converted' ? DEFAULT_BADGE : SECONDARY_BADGE };
}

/** Commissions and payouts: 'paid' solid, otherwise (pending, approved, cancelled) muted. */
export function paidBadge(status: string): Badge {
  return { label: capitalised(status), className: status === 'paid' ? DEFAULT_BADGE : SECONDARY_BADGE };
}
