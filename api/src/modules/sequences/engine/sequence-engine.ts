import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../../shared/db/transaction';
import { Service } from '../../../shared/service';
import { classifyFailure, retryDelayMs, simulatedSender } from '../../campaigns/sending/send-engine';
import { prepareCampaignMessage, type RenderMessage } from '../../email/delivery/message';
import type { SmtpTarget } from '../../email/delivery/smtp';

/** Due subscribers moved on per statement; the tick repeats until none are due. */
const SCHEDULE_BATCH = 200;
/** Pending sends claimed at once. */
const DELIVER_BATCH = 50;

type DueSubscriber = {
  id: string;
  sequence_id: string;
  lead_id: string;
  current_step: number;
  unsubscribed: boolean;
};

type StepRow = {
  id: string;
  sequence_id: string;
  step_number: number;
  is_active: boolean;
  delay_hours: number;
};

type PendingSend = {
  id: string;
  user_id: string;
  user_name: string | null;
  step_id: string | null;
  subject: string | null;
  content: string | null;
  lead_id: string | null;
  email: string | null;
  unsubscribed: boolean;
  attempts: number;
};

/**
 * Autoresponders (issue 7): every tick moves due subscribers on and delivers what that queued.
 *
 * Scheduling, in one transaction per batch of due subscribers (FOR UPDATE SKIP LOCKED, so two
 * workers never take the same one): the step due now gets a 'pending' row in
 * email_sequence_logs — unique per (subscriber, step), so a step is queued once whatever
 * happens — and the subscriber moves to the next active step (nextEmailAt = now + its delay) or
 * is completed. Inactive steps are passed over; paused sequences are not looked at; a lead who
 * unsubscribed leaves the sequence.
 *
 * Delivery works like the campaign engine's (and shares its SMTP pool, theme, tracking and
 * unsubscribe): pending rows are claimed with a token, sent while the claim is still fresh,
 * and marked sent (with the step's and sequence's counts) or failed, or left pending for a
 * retry after a 4xx or a lost connection. A crash leaves claimed rows that are taken again
 * once the claim times out: only a message in flight at the crash can arrive twice.
 */
export class SequenceEngine extends Service {
  private get settings() {
    return this.deps.config.campaignSending;
  }

  /** One tick: date-based enrolments, then scheduling and delivery until nothing is due. */
  async tick(signal?: AbortSignal): Promise<{ queued: number; sent: number }> {
    const now = this.now();
    await this.services.sequenceEnrolment.dateBased(now);
    let queued = 0;
    for (;;) {
      const moved = await this.scheduleBatch(now);
      queued += moved;
      if (moved < SCHEDULE_BATCH || signal?.aborted) break;
    }
    let sent = 0;
    for (;;) {
      const batch = await this.deliverBatch();
      sent += batch.sent;
      // A full batch that sent nothing (SMTP settings unusable, every send failing) would only be
      // claimed again: the rest waits for the next tick.
      if (batch.claimed < DELIVER_BATCH || batch.sent === 0 || signal?.aborted) break;
    }
    return { queued, sent };
  }

