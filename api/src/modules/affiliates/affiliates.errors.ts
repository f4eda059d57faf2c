import { AppError, notFound } from '../../shared/errors/app-error';
import { fromCents } from '../../shared/money';

export const AFFILIATE_MESSAGES = {
  /** 002 §2 Affiliate statistics without an account. */
  noAccount: 'No Affiliate Account Found',
  codeFormat: 'The affiliate code must be 3 to 50 letters, digits, dashes or underscores',
  codeTaken: 'That affiliate code is taken; choose another',
  codeChangedAlready: 'Your affiliate code can be changed once, and it has been',
  codeUnchanged: 'That is already your affiliate code',
  inactive: 'Your affiliate account is not active, so it cannot be paid out',
  belowThreshold: (available: number, threshold: number) =>
    `Payouts start at $${fromCents(threshold)} of approved earnings; you have $${fromCents(available)}.`,
  bankDetailsMissing: 'Add your bank details (account holder and IBAN) before asking for a bank transfer',
  holderRequired: 'Account holder is required',
  ibanInvalid: 'Enter a valid IBAN',
  bicInvalid: 'Enter a valid BIC (8 or 11 characters)',
  methodInvalid: "Payment method must be 'forgecoin', 'bank_transfer' or 'stripe'",
  stripeNotReady:
    'Finish setting up your Stripe account (Connect with Stripe) before asking for a payout through Stripe',
  referenceRequired: 'The transfer reference is required',
  alreadyPaid: 'This payout has been paid already',
  notABankTransfer: 'Only a pending bank-transfer payout can be recorded as paid',
} as const;

export const affiliateNotFound = () => new AppError('NOT_FOUND', AFFILIATE_MESSAGES.noAccount);
export const payoutNotFound = () => notFound('Payout');
