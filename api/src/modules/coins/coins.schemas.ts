import { z } from 'zod';
import { positiveAmountSchema } from '../../shared/money';
import { pagingSchema } from '../../shared/pagination';

/** Every coin operation a client starts carries one: the same key again is the same operation. */
export const idempotencyKeySchema = z
  .string({ error: 'An idempotency key is required' })
  .trim()
  .min(8, 'The idempotency key must be 8 to 100 characters')
  .max(100, 'The idempotency key must be 8 to 100 characters');

/** POST /api/forgecoin/transfer, transferForgecoins: coins to another account, by its email. */
export const transferSchema = z.object({
  email: z
    .string({ error: 'Recipient email is required' })
    .trim()
    .toLowerCase()
    .email('Enter a valid email address'),
  amount: positiveAmountSchema('Amount'),
  note: z.string().trim().max(200, 'The note must be at most 200 characters').optional(),
  idempotencyKey: idempotencyKeySchema,
});

/** GET /api/forgecoin/transactions: the wallet's history, newest first. */
export const historySchema = pagingSchema({ defaultLimit: 20, maxLimit: 100 });
