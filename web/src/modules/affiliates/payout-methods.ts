import type { AffiliateAccountFieldsFragment } from '../../gql/graphql';
import { toCents } from '../billing/money';
import { formatDollars, payoutThresholdOf } from './affiliate-format';

export type PayoutMethod = 'forgecoin' | 'bank_transfer';

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  forgecoin: 'ForgeCoin',
  bank_transfer: 'Bank Transfer',
};

export const isPayoutMethod = (value: string): value is PayoutMethod =>
  value === 'forgecoin' || value === 'bank_transfer';

/** The saved method, unless it is a bank transfer without bank details to pay to. */
export function defaultPayoutMethod(affiliate: AffiliateAccountFieldsFragment): PayoutMethod {
  const saved = isPayoutMethod(affiliate.paymentMethod) ? affiliate.paymentMethod : 'forgecoin';
  return saved === 'bank_transfer' && !affiliate.bankDetails ? 'forgecoin' : saved;
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
