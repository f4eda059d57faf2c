import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { fromCents, toCents } from '../../shared/money';
import {
  NEWEST_FIRST,
  newestFirstAfter,
  newestFirstCursor,
  pageFromRows,
  type Page,
} from '../../shared/pagination';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { affiliateCodeFor } from './affiliate-code';
import { announceAffiliateChange } from './affiliate-totals';
import { Affiliate } from './affiliate.entity';
import { AFFILIATE_MESSAGES, affiliateNotFound, payoutNotFound } from './affiliates.errors';
import {
  affiliateListSchema,
  affiliateUpdateSchema,
  clickStatsSchema,
  type BankDetails,
  type PayoutMethod,
} from './affiliates.schemas';
import { Commission } from './commission.entity';
import { Payout } from './payout.entity';
import { Referral } from './referral.entity';

/** 001 §3 affiliate profile stats, and what the payouts need. Amounts are decimals with two places. */
export type AffiliateStats = {
  totalEarnings: string;
  pendingCommissions: string;
  /** Approved commissions not yet in a payout, net of adjustments: what a payout would pay. */
  availableBalance: string;
  paidOut: string;
  /** Bank transfers asked for and not yet made. */
  pendingPayouts: string;
  totalReferrals: number;
  convertedReferrals: number;
  totalClicks: number;
  uniqueClicks: number;
  /** Sign-ups per click, in percent with one decimal (0 without clicks). */
  conversionRate: number;
};

export type AffiliateView = {
  id: string;
  affiliateCode: string;
  /** PUBLIC_URL + '/?ref=' + code; null when the server does not know its public address. */
  link: string | null;
  status: string;
  commissionRate: string;
  payoutThreshold: string;
  paymentMethod: PayoutMethod;
  bankDetails: (Omit<BankDetails, 'iban'> & { ibanMasked: string }) | null;
  canChangeCode: boolean;
  /** Payouts by Stripe transfer: offered when the server has Stripe Connect; connected once onboarding began. */
  stripeConnect: { available: boolean; connected: boolean };
  createdAt: Date;
  stats: AffiliateStats;
};

export type ReferralView = {
  id: string;
  status: string;
  name: string | null;
  email: string | null;
  commissionEarned: string;
  conversionValue: string | null;
  createdAt: Date;
  convertedAt: Date | null;
};

/** 002 §3 Commission, with its kind, state and the dates that explain it. */
export type CommissionView = {
  id: string;
  referralId: string | null;
  amount: string;
  type: string;
  description: string | null;
  status: string;
  createdAt: Date;
  availableAt: Date | null;
  paidAt: Date | null;
};

/** 002 §3 Payout. */
export type PayoutView = {
  id: string;
  amount: string;
  method: string;
  status: string;
  createdAt: Date;
  completedAt: Date | null;
  /** The ledger movement (ForgeCoin), the bank transfer's reference or the Stripe transfer. */
  transactionId: string | null;
  /** Why a failed payout failed (Stripe's words). */
  failureReason: string | null;
};

export type ClickDay = { date: string; clicks: number; uniqueClicks: number; signups: number };
export type ClickSource = { channel: string; source: string | null; clicks: number };
export type ClickStats = {
  days: number;
  totalClicks: number;
  uniqueClicks: number;
  signups: number;
  conversionRate: number;
  byDay: ClickDay[];
  bySource: ClickSource[];
};

/** The smallest payout whatever an account's threshold says (002 §9: $50). */
export const MINIMUM_PAYOUT_CENTS = 5000;

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * The affiliate programme's accounts (issue 23): every user has one, made with the account;
 * its profile and statistics, its referrals, commissions and payouts, the code (changeable
 * once) and how payouts are made.
 */
