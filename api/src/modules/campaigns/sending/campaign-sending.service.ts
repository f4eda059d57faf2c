import type { EntityManager } from '@mikro-orm/postgresql';
import { Repeater } from '@graphql-yoga/subscription';
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../../shared/app-deps';
import { requireActor, type Actor } from '../../../shared/auth/actor';
import { AppError, notFound } from '../../../shared/errors/app-error';
import { isUuid } from '../../../shared/ids';
import { leadFilterWhere, type LeadFilterInput, type SqlQuery } from '../../leads/lead-list.query';
import { leadListSchema } from '../../leads/leads.schemas';
import { Campaign, type CampaignAudience, type CampaignStatus } from '../campaign.entity';
import { refreshCounts } from './send-engine';
import { sendJobOptions, SEND_JOB, sendJobSchema, type SendJobData } from './sending-jobs';

export type CampaignProgress = {
  campaignId: string;
  status: CampaignStatus;
  sent: number;
  failed: number;
  total: number;
};

/** Progress pushes per subscription: at most one per this many milliseconds (the latest state). */
const PROGRESS_THROTTLE_MS = 250;

const campaignNotFound = () => notFound('Campaign');
const alreadySent = () => new AppError('CONFLICT', 'This campaign has already been sent');
const noRecipients = () =>
  new AppError('BAD_USER_INPUT', 'This campaign has no recipients: choose leads who have not unsubscribed');

const audienceFilter = leadListSchema.pick({
  search: true,
  status: true,
  score: true,
  source: true,
  funnelId: true,
});

/**
 * The audience as a WHERE clause over one owner's leads (never an unsubscribed one), or null for
 * no one. A stored filter is checked again: only the leads screen's filters reach the SQL.
 */
