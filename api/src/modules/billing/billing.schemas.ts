import { z } from 'zod';
import { pagingSchema } from '../../shared/pagination';
import { idempotencyKeySchema } from '../coins';
import { BILLING_MESSAGES } from './billing.errors';

/** POST /api/subscription/subscribe-forgecoin, create-checkout-session: {planId}. */
export const planChoiceSchema = z.object({
  planId: z.string({ error: 'Choose a plan' }).trim().min(1, 'Choose a plan'),
  /** Optional: the spec's clients send only planId; the state makes a repeat harmless anyway. */
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** GET /api/billing/payments: the billing history, newest first. */
export const paymentsPagingSchema = pagingSchema({ defaultLimit: 20, maxLimit: 100 });

/** 002 §9: a top-up's default amount, in cents. */
export const DEFAULT_PAYMENT_CENTS = 2999;
export const MIN_PAYMENT_CENTS = 100;
export const MAX_PAYMENT_CENTS = 1_000_000;

/** POST /api/create-payment-intent: {amount in cents, default 2999}. */
export const paymentIntentSchema = z.object({
  amount: z
    .number({ error: BILLING_MESSAGES.amountWholeCents })
    .int(BILLING_MESSAGES.amountWholeCents)
    .min(MIN_PAYMENT_CENTS, BILLING_MESSAGES.amountTooSmall)
    .max(MAX_PAYMENT_CENTS, BILLING_MESSAGES.amountTooLarge)
    .default(DEFAULT_PAYMENT_CENTS),
});

/** POST /api/verify-payment: {paymentIntentId, clientSecret}, as Stripe's return URL carries them. */
export const verifyPaymentSchema = z.object({
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .trim()
    .min(1, 'paymentIntentId is required')
    .max(255),
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .trim()
    .min(1, 'clientSecret is required')
    .max(500),
});
