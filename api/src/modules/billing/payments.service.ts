import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { parseInput } from '../../shared/errors/parse-input';
import {
  NEWEST_FIRST,
  newestFirstAfter,
  newestFirstCursor,
  pageFromRows,
  type Page,
} from '../../shared/pagination';
import { AppError } from '../../shared/errors/app-error';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { paymentNotFound } from './billing.errors';
import { paymentsPagingSchema } from './billing.schemas';
import { Payment } from './payment.entity';
import { receiptUrlOf } from './payment.mapper';
import { receiptNumber, renderReceipt } from './payment-receipt';

/** The billing history: every payment a user made or that failed (card and ForgeCoin), and its receipt. */
export class PaymentsService extends Service {
  async list(actor: Actor | null, input: unknown): Promise<Page<Payment>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(paymentsPagingSchema, input ?? {});
    const rows = await this.em.find(
      Payment,
      { $and: [{ user: userId }, newestFirstAfter(paging.after)] },
      { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1 },
    );
    return pageFromRows(rows, paging, { cursorOf: newestFirstCursor, map: (row) => row });
  }

  get(actor: Actor | null, id: string): Promise<Payment> {
    const { userId } = requireActor(actor, 'read');
    return findOwned(this.em, Payment, id, { user: userId }, paymentNotFound);
  }

  /** The payment's receipt (a PDF) and its file name; only payments that went through have one. */
  async receipt(actor: Actor | null, id: string): Promise<{ pdf: Buffer; fileName: string }> {
    const payment = await this.get(actor, id);
    if (!receiptUrlOf(payment))
      throw new AppError('NOT_FOUND', 'This payment has no receipt: it did not go through');
    const user = await this.em.findOneOrFail(User, { id: requireActor(actor).userId });
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
    return {
      pdf: await renderReceipt(payment, { email: user.email, name }),
      fileName: `funnelforge-receipt-${receiptNumber(payment)}.pdf`,
    };
  }
}
