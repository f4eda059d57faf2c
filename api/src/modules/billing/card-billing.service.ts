import { timingSafeEqual } from 'node:crypto';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import type { AppDeps } from '../../shared/app-deps';
import { fromCents, toCents } from '../../shared/money';
import { Service } from '../../shared/service';
import type { Services } from '../../modules';
import { User } from '../accounts';
import { BILLING_MESSAGES, paymentNotFound, planNotFound } from './billing.errors';
import { paymentIntentSchema, planChoiceSchema, verifyPaymentSchema } from './billing.schemas';
import { Payment } from './payment.entity';
import { isStripeMissing, stripeFailure, type StripeClient } from './stripe-client';

/** What the app tells browsers about card payments (the publishable key is public by design). */
export type CardConfig = { cardPayments: boolean; publishableKey: string | null };
/** create-checkout-session (002 §7): the session, and where Stripe's hosted checkout is. */
export type CheckoutSessionCreated = { sessionId: string; url: string };
/** create-payment-intent (002 §7): what Stripe's card element confirms. */
export type PaymentIntentCreated = { clientSecret: string; paymentIntentId: string; amount: number };
/** verify-payment (002 §3 Payment verification result): amount in cents, id, status. */
export type PaymentVerification = { amount: number; id: string; status: string };

/** A payment intent's metadata.purpose for a ForgeCoin top-up (1 FC = 1 EUR). */
export const TOP_UP_PURPOSE = 'forgecoin_top_up';
/** Top-ups are in EUR (002 §9), so cents of EUR are cents of FC. */
const TOP_UP_CURRENCY = 'eur';

/**
 * Card payments through Stripe (002 §2 Checkout, Payment success; §7): checkout sessions for
 * subscriptions, payment intents for ForgeCoin top-ups, and their verification. Stripe's webhook
 * events (StripeEventsService) are the truth about both; verifying a top-up applies the same
 * state the webhook does, so whichever comes first credits the coins, once. Without STRIPE_*
 * settings every card path says card payment is not configured; nothing pretends to charge.
 */
export class CardBillingService extends Service {
  constructor(
    deps: AppDeps,
    services: Services,
    private readonly stripeClient: StripeClient | null,
  ) {
    super(deps, services);
  }

  config(): CardConfig {
    const stripe = this.deps.config.stripe;
    return { cardPayments: stripe !== null, publishableKey: stripe?.publishableKey ?? null };
  }

  /**
   * POST /api/subscription/create-checkout-session: a Stripe-hosted checkout for a paid plan.
   * `origin` is the request's, for the return addresses when PUBLIC_URL is not set.
   */
  async createCheckoutSession(
    actor: Actor | null,
    input: unknown,
    options: { origin?: string | null } = {},
  ): Promise<CheckoutSessionCreated> {
    const { userId } = requireActor(actor, 'write');
    const stripe = this.client();
    const data = parseInput(planChoiceSchema, input);
    const plan = await this.services.plans.get(data.planId);
    if (!plan.isActive) throw planNotFound();
    if (plan.trialDays > 0) throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.trialNotForSale);
    const origin = this.deps.config.publicUrl ?? options.origin;
    if (!origin) throw new AppError('BAD_GATEWAY', BILLING_MESSAGES.noReturnAddress);

