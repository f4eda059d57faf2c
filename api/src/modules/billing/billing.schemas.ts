import { z } from 'zod';
import { pagingSchema } from '../../shared/pagination';
import { idempotencyKeySchema } from '../coins';

/** POST /api/subscription/subscribe-forgecoin, create-checkout-session: {planId}. */
export const planChoiceSchema = z.object({
  planId: z.string({ error: 'Choose a plan' }).trim().min(1, 'Choose a plan'),
  /** Optional: the spec's clients send only planId; the state makes a repeat harmless anyway. */
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** GET /api/billing/payments: the billing history, newest first. */
export const paymentsPagingSchema = pagingSchema({ defaultLimit: 20, maxLimit: 100 });
