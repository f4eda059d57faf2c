import { randomUUID } from 'node:crypto';
import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import { inTransaction } from '../../../shared/db/transaction';
import { limitReached } from '../../billing';
import {
  deliver,
  DeliveryQueue,
  OutboxSender,
  prepareMessage,
  simulatedSender,
  isWanted,
  PENDING_OPT_IN,
  skipUnwanted,
  SUPPRESSION_OF,
  type ClaimedDelivery,
  type RenderMessage,
  type SmtpTarget,
  type UserChannel,
} from '../../email';

/** Due subscribers moved on per statement; the tick repeats until none are due. */
const SCHEDULE_BATCH = 200;
/** Users whose sends are delivered per round of a tick. */
const USERS_PER_ROUND = 100;
/** A tick delivers for at most this long; what is left waits for the next tick (every minute). */
const DELIVERY_MS = 50_000;

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

type PendingSend = ClaimedDelivery & {
  stepId: string | null;
  subject: string | null;
  content: string | null;
  unsubscribed: boolean;
  suppressed: string | null;
  pending: boolean;
};

/** One user's pending sends of active sequences, as a claim scope. */
const ofUser = (userId: string) => ({
  name: 'of-user',
  join: 'join email_sequences q on q.id = r.sequence_id and q.is_active',
  where: 'q.user_id = $1',
  params: [userId],
});

/**
 * Autoresponders: every tick moves due subscribers on (who gets which step when) and delivers
 * what that queued through the email delivery layer.
 *
 * Scheduling, in one transaction per batch of due subscribers (FOR UPDATE SKIP LOCKED, so two
 * workers never take the same one): the step due now gets a 'pending' row in
 * email_sequence_logs — unique per (subscriber, step), so a step is queued once whatever
 * happens — and the subscriber moves to the next active step (nextEmailAt = now + its delay) or
 * is completed. Inactive steps are passed over; paused sequences are not looked at; a lead who
 * unsubscribed leaves the sequence; a lead still waiting to confirm its double opt-in is held
 * (not moved on) until it confirms.
 *
 * Delivery, user by user (each through their own SMTP settings, connection cap and rate): the
 * pending sends of their active sequences are claimed and delivered by the same loop and claim
 * protocol as campaigns (email/delivery: at most the messages in flight at a crash arrive
 * twice), each marked sent with its step's and sequence's counts, failed, or left for a retry.
 * The plan's emails a month are checked here, where a user's sends are claimed, rather than
 * when a step is queued: a send is counted only when it is really about to go out, and one
 * past the limit is marked failed with the reason instead of being sent.
 */
export class SequenceEngine extends OutboxSender {
  constructor(deps: AppDeps, services: Services) {
    // The sequence outbox: each send also counts on its step and sequence, in the same statement.
    super(deps, services, 'sequence', {
      table: 'email_sequence_logs',
      errorColumn: 'error_message',
      alsoWhenSent: ', delivered_at = $4',
      afterSent: [
        `steps as (update email_sequence_steps st set sent_count = st.sent_count + m.n
                     from (select g.step_id, count(*)::int as n from email_sequence_logs g
                            where g.id in (select id from marked) group by g.step_id) m
                    where st.id = m.step_id)`,
        `sequences as (update email_sequences q set total_sent = q.total_sent + m.n
                         from (select g.sequence_id, count(*)::int as n from email_sequence_logs g
                                where g.id in (select id from marked) group by g.sequence_id) m
                        where q.id = m.sequence_id)`,
      ],
    });
  }

