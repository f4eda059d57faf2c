import type { AffiliateAccountFieldsFragment } from '../../gql/graphql';
import { toCents } from '../billing/money';
import { formatDollars, payoutThresholdOf } from './affiliate-format';

export type PayoutMethod = 'forgecoin' | 'bank_transfer' | 'stripe';

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  forgecoin: 'ForgeCoin',
  bank_transfer: 'Bank Transfer',
  stripe: 'Stripe',
};

export const isPayoutMethod = (value: string): value is PayoutMethod =>
  value === 'forgecoin' || value === 'bank_transfer' || value === 'stripe';

/** Payouts through Stripe: offered when the server has Stripe Connect and the affiliate connected an account. */
export const stripePayoutsReady = (affiliate: AffiliateAccountFieldsFragment) =>
  affiliate.stripeConnect.available && affiliate.stripeConnect.connected;

/** The saved method, unless it cannot be used now (no bank details, no Stripe account). */
export function defaultPayoutMethod(affiliate: AffiliateAccountFieldsFragment): PayoutMethod {
  const saved = isPayoutMethod(affiliate.paymentMethod) ? affiliate.paymentMethod : 'forgecoin';
  if (saved === 'bank_transfer' && !affiliate.bankDetails) return 'forgecoin';
  if (saved === 'stripe' && !stripePayoutsReady(affiliate)) return 'forgecoin';
  return saved;
}

/** Why a payout cannot be asked for now (as the api would answer), or null when it can. */
export function payoutBlockedReason(affiliate: AffiliateAccountFieldsFragment): string | null {
  if (affiliate.status !== 'active') return 'Your affiliate account is not active, so it cannot be paid out.';
  const available = toCents(affiliate.stats.availableBalance) ?? 0;
  const threshold = payoutThresholdOf(affiliate);
  if (available < (toCents(threshold) ?? 0))
    return `Payouts start at ${formatDollars(threshold)} of approved earnings.`;
  if (available <= 0) return 'There are no approved earnings to pay out yet.';
  return null;
}