export class AffiliatesService extends Service {
  /** The user's affiliate account, made now with a fresh readable code when missing. */
  async ensureFor(userId: string): Promise<void> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) return;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const rows = await this.em.execute<Array<{ id: string }>>(
        `insert into affiliates (user_id, affiliate_code) values (?, ?) on conflict do nothing returning id`,
        [userId, affiliateCodeFor(user)],
      );
      if (rows.length > 0 || (await this.em.count(Affiliate, { user: userId })) > 0) return;
    }
    throw new Error('No free affiliate code after 8 attempts');
  }

  /** At start: accounts from before the programme, or whose 'account.created' reaction failed. */
  async ensureMissing(): Promise<number> {
    let made = 0;
    for (;;) {
      const missing = await this.em.execute<Array<{ id: string }>>(
        `select u.id from users u where not exists (select 1 from affiliates a where a.user_id = u.id) limit 500`,
      );
      for (const { id } of missing) await this.ensureFor(id);
      made += missing.length;
      if (missing.length < 500) return made;
    }
  }

  /** GET /api/affiliates/my-affiliate, /api/affiliate/profile, myAffiliate. */
  async profile(actor: Actor | null): Promise<AffiliateView> {
    const { userId } = requireActor(actor, 'read');
    return this.viewOf(await this.accountOf(this.em, userId));
  }

  /** The code (once), the payout method and the bank details. */
  async update(actor: Actor | null, input: unknown): Promise<AffiliateView> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(affiliateUpdateSchema, input);
    // Stripe is asked outside the transaction: choosing it needs an account that takes transfers.
    const stripeReady = data.paymentMethod === 'stripe' && (await this.stripeReady(userId));
    const affiliate = await inTransaction(
      this.em,
      async (tx) => {
        const account = await this.accountOf(tx, userId, true);
        if (data.affiliateCode !== undefined && data.affiliateCode !== account.affiliateCode) {
          if (account.codeChangedAt)
            throw new AppError('CONFLICT', AFFILIATE_MESSAGES.codeChangedAlready, {
              fieldErrors: { affiliateCode: AFFILIATE_MESSAGES.codeChangedAlready },
            });
          account.affiliateCode = data.affiliateCode;
          account.codeChangedAt = this.now();
        }
        if (data.bankDetails !== undefined) {
          const stripeAccountId = stripeAccountOf(account);
          const kept = stripeAccountId ? { stripeAccountId } : {};
          account.paymentDetails = data.bankDetails ? { ...kept, ...data.bankDetails } : kept;
        }
        if (data.paymentMethod !== undefined) {
          if (data.paymentMethod === 'bank_transfer' && !bankDetailsOf(account))
            throw new AppError('BAD_USER_INPUT', AFFILIATE_MESSAGES.bankDetailsMissing, {
              fieldErrors: { bankDetails: AFFILIATE_MESSAGES.bankDetailsMissing },
            });
          if (data.paymentMethod === 'stripe' && !stripeReady)
            throw new AppError('BAD_USER_INPUT', AFFILIATE_MESSAGES.stripeNotReady, {
              fieldErrors: { paymentMethod: AFFILIATE_MESSAGES.stripeNotReady },
            });
          account.paymentMethod = data.paymentMethod;
        }
        await tx.flush();
        return account;
      },
      {
        onUniqueViolation: () =>
          new AppError('CONFLICT', AFFILIATE_MESSAGES.codeTaken, {
            fieldErrors: { affiliateCode: AFFILIATE_MESSAGES.codeTaken },
          }),
      },
    );
    announceAffiliateChange(this.deps, userId);
    return this.viewOf(affiliate);
  }

  /**
   * 'Connect with Stripe': the affiliate's Express account (made once) and the address of
   * Stripe's onboarding, which sends the browser back to /affiliates.
   */
  async connectStripe(actor: Actor | null, origin: string | null): Promise<{ url: string }> {
    const { userId } = requireActor(actor, 'write');
    const user = await this.em.findOneOrFail(User, { id: userId });
    const affiliate = await this.accountOf(this.em, userId);
    const accountId = await this.services.stripeConnect.ensureAccount(stripeAccountOf(affiliate), {
      userId,
      email: user.email,
    });
    if (accountId !== stripeAccountOf(affiliate)) {
      await inTransaction(this.em, async (tx) => {
        const locked = await this.accountOf(tx, userId, true);
        locked.paymentDetails = { ...(locked.paymentDetails ?? {}), stripeAccountId: accountId };
        await tx.flush();
      });
      announceAffiliateChange(this.deps, userId);
    }
    const site = this.deps.config.publicUrl ?? origin ?? '';
    return {
      url: await this.services.stripeConnect.onboardingUrl(accountId, `${site}/affiliates?stripe=return`),
    };
  }

  async referrals(actor: Actor | null, input: unknown): Promise<Page<ReferralView>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(affiliateListSchema, input ?? {});
    const affiliate = await this.accountOf(this.em, userId);
    const rows = await this.em.find(
      Referral,
      { $and: [{ affiliate }, newestFirstAfter(paging.after)] },
      { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1, populate: ['referredUser'] },
    );
    return pageFromRows(rows, paging, {
      cursorOf: newestFirstCursor,
      total: affiliate.totalReferrals,
      map: (row) => {
        const user = row.referredUser?.getEntity() ?? null;
        const name = [user?.firstName ?? row.firstName, user?.lastName ?? row.lastName]
          .filter(Boolean)
          .join(' ');
        return {
          id: row.id,
          status: row.status,
          name: name || null,
          email: user?.email ?? row.email ?? null,
          commissionEarned: row.commissionEarned,
          conversionValue: row.conversionValue ?? null,
          createdAt: row.createdAt,
          convertedAt: row.convertedAt ?? null,
        };
      },
    });
  }

  async commissions(actor: Actor | null, input: unknown): Promise<Page<CommissionView>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(affiliateListSchema, input ?? {});
    const affiliate = await this.accountOf(this.em, userId);
    const [rows, total] = await Promise.all([
      this.em.find(
        Commission,
        { $and: [{ affiliate }, newestFirstAfter(paging.after)] },
        { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1 },
      ),
      this.em.count(Commission, { affiliate }),
    ]);
    return pageFromRows(rows, paging, { cursorOf: newestFirstCursor, total, map: commissionView });
  }

  async payouts(actor: Actor | null, input: unknown): Promise<Page<PayoutView>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(affiliateListSchema, input ?? {});
    const affiliate = await this.accountOf(this.em, userId);
    const [rows, total] = await Promise.all([
      this.em.find(
        Payout,
        { $and: [{ affiliate }, newestFirstAfter(paging.after)] },
        { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1 },
      ),
      this.em.count(Payout, { affiliate }),
    ]);
    return pageFromRows(rows, paging, { cursorOf: newestFirstCursor, total, map: payoutView });
  }

  /** One of the user's payouts; another user's id answers not found. */
  async payout(actor: Actor | null, id: string): Promise<PayoutView> {
    const { userId } = requireActor(actor, 'read');
    return payoutView(await findOwned(this.em, Payout, id, { affiliate: { user: userId } }, payoutNotFound));
  }

  /** GET /api/affiliates/click-stats: clicks, unique browsers and sign-ups per day and by source. */
  async clickStats(actor: Actor | null, input: unknown): Promise<ClickStats> {
    const { userId } = requireActor(actor, 'read');
    const { days } = parseInput(clickStatsSchema, input ?? {});
    const affiliate = await this.accountOf(this.em, userId);
    const today = this.now().toISOString().slice(0, 10);
    const byDay = await this.em.execute<
      Array<{ date: string; clicks: string; unique: string; signups: string }>
    >(
      `with span as (
         select d::date as date from generate_series(?::date - (? - 1), ?::date, interval '1 day') d
       )
       select to_char(span.date, 'YYYY-MM-DD') as date,
              (select count(*) from referral_clicks c where c.affiliate_id = ?
                  and c.created_at >= span.date and c.created_at < span.date + 1) as clicks,
              (select count(distinct c.device_hash) from referral_clicks c where c.affiliate_id = ?
                  and c.created_at >= span.date and c.created_at < span.date + 1) as unique,
              (select count(*) from referrals r where r.affiliate_id = ?
                  and r.created_at >= span.date and r.created_at < span.date + 1) as signups
         from span order by span.date`,
      [today, days, today, affiliate.id, affiliate.id, affiliate.id],
    );
    const from = `${byDay[0]?.date ?? today}T00:00:00Z`;
    const [totals] = await this.em.execute<Array<{ clicks: string; unique: string; signups: string }>>(
      `select (select count(*) from referral_clicks where affiliate_id = ? and created_at >= ?) as clicks,
              (select count(distinct device_hash) from referral_clicks where affiliate_id = ? and created_at >= ?) as unique,
              (select count(*) from referrals where affiliate_id = ? and created_at >= ?) as signups`,
      [affiliate.id, from, affiliate.id, from, affiliate.id, from],
    );
    const bySource = await this.em.execute<Array<{ channel: string; source: string | null; clicks: string }>>(
      `select channel, source, count(*) as clicks from referral_clicks
        where affiliate_id = ? and created_at >= ?
        group by channel, source order by count(*) desc, channel, source limit 20`,
      [affiliate.id, from],
    );
    const clicks = Number(totals?.clicks ?? 0);
    const signups = Number(totals?.signups ?? 0);
    return {
      days,
      totalClicks: clicks,
      uniqueClicks: Number(totals?.unique ?? 0),
      signups,
      conversionRate: rate(signups, clicks),
      byDay: byDay.map((d) => ({
        date: d.date,
        clicks: Number(d.clicks),
        uniqueClicks: Number(d.unique),
        signups: Number(d.signups),
      })),
      bySource: bySource.map((s) => ({ channel: s.channel, source: s.source, clicks: Number(s.clicks) })),
    };
  }

  private async stripeReady(userId: string): Promise<boolean> {
    const accountId = stripeAccountOf(await this.accountOf(this.em, userId));
    return accountId ? (await this.services.stripeConnect.account(accountId)).transfersActive : false;
  }

  /** The user's affiliate account (locked for the transaction when `lock`); made when missing. */
  async accountOf(em: EntityManager, userId: string, lock = false): Promise<Affiliate> {
    const find = () =>
      em.findOne(
        Affiliate,
        { user: userId },
        lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : { refresh: true },
      );
    const found = await find();
    if (found) return found;
    await this.ensureFor(userId);
    const made = await find();
    if (!made) throw affiliateNotFound();
    return made;
  }

  private async viewOf(affiliate: Affiliate): Promise<AffiliateView> {
    const [row] = await this.em.execute<
      Array<{
        available: string;
        paid: string;
        pending_payouts: string;
        converted: string;
        clicks: string;
        unique: string;
      }>
    >(
      `select
         coalesce((select sum(amount) from commissions where affiliate_id = ? and status = 'approved' and payout_id is null), 0)::text as available,
         coalesce((select sum(amount) from payouts where affiliate_id = ? and status = 'paid'), 0)::text as paid,
         coalesce((select sum(amount) from payouts where affiliate_id = ? and status = 'pending'), 0)::text as pending_payouts,
         (select count(*) from referrals where affiliate_id = ? and status = 'converted') as converted,
         (select count(*) from referral_clicks where affiliate_id = ?) as clicks,
         (select count(distinct device_hash) from referral_clicks where affiliate_id = ?) as unique`,
      Array(6).fill(affiliate.id),
    );
    const clicks = Number(row?.clicks ?? 0);
    const bank = bankDetailsOf(affiliate);
    const publicUrl = this.deps.config.publicUrl;
    return {
      id: affiliate.id,
      affiliateCode: affiliate.affiliateCode,
      link: publicUrl ? `${publicUrl}/?ref=${encodeURIComponent(affiliate.affiliateCode)}` : null,
      status: affiliate.status,
      commissionRate: affiliate.commissionRate,
      payoutThreshold: payoutThresholdOf(affiliate),
      paymentMethod: payoutMethodOf(affiliate),
      bankDetails: bank
        ? {
            accountHolder: bank.accountHolder,
            bic: bank.bic,
            ibanMasked: `${bank.iban.slice(0, 4)} •••• ${bank.iban.slice(-4)}`,
          }
        : null,
      canChangeCode: !affiliate.codeChangedAt,
      stripeConnect: {
        available: this.services.stripeConnect.available,
        connected: stripeAccountOf(affiliate) !== null,
      },
      createdAt: affiliate.createdAt,
      stats: {
        totalEarnings: fromCents(toCents(affiliate.totalEarnings) ?? 0),
        pendingCommissions: fromCents(toCents(affiliate.pendingCommissions) ?? 0),
        availableBalance: fromCents(toCents(row?.available ?? '0') ?? 0),
        paidOut: fromCents(toCents(row?.paid ?? '0') ?? 0),
        pendingPayouts: fromCents(toCents(row?.pending_payouts ?? '0') ?? 0),
        totalReferrals: affiliate.totalReferrals,
        convertedReferrals: Number(row?.converted ?? 0),
        totalClicks: clicks,
        uniqueClicks: Number(row?.unique ?? 0),
        conversionRate: rate(affiliate.totalReferrals, clicks),
      },
    };
  }
}

