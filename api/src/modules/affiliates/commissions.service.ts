import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../shared/db/pg-array';
import { inTransaction } from '../../shared/db/transaction';
import { fromCents, toCents } from '../../shared/money';
import { Service } from '../../shared/service';
import { Payment } from '../billing';
import { announceAffiliateChange, refreshAffiliateTotals } from './affiliate-totals';
import { Commission } from './commission.entity';
import { Referral } from './referral.entity';

/** Payments that earn a commission: a plan bought or renewed (by card or with coins), never a top-up. */
const EARNING_TYPES = ['subscription', 'renewal'];
/** Statuses of money that arrived (the refunded and disputed still arrived first). */
const PAID_STATUSES = ['succeeded', 'refunded', 'partially_refunded', 'disputed'];
/** How far back the catch-up looks for payments whose commission was missed (a crash, a failed reaction). */
const CATCH_UP_DAYS = 14;

const addMonths = (at: Date, months: number) => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * Commissions from real money (issue 23). A referred account's payment for a plan earns its
 * affiliate rate × amount (one commission per payment, so replays earn nothing twice), on
 * renewals too within the recurring cap. It is held for the holding period (the refund
 * window), then approved. A refund or dispute takes it back: cancelled while unpaid, or a
 * negative adjustment against future earnings once paid out. Every change recomputes the
 * affiliate's totals in its transaction.
 */
export class CommissionsService extends Service {
  /** On 'payment.succeeded' (and the catch-up): the payment's commission, once. */
  async forPayment(paymentId: string): Promise<void> {
    const userId = await inTransaction(this.em, async (tx) => {
      const payment = await tx.findOne(Payment, { id: paymentId });
      if (!payment || !PAID_STATUSES.includes(payment.status) || !EARNING_TYPES.includes(payment.type))
        return null;
      const referral = await tx.findOne(
        Referral,
        { referredUser: payment.user.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['affiliate'], refresh: true },
      );
      if (!referral) return null;
      const affiliate = referral.affiliate.getEntity();
      if (affiliate.status !== 'active') return null;
      if ((await tx.count(Commission, { payment: payment.id })) > 0) return null;
      if (!(await this.withinRecurringCap(tx, referral))) return null;
      const paymentCents = toCents(payment.amount) ?? 0;
      const basisPoints = toCents(affiliate.commissionRate) ?? 0;
      const cents = Math.round((paymentCents * basisPoints) / 10_000);
      if (cents <= 0) return null;
      // Held from when it is earned (moments after the payment; later only when caught up).
      const holdUntil = new Date(this.now().getTime() + this.deps.config.affiliates.holdingDays * 86_400_000);
      const renewal = payment.type === 'renewal';
      tx.create(Commission, {
        affiliate,
        referral,
        payment,
        amount: fromCents(cents),
        type: 'referral',
        status: holdUntil.getTime() <= this.now().getTime() ? 'approved' : 'pending',
        availableAt: holdUntil,
        description: `${Number(affiliate.commissionRate)}% of ${referral.email ?? 'a referral'}'s ${
          renewal ? 'renewal' : 'plan payment'
        } (${payment.amount} ${payment.currency.toUpperCase()})`,
        createdAt: this.now(),
      });
      referral.status = 'converted';
      referral.convertedAt ??= this.now();
      await tx.flush();
      await this.refreshReferral(tx, referral.id);
      const owner = await refreshAffiliateTotals(tx, affiliate.id);
      announceAffiliateChange(this.deps, owner);
      return owner;
    });
    // A payment refunded or disputed before its commission was made (the catch-up) is taken back at once.
    if (userId) await this.reconcile(paymentId);
  }

