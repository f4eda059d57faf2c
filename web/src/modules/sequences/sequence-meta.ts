import type { SequenceTrigger } from '../../gql/graphql';

/** 001 §5, §8 and §9 for sequences: messages, toasts and constants, word for word where the spec has them. */
export const SEQUENCE_TEXT = {
  createFailed: 'Failed to create email sequence',
  created: 'Email sequence created successfully',
  activated: 'Sequence activated',
  paused: 'Sequence paused',
  updateFailed: 'Failed to update email sequence',
  deleted: 'Email sequence deleted successfully',
  deleteFailed: 'Failed to delete email sequence',
  stepAdded: 'Email step added successfully',
  stepUpdated: 'Email step updated successfully',
  stepDeleted: 'Email step deleted successfully',
  stepFailed: 'Failed to save email step',
  stepDeleteFailed: 'Failed to delete email step',
  reorderFailed: 'Failed to reorder email steps',
  subscriberRemoved: 'Subscriber removed',
  subscriberRemoveFailed: 'Failed to remove subscriber',
  enrolFailed: 'Failed to enrol leads',
  nameRequired: 'Sequence name is required',
  subjectRequired: 'Step subject is required',
  contentRequired: 'Step content is required',
  delayRequired: 'Delay hours is required',
} as const;

export const DEFAULT_DELAY_HOURS = 24;
export const PREVIEW_LENGTH = 150;
export const SUBSCRIBERS_PAGE_SIZE = 10;

export const TRIGGER_LABELS: Record<SequenceTrigger, string> = {
  funnel_signup: 'Funnel signup',
  manual: 'Manual',
  tag_added: 'Tag added',
  date_based: 'Date based',
};

/** The first 150 characters of a step's content (001 §2.5), with an ellipsis when cut. */
export function contentPreview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH)}…` : flat;
}

/** "24 hours", "1 hour", "Immediately". */
export function delayLabel(hours: number): string {
  if (hours === 0) return 'Immediately';
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** A lead's name, or its email. */
export function leadName(lead: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  return name || lead.email;
}
