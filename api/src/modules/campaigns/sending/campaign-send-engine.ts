import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import { inTransaction } from '../../../shared/db/transaction';
import {
  deliver,
  OutboxSender,
  prepareMessage,
  simulatedSender,
  isWanted,
  PENDING_OPT_IN,
  skipUnwanted,
  SUPPRESSION_OF,
  type ClaimedDelivery,
  type SmtpTarget,
  type UserChannel,
} from '../../email';
import type { CampaignAbTest, CampaignStatus } from '../campaign.entity';
import { abVariants } from './campaign-ab-tests.service';
import { queueSlice, startSlice } from './campaign-slices';

/** A job sends for at most this long, then hands the rest to a new job (fairness between campaigns). */
const SLICE_MS = 60_000;
/** When every connection of the user's server is held by other processes, the next try is this much later. */
const BUSY_RETRY_MS = 5_000;
/** Progress (counts and the CAMPAIGN_PROGRESS event) at most this often per campaign and job. */
const PROGRESS_MS = 250;

type CampaignRow = {
  id: string;
  user_id: string;
  subject: string;
  content: string;
  status: CampaignStatus;
  base_url: string | null;
  user_name: string | null;
  ab_test: CampaignAbTest | null;
};

/** `variant`: the A/B test version the recipient gets (null without a test: the campaign's own). */
type ClaimedRecipient = ClaimedDelivery & {
  unsubscribed: boolean;
  suppressed: string | null;
  pending: boolean;
  variant: number | null;
};

const UNSUBSCRIBED = 'Unsubscribed before this email was sent';

/** The recipients of one campaign, as claim scopes. */
const ofCampaign = (campaignId: string) => ({
  name: 'of-campaign',
  join: '',
  where: 'r.campaign_id = $1',
  params: [campaignId],
});

/**
 * The worker side of campaign sending: who gets this campaign was decided when the send started
 * (its frozen recipients); this decides when. A job (the campaign id only) runs one slice: it
 * delivers the campaign's pending recipients through the email delivery layer (claims, lanes,
 * SMTP pool, retries: email/delivery) for at most a minute, skipping leads who unsubscribed
 * since, and stops before the next message once the campaign is paused. Counts are added as the
 * slice goes and recounted exactly when nothing is pending and the campaign becomes sent;
 * otherwise the next slice is queued for when work is due.
 */
export class CampaignSendEngine extends OutboxSender {
  constructor(deps: AppDeps, services: Services) {
    // The campaign outbox: its counts follow in batches (ProgressReporter), not with each mark.
    super(deps, services, 'campaign', {
      table: 'campaign_recipients',
      errorColumn: 'error',
      alsoWhenSent: '',
      afterSent: [],
    });
  }

  /** Runs one slice of a campaign's send (unless a sooner one replaced it); queues the next when work remains. */
  async run(campaignId: string, signal: AbortSignal, slice?: string): Promise<void> {
    if (!(await startSlice(this.em, campaignId, slice))) return;
    const [campaign] = await this.em.execute<CampaignRow[]>(
      `select c.id, c.user_id, c.subject, c.content, c.status, c.base_url, c.ab_test,
              nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as user_name
         from campaigns c join users u on u.id = c.user_id where c.id = ?`,
      [campaignId],
    );
    if (!campaign || campaign.status !== 'sending') return;
    const target = await this.targetFor(campaign.user_id, { campaignId });
    if (target === undefined) {
      await this.continueLater(campaignId, Math.max(this.settings.retryBaseMs, 60_000));
      return;
    }
    const way = target ? await this.services.transportPool.channel(campaign.user_id, target) : null;
    if (target && !way) {
      // Other processes hold every connection the user's server allows: a later slice sends.
      await this.continueLater(campaignId, BUSY_RETRY_MS);
      return;
    }
    try {
      await this.sendSlice(campaign, target, way?.channel ?? null, signal);
    } finally {
      way?.done();
    }
  }

