import Stripe from 'stripe';
import type { StripeObject, StripeStandIn } from './stripe-stand-in';

const DAY_S = 86_400;

/** Stripe's objects as its API answers them, put into the stand-in (subscriptions, charges, intents, invoices). */
export function stripeObjects(standIn: () => StripeStandIn) {
  function subscriptionObject(fields: {
    id?: string;
    customer: string;
    status: string;
    userId: string;
    planId: string;
    periodEnd: number;
    cancelAtPeriodEnd?: boolean;
    endedAt?: number | null;
  }): StripeObject {
    return standIn().put({
      id: fields.id ?? standIn().id('sub'),
      object: 'subscription',
      customer: fields.customer,
      status: fields.status,
      metadata: { userId: fields.userId, planId: fields.planId },
      cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
      cancel_at: null,
      ended_at: fields.endedAt ?? null,
      items: {
        object: 'list',
        data: [
          {
            id: standIn().id('si'),
            object: 'subscription_item',
            current_period_start: fields.periodEnd - 30 * DAY_S,
            current_period_end: fields.periodEnd,
            price: { id: standIn().id('price'), object: 'price' },
          },
        ],
      },
    });
  }

  function chargeObject(fields: {
    paymentIntent: string;
    amount: number;
    refunded?: number;
    disputed?: boolean;
  }): StripeObject {
    const refunded = fields.refunded ?? 0;
    return standIn().put({
      id: standIn().id('ch'),
      object: 'charge',
      amount: fields.amount,
      amount_refunded: refunded,
      refunded: refunded >= fields.amount,
      disputed: fields.disputed ?? false,
      paid: true,
      status: 'succeeded',
      currency: 'eur',
      payment_intent: fields.paymentIntent,
    });
  }

  /** A payment intent that went through (or failed), with its charge. */
  function paidIntent(fields: {
    id?: string;
    amount: number;
    refunded?: number;
    disputed?: boolean;
    failed?: boolean;
    metadata?: Record<string, string>;
  }): { intent: StripeObject; charge: StripeObject | null } {
    const id = fields.id ?? standIn().id('pi');
    const charge = fields.failed ? null : chargeObject({ paymentIntent: id, ...fields });
    const intent = standIn().put({
      id,
      object: 'payment_intent',
      amount: fields.amount,
      amount_received: fields.failed ? 0 : fields.amount,
      currency: 'eur',
      status: fields.failed ? 'requires_payment_method' : 'succeeded',
      last_payment_error: fields.failed ? { type: 'card_error', message: 'Your card was declined.' } : null,
      latest_charge: charge?.id ?? null,
      metadata: fields.metadata ?? {},
    });
    return { intent, charge };
  }

  function invoiceObject(fields: {
    customer: string;
    subscription: string;
    userId: string;
    planId: string;
    reason: 'subscription_create' | 'subscription_cycle';
    status: 'paid' | 'open';
    amount: number;
    paymentIntent: string | null;
    periodEnd: number;
  }): StripeObject {
    return standIn().put({
      id: standIn().id('in'),
      object: 'invoice',
      customer: fields.customer,
      status: fields.status,
      billing_reason: fields.reason,
      currency: 'eur',
      amount_due: fields.amount,
      amount_paid: fields.status === 'paid' ? fields.amount : 0,
      attempt_count: 1,
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: fields.subscription,
          metadata: { userId: fields.userId, planId: fields.planId },
        },
      },
      payments: {
        object: 'list',
        data: fields.paymentIntent
          ? [
              {
                id: standIn().id('inpay'),
                object: 'invoice_payment',
                status: fields.status === 'paid' ? 'paid' : 'open',
                payment: { type: 'payment_intent', payment_intent: fields.paymentIntent },
              },
            ]
          : [],
      },
      lines: {
        object: 'list',
        data: [
          { id: standIn().id('il'), period: { start: fields.periodEnd - 30 * DAY_S, end: fields.periodEnd } },
        ],
      },
    });
  }

  return { subscriptionObject, chargeObject, paidIntent, invoiceObject };
}

/** Sends an event to the app's webhook as Stripe does: JSON, signed with the endpoint's secret. */
export async function deliverStripeEvent(
  serverUrl: string,
  event: StripeObject,
  secret: string,
  signature?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${serverUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    body: payload,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
