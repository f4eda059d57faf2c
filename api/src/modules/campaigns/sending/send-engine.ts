import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import { Service } from '../../../shared/service';
import { describeSmtpFailure, isConnectionFailure, type SmtpTarget } from '../../email/delivery/smtp';
import type { CampaignStatus } from '../campaign.entity';
import { prepareCampaignMessage, type RenderMessage } from '../../email/delivery/message';
import { sendJobOptions, SEND_JOB, type SendJobData } from './campaign-sending.jobs';
import { EngineDb, type ClaimedRecipient } from './engine-db';
import type { SendOutcome, UserChannel } from '../../email/delivery/transport-pool';

/** A job sends for at most this long, then hands the rest to a new job (fairness between campaigns). */
const SLICE_MS = 60_000;
/** Progress (counts and the CAMPAIGN_PROGRESS event) at most this often per campaign and job. */
const PROGRESS_MS = 250;
/** How long a delivered message may wait for others to be recorded with it. */
const RECORD_LINGER_MS = 6;
/** The longest wait between tries of a recipient, however many tries came before. */
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;

/** The wait after the n-th failed try (campaigns and sequences): the base, doubling each time. */
export function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(MAX_RETRY_MS, retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** The From of simulated sends (no SMTP server): SMTP_FROM, else an address that cannot exist. */
export function simulatedSender(config: Pick<AppDeps['config'], 'smtpFrom'>): string {
  return config.smtpFrom ?? 'no-reply@funnelforge.invalid';
}

type CampaignRow = {
  id: string;
  user_id: string;
  subject: string;
  content: string;
  status: CampaignStatus;
  base_url: string | null;
  user_name: string | null;
};

/** How a failed attempt counts: the recipient's fault, a busy server, or the connection. */
type Failure = { kind: 'permanent' | 'temporary' | 'transport'; reason: string };

type SmtpError = { responseCode?: number; response?: string; command?: string; message?: string };

/** 5xx from the server about this message: failed; 4xx: try again later; anything else: the connection. */
export function classifyFailure(error: unknown, target: SmtpTarget): Failure {
  const failure = (error ?? {}) as SmtpError;
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  if (code !== null && !isConnectionFailure(error)) {
    const reason = (failure.response ?? failure.message ?? `SMTP ${code}`).trim().slice(0, 500);
    if (code >= 500 && code < 600) return { kind: 'permanent', reason };
    if (code >= 400 && code < 500) return { kind: 'temporary', reason };
  }
  return { kind: 'transport', reason: describeSmtpFailure(error, target) };
}

type MarkSent = (
  sent: Array<{ id: string; messageId: string }>,
) => Promise<{ marked: number; status: CampaignStatus | null }>;

/**
 * Marks delivered recipients sent. A lane waits until its recipient is recorded (so a crash
 * repeats at most the messages in flight), but one statement carries many results: the first
 * result waits up to `lingerMs` for others (or until `flushAt` have arrived), and results that
 * arrive while a statement runs go in the next. One round trip and one commit for many
 * messages; the lanes of other connections keep sending meanwhile. Each answer says whether the
 * campaign is still sending.
 */
export class SentRecorder {
  private buffer: Array<{
    id: string;
    messageId: string;
    done: (status: CampaignStatus | null) => void;
    fail: (error: unknown) => void;
  }> = [];
  private flushing = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly mark: MarkSent,
    private readonly onMarked: (count: number) => void,
    private readonly options: { lingerMs: number; flushAt: number },
  ) {}

  add(id: string, messageId: string): Promise<CampaignStatus | null> {
    return new Promise((done, fail) => {
      this.buffer.push({ id, messageId, done, fail });
      if (this.flushing) return;
      if (this.buffer.length >= this.options.flushAt) this.flushNow();
      else this.timer ??= setTimeout(() => this.flushNow(), this.options.lingerMs);
    });
  }

  private flushNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.flushing) void this.flush();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, 500);
      try {
        const { marked, status } = await this.mark(batch);
        this.onMarked(marked);
        for (const entry of batch) entry.done(status);
      } catch (error) {
        for (const entry of batch) entry.fail(error);
      }
    }
    this.flushing = false;
  }
}