  private async sendSlice(
    campaign: CampaignRow,
    target: SmtpTarget | null,
    channel: UserChannel | null,
    signal: AbortSignal,
  ): Promise<void> {
    const campaignId = campaign.id;
    const theme = await this.services.emailDesign.themeFor(campaign.user_id);
    // One laid-out message per version: the campaign's own, and its A/B test's others.
    const versions = campaign.ab_test ? abVariants(campaign, campaign.ab_test) : [campaign];
    const renders = await Promise.all(
      versions.map((version) =>
        prepareMessage({
          outbox: 'campaign',
          content: { id: campaign.id, subject: version.subject, content: version.content },
          theme,
          sender: {
            fromEmail: target?.fromEmail ?? simulatedSender(this.deps.config),
            fromName: target?.fromName ?? campaign.user_name,
          },
          // The origin the send was started from (PUBLIC_URL wins), else this server.
          baseUrl:
            this.deps.config.publicUrl ?? campaign.base_url ?? `http://localhost:${this.deps.config.port}`,
          tokens: this.services.emailTracking.tokens,
          // The mailto only where this app reads that mailbox (INBOUND_SMTP_PORT).
          unsubscribeMailbox: this.deps.config.inboundEmail?.mailbox ?? null,
          returnPathDomain: this.deps.config.inboundEmail?.domain ?? null,
        }),
      ),
    );
    const renderFor = (variant: number | null) => renders[variant ?? 0] ?? renders[0]!;
    const deadline = performance.now() + SLICE_MS;
    // Exact counts to start from, whatever a crash left; the slice adds to them as it goes.
    await refreshCounts(this.em, campaignId);
    await this.em.execute(
      'update campaigns set quota_resume_at = null where id = ? and quota_resume_at is not null',
      [campaignId],
    );
    const progress = new ProgressReporter({
      add: (counts) => this.addCounts(campaignId, counts),
      published: () => this.deps.events.publish('CAMPAIGN_PROGRESS', campaign.user_id, { campaignId }),
      failed: (error) => this.deps.log.warn({ err: error, campaignId }, 'campaign progress'),
    });
    const token = randomUUID();

    const result = await deliver<ClaimedRecipient>({
      queue: this.queue,
      token,
      next: async (limit) => {
        const claimedAt = performance.now();
        const batch = await this.queue.claim<ClaimedRecipient>(
          {
            ...ofCampaign(campaignId),
            join: '',
            select: `r.id, r.lead_id as "leadId", coalesce(r.email, l.email) as email, r.attempts,
                     r.variant, l.unsubscribed_at is not null as unsubscribed, ${SUPPRESSION_OF('l.user_id', 'coalesce(r.email, l.email)')} as suppressed,
                     ${PENDING_OPT_IN('l')} as pending`,
            joins: 'join leads l on l.id = r.lead_id',
          },
          token,
          limit,
        );
        if (batch.length === 0) return null;
        // A lead who unsubscribed after the audience was frozen, a suppressed address, or a lead
        // that has not confirmed its double opt-in gets nothing.
        const skipped = await skipUnwanted(this.queue, batch, UNSUBSCRIBED);
        if (skipped > 0) progress.add({ skipped });
        return { items: batch.filter(isWanted), claimedAt };
      },
      render: (recipient) =>
        renderFor(recipient.variant)({ id: recipient.id, email: recipient.email, leadId: recipient.leadId }),
      channel,
      target,
      batchSize: this.batchSize(),
      claimTimeoutMs: this.settings.claimTimeoutMs,
      retry: this.retry,
      stopped: () => signal.aborted || performance.now() >= deadline,
      // Each mark answers whether the campaign is still sending: a pause stops the slice.
      markSent: async (sent) => {
        const { marked, probe } = await this.queue.markSent<CampaignStatus>(sent, this.now(), {
          name: 'campaign-status',
          sql: 'select status from campaigns where id = p.probe_param::uuid',
          param: campaignId,
        });
        return { marked, goOn: probe === 'sending' };
      },
      bounced: this.recordBounce,
      counted: (sent, failed) => {
        progress.add({ sent, failed });
        this.countSent(sent, target);
      },
      log: this.deps.log,
      logContext: { campaignId },
    });
    progress.report(true);
    await progress.done();

    await this.reportConnection(campaign.user_id, target, result, 'Campaign emails are being delivered.');

    if (result.halted === 'paused') return;
    if (result.halted === 'quota' && result.resumeAt) {
      await this.waitForQuota(campaign, result.resumeAt);
      return;
    }
    if (await this.finish(campaign)) return;
    if (signal.aborted || performance.now() >= deadline) {
      await this.continueLater(campaignId, 0);
      return;
    }
    const waitMs = await this.queue.nextDueIn(ofCampaign(campaignId));
    if (waitMs === null) return;
    await this.continueLater(
      campaignId,
      result.halted === 'transport' ? Math.max(waitMs, this.retry.delayMs(1)) : waitMs,
    );
  }

  /**
   * The user's hourly or daily quota is spent: the send waits (shown on the campaign) and its
   * next slice starts when the window ends.
   */
  private async waitForQuota(campaign: CampaignRow, resumeAt: Date): Promise<void> {
    await this.em.execute('update campaigns set quota_resume_at = ? where id = ?', [resumeAt, campaign.id]);
    this.deps.events.publish('CAMPAIGN_PROGRESS', campaign.user_id, { campaignId: campaign.id });
    this.deps.log.info({ campaignId: campaign.id, resumeAt }, 'campaign waits for the sending quota');
    await this.continueLater(campaign.id, Math.max(0, resumeAt.getTime() - this.now().getTime()));
  }