  /** One tick: date-based enrolments, then scheduling, then delivery until nothing is due (or time is up). */
  async tick(signal?: AbortSignal): Promise<{ queued: number; sent: number }> {
    const now = this.now();
    await this.services.sequenceEnrolment.dateBased(now);
    let queued = 0;
    for (;;) {
      const moved = await this.scheduleBatch(now);
      queued += moved;
      if (moved < SCHEDULE_BATCH || signal?.aborted) break;
    }
    const deadline = performance.now() + DELIVERY_MS;
    const stopped = () => Boolean(signal?.aborted) || performance.now() >= deadline;
    let sent = 0;
    const tried = new Set<string>();
    while (!stopped()) {
      // Users with something to send now; each is delivered once per tick.
      const users = (await this.usersWithDueSends()).filter((id) => !tried.has(id));
      if (users.length === 0) break;
      for (const userId of users) {
        tried.add(userId);
        if (stopped()) break;
        sent += await this.deliverFor(userId, stopped);
      }
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
            -- A lead waiting to confirm (double opt-in) is held: its step goes once it confirms.
            and (l.id is null or l.opt_in <> 'pending')
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

  /** Owners of active sequences with a send that can be claimed now. */
  private async usersWithDueSends(): Promise<string[]> {
    const rows = await this.em.execute<Array<{ user_id: string }>>(
      `select distinct q.user_id from email_sequence_logs r
         join email_sequences q on q.id = r.sequence_id and q.is_active
        where ${DeliveryQueue.claimable('r', '?')}
        limit ?`,
      [Math.round(this.settings.claimTimeoutMs), USERS_PER_ROUND],
    );
    return rows.map((row) => row.user_id);
  }

  /** Delivers one user's due sends; answers how many went out. */
  private async deliverFor(userId: string, stopped: () => boolean): Promise<number> {
    const target = await this.targetFor(userId, { outbox: 'sequence' });
    if (target === undefined) return 0;
    const way = target ? await this.services.transportPool.channel(userId, target) : null;
    // Other processes hold every connection the user's server allows: the next tick sends.
    if (target && !way) return 0;
    try {
      return await this.deliverThrough(userId, target, way?.channel ?? null, stopped);
    } finally {
      way?.done();
    }
  }

  private async deliverThrough(
    userId: string,
    target: SmtpTarget | null,
    channel: UserChannel | null,
    stopped: () => boolean,
  ): Promise<number> {
    const [owner] = await this.em.execute<Array<{ name: string | null }>>(
      `select nullif(trim(concat_ws(' ', first_name, last_name)), '') as name from users where id = ?`,
      [userId],
    );
    const theme = await this.services.emailDesign.themeFor(userId);
    const renderers = new Map<string, Promise<RenderMessage>>();
    const renderer = (step: { id: string; subject: string; content: string }) => {
      let render = renderers.get(step.id);
      if (!render) {
        render = prepareMessage({
          outbox: 'sequence',
          content: step,
          sender: {
            fromEmail: target?.fromEmail ?? simulatedSender(this.deps.config),
            fromName: target?.fromName ?? owner?.name ?? null,
          },
          baseUrl: this.deps.config.publicUrl ?? `http://localhost:${this.deps.config.port}`,
          tokens: this.services.emailTracking.tokens,
          // The mailto only where this app reads that mailbox (INBOUND_SMTP_PORT).
          unsubscribeMailbox: this.deps.config.inboundEmail?.mailbox ?? null,
          returnPathDomain: this.deps.config.inboundEmail?.domain ?? null,
          theme,
        });
        renderers.set(step.id, render);
      }
      return render;
    };
    // The month's emails left on the plan, counted once per pass and spent as sends are handed out.
    const allowance = await this.services.usage.emailAllowance(userId);
    let emailsLeft = allowance.left;
    const overLimit = limitReached('emails a month', allowance.limit, allowance.planName).message;
    const token = randomUUID();
    const result = await deliver<PendingSend & { stepId: string; subject: string; content: string }>({
      queue: this.queue,
      token,
      next: async (limit) => {
        const claimedAt = performance.now();
        const batch = await this.queue.claim<PendingSend>(
          {
            ...ofUser(userId),
            order: 'r.queued_at',
            select: `r.id, r.lead_id as "leadId", l.email, r.attempts, r.step_id as "stepId",
                     st.subject, st.content, (l.id is null or l.unsubscribed_at is not null) as unsubscribed,
                     ${SUPPRESSION_OF('l.user_id', 'l.email')} as suppressed, ${PENDING_OPT_IN('l')} as pending`,
            joins: `left join leads l on l.id = r.lead_id
                    left join email_sequence_steps st on st.id = r.step_id`,
          },
          token,
          limit,
        );
        if (batch.length === 0) return null;
        await skipUnwanted(this.queue, batch, 'Unsubscribed before this email was sent');
        const wanted = batch.filter(isWanted);
        await this.queue.skip(
          wanted.filter((send) => send.stepId === null).map((send) => send.id),
          'The step was deleted before this email was sent',
        );
        const sendable = wanted.filter(
          (send): send is PendingSend & { stepId: string; subject: string; content: string } =>
            send.stepId !== null && send.subject !== null && send.content !== null,
        );
        // Past the plan's emails for the month the step is not sent, and says why (not held: a
        // welcome email weeks late would be worse than none).
        const within = sendable.slice(0, Math.min(sendable.length, emailsLeft));
        emailsLeft -= within.length;
        await this.queue.skip(
          sendable.slice(within.length).map((send) => send.id),
          overLimit,
        );
        return { items: within, claimedAt };
      },
      render: async (send) =>
        (await renderer({ id: send.stepId, subject: send.subject, content: send.content }))({
          id: send.id,
          email: send.email,
          leadId: send.leadId,
        }),
      channel,
      target,
      batchSize: Math.max(50, this.settings.maxConnections * 4),
      claimTimeoutMs: this.settings.claimTimeoutMs,
      retry: this.retry,
      stopped,
      markSent: async (sent) => ({
        marked: (await this.queue.markSent(sent, this.now())).marked,
        goOn: true,
      }),
      bounced: this.recordBounce,
      counted: (sent) => this.countSent(sent, target),
      log: this.deps.log,
      logContext: { userId },
    });
    await this.reportConnection(userId, target, result, 'Sequence emails are being delivered.');
    return result.sent;
  }

  /** This user's sequence emails sent since `since` (the month's, for the plan's maxEmails). */
  async emailsSentSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.em.execute<Array<{ n: number }>>(
      `select count(*)::int as n from email_sequence_logs g
         join email_sequences q on q.id = g.sequence_id
        where q.user_id = ? and g.status = 'sent' and g.sent_at >= ?`,
      [userId, since],
    );
    return row?.n ?? 0;
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

  /**
   * The counted click was a scanner's (see EmailTrackingService): it moves to machine_clicked_at
   * and leaves the step's click count, and so does the open it implied (a click with no open
   * before it sets opened_at to the same instant). The lead is rescored without them.
   */
  async retractClick(logId: string, reason: string): Promise<void> {
    const [row] = await this.em.execute<Array<{ user_id: string; lead_id: string }>>(
      `with old as (
         select id, clicked_at, opened_at = clicked_at as implied_open from email_sequence_logs
          where id = ? and clicked_at is not null for update
       ), g as (
         update email_sequence_logs l
            set machine_clicked_at = coalesce(l.machine_clicked_at, old.clicked_at),
                machine_opened_at = case when old.implied_open
                  then coalesce(l.machine_opened_at, old.clicked_at) else l.machine_opened_at end,
                machine_reason = coalesce(l.machine_reason, ?),
                clicked_at = null,
                opened_at = case when old.implied_open then null else l.opened_at end
           from old where l.id = old.id
         returning l.sequence_id, l.step_id, l.lead_id, old.implied_open
       ), steps as (
         update email_sequence_steps st
            set click_count = greatest(click_count - 1, 0),
                open_count = greatest(open_count - (case when g.implied_open then 1 else 0 end), 0)
           from g where st.id = g.step_id
       )
       select q.user_id, g.lead_id from g join email_sequences q on q.id = g.sequence_id
        where g.lead_id is not null`,
      [logId, reason],
    );
    if (row) await this.deps.domainEvents.emit('lead.engaged', { userId: row.user_id, leadId: row.lead_id });
  }
}