export const commissionView = (row: Commission): CommissionView => ({
  id: row.id,
  referralId: row.referral?.id ?? null,
  amount: row.amount,
  type: row.type,
  description: row.description ?? null,
  status: row.status,
  createdAt: row.createdAt,
  availableAt: row.availableAt ?? null,
  paidAt: row.paidAt ?? null,
});

export const payoutView = (row: Payout): PayoutView => ({
  id: row.id,
  amount: row.amount,
  method: row.method,
  status: row.status,
  createdAt: row.createdAt,
  completedAt: row.completedAt ?? null,
  transactionId: row.transactionId ?? null,
  failureReason: row.status === 'failed' ? (row.notes ?? null) : null,
});

/** The saved bank details, when they are complete. */
export function bankDetailsOf(affiliate: Affiliate): BankDetails | null {
  const details = affiliate.paymentDetails;
  if (!details || typeof details.accountHolder !== 'string' || typeof details.iban !== 'string') return null;
  return {
    accountHolder: details.accountHolder,
    iban: details.iban,
    bic: typeof details.bic === 'string' ? details.bic : null,
  };
}

/** How the affiliate is paid: their choice, ForgeCoin by default. */
export function payoutMethodOf(affiliate: Affiliate): PayoutMethod {
  const method = affiliate.paymentMethod;
  return method === 'bank_transfer' || method === 'stripe' ? method : 'forgecoin';
}

/** The affiliate's Stripe connected account, once 'Connect with Stripe' made one. */
export function stripeAccountOf(affiliate: Affiliate): string | null {
  const id = affiliate.paymentDetails?.stripeAccountId;
  return typeof id === 'string' && id ? id : null;
}

/** The account's threshold, never below the programme's minimum payout. */
export function payoutThresholdOf(affiliate: Affiliate): string {
  return fromCents(
    Math.max(toCents(affiliate.payoutThreshold) ?? MINIMUM_PAYOUT_CENTS, MINIMUM_PAYOUT_CENTS),
  );
}
