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
import { Service } from '../../shared/service';
import { paymentNotFound } from './billing.errors';
import { paymentsPagingSchema } from './billing.schemas';
import { Payment } from './payment.entity';

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
}
