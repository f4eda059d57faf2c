import type { EntityManager } from '@mikro-orm/postgresql';
import { Repeater } from '@graphql-yoga/subscription';
import { requireActor, type Actor } from '../../../shared/auth/actor';
import { inTransaction } from '../../../shared/db/transaction';
import { isUuid } from '../../../shared/ids';
import { Service } from '../../../shared/service';
import { lockForUser } from '../../../shared/db/user-lock';
import { emailsLeftTooFew } from '../../billing';
import { DeliveryQueue } from '../../email';
import { audienceWhere, freezeRecipientsQuery } from '../campaign-audience';
import { Campaign, type CampaignAudience, type CampaignStatus } from '../campaign.entity';
import { alreadySent, campaignNotFound, noRecipients } from '../campaigns.errors';
import { queueSlice } from './campaign-slices';
import { refreshCounts } from './campaign-send-engine';

export type CampaignProgress = {
  campaignId: string;
  status: CampaignStatus;
  sent: number;
  failed: number;
  skipped: number;
  total: number;
  /** While the user's sending quota is spent: when the send goes on. */
  quotaResumeAt: Date | null;
};

/** Progress pushes per subscription: at most one per this many milliseconds (the latest state). */
const PROGRESS_THROTTLE_MS = 250;

type LockedCampaign = {
  id: string;
  user_id: string;
  status: CampaignStatus;
  audience: CampaignAudience;
  scheduled_at: Date | null;
};

/**
 * Sending a campaign, pausing it, and its progress (issue 6). send freezes the audience into
 * campaign_recipients (one INSERT … SELECT: the owner's leads that have not unsubscribed, their
 * address copied), marks the campaign 'sending' and enqueues the send job in the same
 * transaction; the worker (SendEngine) does the rest. Pause returns a scheduled or sending
 * campaign to draft; sending again resumes with the recipients still pending.
 */
export class CampaignSendingService extends Service {
  async send(actor: Actor | null, id: string, options: { baseUrl?: string | null } = {}): Promise<Campaign> {
    const { userId } = requireActor(actor, 'write', 'campaigns');
    if (!isUuid(id)) throw campaignNotFound();
    await this.start(id, { userId, baseUrl: options.baseUrl ?? null });
    return this.reload(userId, id);
  }

  async pause(actor: Actor | null, id: string): Promise<Campaign> {
    const { userId } = requireActor(actor, 'write', 'campaigns');
    if (!isUuid(id)) throw campaignNotFound();
    const paused = await inTransaction(this.em, async (tx) => {
      const campaign = await this.lock(tx, id, userId);
      if (!campaign) throw campaignNotFound();
      if (campaign.status === 'sent' || campaign.status === 'completed') throw alreadySent();
      if (campaign.status === 'draft') return false;
      await tx.execute(`update campaigns set status = 'draft', updated_at = now() where id = ?`, [id]);
      return true;
    });
    if (paused) {
      this.deps.log.info({ campaignId: id }, 'campaign paused');
      this.deps.events.publish('CAMPAIGN_PROGRESS', userId, { campaignId: id });
    }
    return this.reload(userId, id);
  }

  /** The counts of a send as they stand. */
  async progress(actor: Actor | null, id: string): Promise<CampaignProgress> {
    const { userId } = requireActor(actor, 'read', 'campaigns');
    if (!isUuid(id)) throw campaignNotFound();
    const progress = await this.readProgress(userId, id);
    if (!progress) throw campaignNotFound();
    return progress;
  }

