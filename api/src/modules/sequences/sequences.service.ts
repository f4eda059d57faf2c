import { LockMode } from '@mikro-orm/core';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned, removeOwned } from '../../shared/db/find-owned';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { offsetOf, offsetPage, type Page } from '../../shared/pagination';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import type { TestEmailResult } from '../email';
import { EmailSequence } from './email-sequence.entity';
import { EmailSequenceStep } from './email-sequence-step.entity';
import { EmailSequenceSubscriber } from './email-sequence-subscriber.entity';
import { enrolPairs, leadsOfSequence } from './engine/sequence-enrolment';
import { kickSequences } from './engine/sequence-engine.jobs';
import {
  SEQUENCE_MESSAGES,
  sequenceNotFound,
  stepNotFound,
  stepOrderWrong,
  subscriberNotFound,
} from './sequences.errors';
import {
  createSequenceSchema,
  createStepSchema,
  enrolSchema,
  reorderStepsSchema,
  subscriberListSchema,
  triggerSchema,
  updateSequenceSchema,
  updateStepSchema,
} from './sequences.schemas';

/** Percent with one decimal (001 §9: rates one decimal). */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export type SequenceCounts = { stepCount: number; activeSubscriberCount: number; subscriberCount: number };

export type StepPerformance = {
  stepId: string;
  stepNumber: number;
  subject: string;
  sentCount: number;
  openCount: number;
  clickCount: number;
};

/** 001 §3 sequence performance, from email_sequence_logs, plus the steps' own counters. */
export type SequencePerformance = {
  totalSent: number;
  totalDelivered: number;
  /** Sent without an SMTP server (logged only): counted in totalSent, not in totalDelivered. */
  totalSimulated: number;
  /** Percent, one decimal: opened over delivered. */
  openRate: number;
  clickRate: number;
  steps: StepPerformance[];
};

export type RefusedLead = { leadId: string; reason: string };

/** What one enrolment did, lead by lead. */
export type EnrolResult = {
  /** Newly enrolled, or enrolled again after being removed: active from step 1. */
  enrolled: string[];
  /** Already in the sequence (active, completed or unsubscribed there): left as they were. */
  alreadyEnrolled: string[];
  /** Not the user's (or missing), or unsubscribed from email. */
  refused: RefusedLead[];
};

/**
 * Autoresponders (001 §2.5, §3, §5, §7): sequences, their steps as positions 1..N, performance
 * from the send logs, and who is enrolled. Sending belongs to the engine (sequences/engine),
 * which relies on the enrolment contract of `enrol`.
 */
export class SequencesService extends Service {
  /** The actor's sequences, newest first. */
  async list(actor: Actor | null): Promise<EmailSequence[]> {
    const { userId } = requireActor(actor, 'read');
    return this.em.find(EmailSequence, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Step and subscriber counts of some of the actor's sequences (others are left out). */
  async counts(actor: Actor | null, ids: readonly string[]): Promise<Map<string, SequenceCounts>> {
    const { userId } = requireActor(actor, 'read');
    const rows = await this.em.execute<
      Array<{ id: string; steps: number; active: number; subscribers: number }>
    >(
      `select s.id,
              (select count(*)::int from email_sequence_steps st where st.sequence_id = s.id) as steps,
              (select count(*)::int from email_sequence_subscribers sub
                where sub.sequence_id = s.id and sub.status = 'active') as active,
              (select count(*)::int from email_sequence_subscribers sub
                where sub.sequence_id = s.id and sub.status <> 'removed') as subscribers
         from email_sequences s
        where s.user_id = ? and s.id = any(array(select value::uuid from jsonb_array_elements_text(?::jsonb)))`,
      [userId, JSON.stringify(ids.filter(isUuid))],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        { stepCount: row.steps, activeSubscriberCount: row.active, subscriberCount: row.subscribers },
      ]),
    );
  }

  async get(actor: Actor | null, id: string): Promise<EmailSequence> {
    const { userId } = requireActor(actor, 'read');
    return this.ownSequence(userId, id);
  }

