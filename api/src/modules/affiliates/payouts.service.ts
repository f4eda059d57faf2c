import { LockMode, ref, type EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { fromCents, toCents } from '../../shared/money';
import { Service } from '../../shared/service';
import { ForgecoinTransaction } from '../coins';
import { announceAffiliateChange, refreshAffiliateTotals } from './affiliate-totals';
import { AFFILIATE_MESSAGES, payoutNotFound } from './affiliates.errors';
import { payoutPaidSchema, payoutRequestSchema } from './affiliates.schemas';
import { bankDetailsOf, payoutThresholdOf, payoutView, type PayoutView } from './affiliates.service';
import { Payout } from './payout.entity';

export const PAYOUT_METHOD_LABELS = { forgecoin: 'ForgeCoin', bank_transfer: 'Bank Transfer' } as const;

/**
 * Payouts (issue 23): every approved commission not yet paid, net of adjustments, once it
 * reaches the threshold. In ForgeCoin it is credited through the ledger at once; by bank
 * transfer it waits for an operator to record the transfer. The commissions are tied to the
 * payout in the transaction that makes it, under the affiliate's row lock, so nothing is paid
 * twice; the client's idempotency key makes a repeated request answer the same payout.
 */
export class PayoutsService extends Service {
  async request(actor: Actor | null, input: unknown): Promise<PayoutView> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(payoutRequestSchema, input);
    const payout = await inTransaction(this.em, async (tx) => {
      const affiliate = await this.services.affiliates.accountOf(tx, userId, true);
      const repeated = await tx.findOne(Payout, { affiliate, idempotencyKey: data.idempotencyKey });
      if (repeated) return repeated;
      if (affiliate.status !== 'active') throw new AppError('FORBIDDEN', AFFILIATE_MESSAGES.inactive);
      const method =
        data.method ?? (affiliate.paymentMethod === 'bank_transfer' ? 'bank_transfer' : 'forgecoin');
      const bank = bankDetailsOf(affiliate);
      if (method === 'bank_transfer' && !bank)
        throw new AppError('BAD_USER_INPUT', AFFILIATE_MESSAGES.bankDetailsMissing);
      const [row] = await tx.execute<Array<{ available: string | null }>>(
        `select sum(amount)::text as available from commissions
          where affiliate_id = ? and status = 'approved' and payout_id is null`,
        [affiliate.id],
      );
      const available = toCents(row?.available ?? '0') ?? 0;
      const threshold = toCents(payoutThresholdOf(affiliate)) ?? 0;
      if (available < threshold)
        throw new AppError('BAD_USER_INPUT', AFFILIATE_MESSAGES.belowThreshold(available, threshold));
      const now = this.now();
      const made = tx.create(Payout, {
        affiliate,
        amount: fromCents(available),
        method: PAYOUT_METHOD_LABELS[method],
        status: 'pending',
        idempotencyKey: data.idempotencyKey,
        details: method === 'bank_transfer' && bank ? { ...bank } : null,
        processedAt: now,
        createdAt: now,
      });
      await tx.flush();
      await tx.execute(
        `update commissions set payout_id = ?
          where affiliate_id = ? and status = 'approved' and payout_id is null`,
        [made.id, affiliate.id],
      );
      if (method === 'forgecoin') {
        const movement = await this.services.coins.credit({
          userId,
          type: 'affiliate_payout',
          idempotencyKey: `affiliate-payout:${made.id}`,
          cents: available,
          description: 'Affiliate commissions paid out',
          counterAccount: 'affiliate_payouts',
          metadata: { payoutId: made.id },
        });
        const leg = await tx.findOneOrFail(ForgecoinTransaction, {
          movement: movement.movementId,
          account: 'wallet',
          user: userId,
        });
        made.forgecoinAmount = made.amount;
        made.forgecoinTransaction = ref(leg);
        made.transactionId = movement.movementId;
        await this.complete(tx, made);
      }
      await tx.flush();
      announceAffiliateChange(this.deps, await refreshAffiliateTotals(tx, affiliate.id));
      return made;
    });
    return payoutView(payout);
  }

  /**
   * The operator made the bank transfer (`npm run affiliates:payouts -- paid`): the payout and
   * its commissions are paid, with the transfer's reference.
   */
  async markPaid(input: unknown): Promise<Payout> {
    const data = parseInput(payoutPaidSchema, input);
    return inTransaction(this.em, async (tx) => {
      const payout = await tx.findOne(
        Payout,
        { id: data.payoutId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!payout) throw payoutNotFound();
      if (payout.status === 'paid') throw new AppError('CONFLICT', AFFILIATE_MESSAGES.alreadyPaid);
      payout.transactionId = data.reference;
      await this.complete(tx, payout);
      await tx.flush();
      announceAffiliateChange(this.deps, await refreshAffiliateTotals(tx, payout.affiliate.id));
      return payout;
    });
  }

  /** Bank transfers waiting for the operator, oldest first. */
  pending(): Promise<Payout[]> {
    return this.em.find(
      Payout,
      { status: 'pending' },
      { orderBy: { createdAt: 'asc' }, populate: ['affiliate.user'] },
    );
  }

  private async complete(tx: EntityManager, payout: Payout): Promise<void> {
    const now = this.now();
    payout.status = 'paid';
    payout.completedAt = now;
    await tx.flush();
    await tx.execute(`update commissions set status = 'paid', paid_at = ? where payout_id = ?`, [
      now,
      payout.id,
    ]);
  }
}
