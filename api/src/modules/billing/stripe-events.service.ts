import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { isUuid } from '../../shared/ids';
import { fromCents } from '../../shared/money';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { BILLING_MESSAGES } from './billing.errors';
import { TOP_UP_PURPOSE } from './card-billing.service';
import { Payment } from './payment.entity';
import { isStripeMissing, stripeFailure, type StripeClient } from './stripe-client';
import { SubscriptionPlan } from './subscription-plan.entity';

/** What the webhook answers Stripe. */
export type WebhookReceipt = { received: true; duplicate?: true };

/** Payment statuses of money that arrived (receipts, payment.succeeded). */
const PAID_STATUSES = ['succeeded', 'refunded', 'partially_refunded', 'disputed'];
/** Stripe subscription statuses that keep the plan: active/trialing, or a payment being retried. */
const LIVE_STATUSES: Record<string, 'active' | 'past_due'> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
};
const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

/** What one payment's change was, announced after its transaction commits. */
type PaymentChange = {
  userId: string;
  paymentId: string;
  currency: string;
  amountCents: number;
  /** It became paid just now. */
  succeeded: boolean;
  /** Cents refunded since the last time this payment was applied. */
  refundedCents: number;
  /** It became disputed just now. */
  disputed: boolean;
};

type StripeRef = string | { id: string } | null | undefined;
const idOf = (ref: StripeRef): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));
const numberIn = (metadata: Record<string, unknown>, key: string): number => {
  const value = metadata[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * Stripe's webhook events (POST /api/stripe/webhook): signed, stored once in stripe_events, and
 * applied so that order does not matter. Events arrive late, twice or out of order, so none is
 * trusted for state: each names the objects to re-read from Stripe (session, subscription,
 * invoice, payment intent, charge), and their current state is applied to the user and the
 * payments. Applying the same state twice changes nothing: coins move under idempotency keys,
 * payments are upserted by their Stripe id.
 */
export class StripeEventsService extends Service {
  constructor(
    deps: AppDeps,
    services: Services,
    private readonly stripeClient: StripeClient | null,
  ) {
    super(deps, services);
  }

  /** Checks the signature, stores the event once and applies it; a processed event again changes nothing. */
  async receive(payload: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
    const settings = this.deps.config.stripe;
    if (!settings || !this.stripeClient)
      throw new AppError('NOT_FOUND', BILLING_MESSAGES.webhooksNotConfigured);
    let event: Stripe.Event;
    try {
      event = this.stripeClient.webhooks.constructEvent(payload, signature ?? '', settings.webhookSecret);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'refused a Stripe webhook whose signature does not match');
      throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.badSignature);
    }
    await this.em.execute(
      `insert into stripe_events (id, type, created, received_at) values (?, ?, ?, ?) on conflict (id) do nothing`,
      [event.id, event.type, new Date(event.created * 1000), this.now()],
    );
    const [stored] = await this.em.execute<Array<{ processed_at: Date | null }>>(
      'select processed_at from stripe_events where id = ?',
      [event.id],
    );
    if (stored?.processed_at) return { received: true, duplicate: true };
    // A failure leaves processed_at empty: Stripe delivers again and this runs again.
    await this.apply(event);
    await this.em.execute('update stripe_events set processed_at = ? where id = ?', [this.now(), event.id]);
    return { received: true };
  }

  /**
   * A ForgeCoin top-up's current state (verify-payment and payment_intent/charge events): its
   * coins credited once it succeeded (key stripe:pi:<id>), refunds taken back from the wallet
   * (never below zero; a shortfall is recorded on the payment), its payments row in step.
   */
  async applyTopUp(intent: Stripe.PaymentIntent): Promise<void> {
    const userId = await this.existingUser(intent.metadata?.userId);
    if (!userId) {
      this.deps.log.warn({ paymentIntentId: intent.id }, 'a top-up payment intent names no account here');
      return;
    }
    const charge = await this.chargeOf(intent);
    const status = paymentStatusOf(intent, charge);
    const refunded = charge?.amount_refunded ?? 0;
    const change = await inTransaction(this.em, async (tx) => {
      const payment = await this.lockPayment(tx, 'stripe_payment_intent_id', intent.id, {
        userId,
        amount: fromCents(intent.amount),
        currency: intent.currency,
        type: 'top_up',
      });
      const wasPaid = PAID_STATUSES.includes(payment.status);
      const wasDisputed = payment.status === 'disputed';
      const metadata: Record<string, unknown> = { ...payment.metadata };
      if (PAID_STATUSES.includes(status))
        await this.services.coins.credit({
          userId,
          type: 'top_up',
          idempotencyKey: `stripe:pi:${intent.id}`,
          cents: intent.amount,
          description: `Top-up by card: ${fromCents(intent.amount)} EUR`,
          counterAccount: 'top_ups',
          metadata: { paymentIntentId: intent.id, paymentId: payment.id },
        });
      const refundedBefore = numberIn(metadata, 'refundedCents');
      const newlyRefunded = Math.max(0, refunded - refundedBefore);
      if (newlyRefunded > 0) {
        const wallet = await this.services.coins.balanceCents(userId);
        const takeBack = Math.min(newlyRefunded, wallet);
        if (takeBack > 0)
          await this.services.coins.spend({
            userId,
            type: 'refund',
            // The total refunded so far: each further partial refund is its own movement.
            idempotencyKey: `stripe:refund:${intent.id}:${refunded}`,
            cents: takeBack,
            description: `Card top-up refunded: ${fromCents(newlyRefunded)} EUR`,
            counterAccount: 'top_ups',
            metadata: { paymentIntentId: intent.id, paymentId: payment.id },
          });
        const shortfall = newlyRefunded - takeBack;
        if (shortfall > 0) {
          metadata.refundShortfallCents = numberIn(metadata, 'refundShortfallCents') + shortfall;
          this.deps.log.warn(
            { userId, paymentId: payment.id, paymentIntentId: intent.id, shortfallCents: shortfall },
            'a refunded top-up could not be taken back in full: the wallet holds less than was refunded',
          );
        }
        metadata.refundedCents = refunded;
        metadata.coinsTakenBackCents = numberIn(metadata, 'coinsTakenBackCents') + takeBack;
      }
      payment.status = status;
      payment.metadata = metadata;
      await tx.flush();
      return this.changeOf(payment, intent.amount, { wasPaid, wasDisputed }, newlyRefunded);
    });
    await this.announce(change);
  }

  private async apply(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
        return this.applyCheckout(event.data.object.id);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.applySubscriptionId(event.data.object.id, null);
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.applyInvoiceId(event.data.object.id);
      case 'payment_intent.succeeded':
        return this.applyPaymentIntentId(event.data.object.id);
      case 'charge.refunded':
        return this.applyChargeId(event.data.object.id);
      case 'charge.dispute.created':
        return this.applyChargeId(idOf(event.data.object.charge));
      default:
        this.deps.log.debug({ type: event.type }, 'a Stripe event this app does not act on');
    }
  }

  private async applyCheckout(sessionId: string): Promise<void> {
    const stripe = this.client();
    const session = await this.fetch(() => stripe.checkout.sessions.retrieve(sessionId));
    const subscriptionId = idOf(session?.subscription);
    if (!session || session.mode !== 'subscription' || !subscriptionId) return;
    await this.applySubscriptionId(subscriptionId, session.client_reference_id ?? session.metadata?.userId);
  }

  private async applySubscriptionId(id: string, userHint: string | null | undefined): Promise<void> {
    const stripe = this.client();
    const subscription = await this.fetch(() => stripe.subscriptions.retrieve(id));
    if (subscription) await this.applySubscription(subscription, userHint);
  }

  /**
   * A card subscription's current state onto its user: live (active, trialing → active;
   * past_due, unpaid → past_due) puts them on its plan until the current period's end; ended
   * (canceled, incomplete_expired) ends it, but only while it is the user's subscription and
   * they still pay by card (an old subscription's late events never end a newer one).
   */
  private async applySubscription(
    subscription: Stripe.Subscription,
    userHint: string | null | undefined,
  ): Promise<void> {
    const customerId = idOf(subscription.customer);
    const userId = await this.userOf(customerId, subscription.metadata?.userId ?? userHint);
    if (!userId) {
      this.deps.log.warn({ subscriptionId: subscription.id }, 'a Stripe subscription names no account here');
      return;
    }
    const plan = await this.planOf(subscription);
    const live = LIVE_STATUSES[subscription.status];
    await inTransaction(this.em, async (tx) => {
      const user = await tx.findOneOrFail(
        User,
        { id: userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      user.stripeCustomerId ??= customerId;
      if (live && plan) {
        const end = periodEndOf(subscription) ?? user.subscriptionEndDate ?? this.now();
        this.services.subscriptions.activate(user, plan, 'card', end);
        user.subscriptionStatus = live;
        user.stripeSubscriptionId = subscription.id;
        user.cancelAtPeriodEnd = subscription.cancel_at_period_end || subscription.cancel_at !== null;
      } else if (live) {
        this.deps.log.warn(
          { subscriptionId: subscription.id, userId },
          'a live Stripe subscription whose plan is not known here (metadata.planId or a plan stripePriceId)',
        );
      } else if (
        ENDED_STATUSES.includes(subscription.status) &&
        user.stripeSubscriptionId === subscription.id &&
        user.billingMethod === 'card'
      ) {
        user.subscriptionEndDate = subscription.ended_at
          ? new Date(subscription.ended_at * 1000)
          : (periodEndOf(subscription) ?? user.subscriptionEndDate);
        await this.services.subscriptions.end(user, 'canceled');
      }
      await tx.flush();
    });
    this.services.subscriptions.changed(userId);
  }

  /**
   * A subscription invoice's current state: its payments row (one per invoice) succeeded,
   * refunded, disputed (read from its charge) or failed; then its subscription, which a paid
   * invoice makes active again.
   */
  private async applyInvoiceId(id: string): Promise<void> {
    const stripe = this.client();
    const invoice = await this.fetch(() => stripe.invoices.retrieve(id, { expand: ['payments'] }));
    if (!invoice) return;
    const details = invoice.parent?.subscription_details ?? null;
    const subscriptionId = idOf(details?.subscription) ?? legacyId(invoice, 'subscription');
    const userId = await this.userOf(idOf(invoice.customer), details?.metadata?.userId);
    if (!userId) {
      this.deps.log.warn({ invoiceId: invoice.id }, 'a Stripe invoice names no account here');
      return;
    }
    const intentId = paymentIntentOf(invoice);
    const intent = intentId
      ? await this.fetch(() => stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }))
      : null;
    const charge = intent ? await this.chargeOf(intent) : null;
    const status = invoiceStatusOf(invoice, intent, charge);
    const cents = invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due;
    const refunded = charge?.amount_refunded ?? 0;
    const planId = details?.metadata?.planId;
    const plan = planId && isUuid(planId) ? await this.em.findOne(SubscriptionPlan, { id: planId }) : null;
    const planName = plan ? `${plan.name} plan` : 'Subscription';
    const type = invoice.billing_reason === 'subscription_cycle' ? 'renewal' : 'subscription';
    const line = invoice.lines?.data[0];

    const change = await inTransaction(this.em, async (tx) => {
      const payment = await this.lockPayment(tx, 'stripe_invoice_id', invoice.id, {
        userId,
        amount: fromCents(cents),
        currency: invoice.currency,
        type,
      });
      const wasPaid = PAID_STATUSES.includes(payment.status);
      const wasDisputed = payment.status === 'disputed';
      const metadata: Record<string, unknown> = { ...payment.metadata };
      const refundedBefore = numberIn(metadata, 'refundedCents');
      payment.status = status;
      payment.type = type;
      payment.amount = fromCents(cents);
      payment.currency = invoice.currency;
      payment.stripePaymentIntentId ??= intentId;
      payment.description =
        status === 'failed'
          ? `${planName}: the card payment failed`
          : `${planName}${type === 'renewal' ? ' renewed' : ''}, paid by card`;
      payment.metadata = {
        ...metadata,
        subscriptionId,
        planId: plan?.id ?? null,
        periodStart: line ? new Date(line.period.start * 1000).toISOString() : null,
        periodEnd: line ? new Date(line.period.end * 1000).toISOString() : null,
        refundedCents: Math.max(refunded, refundedBefore),
      };
      await tx.flush();
      return this.changeOf(payment, cents, { wasPaid, wasDisputed }, Math.max(0, refunded - refundedBefore));
    });
    await this.announce(change);
    if (subscriptionId) await this.applySubscriptionId(subscriptionId, userId);
  }

  /** A payment intent's state: a top-up's, or the subscription invoice it paid. */
  private async applyPaymentIntentId(id: string): Promise<void> {
    const stripe = this.client();
    const intent = await this.fetch(() => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    if (!intent) return;
    if (intent.metadata?.purpose === TOP_UP_PURPOSE) return this.applyTopUp(intent);
    // An invoice's intent carries none of this app's metadata: its payments row knows the invoice.
    const payment = await this.em.findOne(Payment, { stripePaymentIntentId: id });
    if (payment?.stripeInvoiceId) await this.applyInvoiceId(payment.stripeInvoiceId);
  }

  /** A refund or dispute: the charge's payment intent says which payment. */
  private async applyChargeId(id: string | null): Promise<void> {
    if (!id) return;
    const stripe = this.client();
    const charge = await this.fetch(() => stripe.charges.retrieve(id));
    const intentId = idOf(charge?.payment_intent);
    if (intentId) await this.applyPaymentIntentId(intentId);
  }

  /** The payments row of one Stripe object, made when missing and locked for the transaction. */
  private async lockPayment(
    tx: EntityManager,
    column: 'stripe_payment_intent_id' | 'stripe_invoice_id',
    stripeId: string,
    seed: { userId: string; amount: string; currency: string; type: string },
  ): Promise<Payment> {
    await tx.execute(
      `insert into payments (user_id, ${column}, amount, currency, status, type, metadata)
       values (?, ?, ?, ?, 'pending', ?, '{}') on conflict (${column}) do nothing`,
      [seed.userId, stripeId, seed.amount, seed.currency, seed.type],
    );
    const where =
      column === 'stripe_invoice_id' ? { stripeInvoiceId: stripeId } : { stripePaymentIntentId: stripeId };
    return tx.findOneOrFail(Payment, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  private changeOf(
    payment: Payment,
    amountCents: number,
    before: { wasPaid: boolean; wasDisputed: boolean },
    refundedCents: number,
  ): PaymentChange {
    return {
      userId: payment.user.id,
      paymentId: payment.id,
      currency: payment.currency,
      amountCents,
      succeeded: !before.wasPaid && PAID_STATUSES.includes(payment.status),
      disputed: !before.wasDisputed && payment.status === 'disputed',
      refundedCents,
    };
  }

  /** After the commit: other modules react (affiliate commissions), billing screens re-read. */
  private async announce(change: PaymentChange): Promise<void> {
    const { userId, paymentId } = change;
    if (change.succeeded)
      await this.deps.domainEvents.emit('payment.succeeded', {
        userId,
        paymentId,
        amountCents: change.amountCents,
        currency: change.currency,
      });
    if (change.refundedCents > 0)
      await this.deps.domainEvents.emit('payment.refunded', {
        userId,
        paymentId,
        amountCents: change.refundedCents,
      });
    if (change.disputed) await this.deps.domainEvents.emit('payment.disputed', { userId, paymentId });
    this.services.subscriptions.changed(userId);
  }

  /** The account a Stripe object belongs to: its customer's, else the user id it was made for. */
  private async userOf(customerId: string | null, userId: string | null | undefined): Promise<string | null> {
    if (customerId) {
      const user = await this.em.findOne(User, { stripeCustomerId: customerId });
      if (user) return user.id;
    }
    return this.existingUser(userId);
  }

  private async existingUser(userId: string | null | undefined): Promise<string | null> {
    if (!userId || !isUuid(userId)) return null;
    return (await this.em.count(User, { id: userId })) > 0 ? userId : null;
  }

  /** The plan a subscription pays for: metadata.planId (set at checkout), else its price's plan. */
  private async planOf(subscription: Stripe.Subscription): Promise<SubscriptionPlan | null> {
    const planId = subscription.metadata?.planId;
    if (planId && isUuid(planId)) {
      const plan = await this.em.findOne(SubscriptionPlan, { id: planId });
      if (plan) return plan;
    }
    const priceId = subscription.items?.data[0]?.price?.id;
    return priceId ? this.em.findOne(SubscriptionPlan, { stripePriceId: priceId }) : null;
  }

  /** The intent's charge (refunds, disputes), expanded or read. */
  private async chargeOf(intent: Stripe.PaymentIntent): Promise<Stripe.Charge | null> {
    const latest = intent.latest_charge;
    if (!latest) return null;
    if (typeof latest !== 'string') return latest;
    const stripe = this.client();
    return this.fetch(() => stripe.charges.retrieve(latest));
  }

  /**
   * A read from Stripe for an event: null when Stripe no longer knows the object (nothing to
   * apply); other failures throw, so the event stays unprocessed and Stripe delivers it again.
   */
  private async fetch<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (isStripeMissing(error)) {
        this.deps.log.warn({ err: error }, 'a Stripe event names an object Stripe does not know');
        return null;
      }
      throw stripeFailure(error) ?? error;
    }
  }

  private client(): StripeClient {
    if (!this.stripeClient) throw new AppError('NOT_FOUND', BILLING_MESSAGES.webhooksNotConfigured);
    return this.stripeClient;
  }
}