  /** Adds a slice's sent and failed recipients to the campaign's counts (unless it is done). */
  private async addCounts(campaignId: string, counts: Counts): Promise<void> {
    await this.em.execute(
      `update campaigns set sent_count = sent_count + ?, failed_count = failed_count + ?,
              skipped_count = skipped_count + ?
        where id = ? and status not in ('sent', 'completed')`,
      [counts.sent, counts.failed, counts.skipped, campaignId],
    );
  }

  /** Recipients per claim: about two seconds of sending at the rate limit, at least two per lane. */
  private batchSize(): number {
    const { ratePerSecond, maxConnections } = this.settings;
    const bySpeed = ratePerSecond > 0 ? Math.ceil(ratePerSecond * 2) : 200;
    return Math.max(maxConnections * 4, Math.min(200, bySpeed));
  }

  /**
   * Marks the campaign sent when no recipient is pending or held (an A/B test's rest waiting for
   * its winner); true when it is (or was already) done.
   */
  private async finish(campaign: CampaignRow): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `update campaigns c
          set status = 'sent', finished_at = ?, updated_at = now(),
              sent_count = (select count(*) from campaign_recipients where campaign_id = c.id and status = 'sent'),
              failed_count = (select count(*) from campaign_recipients where campaign_id = c.id and status = 'failed'),
              skipped_count = (select count(*) from campaign_recipients where campaign_id = c.id and status = 'skipped')
        where c.id = ? and c.status = 'sending'
          and not exists (select 1 from campaign_recipients
                           where campaign_id = c.id and status in ('pending', 'held'))
       returning c.id`,
      [this.now(), campaign.id],
    );
    if (rows.length === 0) return false;
    this.deps.log.info({ campaignId: campaign.id }, 'campaign sent');
    this.deps.events.publish('CAMPAIGN_PROGRESS', campaign.user_id, { campaignId: campaign.id });
    return true;
  }

  private async continueLater(campaignId: string, waitMs: number): Promise<void> {
    await inTransaction(this.em, (tx) => queueSlice(tx, this.deps.jobs, campaignId, waitMs));
  }
}

/** Recipients done in a slice: delivered, failed, skipped (unsubscribed or suppressed). */
type Counts = { sent: number; failed: number; skipped: number };

const NO_COUNTS: Counts = { sent: 0, failed: 0, skipped: 0 };

/**
 * A slice's progress: sent, failed and skipped recipients added to the campaign's counts, and a
 * CAMPAIGN_PROGRESS event, at most every PROGRESS_MS (and once at the end).
 */
class ProgressReporter {
  private delta: Counts = { ...NO_COUNTS };
  private last = -Infinity;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: {
      add(counts: Counts): Promise<void>;
      published(): void;
      failed(error: unknown): void;
    },
  ) {}

  add(counts: Partial<Counts>): void {
    this.delta.sent += counts.sent ?? 0;
    this.delta.failed += counts.failed ?? 0;
    this.delta.skipped += counts.skipped ?? 0;
    this.report(false);
  }

  report(force: boolean): void {
    const now = performance.now();
    if (!force && now - this.last < PROGRESS_MS) return;
    this.last = now;
    this.chain = this.chain
      .then(async () => {
        const counts = this.delta;
        const any = counts.sent > 0 || counts.failed > 0 || counts.skipped > 0;
        if (!any && !force) return;
        this.delta = { ...NO_COUNTS };
        if (any) await this.sink.add(counts);
        this.sink.published();
      })
      .catch((error: unknown) => this.sink.failed(error));
  }

  done(): Promise<void> {
    return this.chain;
  }
}

/** sent_count, failed_count and skipped_count from the recipients themselves. */
export async function refreshCounts(em: EntityManager, campaignId: string): Promise<void> {
  await em.execute(
    `update campaigns c
        set sent_count = s.sent, failed_count = s.failed, skipped_count = s.skipped
       from (select count(*) filter (where status = 'sent')::int as sent,
                    count(*) filter (where status = 'failed')::int as failed,
                    count(*) filter (where status = 'skipped')::int as skipped
               from campaign_recipients where campaign_id = ?) s
      where c.id = ?
        and (c.sent_count, c.failed_count, c.skipped_count) is distinct from (s.sent, s.failed, s.skipped)`,
    [campaignId, campaignId],
  );
}