  /**
   * The campaign's progress now, then again after each CAMPAIGN_PROGRESS event for it, at most
   * every 250 ms (always the latest state). Ends when the campaign is deleted.
   */
  async progressStream(actor: Actor | null, id: string): Promise<AsyncIterable<CampaignProgress>> {
    const first = await this.progress(actor, id);
    const { userId } = requireActor(actor, 'read', 'campaigns');
    return new Repeater<CampaignProgress>(async (push, stop) => {
      const events = this.deps.events.subscribe('CAMPAIGN_PROGRESS', userId)[Symbol.asyncIterator]();
      let closed = false;
      let timer: NodeJS.Timeout | null = null;
      let lastPush = performance.now();
      let chain = push(first);
      const pushLatest = () => {
        timer = null;
        lastPush = performance.now();
        chain = chain
          .then(async () => {
            if (closed) return;
            const progress = await this.readProgress(userId, id);
            if (closed) return;
            if (!progress) stop();
            else await push(progress);
          })
          .catch((error: unknown) => stop(error));
      };
      const pump = (async () => {
        for (;;) {
          const next = await Promise.race([events.next(), stop.then(() => null)]);
          if (!next || next.done) return;
          if (next.value.campaignId !== id || timer || closed) continue;
          timer = setTimeout(pushLatest, Math.max(0, lastPush + PROGRESS_THROTTLE_MS - performance.now()));
        }
      })();
      await stop;
      closed = true;
      if (timer) clearTimeout(timer);
      await events.return?.();
      await pump;
    });
  }

  /**
   * Starts due scheduled campaigns (scheduledAt at or before `now`, the injectable clock),
   * queues a send job for every sending campaign with work a worker could take now (after a
   * crash or restart nothing else would), and picks the winners of A/B tests due by now.
   */
  async runSchedule(now: Date): Promise<{ started: number; resumed: number; decided: number }> {
    const due = await this.em.execute<Array<{ id: string }>>(
      `select id from campaigns where status = 'scheduled' and scheduled_at <= ?
        order by scheduled_at limit 500`,
      [now],
    );
    let started = 0;
    for (const { id } of due) {
      try {
        if (await this.start(id, { dueBy: now, baseUrl: null })) started += 1;
      } catch (error) {
        this.deps.log.warn({ err: error, campaignId: id }, 'a scheduled campaign could not be sent');
      }
    }
    const stalled = await this.em.execute<Array<{ id: string; user_id: string }>>(
      `select c.id, c.user_id from campaigns c
        where c.status = 'sending'
          and (exists (select 1 from campaign_recipients r
                        where r.campaign_id = c.id and ${DeliveryQueue.claimable('r', '?')})
               or not exists (select 1 from campaign_recipients r
                               where r.campaign_id = c.id and r.status in ('pending', 'held')))`,
      [this.deps.config.campaignSending.claimTimeoutMs],
    );
    for (const { id } of stalled) await inTransaction(this.em, (tx) => queueSlice(tx, this.deps.jobs, id, 0));
    const decided = await this.services.campaignAbTests.decideDue(now);
    return { started, resumed: stalled.length, decided };
  }

  /** A campaign email was opened (its pixel): counted once per recipient; the lead is engaged. */
  async countOpen(recipientId: string): Promise<void> {
    const [row] = await this.em.execute<Array<{ user_id: string; lead_id: string }>>(
      `with r as (
         update campaign_recipients set opened_at = ?
          where id = ? and opened_at is null
         returning campaign_id, lead_id
       )
       update campaigns c set opens = opens + 1 from r where c.id = r.campaign_id
       returning c.user_id, r.lead_id`,
      [this.now(), recipientId],
    );
    if (row) await this.deps.domainEvents.emit('lead.engaged', { userId: row.user_id, leadId: row.lead_id });
  }

  /** A link in a campaign email was followed: one click per recipient (and an open, if none was seen). */
  async countClick(recipientId: string): Promise<void> {
    const now = this.now();
    const [row] = await this.em.execute<Array<{ user_id: string; lead_id: string }>>(
      `with old as (
         select id, opened_at is null as first_open from campaign_recipients
          where id = ? and clicked_at is null for update
       ), r as (
         update campaign_recipients cr set clicked_at = ?, opened_at = coalesce(cr.opened_at, ?)
           from old where cr.id = old.id
         returning cr.campaign_id, cr.lead_id, old.first_open
       )
       update campaigns c set clicks = clicks + 1, opens = opens + (case when r.first_open then 1 else 0 end)
         from r where c.id = r.campaign_id
       returning c.user_id, r.lead_id`,
      [recipientId, now, now],
    );
    if (row) await this.deps.domainEvents.emit('lead.engaged', { userId: row.user_id, leadId: row.lead_id });
  }