/** The state of one job's slice, shared by its lanes. */
type Slice = {
  campaign: CampaignRow;
  /** Marks this slice's claims: it sends a recipient only while the claim is still its own. */
  token: string;
  signal: AbortSignal;
  /** Set when the campaign stopped being 'sending' (paused) or the connection failed. */
  halted: 'paused' | 'transport' | null;
  transportReason: string | null;
  sent: number;
  /** Records delivered messages, many per statement. */
  recorder: SentRecorder;
  /** Sent and failed recipients not yet added to the campaign's counts. */
  delta: { sent: number; failed: number };
  lastProgress: number;
  progress: Promise<void>;
};

/**
 * The worker side of campaign sending. A job (ids only) sends one slice of a campaign: it
 * claims batches of pending recipients with FOR UPDATE SKIP LOCKED (claimed_at set, so no two
 * workers take the same recipient; a claim older than the claim timeout, left by a worker that
 * died, is taken again), sends each through the user's pooled transport within the connection
 * cap and rate limit, and records each result before its lane takes the next recipient (so a
 * crash repeats at most the messages in flight). Each record answers whether the campaign is
 * still 'sending': a pause stops the slice before the next message and unsent claims are
 * released. Counts are added as the slice goes and recounted exactly when nothing is pending
 * and the campaign becomes sent.
 */
export class SendEngine extends Service {
  private readonly db: EngineDb;

  constructor(deps: AppDeps, services: Services) {
    super(deps, services);
    this.db = new EngineDb(deps.databaseUrl, deps.log);
  }

  async close(): Promise<void> {
    await this.db.close();
  }

  private get settings() {
    return this.deps.config.campaignSending;
  }

