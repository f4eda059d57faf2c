import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { afterCommit, inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { fromCents, toCents } from '../../shared/money';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { BILLING_MESSAGES, planNotFound } from './billing.errors';
import { SUBSCRIPTION_NOTICE_JOB } from './billing.jobs';
import { planChoiceSchema } from './billing.schemas';
import { TRIAL_PLAN_NAME } from './default-plans';
import { Payment } from './payment.entity';
import { limitsOf, type PlanLimits } from './plans.service';
import { SubscriptionPlan } from './subscription-plan.entity';
import { subscriptionNotice, type SubscriptionNoticeFacts } from './subscription-notice';

/** users.subscription_status: trial and active (and past_due, a card payment being retried) count as subscribed. */
export const SUBSCRIBED_STATUSES = ['trial', 'active', 'past_due'] as const;

/** 002 §3 Subscription status, with what the screens need beside it. */
export type SubscriptionStatusView = {
  status: string;
  planId: string | null;
  planName: string;
  /** When the next payment is due: null for a trial, a subscription set to end, or none. */
  nextBillingDate: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  membershipLevel: string;
  subscriptionEndDate: Date | null;
  /** trial, card or forgecoin; null before any subscription. */
  billingMethod: string | null;
  /** The limits in force now: the plan's while subscribed, else the trial's. */
  limits: PlanLimits;
  /** Why the subscription last ended, when it ended by itself (a renewal that could not be paid). */
  endedReason: string | null;
};

const RENEWALS_PER_RUN = 200;

/** One interval after `from` (month or year), in UTC calendar terms. */
export function addInterval(from: Date, interval: string, count = 1): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + count);
  else next.setUTCMonth(next.getUTCMonth() + count);
  return next;
}

const isSubscribed = (status: string | null | undefined) =>
  (SUBSCRIBED_STATUSES as readonly string[]).includes(status ?? '');

/**
 * Subscriptions (002 §1, §4, §5): every new account starts on Pro Trial; a plan is paid with
 * ForgeCoin here (the wallet is debited and the plan activated in one transaction) or by card
 * through Stripe (card-billing). Coin subscriptions renew from the wallet when their period ends,
 * or end clearly when the wallet cannot cover the renewal; an ended plan keeps the trial's limits.
 */
export class SubscriptionsService extends Service {
  async status(actor: Actor | null): Promise<SubscriptionStatusView> {
    const { userId } = requireActor(actor, 'read');
    return this.statusOf(userId);
  }

