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
import {
  bankDetailsOf,
  payoutMethodOf,
  payoutThresholdOf,
  payoutView,
  stripeAccountOf,
  type PayoutView,
} from './affiliates.service';
import type { PayoutMethod } from './affiliates.schemas';
import { Payout } from './payout.entity';

export const PAYOUT_METHOD_LABELS = {
  forgecoin: 'ForgeCoin',
  bank_transfer: 'Bank Transfer',
  stripe: 'Stripe',
} as const;

/** A Stripe payout still pending this long was interrupted (a crash mid-transfer): it is sent again. */
const STRIPE_RETRY_AFTER_MS = 5 * 60_000;

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
    // Stripe is asked before anything is reserved: a payout through it needs a ready account.
    const stripeAccount = await this.readyStripeAccount(userId, data.method);
    const { payout, made } = await inTransaction(this.em, async (tx) => {
      const affiliate = await this.services.affiliates.accountOf(tx, userId, true);
      const repeated = await tx.findOne(Payout, { affiliate, idempotencyKey: data.idempotencyKey });
      if (repeated) return { payout: repeated, made: false };
      if (affiliate.status !== 'active') throw new AppError('FORBIDDEN', AFFILIATE_MESSAGES.inactive);
      const method = data.method ?? payoutMethodOf(affiliate);
      const bank = bankDetailsOf(affiliate);
      if (method === 'bank_transfer' && !bank)
        throw new AppError('BAD_USER_INPUT', AFFILIATE_MESSAGES.bankDetailsMissing);
      if (method === 'stripe' && !stripeAccount)
        throw new AppError('BAD_USER_INPUT', AFFILIATE_MESSAGES.stripeNotReady);
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
        details:
          method === 'bank_transfer' && bank
            ? { ...bank }
            : method === 'stripe' && stripeAccount
              ? { stripeAccountId: stripeAccount }
              : null,
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
      return { payout: made, made: true };
    });
    if (made && payout.method === PAYOUT_METHOD_LABELS.stripe)
      return payoutView(await this.sendTransfer(payout.id));
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
      if (payout.status !== 'pending' || payout.method !== PAYOUT_METHOD_LABELS.bank_transfer)
        throw new AppError('CONFLICT', AFFILIATE_MESSAGES.notABankTransfer);
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
      { status: 'pending', method: PAYOUT_METHOD_LABELS.bank_transfer },
      { orderBy: { createdAt: 'asc' }, populate: ['affiliate.user'] },
    );
  }

  /**
   * Sends a Stripe payout's transfer (once: Stripe's idempotency key is the payout's id). Paid
   * when Stripe takes it; when Stripe refuses, the payout fails with Stripe's words and its
   * commissions are free for the next payout.
   */
  async sendTransfer(payoutId: string): Promise<Payout> {
    const payout = await this.em.findOneOrFail(Payout, { id: payoutId });
    const accountId =
      typeof payout.details?.stripeAccountId === 'string' ? payout.details.stripeAccountId : '';
    let transferId: string;
    try {
      transferId = await this.services.stripeConnect.transfer({
        accountId,
        cents: toCents(payout.amount) ?? 0,
        idempotencyKey: `affiliate-payout:${payout.id}`,
        metadata: { payoutId: payout.id, affiliateId: payout.affiliate.id },
      });
    } catch (error) {
      if (error instanceof AppError) await this.fail(payoutId, error.message);
      throw error;
    }
    return inTransaction(this.em, async (tx) => {
      const locked = await this.locked(tx, payoutId);
      if (locked.status !== 'pending') return locked;
      locked.transactionId = transferId;
      await this.complete(tx, locked);
      announceAffiliateChange(this.deps, await refreshAffiliateTotals(tx, locked.affiliate.id));
      return locked;
    });
  }

  /** Stripe payouts a crash left pending: their transfers are sent again (Stripe makes each once). */
  async retryInterruptedTransfers(): Promise<number> {
    const stale = await this.em.find(Payout, {
      status: 'pending',
      method: PAYOUT_METHOD_LABELS.stripe,
      createdAt: { $lt: new Date(this.now().getTime() - STRIPE_RETRY_AFTER_MS) },
    });
    for (const payout of stale)
      await this.sendTransfer(payout.id).catch((error: unknown) =>
        this.deps.log.warn({ err: error, payoutId: payout.id }, 'a Stripe payout failed again'),
      );
    return stale.length;
  }

  /** Stripe refused: the payout failed (its reason kept) and its commissions are free again. */
  private async fail(payoutId: string, reason: string): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const locked = await this.locked(tx, payoutId);
      if (locked.status !== 'pending') return;
      locked.status = 'failed';
      locked.notes = reason;
      await tx.flush();
      await tx.execute(
        `update commissions set payout_id = null where payout_id = ? and status = 'approved'`,
        [locked.id],
      );
      announceAffiliateChange(this.deps, await refreshAffiliateTotals(tx, locked.affiliate.id));
    });
  }

  private locked(tx: EntityManager, payoutId: string): Promise<Payout> {
    return tx.findOneOrFail(
      Payout,
      { id: payoutId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /** The connected account for a payout by Stripe (asked for, or the saved method), when it takes transfers. */
  private async readyStripeAccount(userId: string, asked: PayoutMethod | undefined): Promise<string | null> {
    const affiliate = await this.services.affiliates.accountOf(this.em, userId);
    if ((asked ?? payoutMethodOf(affiliate)) !== 'stripe') return null;
    const accountId = stripeAccountOf(affiliate);
    if (!accountId) return null;
    const account = await this.services.stripeConnect.account(accountId);
    return account.transfersActive ? account.id : null;
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