  async create(actor: Actor | null, input: unknown): Promise<EmailSequence> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(createSequenceSchema, input ?? {});
    if (data.trigger === 'funnel_signup' && data.triggerValue) await this.ownFunnel(actor, data.triggerValue);
    const sequence = this.em.create(EmailSequence, {
      user: this.em.getReference(User, userId),
      name: data.name,
      description: data.description ?? null,
      trigger: data.trigger,
      triggerValue: data.triggerValue,
      isActive: data.isActive,
    });
    await this.em.persist(sequence).flush();
    return sequence;
  }

  /** PATCH: the Active/Paused toggle, or any other field. Resuming sends what fell due at once. */
  async update(actor: Actor | null, id: string, input: unknown): Promise<EmailSequence> {
    const { userId } = requireActor(actor, 'write');
    const changes = parseInput(updateSequenceSchema, input ?? {});
    const sequence = await this.ownSequence(userId, id);
    const trigger = changes.trigger ?? sequence.trigger;
    const triggerValue =
      changes.triggerValue !== undefined || changes.trigger !== undefined
        ? trigger === 'manual'
          ? null
          : changes.triggerValue !== undefined
            ? changes.triggerValue
            : (sequence.triggerValue ?? null)
        : (sequence.triggerValue ?? null);
    if (changes.trigger !== undefined || changes.triggerValue !== undefined) {
      parseInput(triggerSchema, { trigger, triggerValue });
      if (trigger === 'funnel_signup' && triggerValue) await this.ownFunnel(actor, triggerValue);
    }
    const resumed = changes.isActive === true && !sequence.isActive;
    if (changes.name !== undefined) sequence.name = changes.name;
    if (changes.description !== undefined) sequence.description = changes.description;
    if (changes.isActive !== undefined) sequence.isActive = changes.isActive;
    sequence.trigger = trigger;
    sequence.triggerValue = triggerValue;
    await this.em.flush();
    if (resumed) await this.kick();
    return sequence;
  }

  /** Deletes a sequence with its steps, subscribers and logs. */
  async remove(actor: Actor | null, id: string): Promise<string> {
    const { userId } = requireActor(actor, 'write');
    await removeOwned(this.em, EmailSequence, id, { user: userId }, sequenceNotFound);
    return id;
  }

  /** A sequence's steps in order (GET /api/email/sequences/{id}/steps). */
  async steps(actor: Actor | null, sequenceId: string): Promise<EmailSequenceStep[]> {
    const { userId } = requireActor(actor, 'read');
    const sequence = await this.ownSequence(userId, sequenceId);
    return this.stepsOf(sequence.id);
  }

  /**
   * Adds a step at `stepNumber` (the ones from there move down one) or at the end. Active
   * subscribers who were waiting for a step (no next email time) get this one, due after its delay.
   */
  async addStep(actor: Actor | null, sequenceId: string, input: unknown): Promise<EmailSequenceStep> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(createStepSchema, input ?? {});
    const now = this.deps.clock.now();
    const step = await inTransaction(this.em, async () => {
      const sequence = await this.lockSequence(userId, sequenceId);
      const [row] = await this.em.execute<Array<{ n: number }>>(
        'select count(*)::int as n from email_sequence_steps where sequence_id = ?',
        [sequence.id],
      );
      const count = row?.n ?? 0;
      const stepNumber = Math.min(data.stepNumber ?? count + 1, count + 1);
      if (stepNumber <= count)
        await this.em.execute(
          'update email_sequence_steps set step_number = step_number + 1 where sequence_id = ? and step_number >= ?',
          [sequence.id, stepNumber],
        );
      const created = this.em.create(EmailSequenceStep, {
        sequence,
        stepNumber,
        subject: data.subject,
        content: data.content,
        delayHours: data.delayHours,
        isActive: data.isActive,
      });
      await this.em.persist(created).flush();
      const woken = await this.em.execute<Array<{ id: string }>>(
        `update email_sequence_subscribers
            set next_email_at = ?::timestamptz + make_interval(hours => ?), current_step = ?
          where sequence_id = ? and status = 'active' and next_email_at is null
          returning id`,
        [now.toISOString(), created.delayHours, stepNumber, sequence.id],
      );
      return { created, woke: woken.length > 0 };
    });
    if (step.woke) await this.kick();
    return step.created;
  }

  /** Edits a step's subject, content, delay or active flag. */
  async updateStep(
    actor: Actor | null,
    stepId: string,
    input: unknown,
    sequenceId?: string,
  ): Promise<EmailSequenceStep> {
    const { userId } = requireActor(actor, 'write');
    const changes = parseInput(updateStepSchema, input ?? {});
    const step = await this.ownStep(userId, stepId, sequenceId);
    if (changes.subject !== undefined) step.subject = changes.subject;
    if (changes.content !== undefined) step.content = changes.content;
    const delayChanged = changes.delayHours !== undefined && changes.delayHours !== step.delayHours;
    if (changes.delayHours !== undefined) step.delayHours = changes.delayHours;
    if (changes.isActive !== undefined) step.isActive = changes.isActive;
    await this.em.flush();
    if (delayChanged) {
      // Subscribers waiting for this step wait the new delay, counted from the email before it
      // (or their enrolment).
      await this.em.execute(
        `update email_sequence_subscribers
            set next_email_at = coalesce(last_email_sent, started_at) + make_interval(hours => ?)
          where sequence_id = ? and current_step = ? and status = 'active' and next_email_at is not null`,
        [step.delayHours, step.sequence.id, step.stepNumber],
      );
      await this.kick();
    }
    return step;
  }

  /**
   * Send test: the step's saved subject and content to up to five addresses at once, through the
   * user's SMTP server, "[Test] " before the subject; suppressed addresses skipped.
   */
  async sendStepTest(
    actor: Actor | null,
    stepId: string,
    input: unknown,
    options: { baseUrl?: string | null; sequenceId?: string } = {},
  ): Promise<TestEmailResult[]> {
    const { userId } = requireActor(actor, 'write');
    const step = await this.ownStep(userId, stepId, options.sequenceId);
    return this.services.testEmails.send(
      userId,
      { id: step.id, subject: step.subject, content: step.content },
      input,
      { baseUrl: options.baseUrl },
    );
  }

  /**
   * Deletes a step; the later ones move up one. Subscribers keep waiting for the same next
   * step (their position follows it); those waiting for this one get the step after it.
   */
  async removeStep(actor: Actor | null, stepId: string, sequenceId?: string): Promise<string> {
    const { userId } = requireActor(actor, 'write');
    await inTransaction(this.em, async () => {
      const step = await this.ownStep(userId, stepId, sequenceId);
      const sequence = await this.lockSequence(userId, step.sequence.id);
      const number = step.stepNumber;
      await this.em.nativeDelete(EmailSequenceStep, { id: step.id });
      await this.em.execute(
        'update email_sequence_steps set step_number = step_number - 1 where sequence_id = ? and step_number > ?',
        [sequence.id, number],
      );
      await this.em.execute(
        `update email_sequence_subscribers set current_step = current_step - 1
          where sequence_id = ? and current_step > ?`,
        [sequence.id, number],
      );
    });
    return stepId;
  }

  /** Puts the steps in the order given (every step id once) and numbers them 1..N. */
  async reorderSteps(actor: Actor | null, sequenceId: string, input: unknown): Promise<EmailSequenceStep[]> {
    const { userId } = requireActor(actor, 'write');
    const { stepIds } = parseInput(reorderStepsSchema, input ?? {});
    return inTransaction(this.em, async () => {
      const sequence = await this.lockSequence(userId, sequenceId);
      const steps = await this.stepsOf(sequence.id);
      const known = new Set(steps.map((step) => step.id));
      if (stepIds.length !== steps.length || !stepIds.every((id) => known.has(id))) throw stepOrderWrong();
      const position = new Map(stepIds.map((id, i) => [id, i + 1]));
      for (const step of steps) step.stepNumber = position.get(step.id) ?? step.stepNumber;
      await this.em.flush();
      return [...steps].sort((a, b) => a.stepNumber - b.stepNumber);
    });
  }

  /**
   * Delivery figures from the send logs (sent counts simulated sends, made without an SMTP server;
   * delivered and the rates leave them out); each step's counters as the engine and tracking keep them.
   */
  async performance(actor: Actor | null, sequenceId: string): Promise<SequencePerformance> {
    const { userId } = requireActor(actor, 'read');
    const sequence = await this.ownSequence(userId, sequenceId);
    const [row] = await this.em.execute<
      Array<{ total: number; delivered: number; simulated: number; opened: number; clicked: number }>
    >(
      `select count(*)::int as total,
              count(*) filter (where status = 'sent' and not simulated)::int as delivered,
              count(*) filter (where status = 'sent' and simulated)::int as simulated,
              count(*) filter (where status = 'sent' and not simulated and opened_at is not null)::int as opened,
              count(*) filter (where status = 'sent' and not simulated and clicked_at is not null)::int as clicked
         from email_sequence_logs where sequence_id = ? and status in ('sent', 'failed')`,
      [sequence.id],
    );
    const delivered = row?.delivered ?? 0;
    const steps = await this.stepsOf(sequence.id);
    return {
      totalSent: row?.total ?? 0,
      totalDelivered: delivered,
      totalSimulated: row?.simulated ?? 0,
      openRate: percent(row?.opened ?? 0, delivered),
      clickRate: percent(row?.clicked ?? 0, delivered),
      steps: steps.map((step) => ({
        stepId: step.id,
        stepNumber: step.stepNumber,
        subject: step.subject,
        sentCount: step.sentCount,
        openCount: step.openCount,
        clickCount: step.clickCount,
      })),
    };
  }

  /** One page of a sequence's subscribers with their leads, newest enrolment first. */
  async subscribers(
    actor: Actor | null,
    sequenceId: string,
    input: unknown = {},
  ): Promise<Page<EmailSequenceSubscriber>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(subscriberListSchema, input ?? {});
    const { limit, status } = paging;
    const offset = offsetOf(paging);
    const sequence = await this.ownSequence(userId, sequenceId);
    const where = { sequence: sequence.id, ...(status && status !== 'all' ? { status } : {}) };
    const [items, total] = await this.em.findAndCount(EmailSequenceSubscriber, where, {
      populate: ['lead'],
      orderBy: { startedAt: 'desc', id: 'desc' },
      limit,
      offset,
    });
    return offsetPage(items, total, { limit, offset });
  }

  /** Manual enrolment by the actor (the Subscribers tab's 'Enrol leads', the API). */
  async enrolLeads(actor: Actor | null, sequenceId: string, input: unknown): Promise<EnrolResult> {
    const { userId } = requireActor(actor, 'write');
    const { leadIds } = parseInput(enrolSchema, input ?? {});
    return this.enrol(userId, sequenceId, leadIds);
  }

  /**
   * The enrolment contract, usable without a request (the engine's triggers call it): each of
   * the user's leads becomes an active subscriber at step 1, started `now`, its first email due
   * `now` + step 1's delay (no time while the sequence has no steps). A lead already enrolled
   * stays as it is; one removed by hand starts again from step 1 as a new enrolment (its old
   * logs stay, so exactly-once holds per enrolment); an unsubscribed lead is refused. Asks a
   * worker to send what is due at once (a first step with delay 0).
   */
  async enrol(
    userId: string,
    sequenceId: string,
    leadIds: readonly string[],
    now: Date = this.now(),
  ): Promise<EnrolResult> {
    const ids = [...new Set(leadIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const result = await inTransaction(this.em, async () => {
      const sequence = await this.lockSequence(userId, sequenceId);
      const leads = await this.em.execute<Array<{ id: string; unsubscribed: boolean }>>(
        `select id, unsubscribed_at is not null as unsubscribed from leads
          where user_id = ? and id = any(array(select value::uuid from jsonb_array_elements_text(?::jsonb)))`,
        [userId, JSON.stringify(ids)],
      );
      const found = new Map(leads.map((lead) => [lead.id, lead.unsubscribed]));
      const refused: RefusedLead[] = [];
      for (const id of leadIds) {
        const unsubscribed = found.get(id.toLowerCase());
        if (unsubscribed === undefined) refused.push({ leadId: id, reason: SEQUENCE_MESSAGES.leadNotFound });
        else if (unsubscribed) refused.push({ leadId: id, reason: SEQUENCE_MESSAGES.leadUnsubscribed });
      }
      const eligible = leads.filter((lead) => !lead.unsubscribed).map((lead) => lead.id);
      if (eligible.length === 0) return { enrolled: [], alreadyEnrolled: [], refused };
      const inserted = await enrolPairs(this.em, leadsOfSequence(sequence.id, eligible), now);
      const enrolled = new Set(inserted.map((row) => row.lead_id));
      return {
        enrolled: eligible.filter((id) => enrolled.has(id)),
        alreadyEnrolled: eligible.filter((id) => !enrolled.has(id)),
        refused,
      };
    });
    if (result.enrolled.length > 0) await this.kick();
    return result;
  }

  /** Takes a subscriber out (status removed, nothing more is sent); its logs stay. */
  async removeSubscriber(
    actor: Actor | null,
    subscriberId: string,
    sequenceId?: string,
  ): Promise<EmailSequenceSubscriber> {
    const { userId } = requireActor(actor, 'write');
    if (sequenceId !== undefined && !isUuid(sequenceId)) throw subscriberNotFound();
    const sequence = sequenceId ? { id: sequenceId, user: userId } : { user: userId };
    const subscriber = await findOwned(
      this.em,
      EmailSequenceSubscriber,
      subscriberId,
      { sequence },
      subscriberNotFound,
      {
        populate: ['lead'],
      },
    );
    subscriber.status = 'removed';
    subscriber.nextEmailAt = null;
    await this.em.flush();
    return subscriber;
  }

  private stepsOf(sequenceId: string): Promise<EmailSequenceStep[]> {
    return this.em.find(
      EmailSequenceStep,
      { sequence: sequenceId },
      { orderBy: { stepNumber: 'asc', id: 'asc' } },
    );
  }

  private ownSequence(userId: string, id: string): Promise<EmailSequence> {
    return findOwned(this.em, EmailSequence, id, { user: userId }, sequenceNotFound);
  }

  /** Serialises changes to one sequence's steps and subscribers (numbering, enrolment). */
  private lockSequence(userId: string, id: string): Promise<EmailSequence> {
    return findOwned(this.em, EmailSequence, id, { user: userId }, sequenceNotFound, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
  }

  /** One of the user's steps; with `sequenceId`, only a step of that sequence (the REST path's). */
  private ownStep(userId: string, id: string, sequenceId?: string): Promise<EmailSequenceStep> {
    if (sequenceId !== undefined && !isUuid(sequenceId)) throw stepNotFound();
    const sequence = sequenceId ? { id: sequenceId, user: userId } : { user: userId };
    return findOwned(this.em, EmailSequenceStep, id, { sequence }, stepNotFound);
  }

  /** A funnel_signup trigger may name only one of the user's funnels. */
  private async ownFunnel(actor: Actor | null, funnelId: string): Promise<void> {
    try {
      await this.services.funnels.get(actor, funnelId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', error.message, { fieldErrors: { triggerValue: error.message } });
      throw error;
    }
  }

  /**
   * Asks a worker to send what is due now. After the commit, and best effort: the minute's
   * tick sends it anyway, so a queue hiccup must not fail a change that is already saved.
   */
  private async kick(): Promise<void> {
    try {
      await kickSequences(this.deps);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not queue the sequence tick; the next tick sends');
    }
  }
}