  /**
   * On 'payment.refunded' / 'payment.disputed' (and the catch-up): the commission follows the
   * payment's state. The part to take back is the refunded share (all of it when disputed or
   * fully refunded); what was taken back before counts, so applying twice takes nothing twice.
   */
  async reconcile(paymentId: string): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const payment = await tx.findOne(Payment, { id: paymentId });
      if (!payment) return;
      const original = await tx.findOne(
        Commission,
        { payment: payment.id, type: 'referral' },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!original) return;
      const earned = toCents(original.amount) ?? 0;
      const paidCents = toCents(payment.amount) ?? 0;
      const refundedCents = Number((payment.metadata ?? {}).refundedCents ?? 0);
      const full =
        payment.status === 'disputed' || payment.status === 'refunded' || refundedCents >= paidCents;
      const target = full ? earned : paidCents > 0 ? Math.round((earned * refundedCents) / paidCents) : 0;
      const adjustments = await tx.find(Commission, { adjusts: original.id, status: { $ne: 'cancelled' } });
      const takenBack =
        (original.status === 'cancelled' ? earned : 0) +
        adjustments.reduce((sum, a) => sum - (toCents(a.amount) ?? 0), 0);
      if (target <= takenBack) return;
      const unpaid = original.status === 'pending' || (original.status === 'approved' && !original.payout);
      const reason = payment.status === 'disputed' ? 'disputed' : 'refunded';
      if (unpaid && full) {
        original.status = 'cancelled';
        original.description = `${original.description ?? 'Commission'} — cancelled: the payment was ${reason}`;
        for (const adjustment of adjustments) if (!adjustment.payout) adjustment.status = 'cancelled';
      } else {
        tx.create(Commission, {
          affiliate: original.affiliate,
          referral: original.referral ?? null,
          adjusts: original,
          amount: fromCents(-(target - takenBack)),
          type: 'adjustment',
          status: original.status === 'pending' ? 'pending' : 'approved',
          availableAt: original.availableAt ?? null,
          description: `Adjustment: the payment behind a commission was ${reason} (${fromCents(
            refundedCents || paidCents,
          )} ${payment.currency.toUpperCase()})`,
          createdAt: this.now(),
        });
      }
      await tx.flush();
      if (original.referral) await this.refreshReferral(tx, original.referral.id);
      announceAffiliateChange(this.deps, await refreshAffiliateTotals(tx, original.affiliate.id));
    });
  }

  /** The holding period is over: pending commissions become approved. Answers how many. */
  async approveDue(): Promise<number> {
    return inTransaction(this.em, async (tx) => {
      const rows = await tx.execute<Array<{ affiliate_id: string }>>(
        `update commissions set status = 'approved'
          where status = 'pending' and available_at <= ? returning affiliate_id`,
        [this.now()],
      );
      for (const id of new Set(rows.map((r) => r.affiliate_id)))
        announceAffiliateChange(this.deps, await refreshAffiliateTotals(tx, id));
      return rows.length;
    });
  }

  /**
   * Payments of referred accounts from the last days whose commission is missing, or whose
   * refund or dispute is not yet reflected: the in-process reactions are fast, this makes
   * them certain.
   */
  async catchUp(): Promise<number> {
    const since = new Date(this.now().getTime() - CATCH_UP_DAYS * 86_400_000);
    const missing = await this.em.execute<Array<{ id: string }>>(
      `select p.id from payments p join referrals r on r.referred_user_id = p.user_id
        where p.updated_at >= ? and p.type = any(?::text[]) and p.status = any(?::text[])
          and not exists (select 1 from commissions c where c.payment_id = p.id)
        order by p.created_at limit 500`,
      [since, pgArray(EARNING_TYPES), pgArray(PAID_STATUSES)],
    );
    for (const { id } of missing) await this.forPayment(id);
    const reversed = await this.em.execute<Array<{ id: string }>>(
      `select p.id from payments p join commissions c on c.payment_id = p.id and c.type = 'referral'
        where p.updated_at >= ? and p.status in ('refunded', 'partially_refunded', 'disputed')
        order by p.updated_at limit 500`,
      [since],
    );
    for (const { id } of reversed) await this.reconcile(id);
    return missing.length;
  }

  /**
   * Renewals earn within the cap: up to `recurringMonths` after the referral's first commission
   * (0: the first payment only).
   */
  private async withinRecurringCap(tx: EntityManager, referral: Referral): Promise<boolean> {
    const first = await tx.findOne(
      Commission,
      { referral: referral.id, type: 'referral' },
      { orderBy: { createdAt: 'asc' } },
    );
    if (!first) return true;
    const months = this.deps.config.affiliates.recurringMonths;
    if (months === 0) return false;
    return this.now().getTime() < addMonths(first.createdAt, months).getTime();
  }

  /**
   * The referral's value and earnings from its rows (paid payments that earned; commissions net
   * of reversals); converted while one of its commissions stands.
   */
  private async refreshReferral(tx: EntityManager, referralId: string): Promise<void> {
    await tx.execute(
      `update referrals r set
         status = case when exists (select 1 from commissions where referral_id = r.id
                                     and type = 'referral' and status <> 'cancelled')
                       then 'converted' else 'pending' end,
         commission_earned = coalesce((select sum(amount) from commissions
                                        where referral_id = r.id and status <> 'cancelled'), 0),
         conversion_value = (select sum(p.amount) from commissions c join payments p on p.id = c.payment_id
                              where c.referral_id = r.id and c.type = 'referral' and c.status <> 'cancelled'),
         updated_at = now()
       where r.id = ?`,
      [referralId],
    );
  }
}