  /** Raw SQL on the shared connection pool: no identity map. */
  private execute<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.deps.orm.em.getConnection().execute<T[]>(sql, params);
  }

  /** Runs one slice of a campaign's send; schedules the next job when work remains. */
  async run(campaignId: string, signal: AbortSignal): Promise<void> {
    const [campaign] = await this.execute<CampaignRow>(
      `select c.id, c.user_id, c.subject, c.content, c.status, c.base_url,
              nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as user_name
         from campaigns c join users u on u.id = c.user_id where c.id = ?`,
      [campaignId],
    );
    if (!campaign || campaign.status !== 'sending') return;
    // The origin the send was started from (PUBLIC_URL wins), else this server.
    const baseUrl =
      this.deps.config.publicUrl ?? campaign.base_url ?? `http://localhost:${this.deps.config.port}`;
    const slice: Slice = {
      campaign,
      token: randomUUID(),
      signal,
      halted: null,
      transportReason: null,
      sent: 0,
      recorder: new SentRecorder(
        (sent) => this.db.markSent(campaign.id, sent),
        (count) => {
          slice.delta.sent += count;
        },
        // Three results per connection or a few milliseconds, whichever comes first.
        { lingerMs: RECORD_LINGER_MS, flushAt: Math.max(1, this.settings.maxConnections * 3) },
      ),
      delta: { sent: 0, failed: 0 },
      lastProgress: -Infinity,
      progress: Promise.resolve(),
    };
    const emailSettings = this.services.emailSettings;
    let target: SmtpTarget | null;
    try {
      target = await emailSettings.smtpFor(campaign.user_id);
    } catch (error) {
      // The stored password cannot be opened: the status banner says so; try again later.
      this.deps.log.warn(
        { err: error, campaignId: campaign.id },
        'campaign send waits for usable SMTP settings',
      );
      await this.continueLater(campaign.id, Math.max(this.settings.retryBaseMs, 60_000));
      return;
    }

    const render = await prepareCampaignMessage({
      campaign,
      theme: await this.services.emailDesign.themeFor(campaign.user_id),
      sender: {
        fromEmail: target?.fromEmail ?? simulatedSender(this.deps.config),
        fromName: target?.fromName ?? campaign.user_name,
      },
      baseUrl,
      tokens: this.services.emailTracking.tokens,
      // The mailto only where this app reads that mailbox (INBOUND_SMTP_PORT).
      unsubscribeMailbox: this.deps.config.inboundEmail?.mailbox ?? null,
    });
    const channel = target ? this.services.transportPool.channel(campaign.user_id, target) : null;
    const deadline = performance.now() + SLICE_MS;
    // Exact counts to start from, whatever a crash left; the slice adds to them as it goes.
    await refreshCounts(this.em, campaign.id);

    if (channel && target) await this.sendAll(slice, channel, target, render, deadline);
    else {
      while (!slice.halted && !signal.aborted && performance.now() < deadline) {
        const recipients = await this.claimSendable(slice, 500);
        if (recipients === null) break;
        await this.simulateBatch(slice, recipients, render);
        this.reportProgress(slice, false);
      }
    }
    this.reportProgress(slice, true);
    await slice.progress;

    if (target && slice.halted === 'transport' && slice.transportReason)
      await emailSettings.recordConnectionCheck(campaign.user_id, false, slice.transportReason);
    else if (target && slice.sent > 0)
      await emailSettings.recordConnectionCheck(
        campaign.user_id,
        true,
        'Campaign emails are being delivered.',
      );

    if (slice.halted === 'paused') return;
    if (await this.finish(campaign)) return;
    if (signal.aborted || performance.now() >= deadline) {
      await this.continueLater(campaign.id, 0);
      return;
    }
    const waitMs = await this.nextWorkIn(campaign.id);
    if (waitMs === null) return;
    await this.continueLater(
      campaign.id,
      slice.halted === 'transport' ? Math.max(waitMs, this.retryDelay(1)) : waitMs,
    );
  }

  /** Recipients per claim: about two seconds of sending at the rate limit, at least two per lane. */
  private batchSize(): number {
    const { ratePerSecond, maxConnections } = this.settings;
    const bySpeed = ratePerSecond > 0 ? Math.ceil(ratePerSecond * 2) : 200;
    return Math.max(maxConnections * 4, Math.min(200, bySpeed));
  }

  /** A claimed batch without the leads who unsubscribed since (marked skipped); null: nothing to claim. */
  private async claimSendable(slice: Slice, limit: number): Promise<ClaimedRecipient[] | null> {
    const batch = await this.db.claim(slice.campaign.id, slice.token, this.settings.claimTimeoutMs, limit);
    if (batch.length === 0) return null;
    const skipped = batch.filter((r) => r.unsubscribed);
    if (skipped.length > 0) slice.delta.failed += await this.skipUnsubscribed(skipped);
    return batch.filter((r) => !r.unsubscribed);
  }

  /** A lead who unsubscribed after the audience was frozen gets nothing. */
  private async skipUnsubscribed(recipients: ClaimedRecipient[]): Promise<number> {
    const rows = await this.execute<{ id: string }>(
      `update campaign_recipients set status = 'failed', error = 'Unsubscribed before this email was sent',
              claimed_at = null, claim_token = null
        where id in (select value::uuid from jsonb_array_elements_text(?::jsonb)) and status = 'pending'
       returning id`,
      [JSON.stringify(recipients.map((r) => r.id))],
    );
    return rows.length;
  }

  /**
   * Sends until nothing is left to claim, the slice's time is up, the campaign is paused, the
   * worker stops or the connection fails. Lanes (four per connection, so a connection always has
   * its next messages while results are being recorded) take recipients from a queue that is
   * refilled by the next claim before it runs dry. A lane takes the next recipient only while
   * sending may go on; recipients never started are released for the next claim.
   *
   * Claims: a heartbeat renews the slice's claims (by its token) every quarter of the claim
   * timeout, and a message goes out only while its claim was confirmed within half the timeout.
   * A worker that stalled longer (so another may have taken its recipients) first renews, and
   * drops every recipient whose claim it lost: two workers never send one recipient.
   */
  private async sendAll(
    slice: Slice,
    channel: UserChannel,
    target: SmtpTarget,
    render: RenderMessage,
    deadline: number,
  ): Promise<void> {
    const lanes = channel.lanes;
    const batchSize = this.batchSize();
    const timeoutMs = this.settings.claimTimeoutMs;
    const queue: ClaimedRecipient[] = [];
    /** Recipients this slice holds, with when their claim was last known to be its own. */
    const held = new Map<string, number>();
    let claiming: Promise<void> | null = null;
    let renewing: Promise<void> | null = null;
    let exhausted = false;
    const stop = () => slice.halted !== null || slice.signal.aborted || performance.now() >= deadline;

    const refill = () => {
      claiming ??= (async () => {
        try {
          const asked = performance.now();
          const batch = await this.claimSendable(slice, batchSize);
          if (batch === null) exhausted = true;
          else
            for (const recipient of batch) {
              queue.push(recipient);
              held.set(recipient.id, asked);
            }
        } finally {
          claiming = null;
        }
      })();
      return claiming;
    };

    const renew = () => {
      renewing ??= (async () => {
        try {
          const asked = performance.now();
          const kept = await this.db.heartbeat(slice.campaign.id, slice.token);
          for (const id of held.keys()) {
            if (kept.has(id)) held.set(id, asked);
            else held.delete(id);
          }
        } finally {
          renewing = null;
        }
      })();
      return renewing;
    };
    const heartbeat = setInterval(() => void renew().catch(() => undefined), Math.max(50, timeoutMs / 4));

    /** True while the recipient's claim is (recently confirmed as) this slice's. */
    const stillHeld = async (id: string): Promise<boolean> => {
      const confirmed = held.get(id);
      if (confirmed === undefined) return false;
      if (performance.now() - confirmed <= timeoutMs / 2) return true;
      await renew();
      const renewed = held.get(id);
      return renewed !== undefined && performance.now() - renewed <= timeoutMs / 2;
    };

    const lane = async () => {
      for (;;) {
        if (stop()) return;
        if (queue.length < lanes && !exhausted) void refill().catch(() => undefined);
        const recipient = queue.shift();
        if (!recipient) {
          if (exhausted && !claiming) return;
          await (claiming ?? refill());
          continue;
        }
        // A connection's turn: only two messages per connection reach the transport, so what a
        // stalled worker has handed over is about what is on the wire, not a long queue behind it.
        const release = await channel.slots.acquire();
        let sent: { outcome: SendOutcome; messageId: string };
        try {
          await channel.rate.take();
          if (stop()) {
            queue.unshift(recipient);
            return;
          }
          if (!(await stillHeld(recipient.id))) continue;
          const message = render({ id: recipient.id, email: recipient.email, leadId: recipient.lead_id });
          sent = { outcome: await channel.send(message), messageId: message.messageId };
        } finally {
          release();
        }
        const status = await this.record(slice, target, recipient, sent.outcome, sent.messageId);
        held.delete(recipient.id);
        if (status !== 'sending' && slice.halted === null) slice.halted = 'paused';
        this.reportProgress(slice, false);
      }
    };
    try {
      await Promise.all(Array.from({ length: lanes }, lane));
    } finally {
      clearInterval(heartbeat);
      await (claiming ?? Promise.resolve()).catch(() => undefined);
      await (renewing ?? Promise.resolve()).catch(() => undefined);
      await this.db.release(slice.campaign.id, slice.token);
    }
  }

  /** No SMTP server: each message is logged, and counts as sent (001 §2.4). */
  private async simulateBatch(
    slice: Slice,
    recipients: ClaimedRecipient[],
    render: RenderMessage,
  ): Promise<void> {
    if (recipients.length === 0) return;
    const messages = recipients.map((r) => {
      const message = render({ id: r.id, email: r.email, leadId: r.lead_id });
      this.deps.log.info(
        {
          campaignId: slice.campaign.id,
          recipientId: r.id,
          to: message.to,
          from: message.from,
          subject: message.subject,
          messageId: message.messageId,
        },
        'campaign email simulated (no SMTP server configured): logged, not sent',
      );
      return { id: r.id, messageId: message.messageId };
    });
    const rows = await this.execute<{ campaign_status: CampaignStatus }>(
      `update campaign_recipients r
          set status = 'sent', sent_at = now(), message_id = m.message_id, claimed_at = null,
              claim_token = null, retry_at = null, error = null, attempts = r.attempts + 1
         from jsonb_to_recordset(?::jsonb) as m(id uuid, message_id text)
        where r.id = m.id and r.status = 'pending'
       returning (select status from campaigns where id = r.campaign_id) as campaign_status`,
      [JSON.stringify(messages.map((m) => ({ id: m.id, message_id: m.messageId })))],
    );
    slice.sent += rows.length;
    slice.delta.sent += rows.length;
    if (rows.some((row) => row.campaign_status !== 'sending')) slice.halted = 'paused';
  }

  /**
   * Records one attempt and answers the campaign's status as of now (so a pause is seen before
   * the next message). Only a still-pending recipient changes: a late duplicate counts once.
   */
  private async record(
    slice: Slice,
    target: SmtpTarget,
    recipient: ClaimedRecipient,
    outcome: SendOutcome,
    messageId: string,
  ): Promise<CampaignStatus | null> {
    const returning = 'returning (select status from campaigns where id = campaign_id) as campaign_status';
    if (outcome.ok) {
      slice.sent += 1;
      return slice.recorder.add(recipient.id, messageId);
    }
    const failure = classifyFailure(outcome.error, target);
    if (failure.kind === 'transport' && slice.halted === null) {
      slice.halted = 'transport';
      slice.transportReason = failure.reason;
    }
    const attempts = recipient.attempts + 1;
    if (failure.kind === 'permanent' || attempts >= this.settings.maxAttempts) {
      const [row] = await this.execute<{ campaign_status: CampaignStatus }>(
        `update campaign_recipients
            set status = 'failed', error = ?, claimed_at = null, claim_token = null, retry_at = null,
                attempts = attempts + 1
          where id = ? and status = 'pending' ${returning}`,
        [failure.reason, recipient.id],
      );
      if (row) slice.delta.failed += 1;
      return row?.campaign_status ?? null;
    }
    const [row] = await this.execute<{ campaign_status: CampaignStatus }>(
      `update campaign_recipients
          set error = ?, claimed_at = null, claim_token = null, attempts = attempts + 1,
              retry_at = now() + ? * interval '1 millisecond'
        where id = ? and status = 'pending' ${returning}`,
      [failure.reason, this.retryDelay(attempts), recipient.id],
    );
    return row?.campaign_status ?? null;
  }

  private retryDelay(attempts: number): number {
    return retryDelayMs(this.settings.retryBaseMs, attempts);
  }

  /** Adds what the slice did since last time to the campaign's counts; a CAMPAIGN_PROGRESS event. */
  private reportProgress(slice: Slice, force: boolean): void {
    const now = performance.now();
    if (!force && now - slice.lastProgress < PROGRESS_MS) return;
    slice.lastProgress = now;
    const { id, user_id: userId } = slice.campaign;
    slice.progress = slice.progress
      .then(async () => {
        const { sent, failed } = slice.delta;
        if (sent === 0 && failed === 0 && !force) return;
        slice.delta = { sent: 0, failed: 0 };
        if (sent > 0 || failed > 0) await this.db.addCounts(id, sent, failed);
        this.deps.events.publish('CAMPAIGN_PROGRESS', userId, { campaignId: id });
      })
      .catch((error: unknown) => this.deps.log.warn({ err: error, campaignId: id }, 'campaign progress'));
  }

  /** Marks the campaign sent when no recipient is pending; true when it is (or was already) done. */
  private async finish(campaign: CampaignRow): Promise<boolean> {
    const rows = await this.execute<{ id: string }>(
      `update campaigns c
          set status = 'sent', finished_at = ?, updated_at = now(),
              sent_count = (select count(*) from campaign_recipients where campaign_id = c.id and status = 'sent'),
              failed_count = (select count(*) from campaign_recipients where campaign_id = c.id and status = 'failed')
        where c.id = ? and c.status = 'sending'
          and not exists (select 1 from campaign_recipients where campaign_id = c.id and status = 'pending')
       returning c.id`,
      [this.now(), campaign.id],
    );
    if (rows.length === 0) return false;
    this.deps.log.info({ campaignId: campaign.id }, 'campaign sent');
    this.deps.events.publish('CAMPAIGN_PROGRESS', campaign.user_id, { campaignId: campaign.id });
    return true;
  }

  /** Milliseconds until a pending recipient can be claimed (a retry due, a dead claim expired); null: none pending. */
  private async nextWorkIn(campaignId: string): Promise<number | null> {
    const [row] = await this.execute<{ wait_ms: number | null }>(
      `select greatest(0, extract(epoch from min(greatest(
                coalesce(retry_at, '-infinity'::timestamptz),
                coalesce(claimed_at + ? * interval '1 millisecond', '-infinity'::timestamptz)
              )) - now()) * 1000)::float8 as wait_ms
         from campaign_recipients where campaign_id = ? and status = 'pending'`,
      [this.settings.claimTimeoutMs, campaignId],
    );
    return row?.wait_ms ?? null;
  }

  private async continueLater(campaignId: string, waitMs: number): Promise<void> {
    const data: SendJobData = { campaignId };
    await this.deps.jobs.send(SEND_JOB, data, {
      ...sendJobOptions(campaignId),
      startAfter: Math.ceil(waitMs / 1000),
    });
  }
}

/** sent_count and failed_count from the recipients themselves. */
export async function refreshCounts(em: EntityManager, campaignId: string): Promise<void> {
  await em.execute(
    `update campaigns c
        set sent_count = s.sent, failed_count = s.failed
       from (select count(*) filter (where status = 'sent')::int as sent,
                    count(*) filter (where status = 'failed')::int as failed
               from campaign_recipients where campaign_id = ?) s
      where c.id = ? and (c.sent_count, c.failed_count) is distinct from (s.sent, s.failed)`,
    [campaignId, campaignId],
  );
}
