/**
 * The accounts ForgeCoin moves between (double entry: every movement's legs sum to zero).
 * `wallet` is a user's own balance and the only account that may never go below zero; the
 * others are the platform's books, kept per user so a user's movements stay theirs.
 * - platform: what users paid the platform in coins (subscriptions).
 * - top_ups: coins bought by card (1 FC = 1 EUR); the card money's counterpart.
 * - grants: coins an operator credited (the admin command).
 * - affiliate_payouts: commissions paid out in coins.
 */
export const LEDGER_ACCOUNTS = ['wallet', 'platform', 'top_ups', 'grants', 'affiliate_payouts'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What a movement was, as its history shows it. */
export const MOVEMENT_TYPES = [
  'top_up',
  'grant',
  'subscription',
  'renewal',
  'transfer',
  'affiliate_payout',
  'refund',
  'opening_balance',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