/** A payment's status from its intent and charge: refunds and disputes are the charge's. */
function paymentStatusOf(intent: Stripe.PaymentIntent, charge: Stripe.Charge | null): string {
  if (intent.status !== 'succeeded')
    return intent.status === 'canceled' || intent.last_payment_error ? 'failed' : 'pending';
  if (!charge) return 'succeeded';
  if (charge.disputed) return 'disputed';
  if (charge.refunded || (charge.amount > 0 && charge.amount_refunded >= charge.amount)) return 'refunded';
  if (charge.amount_refunded > 0) return 'partially_refunded';
  return 'succeeded';
}

function invoiceStatusOf(
  invoice: Stripe.Invoice,
  intent: Stripe.PaymentIntent | null,
  charge: Stripe.Charge | null,
): string {
  if (invoice.status === 'paid') return intent ? paymentStatusOf(intent, charge) : 'succeeded';
  if (invoice.status === 'uncollectible' || invoice.status === 'void') return 'failed';
  return invoice.attempt_count > 0 ? 'failed' : 'pending';
}

/** The invoice's payment intent: the paid one of its payments, else the latest attempt. */
function paymentIntentOf(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? [];
  const paid = payments.find((p) => p.status === 'paid') ?? payments[0];
  return idOf(paid?.payment.payment_intent) ?? legacyId(invoice, 'payment_intent');
}

/** The current period's end: on the subscription before API 2025-03-31, on its items since. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const legacy = 'current_period_end' in subscription ? subscription.current_period_end : null;
  const ends = [
    ...(typeof legacy === 'number' ? [legacy] : []),
    ...(subscription.items?.data ?? []).map((item) => item.current_period_end),
  ].filter((end) => typeof end === 'number' && Number.isFinite(end));
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

/** A field older API versions had on the object itself (invoice.subscription, invoice.payment_intent). */
function legacyId(object: object, field: string): string | null {
  const value: unknown = (object as Record<string, unknown>)[field];
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string')
    return value.id;
  return null;
}
