import { AppError, notFound } from '../../shared/errors/app-error';

export const BILLING_MESSAGES = {
  /** 002 §8: the toast's title and its fallback text. */
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionFailed: 'Failed to process subscription. Please try again.',
  trialNotForSale: 'The free trial starts with every new account; choose Pro or Elite to subscribe',
  noCoinPrice: 'This plan cannot be paid with Forgecoins; pay by card instead',
  paysByCard:
    'Your subscription is paid by card. Cancel it under Manage Subscription first, then pay with Forgecoins from the next period',
  nothingToCancel: 'You have no subscription that renews',
  nothingToResume: 'Your subscription is not set to end',
  cardNotConfigured: 'Card payment is not configured on this server. Pay with Forgecoins instead.',
  connectNotConfigured:
    'Payouts through Stripe are not configured on this server (STRIPE_CONNECT is off). Choose ForgeCoin or bank transfer.',
  alreadyPaysByCard:
    'You already pay for a subscription by card. Change or cancel it under Manage Subscription; a new one can start once it has ended',
  /** 002 §8 No client secret: the toast's text. */
  paymentSetupFailed: 'Unable to initialize payment. Please try again.',
  amountWholeCents: 'Amount must be a whole number of cents',
  amountTooSmall: 'The smallest top-up is 1.00 EUR (100 cents)',
  amountTooLarge: 'The largest top-up is 10,000.00 EUR (1,000,000 cents)',
  noReturnAddress: 'Set PUBLIC_URL: the server cannot tell Stripe where to send the browser back to',
  stripeUnreachable:
    'Card payment is unavailable right now: the payment provider could not be reached. Please try again in a few minutes.',
  stripeRefusedKey:
    "Card payment is unavailable: the payment provider refused this server's Stripe key. Please contact support.",
  stripeFailed: (message: string) => `The payment provider refused the request: ${message}`,
  /** Deleting an account stops when Stripe cannot end its billing: what failed, and that nothing was removed. */
  deletionStopped: (step: 'cancel' | 'customer', reason: string) =>
    `Your account was not deleted: Stripe could not ${step === 'cancel' ? 'cancel your card subscription' : 'remove your saved payment details'} (${reason}). Nothing was removed; please try again in a few minutes.`,
  webhooksNotConfigured:
    'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set)',
  badSignature: 'The Stripe-Signature header is missing or does not match this payload',
  plansFile: (file: string, problem: string) => `PLANS_FILE ${file}: ${problem}`,
  /** A limit reached where things are created: which one, and the way up. */
  limitReached: (what: string, limit: number, planName: string) =>
    `Your ${planName} plan allows ${limit.toLocaleString('en-US')} ${what}. Upgrade your plan on the Subscription page to add more.`,
  /** A campaign bigger than what is left of the month's emails: how many it needs, how many remain. */
  emailsLeft: (needed: number, left: number, limit: number, planName: string) =>
    `Your ${planName} plan allows ${limit.toLocaleString('en-US')} emails a month and ${left.toLocaleString('en-US')} ${left === 1 ? 'is' : 'are'} left this month; this campaign would send ${needed.toLocaleString('en-US')}. Upgrade your plan on the Subscription page to send more.`,
} as const;

export const planNotFound = () => notFound('Plan');
export const paymentNotFound = () => notFound('Payment');

/** Creating something the plan has no room left for. */
export const limitReached = (what: string, limit: number, planName: string) =>
  new AppError('FORBIDDEN', BILLING_MESSAGES.limitReached(what, limit, planName));

/** A campaign that would send more emails than the month has left (refused before anything is sent). */
export const emailsLeftTooFew = (needed: number, left: number, limit: number, planName: string) =>
  new AppError('FORBIDDEN', BILLING_MESSAGES.emailsLeft(needed, left, limit, planName));
