import { z } from 'zod';
import { pagingSchema } from '../../shared/pagination';
import { isUuid } from '../../shared/ids';
import { SEQUENCE_TRIGGERS } from './email-sequence.entity';
import { SUBSCRIBER_STATUSES } from './email-sequence-subscriber.entity';
import { SEQUENCE_MESSAGES } from './sequences.errors';

/** 001 §9: the default step delay. */
export const DEFAULT_DELAY_HOURS = 24;
/** A year: a longer wait is almost certainly a typo for days. */
export const MAX_DELAY_HOURS = 8760;
/** Leads enrolled in one call; the screen picks a page of leads at a time. */
export const MAX_ENROL_LEADS = 1000;

const requiredText = (required: string, label: string, max: number, trim: boolean) =>
  z
    .string({ error: required })
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .transform((value) => (trim ? value.trim() : value))
    .refine((value) => value.trim().length > 0, required);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .transform((value) => value.trim() || null)
    .nullable();

const sequenceName = requiredText(SEQUENCE_MESSAGES.nameRequired, 'Sequence name', 200, true);
const trigger = z.enum(SEQUENCE_TRIGGERS, {
  error: `Trigger must be one of ${SEQUENCE_TRIGGERS.join(', ')}`,
});

/** Absent means the default 24; null or '' (an emptied input) is "required". */
const delayHours = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: SEQUENCE_MESSAGES.delayRequired })
    .int(SEQUENCE_MESSAGES.delayWhole)
    .min(0, SEQUENCE_MESSAGES.delayWhole)
    .max(MAX_DELAY_HOURS, SEQUENCE_MESSAGES.delayWhole),
);

/** The trigger value a trigger needs: a funnel id or none, a tag, a date (YYYY-MM-DD or ISO). */
function checkTriggerValue(
  value: { trigger?: string; triggerValue?: string | null },
  ctx: z.RefinementCtx,
): void {
  const given = value.triggerValue ?? null;
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['triggerValue'], message });
  if (value.trigger === 'funnel_signup' && given !== null && !isUuid(given))
    issue(SEQUENCE_MESSAGES.funnelId);
  if (value.trigger === 'tag_added' && given === null) issue(SEQUENCE_MESSAGES.tagRequired);
  if (value.trigger === 'date_based' && (given === null || Number.isNaN(Date.parse(given))))
    issue(SEQUENCE_MESSAGES.dateRequired);
}

/** POST /api/email/sequences, createEmailSequence (001 §7: name, description, trigger, triggerValue, isActive). */
export const createSequenceSchema = z
  .object({
    name: sequenceName,
    description: optionalText('Description', 2000).optional(),
    trigger: trigger.default('funnel_signup'),
    triggerValue: optionalText('Trigger value', 500).optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  })
  .superRefine(checkTriggerValue)
  // A manual sequence has nothing to match; a stale value would only confuse the engine.
  .transform((value) => ({
    ...value,
    triggerValue: value.trigger === 'manual' ? null : (value.triggerValue ?? null),
  }));

/**
 * PATCH /api/email/sequences/{id}: any subset (the list's toggle sends only isActive). The
 * trigger value is checked against the trigger after the change (see the service).
 */
export const updateSequenceSchema = z.object({
  name: sequenceName.optional(),
  description: optionalText('Description', 2000).optional(),
  trigger: trigger.optional(),
  triggerValue: optionalText('Trigger value', 500).optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});

export const triggerSchema = z
  .object({ trigger, triggerValue: z.string().nullable() })
  .superRefine(checkTriggerValue);

const stepSubject = requiredText(SEQUENCE_MESSAGES.subjectRequired, 'Step subject', 500, true);
/** Kept as written: leading spaces and blank lines are part of an email body. */
const stepContent = requiredText(SEQUENCE_MESSAGES.contentRequired, 'Step content', 200_000, false);
const position = z.coerce
  .number({ error: 'Step number must be a number' })
  .int('Step number must be a whole number')
  .min(1, 'Step number must be 1 or more');

/** POST /api/email/sequences/{id}/steps (001 §7: stepNumber, subject, content, delayHours, isActive). */
export const createStepSchema = z.object({
  /** The position to insert at; absent (or past the end) appends. */
  stepNumber: position.optional(),
  subject: stepSubject,
  content: stepContent,
  delayHours: delayHours.default(DEFAULT_DELAY_HOURS),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});

/** PATCH /api/email/sequences/{id}/steps/{stepId}: any subset; the position changes by reordering. */
export const updateStepSchema = z.object({
  subject: stepSubject.optional(),
  content: stepContent.optional(),
  /** Absent keeps the delay; null or '' is "required". */
  delayHours: delayHours.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});

const uuidList = (label: string, max: number) =>
  z
    .array(z.string().refine(isUuid, `${label} must be uuids`), { error: `${label} must be a list of ids` })
    .max(max, `At most ${max.toLocaleString('en-US')} ${label.toLowerCase()} at once`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** PUT /api/email/sequences/{id}/steps/order: every step id, in the new order. */
export const reorderStepsSchema = z.object({ stepIds: uuidList('Step ids', 1000) });

/** POST /api/email/sequences/{id}/subscribers: leads to enrol by hand. */
export const enrolSchema = z.object({
  leadIds: uuidList('Lead ids', MAX_ENROL_LEADS).refine((ids) => ids.length > 0, 'Choose at least one lead'),
});

/** GET /api/email/sequences/{id}/subscribers: one page, newest enrolment first. */
export const subscriberListSchema = pagingSchema({
  defaultLimit: 20,
  maxLimit: 100,
  rangeMessage: 'Limit must be 1 to 100',
}).extend({
  status: z
    .enum([...SUBSCRIBER_STATUSES, 'all'], {
      error: `Status must be one of all, ${SUBSCRIBER_STATUSES.join(', ')}`,
    })
    .optional(),
});

export type CreateSequenceInput = z.output<typeof createSequenceSchema>;
export type UpdateSequenceInput = z.output<typeof updateSequenceSchema>;
export type CreateStepInput = z.output<typeof createStepSchema>;
export type UpdateStepInput = z.output<typeof updateStepSchema>;