export function audienceWhere(userId: string, audience: CampaignAudience): SqlQuery | null {
  if (audience.mode === 'selected') {
    const ids = audience.leadIds.filter(isUuid);
    if (ids.length === 0) return null;
    return {
      sql: `user_id = ? and unsubscribed_at is null
            and id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
      params: [userId, JSON.stringify(ids)],
    };
  }
  const parsed = audienceFilter.safeParse(audience.filter ?? {});
  if (!parsed.success) return null;
  const where = leadFilterWhere(userId, parsed.data as LeadFilterInput);
  return { sql: `${where.sql} and unsubscribed_at is null`, params: where.params };
}

/** pg-boss runs its INSERT inside our transaction: the job exists exactly when the state change commits. */
function transactionDb(em: EntityManager): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_match, n: string) => {
        const value: unknown = values[Number(n) - 1];
        bindings.push(
          value === undefined
            ? null
            : typeof value === 'object' && value !== null && !(value instanceof Date)
              ? JSON.stringify(value)
              : value,
        );
        return '?';
      });
      const rows = await em.execute<Array<Record<string, unknown>>>(sql, bindings);
      return { rows };
    },
  };
}

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
export class CampaignSendingService {
  constructor(
    private readonly deps: AppDeps,
    private readonly em: EntityManager,
  ) {}

  async send(actor: Actor | null, id: string, options: { baseUrl?: string | null } = {}): Promise<Campaign> {
    const { userId } = requireActor(actor, 'write');
    if (!isUuid(id)) throw campaignNotFound();
    await this.start(id, { userId, baseUrl: options.baseUrl ?? null });
    return this.reload(userId, id);
  }

  async pause(actor: Actor | null, id: string): Promise<Campaign> {
    const { userId } = requireActor(actor, 'write');
    if (!isUuid(id)) throw campaignNotFound();
    const paused = await this.em.fork().transactional(async (tx) => {
      const campaign = await this.lock(tx as EntityManager, id, userId);
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
    const { userId } = requireActor(actor, 'read');
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
    const { userId } = requireActor(actor, 'read');
    return new Repeater<CampaignProgress>(async (push, stop) => {
      const events = this.deps.events.subscribe('CAMPAIGN_PROGRESS', userId)[Symbol.asyncIterator]();
      let closed = false;
      let timer: NodeJS.Timeout | null = null;
      let lastPush = Date.now();
      let chain = push(first);
      const pushLatest = () => {
        timer = null;
        lastPush = Date.now();
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
          timer = setTimeout(pushLatest, Math.max(0, lastPush + PROGRESS_THROTTLE_MS - Date.now()));
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
   * Starts due scheduled campaigns (scheduledAt at or before `now`, the injectable clock), and
   * queues a send job for every sending campaign with work a worker could take now (after a
   * crash or restart nothing else would).
   */
  async runSchedule(now: Date): Promise<{ started: number; resumed: number }> {
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
                        where r.campaign_id = c.id and r.status = 'pending'
                          and (r.claimed_at is null or r.claimed_at < now() - ? * interval '1 millisecond')
                          and (r.retry_at is null or r.retry_at <= now()))
               or not exists (select 1 from campaign_recipients r
                               where r.campaign_id = c.id and r.status = 'pending'))`,
      [this.deps.config.campaignSending.claimTimeoutMs],
    );
    for (const { id } of stalled) {
      const data: SendJobData = { campaignId: id, baseUrl: null };
      await this.deps.jobs.send(SEND_JOB, data, sendJobOptions(id));
    }
    return { started, resumed: stalled.length };
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
    const now = this.deps.clock.now();
    const baseUrl = this.deps.config.publicUrl ?? options.baseUrl;
    const result = await this.em.fork().transactional(async (txm) => {
      const tx = txm as EntityManager;
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
          where r.campaign_id = ? and r.status = 'pending' and r.claimed_at is null
            ${audience ? `and not exists (select 1 from leads where leads.id = r.lead_id and ${audience.sql})` : ''}`,
        [id, ...(audience?.params ?? [])],
      );
      if (audience) {
        await tx.execute(
          `insert into campaign_recipients (id, created_at, campaign_id, lead_id, email, status, attempts)
           select gen_random_uuid(), now(), ?, id, email, 'pending', 0 from leads where ${audience.sql}
           on conflict (campaign_id, lead_id) do nothing`,
          [id, ...audience.params],
        );
      }
      const [counts] = await tx.execute<Array<{ total: number; pending: number }>>(
        `select count(*)::int as total, (count(*) filter (where status = 'pending'))::int as pending
           from campaign_recipients where campaign_id = ?`,
        [id],
      );
      const total = counts?.total ?? 0;
      const pending = counts?.pending ?? 0;
      if (total === 0) throw noRecipients();
      await tx.execute(
        `update campaigns set status = ?, sent_at = coalesce(sent_at, ?), recipients = ?,
                finished_at = ?, updated_at = now()
          where id = ?`,
        [pending > 0 ? 'sending' : 'sent', now, total, pending > 0 ? null : now, id],
      );
      await refreshCounts(tx, id);
      if (pending > 0) {
        const data: SendJobData = sendJobSchema.parse({ campaignId: id, baseUrl });
        await this.deps.jobs.send(SEND_JOB, data, {
          ...sendJobOptions(id, true),
          db: transactionDb(tx),
        });
      }
      return { userId: campaign.user_id, total, pending };
    });
    if (!result) return false;
    this.deps.log.info({ campaignId: id, ...result }, 'campaign send started');
    this.deps.events.publish('CAMPAIGN_PROGRESS', result.userId, { campaignId: id });
    return true;
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
    const [row] = await this.deps.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ status: CampaignStatus; sent: number; failed: number; total: number }>>(
        `select status, sent_count as sent, failed_count as failed, recipients as total
           from campaigns where id = ? and user_id = ?`,
        [id, userId],
      );
    return row ? { campaignId: id, ...row } : null;
  }

  private async reload(userId: string, id: string): Promise<Campaign> {
    const campaign = await this.em.findOne(Campaign, { id, user: userId }, { refresh: true });
    if (!campaign) throw campaignNotFound();
    return campaign;
  }
}
