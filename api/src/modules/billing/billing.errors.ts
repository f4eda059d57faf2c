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
