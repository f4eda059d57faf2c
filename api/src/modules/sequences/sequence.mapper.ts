import { toLeadJson } from '../leads';
import type { EmailSequence } from './email-sequence.entity';
import type { EmailSequenceStep } from './email-sequence-step.entity';
import type { EmailSequenceSubscriber } from './email-sequence-subscriber.entity';
import type { SequenceCounts } from './sequences.service';

/** A sequence as the REST paths answer it: the 001 §3 fields, plus its counts when known. */
export function toSequenceJson(sequence: EmailSequence, counts?: SequenceCounts) {
  return {
    id: sequence.id,
    userId: sequence.user.id,
    name: sequence.name,
    description: sequence.description ?? null,
    trigger: sequence.trigger,
    triggerValue: sequence.triggerValue ?? null,
    isActive: sequence.isActive,
    totalSent: sequence.totalSent,
    ...(counts ?? {}),
    createdAt: sequence.createdAt.toISOString(),
    updatedAt: sequence.updatedAt.toISOString(),
  };
}

export function toStepJson(step: EmailSequenceStep) {
  return {
    id: step.id,
    sequenceId: step.sequence.id,
    stepNumber: step.stepNumber,
    subject: step.subject,
    content: step.content,
    delayHours: step.delayHours,
    isActive: step.isActive,
    sentCount: step.sentCount,
    openCount: step.openCount,
    clickCount: step.clickCount,
    createdAt: step.createdAt.toISOString(),
    updatedAt: step.updatedAt.toISOString(),
  };
}

/** A subscriber with its lead (populated by the service). */
export function toSubscriberJson(subscriber: EmailSequenceSubscriber) {
  const lead = subscriber.lead.isInitialized() ? subscriber.lead.getEntity() : null;
  return {
    id: subscriber.id,
    sequenceId: subscriber.sequence.id,
    leadId: subscriber.lead.id,
    lead: lead ? toLeadJson(lead) : null,
    currentStep: subscriber.currentStep,
    status: subscriber.status,
    startedAt: subscriber.startedAt.toISOString(),
    lastEmailSent: subscriber.lastEmailSent?.toISOString() ?? null,
    nextEmailAt: subscriber.nextEmailAt?.toISOString() ?? null,
    completedAt: subscriber.completedAt?.toISOString() ?? null,
  };
}
