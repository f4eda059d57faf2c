import type { Payment } from './payment.entity';

/** A payment as REST answers it (GraphQL's PaymentView has the same fields). */
export type PaymentJson = {
  id: string;
  amount: string;
  currency: string;
  status: string;
  type: string;
  description: string | null;
  createdAt: string;
  receiptUrl: string | null;
};

/** Only payments that went through have a receipt. */
export const receiptUrlOf = (payment: Payment): string | null =>
  ['succeeded', 'refunded', 'partially_refunded', 'disputed'].includes(payment.status)
    ? `/api/billing/payments/${payment.id}/receipt`
    : null;

export const toPaymentJson = (payment: Payment): PaymentJson => ({
  id: payment.id,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  type: payment.type,
  description: payment.description ?? null,
  createdAt: payment.createdAt.toISOString(),
  receiptUrl: receiptUrlOf(payment),
});