  /** Queues the step due for up to SCHEDULE_BATCH subscribers; answers how many were taken. */
  private async scheduleBatch(now: Date): Promise<number> {
    return inTransaction(this.em, async (em) => {
      const due = await em.execute<DueSubscriber[]>(
        `select s.id, s.sequence_id, s.lead_id, s.current_step,
                (l.id is null or l.unsubscribed_at is not null) as unsubscribed
           from email_sequence_subscribers s
           join email_sequences q on q.id = s.sequence_id and q.is_active
           left join leads l on l.id = s.lead_id
          where s.status = 'active' and s.next_email_at <= ?
          order by s.next_email_at
          limit ? for update of s skip locked`,
        [now, SCHEDULE_BATCH],
      );
      if (due.length === 0) return 0;
      const steps = await em.execute<StepRow[]>(
        `select id, sequence_id, step_number, is_active, delay_hours from email_sequence_steps
          where sequence_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
          order by sequence_id, step_number`,
        [JSON.stringify([...new Set(due.map((d) => d.sequence_id))])],
      );
      const activeSteps = new Map<string, StepRow[]>();
      for (const step of steps) {
        if (!step.is_active) continue;
        const list = activeSteps.get(step.sequence_id);
        if (list) list.push(step);
        else activeSteps.set(step.sequence_id, [step]);
      }

      // Decided here, written in three statements for the whole batch.
      const unsubscribed: string[] = [];
      const logs: Array<{ sequence_id: string; step_id: string; subscriber_id: string; lead_id: string }> =
        [];
      const moves: Array<{ id: string; step: number; next_at: string | null; sent: boolean }> = [];
      for (const subscriber of due) {
        if (subscriber.unsubscribed) {
          unsubscribed.push(subscriber.id);
          continue;
        }
        const active = activeSteps.get(subscriber.sequence_id) ?? [];
        const step = active.find((s) => s.step_number >= subscriber.current_step);
        if (step)
          logs.push({
            sequence_id: subscriber.sequence_id,
            step_id: step.id,
            subscriber_id: subscriber.id,
            lead_id: subscriber.lead_id,
          });
        const next = step ? active.find((s) => s.step_number > step.step_number) : undefined;
        moves.push({
          id: subscriber.id,
          step: next?.step_number ?? (step?.step_number ?? subscriber.current_step) + 1,
          next_at: next ? new Date(now.getTime() + next.delay_hours * 3_600_000).toISOString() : null,
          sent: step !== undefined,
        });
      }
      if (unsubscribed.length > 0)
        await em.execute(
          `update email_sequence_subscribers set status = 'unsubscribed', next_email_at = null
            where id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
          [JSON.stringify(unsubscribed)],
        );
      if (logs.length > 0)
        await em.execute(
          `insert into email_sequence_logs (sequence_id, step_id, subscriber_id, lead_id, status, queued_at)
           select l.sequence_id, l.step_id, l.subscriber_id, l.lead_id, 'pending', ?
             from jsonb_to_recordset(?::jsonb) as l(sequence_id uuid, step_id uuid, subscriber_id uuid, lead_id uuid)
           on conflict (subscriber_id, step_id) do nothing`,
          [now, JSON.stringify(logs)],
        );
      // To the next active step, or completed (no next one) once the last was queued.
      if (moves.length > 0)
        await em.execute(
          `update email_sequence_subscribers s
              set current_step = m.step,
                  last_email_sent = case when m.sent then ?::timestamptz else s.last_email_sent end,
                  next_email_at = m.next_at,
                  status = case when m.next_at is null then 'completed' else s.status end,
                  completed_at = case when m.next_at is null then ?::timestamptz else s.completed_at end
             from jsonb_to_recordset(?::jsonb) as m(id uuid, step int, next_at timestamptz, sent boolean)
            where s.id = m.id`,
          [now, now, JSON.stringify(moves)],
        );
      return due.length;
    });
  }

  /** Claims up to DELIVER_BATCH pending sends and delivers them; answers what it claimed and sent. */
  private async deliverBatch(): Promise<{ claimed: number; sent: number }> {
    const token = randomUUID();
    const claimedAt = performance.now();
    const rows = await this.em.execute<PendingSend[]>(
      `with picked as (
         select g.id from email_sequence_logs g
           join email_sequences q on q.id = g.sequence_id and q.is_active
          where g.status = 'pending'
            and (g.claimed_at is null or g.claimed_at < now() - ? * interval '1 millisecond')
            and (g.retry_at is null or g.retry_at <= now())
          order by g.queued_at limit ? for update of g skip locked
       ), claimed as (
         update email_sequence_logs g set claimed_at = now(), claim_token = ?
           from picked where g.id = picked.id
         returning g.id, g.sequence_id, g.step_id, g.lead_id, g.attempts
       )
       select c.id, q.user_id, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as user_name,
              c.step_id, st.subject, st.content, c.lead_id, l.email,
              (l.id is null or l.unsubscribed_at is not null) as unsubscribed, c.attempts
         from claimed c
         join email_sequences q on q.id = c.sequence_id
         join users u on u.id = q.user_id
         left join email_sequence_steps st on st.id = c.step_id
         left join leads l on l.id = c.lead_id`,
      [this.settings.claimTimeoutMs, DELIVER_BATCH, token],
    );
    let sent = 0;
    try {
      const byUser = new Map<string, PendingSend[]>();
      for (const row of rows) {
        const list = byUser.get(row.user_id);
        if (list) list.push(row);
        else byUser.set(row.user_id, [row]);
      }
      for (const [userId, sends] of byUser)
        sent += await this.deliverForUser(userId, sends, token, claimedAt);
    } finally {
      await this.em.execute(
        `update email_sequence_logs set claimed_at = null, claim_token = null
          where claim_token = ? and status = 'pending'`,
        [token],
      );
    }
    return { claimed: rows.length, sent };
  }

  private async deliverForUser(
    userId: string,
    sends: PendingSend[],
    token: string,
    claimedAt: number,
  ): Promise<number> {
    const emailSettings = this.services.emailSettings;
    let target: SmtpTarget | null;
    try {
      target = await emailSettings.smtpFor(userId);
    } catch (error) {
      // The stored password cannot be opened: the status banner says so; the claims are released.
      this.deps.log.warn({ err: error, userId }, 'sequence emails wait for usable SMTP settings');
      return 0;
    }
    const theme = await this.services.emailDesign.themeFor(userId);
    const baseUrl = this.deps.config.publicUrl ?? `http://localhost:${this.deps.config.port}`;
    const renderers = new Map<string, Promise<RenderMessage>>();
    const renderer = (send: PendingSend & { step_id: string; subject: string; content: string }) => {
      let render = renderers.get(send.step_id);
      if (!render) {
        render = prepareCampaignMessage({
          campaign: { id: send.step_id, subject: send.subject, content: send.content },
          sender: {
            fromEmail: target?.fromEmail ?? simulatedSender(this.deps.config),
            fromName: target?.fromName ?? send.user_name,
          },
          baseUrl,
          tokens: this.services.emailTracking.tokens,
          // The mailto only where this app reads that mailbox (INBOUND_SMTP_PORT).
          unsubscribeMailbox: this.deps.config.inboundEmail?.mailbox ?? null,
          theme,
        });
        renderers.set(send.step_id, render);
      }
      return render;
    };
    const channel = target ? this.services.transportPool.channel(userId, target) : null;
    let sent = 0;
    let transportFailure: string | null = null;

    const deliver = async (send: PendingSend): Promise<void> => {
      if (send.unsubscribed || !send.email || !send.lead_id) {
        await this.fail(send.id, token, 'Unsubscribed before this email was sent');
        return;
      }
      if (!send.step_id || send.subject === null || send.content === null) {
        await this.fail(send.id, token, 'The step was deleted before this email was sent');
        return;
      }
      // Sent only while the claim is surely still ours (another worker takes it after the timeout).
      if (performance.now() - claimedAt > this.settings.claimTimeoutMs / 2) return;
      const render = await renderer({
        ...send,
        step_id: send.step_id,
        subject: send.subject,
        content: send.content,
      });
      const message = render({ id: send.id, email: send.email, leadId: send.lead_id });
      if (!channel || !target) {
        this.deps.log.info(
          { logId: send.id, to: message.to, from: message.from, subject: message.subject },
          'sequence email simulated (no SMTP server configured): logged, not sent',
        );
        if (await this.markSent(send.id, token, message.messageId)) sent += 1;
        return;
      }
      const release = await channel.slots.acquire();
      let outcome;
      try {
        await channel.rate.take();
        outcome = await channel.send(message);
      } finally {
        release();
      }
      if (outcome.ok) {
        if (await this.markSent(send.id, token, message.messageId)) sent += 1;
        return;
      }
      const failure = classifyFailure(outcome.error, target);
      if (failure.kind === 'transport') transportFailure ??= failure.reason;
      const attempts = send.attempts + 1;
      if (failure.kind === 'permanent' || attempts >= this.settings.maxAttempts)
        await this.fail(send.id, token, failure.reason);
      else await this.retryLater(send.id, token, failure.reason, attempts);
    };

    await runLanes(sends, channel ? channel.lanes : 1, deliver);
    if (target && transportFailure)
      await emailSettings.recordConnectionCheck(userId, false, transportFailure);
    else if (target && sent > 0)
      await emailSettings.recordConnectionCheck(userId, true, 'Sequence emails are being delivered.');
    return sent;
  }

  /** Marks a send delivered and counts it on its step and sequence; false if the claim was lost. */
  private async markSent(id: string, token: string, messageId: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `with done as (
         update email_sequence_logs
            set status = 'sent', sent_at = ?, delivered_at = ?, message_id = ?, attempts = attempts + 1,
                claimed_at = null, claim_token = null, retry_at = null, error_message = null
          where id = ? and claim_token = ? and status = 'pending'
         returning sequence_id, step_id
       ), steps as (
         update email_sequence_steps st set sent_count = sent_count + 1 from done where st.id = done.step_id
       )
       update email_sequences q set total_sent = total_sent + 1 from done where q.id = done.sequence_id
       returning q.id`,
      [this.now(), this.now(), messageId, id, token],
    );
    return rows.length > 0;
  }

  private async fail(id: string, token: string, reason: string): Promise<void> {
    await this.em.execute(
      `update email_sequence_logs
          set status = 'failed', error_message = ?, sent_at = ?, attempts = attempts + 1,
              claimed_at = null, claim_token = null, retry_at = null
        where id = ? and claim_token = ? and status = 'pending'`,
      [reason.slice(0, 500), this.now(), id, token],
    );
  }

  private async retryLater(id: string, token: string, reason: string, attempts: number): Promise<void> {
    const waitMs = retryDelayMs(this.settings.retryBaseMs, attempts);
    await this.em.execute(
      `update email_sequence_logs
          set error_message = ?, attempts = attempts + 1, claimed_at = null, claim_token = null,
              retry_at = now() + ? * interval '1 millisecond'
        where id = ? and claim_token = ? and status = 'pending'`,
      [reason.slice(0, 500), waitMs, id, token],
    );
  }

  /**
   * An open or click of a sequence email (the delivery is its email_sequence_logs row): counted
   * once per send on the log and the step; the lead is engaged.
   */
  async countEngagement(logId: string, click: boolean): Promise<void> {
    const now = this.now();
    const [row] = await this.em.execute<Array<{ user_id: string; lead_id: string }>>(
      `with old as (
         select id, opened_at is null as first_open, clicked_at is null as first_click
           from email_sequence_logs
          where id = ? and (case when ? then clicked_at is null else opened_at is null end)
          for update
       ), g as (
         update email_sequence_logs l
            set opened_at = coalesce(l.opened_at, ?),
                clicked_at = case when ? then coalesce(l.clicked_at, ?) else l.clicked_at end
           from old where l.id = old.id
         returning l.sequence_id, l.step_id, l.lead_id, old.first_open, old.first_click
       ), steps as (
         update email_sequence_steps st
            set open_count = open_count + (case when g.first_open then 1 else 0 end),
                click_count = click_count + (case when ? and g.first_click then 1 else 0 end)
           from g where st.id = g.step_id
       )
       select q.user_id, g.lead_id from g join email_sequences q on q.id = g.sequence_id
        where g.lead_id is not null`,
      [logId, click, now, click, now, click],
    );
    if (row) await this.deps.domainEvents.emit('lead.engaged', { userId: row.user_id, leadId: row.lead_id });
  }
}

/** Runs `work` over `items` with at most `lanes` at once, in order of the list. */
async function runLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
}