  async statusOf(userId: string): Promise<SubscriptionStatusView> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    const { plan, inForce } = await this.plansOf(user);
    const renews =
      user.subscriptionStatus !== 'trial' &&
      isSubscribed(user.subscriptionStatus) &&
      user.billingMethod !== 'trial' &&
      !user.cancelAtPeriodEnd;
    // Why the plan ended, when it ended by itself: the renewal that failed at its end (not an older one).
    const ended =
      user.subscriptionStatus === 'expired' && user.subscriptionEndDate
        ? await this.em.findOne(
            Payment,
            {
              user: userId,
              status: 'failed',
              type: 'renewal',
              metadata: { periodEnd: user.subscriptionEndDate.toISOString() },
            },
            { orderBy: { createdAt: 'desc' } },
          )
        : null;
    return {
      status: user.subscriptionStatus ?? 'inactive',
      planId: plan?.id ?? null,
      planName: plan?.name ?? inForce.name,
      nextBillingDate: renews ? (user.subscriptionEndDate ?? null) : null,
      currentPeriodEnd: user.subscriptionEndDate ?? null,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      membershipLevel: user.membershipLevel,
      subscriptionEndDate: user.subscriptionEndDate ?? null,
      billingMethod: user.billingMethod ?? null,
      limits: limitsOf(inForce),
      endedReason: ended?.description ?? null,
    };
  }

  /**
   * The limits in force for a user now (where things are created), named by the plan they come
   * from: an account whose plan has ended is on the trial's limits, so the trial names them.
   * Two small reads (the user, the plan): lead capture asks on every new lead.
   */
  async limits(userId: string): Promise<{ planName: string; limits: PlanLimits }> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    const { inForce } = await this.plansOf(user);
    return { planName: inForce.name, limits: limitsOf(inForce) };
  }

  /** The user's plan (null before any), and the plan whose limits are in force: its own while subscribed, else the trial. */
  private async plansOf(user: User): Promise<{ plan: SubscriptionPlan | null; inForce: SubscriptionPlan }> {
    const plan = user.subscriptionPlanId
      ? await this.em.findOne(SubscriptionPlan, { id: user.subscriptionPlanId })
      : null;
    const inForce = plan && isSubscribed(user.subscriptionStatus) ? plan : await this.services.plans.trial();
    return { plan, inForce };
  }

  /** A new account's free trial (on 'account.created'); an account that has had a plan keeps it. */
  async startTrial(userId: string): Promise<void> {
    const trial = await this.services.plans.trial();
    // The account as the caller's unit of work holds it, so the sign-up's answer shows the trial.
    const user = await this.em.findOne(User, { id: userId });
    if (!user || user.subscriptionStatus || user.subscriptionPlanId) return;
    user.subscriptionPlanId = trial.id;
    user.subscriptionStatus = 'trial';
    user.billingMethod = 'trial';
    user.membershipLevel = trial.membershipLevel;
    user.subscriptionEndDate = new Date(this.now().getTime() + trial.trialDays * 86_400_000);
    user.cancelAtPeriodEnd = false;
    await this.em.flush();
  }

  /**
   * Puts every account that has never had a subscription on the trial (module start): accounts
   * from before plans existed, and any whose 'account.created' reaction failed.
   */
  async startMissingTrials(): Promise<number> {
    const trial = await this.services.plans.trial();
    return this.em
      .execute(
        `update users set subscription_plan_id = ?, subscription_status = 'trial', billing_method = 'trial',
         membership_level = ?, subscription_end_date = ?::timestamptz + make_interval(days => ?), cancel_at_period_end = false
       where subscription_status is null and subscription_plan_id is null`,
        [trial.id, trial.membershipLevel, this.now(), trial.trialDays],
        'run',
      )
      .then((result) => (result as { affectedRows?: number }).affectedRows ?? 0);
  }

  /**
   * POST /api/subscription/subscribe-forgecoin: debits the plan's coin price (its normal price
   * when it has none) and activates it for one interval, in one transaction. Asking again for
   * the plan already paid for this period changes nothing and charges nothing.
   */
  async subscribeWithCoins(actor: Actor | null, input: unknown): Promise<SubscriptionStatusView> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(planChoiceSchema, input);
    const plan = await this.services.plans.get(data.planId);
    if (!plan.isActive) throw planNotFound();
    if (plan.trialDays > 0) throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.trialNotForSale);
    if (!plan.supportsForgecoins) throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.noCoinPrice);
    const cents = toCents(plan.priceForgecoins ?? plan.price) ?? 0;

    const paid = await inTransaction(this.em, async (tx): Promise<Payment | null> => {
      const user = await lockUser(tx, userId);
      const now = this.now();
      const paidUp =
        user.subscriptionStatus === 'active' &&
        (user.subscriptionEndDate?.getTime() ?? 0) > now.getTime() &&
        !user.cancelAtPeriodEnd;
      if (paidUp && user.billingMethod === 'card')
        throw new AppError('CONFLICT', BILLING_MESSAGES.paysByCard);
      if (paidUp && user.billingMethod === 'forgecoin' && user.subscriptionPlanId === plan.id) return null;
      const end = addInterval(now, plan.interval);
      const movement =
        cents > 0
          ? await this.services.coins.spend({
              userId,
              type: 'subscription',
              idempotencyKey: data.idempotencyKey ?? `subscribe:${plan.id}:${now.toISOString()}`,
              cents,
              description: `${plan.name} plan until ${end.toISOString().slice(0, 10)}`,
              counterAccount: 'platform',
              metadata: { planId: plan.id },
            })
          : null;
      this.activate(user, plan, 'forgecoin', end);
      const payment = tx.create(Payment, {
        user,
        amount: fromCents(cents),
        currency: 'fc',
        status: 'succeeded',
        type: 'subscription',
        description: `${plan.name} plan, paid with Forgecoins`,
        metadata: {
          planId: plan.id,
          movementId: movement?.movementId ?? null,
          periodStart: now.toISOString(),
          periodEnd: end.toISOString(),
        },
      });
      await tx.flush();
      return payment;
    });
    if (paid) await this.announcePayment(paid);
    this.changed(userId);
    return this.statusOf(userId);
  }

  /** Manage Subscription: the subscription ends at its period's end instead of renewing. */
  cancel(actor: Actor | null): Promise<SubscriptionStatusView> {
    return this.setAutoRenew(actor, false);
  }

  /** Manage Subscription: a subscription set to end renews again. */
  resume(actor: Actor | null): Promise<SubscriptionStatusView> {
    return this.setAutoRenew(actor, true);
  }

  /**
   * Renews or ends the subscriptions whose period is over and that this app bills (trials and
   * ForgeCoin; card subscriptions follow Stripe's webhooks). Each in a transaction of its own,
   * idempotent: a renewal's key is the period it pays for. Answers how many were handled.
   */
  async renewDue(): Promise<number> {
    const due = await this.em.execute<Array<{ id: string }>>(
      `select id from users
        where subscription_end_date <= ? and subscription_status in ('trial', 'active')
          and billing_method in ('trial', 'forgecoin')
        order by subscription_end_date limit ?`,
      [this.now(), RENEWALS_PER_RUN],
    );
    for (const { id } of due) {
      const paid = await inTransaction(this.em, (tx) => this.renewOne(tx, id));
      if (paid) await this.announcePayment(paid);
      this.changed(id);
    }
    return due.length;
  }

  /** A renewal paid with coins answers its payment; any other outcome, null. */
  private async renewOne(tx: EntityManager, userId: string): Promise<Payment | null> {
    const user = await lockUser(tx, userId);
    const now = this.now();
    const end = user.subscriptionEndDate;
    if (!end || end.getTime() > now.getTime() || !['trial', 'active'].includes(user.subscriptionStatus ?? ''))
      return null;
    const plan = user.subscriptionPlanId
      ? await tx.findOne(SubscriptionPlan, { id: user.subscriptionPlanId })
      : null;
    const planName = plan?.name ?? TRIAL_PLAN_NAME;
    if (user.billingMethod === 'trial' || !plan) {
      await this.notify(tx, userId, { kind: 'trial-ended', planName, date: day(end), detail: null });
      await this.end(user, 'expired');
      return null;
    }
    if (user.billingMethod !== 'forgecoin') return null;
    if (user.cancelAtPeriodEnd) {
      await this.notify(tx, userId, { kind: 'ended', planName, date: day(end), detail: null });
      await this.end(user, 'canceled');
      return null;
    }
    const cents = toCents(plan.priceForgecoins ?? plan.price) ?? 0;
    // Missed periods (the app was down) are not charged for: the new period starts now.
    let next = addInterval(end, plan.interval);
    if (next.getTime() <= now.getTime()) next = addInterval(now, plan.interval);
    const wallet = await this.services.coins.balanceCents(userId);
    if (!plan.isActive || !plan.supportsForgecoins || wallet < cents) {
      const reason =
        !plan.isActive || !plan.supportsForgecoins
          ? `Your ${plan.name} plan ended on ${day(end)}: it can no longer be renewed with Forgecoins.`
          : `Your ${plan.name} plan ended on ${day(end)}: renewing needed ${fromCents(cents)} FC and your wallet had ${fromCents(wallet)} FC.`;
      tx.create(Payment, {
        user,
        amount: fromCents(cents),
        currency: 'fc',
        status: 'failed',
        type: 'renewal',
        description: reason,
        metadata: { planId: plan.id, periodEnd: end.toISOString() },
      });
      await this.notify(tx, userId, { kind: 'renewal-failed', planName, date: day(end), detail: reason });
      await this.end(user, 'expired');
      return null;
    }
    const movement = await this.services.coins.spend({
      userId,
      type: 'renewal',
      idempotencyKey: `renewal:${plan.id}:${end.toISOString()}`,
      cents,
      description: `${plan.name} plan renewed until ${day(next)}`,
      counterAccount: 'platform',
      metadata: { planId: plan.id },
    });
    user.subscriptionEndDate = next;
    const payment = tx.create(Payment, {
      user,
      amount: fromCents(cents),
      currency: 'fc',
      status: 'succeeded',
      type: 'renewal',
      description: `${plan.name} plan renewed, paid with Forgecoins`,
      metadata: {
        planId: plan.id,
        movementId: movement.movementId,
        periodStart: end.toISOString(),
        periodEnd: next.toISOString(),
      },
    });
    await this.notify(tx, userId, {
      kind: 'renewed',
      planName,
      date: day(next),
      detail: `${fromCents(cents)} FC from your wallet`,
    });
    await tx.flush();
    return payment;
  }

  /** After the commit: a coin payment is a payment like a card's to other modules (commissions). */
  private async announcePayment(payment: Payment): Promise<void> {
    await this.deps.domainEvents.emit('payment.succeeded', {
      userId: payment.user.id,
      paymentId: payment.id,
      amountCents: toCents(payment.amount) ?? 0,
      currency: payment.currency,
    });
  }

  /** Emails the owner what the renewals job did; enqueued with the change, so sent exactly when it commits. */
  private async notify(tx: EntityManager, userId: string, facts: SubscriptionNoticeFacts): Promise<void> {
    await this.deps.jobs.send(SUBSCRIPTION_NOTICE_JOB, { userId, ...facts }, { tx });
  }

  /** The notice job: the email to the account's address now. */
  async sendNotice(data: { userId: string } & SubscriptionNoticeFacts): Promise<void> {
    const user = await this.em.findOne(User, { id: data.userId });
    if (!user) return; // the account was deleted since: nobody to tell
    await this.services.systemMail.send(subscriptionNotice(user.email, data, this.deps.config.publicUrl), {
      userId: data.userId,
      notice: `subscription ${data.kind}`,
    });
  }

  private async setAutoRenew(actor: Actor | null, renew: boolean): Promise<SubscriptionStatusView> {
    const { userId } = requireActor(actor, 'write');
    await inTransaction(this.em, async (tx) => {
      const user = await lockUser(tx, userId);
      const renewing = user.subscriptionStatus === 'active' || user.subscriptionStatus === 'past_due';
      if (!renewing || user.billingMethod === 'trial')
        throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.nothingToCancel);
      if (renew && !user.cancelAtPeriodEnd)
        throw new AppError('BAD_USER_INPUT', BILLING_MESSAGES.nothingToResume);
      if (user.billingMethod === 'card') await this.services.cardBilling.setCancelAtPeriodEnd(user, !renew);
      user.cancelAtPeriodEnd = !renew;
      await tx.flush();
    });
    this.changed(userId);
    return this.statusOf(userId);
  }

  /** Puts a user on a plan until `end` (a coin payment here, a card payment from Stripe's events). */
  activate(user: User, plan: SubscriptionPlan, method: 'card' | 'forgecoin', end: Date): void {
    user.subscriptionPlanId = plan.id;
    user.subscriptionStatus = 'active';
    user.billingMethod = method;
    user.membershipLevel = plan.membershipLevel;
    user.subscriptionEndDate = end;
    user.cancelAtPeriodEnd = false;
  }

  /** Ends a subscription: the account keeps the trial's limits and can subscribe again. */
  async end(user: User, status: 'expired' | 'canceled'): Promise<void> {
    user.subscriptionStatus = status;
    user.membershipLevel = 'free';
    user.cancelAtPeriodEnd = false;
    await this.em.flush();
  }

  /** Billing screens and the current user re-read. */
  changed(userId: string): void {
    afterCommit(() => {
      this.deps.events.publish('SUBSCRIPTION_CHANGED', userId, { userId });
      this.deps.events.publish('USER_UPDATED', userId, { userId });
    });
  }
}

/** The user's row, locked for the rest of the transaction: one subscription change at a time. */
async function lockUser(tx: EntityManager, userId: string): Promise<User> {
  return tx.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

const day = (date: Date) => date.toISOString().slice(0, 10);