    const user = await this.em.findOneOrFail(User, { id: userId });
    const paidByCard =
      user.billingMethod === 'card' &&
      ['active', 'past_due'].includes(user.subscriptionStatus ?? '') &&
      (user.subscriptionEndDate?.getTime() ?? 0) > this.now().getTime();
    if (paidByCard) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyPaysByCard);

    const customer = await this.customerOf(user);
    const metadata = { userId, planId: plan.id };
    const session = await this.call(() =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [
          plan.stripePriceId
            ? { price: plan.stripePriceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: plan.currency,
                  unit_amount: toCents(plan.price) ?? 0,
                  recurring: { interval: plan.interval === 'year' ? 'year' : 'month' },
                  product_data: { name: `FunnelForge ${plan.name}` },
                },
              },
        ],
        metadata,
        subscription_data: { metadata },
        success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/subscription`,
      }),
    );
    if (!session.url) throw new AppError('BAD_GATEWAY', BILLING_MESSAGES.stripeFailed('no checkout URL'));
    return { sessionId: session.id, url: session.url };
  }

  /**
   * POST /api/create-payment-intent: a card payment that tops up ForgeCoin once it succeeds.
   * The pending payment is in the billing history from now on.
   */
  async createPaymentIntent(actor: Actor | null, input: unknown): Promise<PaymentIntentCreated> {
    const { userId } = requireActor(actor, 'write');
    const stripe = this.client();
    const { amount } = parseInput(paymentIntentSchema, input ?? {});
    const intent = await this.call(() =>
      stripe.paymentIntents.create({
        amount,
        currency: TOP_UP_CURRENCY,
        description: `${fromCents(amount)} ForgeCoins`,
        metadata: { userId, purpose: TOP_UP_PURPOSE },
        automatic_payment_methods: { enabled: true },
      }),
    );
    if (!intent.client_secret) throw new AppError('BAD_GATEWAY', BILLING_MESSAGES.paymentSetupFailed);
    this.em.create(Payment, {
      user: this.em.getReference(User, userId),
      stripePaymentIntentId: intent.id,
      amount: fromCents(amount),
      currency: TOP_UP_CURRENCY,
      status: 'pending',
      type: 'top_up',
      description: `ForgeCoin top-up: ${fromCents(amount)} FC`,
      metadata: {},
    });
    await this.em.flush();
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount };
  }

  /**
   * POST /api/verify-payment (the payment-success page): reads the payment intent from Stripe
   * and, when it went through, credits its coins (once, with the webhook). Someone else's
   * intent, or a client secret that is not its own, answers not found.
   */
  async verifyPayment(actor: Actor | null, input: unknown): Promise<PaymentVerification> {
    const { userId } = requireActor(actor, 'read');
    const stripe = this.client();
    const data = parseInput(verifyPaymentSchema, input);
    const intent = await this.call(
      () => stripe.paymentIntents.retrieve(data.paymentIntentId, { expand: ['latest_charge'] }),
      { missing: paymentNotFound },
    );
    if (intent.metadata?.userId !== userId || !sameSecret(intent.client_secret, data.clientSecret))
      throw paymentNotFound();
    if (intent.metadata.purpose === TOP_UP_PURPOSE) await this.services.stripeEvents.applyTopUp(intent);
    return { amount: intent.amount, id: intent.id, status: intent.status };
  }

  /** Turns a card subscription's renewal off (true) or back on (false) at Stripe. */
  async setCancelAtPeriodEnd(user: User, cancel: boolean): Promise<void> {
    const stripe = this.client();
    const subscriptionId = user.stripeSubscriptionId;
    if (!subscriptionId) throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.nothingToCancel);
    try {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    } catch (error) {
      const failure = stripeFailure(error);
      if (!failure) throw error;
      this.deps.log.warn({ err: error, userId: user.id }, 'Stripe refused to change auto-renewal');
      throw new AppError('BAD_GATEWAY', failure.message);
    }
  }

  /**
   * Before an account is deleted: its card subscription is cancelled at Stripe at once (a deleted
   * account must not be charged again, and there is no one left to cancel it), then its Stripe
   * customer is deleted, as Stripe advises for a customer who leaves: saved cards and the address
   * go, while the invoices and charges Stripe must keep stay there. Whatever Stripe no longer
   * has counts as done, so a retry after a failure picks up where it stopped. Stripe refusing
   * throws, and the caller deletes nothing. Without Stripe settings nothing can be reached: the
   * ids are logged for the operator, and the deletion goes on.
   */
  async closeCustomerForDeletion(userId: string): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    const { stripeSubscriptionId: subscriptionId, stripeCustomerId: customerId } = user;
    if (!subscriptionId && !customerId) return;
    const stripe = this.stripeClient;
    if (!stripe) {
      this.deps.log.warn(
        { userId, subscriptionId, customerId },
        'deleting an account with Stripe records while Stripe is not configured: cancel them in the Stripe dashboard',
      );
      return;
    }
    if (subscriptionId)
      await this.deletionStep('cancel', userId, () =>
        stripe.subscriptions.cancel(subscriptionId, {
          cancellation_details: { comment: 'FunnelForge account deleted' },
        }),
      );
    if (customerId) await this.deletionStep('customer', userId, () => stripe.customers.del(customerId));
    this.deps.log.info({ userId, subscriptionId, customerId }, 'Stripe billing closed for account deletion');
  }

  /** One Stripe call of closeCustomerForDeletion: an object already gone is done; a refusal stops the deletion. */
  private async deletionStep(step: 'cancel' | 'customer', userId: string, work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      if (isStripeMissing(error)) return;
      const failure = stripeFailure(error);
      if (!failure) throw error;
      this.deps.log.warn(
        { err: error, userId, step },
        'Stripe refused to close billing: account not deleted',
      );
      throw new AppError('BAD_GATEWAY', BILLING_MESSAGES.deletionStopped(step, failure.message));
    }
  }

  /** The Stripe client, or the honest 'not configured'. */
  client(): StripeClient {
    if (!this.stripeClient) throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.cardNotConfigured);
    return this.stripeClient;
  }

  /**
   * A Stripe call as users see its failure: a declined card in Stripe's words, the rest as the
   * provider's failure (logged); `missing` answers an id Stripe does not know.
   */
  private async call<T>(work: () => Promise<T>, options: { missing?: () => AppError } = {}): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (options.missing && isStripeMissing(error)) throw options.missing();
      const failure = stripeFailure(error);
      if (!failure) throw error;
      if (failure.code === 'BAD_GATEWAY') this.deps.log.warn({ err: error }, 'a Stripe call failed');
      throw failure;
    }
  }

  /** The user's Stripe customer, made on their first card payment and kept on users.stripe_customer_id. */
  private async customerOf(user: User): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const stripe = this.client();
    // The key makes two checkouts started at once share one customer.
    const customer = await this.call(() =>
      stripe.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `funnelforge-customer-${user.id}` },
      ),
    );
    await this.em.nativeUpdate(
      User,
      { id: user.id, stripeCustomerId: null },
      { stripeCustomerId: customer.id },
    );
    const stored = await this.em.findOneOrFail(User, { id: user.id }, { refresh: true });
    return stored.stripeCustomerId ?? customer.id;
  }
}

/** Compares client secrets in constant time. */
function sameSecret(actual: string | null, given: string): boolean {
  if (!actual) return false;
  const a = Buffer.from(actual);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