  /**
   * The counted click was a scanner's (see EmailTrackingService): it moves to machine_clicked_at
   * and leaves the campaign's clicks, and so does the open it implied (a click with no open
   * before it sets opened_at to the same instant). The lead is rescored without them.
   */
  async retractClick(recipientId: string, reason: string): Promise<void> {
    const [row] = await this.em.execute<Array<{ user_id: string; lead_id: string }>>(
      `with old as (
         select id, clicked_at, opened_at = clicked_at as implied_open from campaign_recipients
          where id = ? and clicked_at is not null for update
       ), r as (
         update campaign_recipients cr
            set machine_clicked_at = coalesce(cr.machine_clicked_at, old.clicked_at),
                machine_opened_at = case when old.implied_open
                  then coalesce(cr.machine_opened_at, old.clicked_at) else cr.machine_opened_at end,
                machine_reason = coalesce(cr.machine_reason, ?),
                clicked_at = null,
                opened_at = case when old.implied_open then null else cr.opened_at end
           from old where cr.id = old.id
         returning cr.campaign_id, cr.lead_id, old.implied_open
       )
       update campaigns c set clicks = greatest(clicks - 1, 0),
              opens = greatest(opens - (case when r.implied_open then 1 else 0 end), 0)
         from r where c.id = r.campaign_id
       returning c.user_id, r.lead_id`,
      [recipientId, reason],
    );
    if (row) await this.deps.domainEvents.emit('lead.engaged', { userId: row.user_id, leadId: row.lead_id });
  }

  /**
   * draft or scheduled → sending, in one transaction with the campaign row locked: the audience
   * frozen, the counts set, and the job queued. Answers whether a send started. `userId` limits
   * it to that owner's campaign; `dueBy` to a scheduled campaign due by then (the scheduler).
   */
  private async start(
    id: string,
    options: { userId?: string; dueBy?: Date; baseUrl: string | null },
  ): Promise<boolean> {
    const now = this.now();
    const baseUrl = this.deps.config.publicUrl ?? options.baseUrl;
    const result = await inTransaction(this.em, async (tx) => {
      const campaign = await this.lock(tx, id, options.userId);
      if (!campaign) throw campaignNotFound();
      if (options.dueBy) {
        const due = campaign.scheduled_at && campaign.scheduled_at.getTime() <= options.dueBy.getTime();
        if (campaign.status !== 'scheduled' || !due) return null;
      }
      if (campaign.status === 'sending') return null;
      if (campaign.status === 'sent' || campaign.status === 'completed') throw alreadySent();

      const audience = audienceWhere(campaign.user_id, campaign.audience);
      // Still pending from a paused send but no longer in the audience: not sent after all.
      await tx.execute(
        `delete from campaign_recipients r
          where r.campaign_id = ? and r.status in ('pending', 'held') and r.claimed_at is null
            ${audience ? `and not exists (select 1 from leads where leads.id = r.lead_id and ${audience.sql})` : ''}`,
        [id, ...(audience?.params ?? [])],
      );
      const freeze = freezeRecipientsQuery(id, campaign.user_id, campaign.audience);
      if (freeze) await tx.execute(freeze.sql, freeze.params);
      await this.services.campaignAbTests.prepare(tx, id);
      // Held recipients (an A/B test's rest) are still to be sent.
      const [counts] = await tx.execute<Array<{ total: number; pending: number }>>(
        `select count(*)::int as total, (count(*) filter (where status in ('pending', 'held')))::int as pending
           from campaign_recipients where campaign_id = ?`,
        [id],
      );
      const total = counts?.total ?? 0;
      const pending = counts?.pending ?? 0;
      if (total === 0) throw noRecipients();
      await this.checkEmailsLeft(tx, campaign.user_id, pending);
      // The links' origin is kept with the campaign: a later slice (another worker) uses the same.
      await tx.execute(
        `update campaigns set status = ?, sent_at = coalesce(sent_at, ?), recipients = ?,
                finished_at = ?, base_url = coalesce(?, base_url), updated_at = now()
          where id = ?`,
        [pending > 0 ? 'sending' : 'sent', now, total, pending > 0 ? null : now, baseUrl, id],
      );
      await refreshCounts(tx, id);
      if (pending > 0) await queueSlice(tx, this.deps.jobs, id, 0);
      return { userId: campaign.user_id, total, pending };
    });
    if (!result) return false;
    this.deps.log.info({ campaignId: id, ...result }, 'campaign send started');
    this.deps.events.publish('CAMPAIGN_PROGRESS', result.userId, { campaignId: id });
    return true;
  }

  /**
   * Refuses a send that needs more emails than the month has left on the plan, before anything
   * is queued. The user's email lock makes two campaigns started at once count one after the
   * other; this campaign is not 'sending' yet, so its own recipients are not counted as used.
   */
  private async checkEmailsLeft(tx: EntityManager, userId: string, needed: number): Promise<void> {
    if (needed === 0) return;
    await lockForUser(tx, 'emails', userId);
    const allowance = await this.services.usage.emailAllowance(userId);
    if (needed > allowance.left)
      throw emailsLeftTooFew(needed, allowance.left, allowance.limit, allowance.planName);
  }

  /**
   * This user's campaign emails since `since` (the month's): sent, and still queued by a
   * campaign that is sending (they go out without asking again). Campaigns that finished
   * before `since` are not read, so old campaigns cost nothing.
   */
  async emailsSince(userId: string, since: Date): Promise<{ sent: number; queued: number }> {
    const [row] = await this.em.execute<Array<{ sent: number; queued: number }>>(
      `select (count(*) filter (where r.status = 'sent' and r.sent_at >= ?))::int as sent,
              (count(*) filter (where c.status = 'sending' and r.status in ('pending', 'held')))::int as queued
         from campaigns c join campaign_recipients r on r.campaign_id = c.id
        where c.user_id = ? and (c.finished_at is null or c.finished_at >= ?)`,
      [since, userId, since],
    );
    return { sent: row?.sent ?? 0, queued: row?.queued ?? 0 };
  }

  private async lock(tx: EntityManager, id: string, userId?: string): Promise<LockedCampaign | null> {
    const [row] = await tx.execute<LockedCampaign[]>(
      `select id, user_id, status, audience, scheduled_at from campaigns
        where id = ? ${userId ? 'and user_id = ?' : ''} for update`,
      userId ? [id, userId] : [id],
    );
    if (!row) return null;
    return { ...row, scheduled_at: row.scheduled_at ? new Date(row.scheduled_at) : null };
  }

  private async readProgress(userId: string, id: string): Promise<CampaignProgress | null> {
    const [row] = await this.em.getConnection().execute<
      Array<{
        status: CampaignStatus;
        sent: number;
        failed: number;
        skipped: number;
        total: number;
        quota_resume_at: Date | null;
      }>
    >(
      `select status, sent_count as sent, failed_count as failed, skipped_count as skipped,
                recipients as total, quota_resume_at
           from campaigns where id = ? and user_id = ?`,
      [id, userId],
    );
    if (!row) return null;
    const { quota_resume_at: resumeAt, ...counts } = row;
    return { campaignId: id, ...counts, quotaResumeAt: resumeAt ? new Date(resumeAt) : null };
  }

  private async reload(userId: string, id: string): Promise<Campaign> {
    const campaign = await this.em.findOne(Campaign, { id, user: userId }, { refresh: true });
    if (!campaign) throw campaignNotFound();
    return campaign;
  }
}
