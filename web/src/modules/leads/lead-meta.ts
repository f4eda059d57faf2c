import type {
  EmailQuality,
  LeadRowFragment,
  LeadScoreBand,
  LeadSort,
  LeadStatus,
  SortOrder,
} from '../../gql/graphql';

/** 001 §4: the statuses in the spec's order and spelling, with their badge styles. */
export const LEAD_STATUSES: ReadonlyArray<{ value: LeadStatus; label: string; className: string }> = [
  { value: 'new', label: 'New', className: 'ff-badge ff-badge--secondary' },
  { value: 'contacted', label: 'Contacted', className: 'ff-badge ff-badge--default' },
  { value: 'follow_up', label: 'Follow-up', className: 'ff-badge ff-badge--outline' },
  { value: 'converted', label: 'Converted', className: 'ff-badge ff-badge--default' },
  { value: 'lost', label: 'Lost', className: 'ff-badge ff-badge--destructive' },
];

/** 001 §9 score bands. */
export const SCORE_BANDS: ReadonlyArray<{ value: LeadScoreBand; label: string }> = [
  { value: 'high', label: 'High (80+)' },
  { value: 'medium', label: 'Medium (50-79)' },
  { value: 'low', label: 'Low (<50)' },
];

export type SortChoice = { value: string; label: string; sort: LeadSort; order: SortOrder };

/** The sort row behind 'Advanced Filters'. */
export const NEWEST_FIRST: SortChoice = {
  value: 'newest',
  label: 'Newest first',
  sort: 'createdAt',
  order: 'desc',
};

export const SORT_CHOICES: readonly SortChoice[] = [
  NEWEST_FIRST,
  { value: 'oldest', label: 'Oldest first', sort: 'createdAt', order: 'asc' },
  { value: 'score-desc', label: 'Highest score', sort: 'score', order: 'desc' },
  { value: 'score-asc', label: 'Lowest score', sort: 'score', order: 'asc' },
];

export function sortChoice(value: string): SortChoice {
  return SORT_CHOICES.find((s) => s.value === value) ?? NEWEST_FIRST;
}

/** 001 §5 labels of the email badge. */
export const EMAIL_QUALITY: Record<EmailQuality, { label: string; className: string }> = {
  VALID: { label: 'Valid', className: 'ff-lead-quality ff-lead-quality--valid' },
  FLAGGED: { label: 'Flagged', className: 'ff-lead-quality ff-lead-quality--flagged' },
  INVALID: { label: 'Invalid', className: 'ff-lead-quality ff-lead-quality--invalid' },
};

/** 001 §2.2: an empty source reads 'Direct'. */
export function sourceLabel(source: string | null | undefined): string {
  return source ? source : 'Direct';
}

/** 001 §2.2 score bar: green at 80 or more, blue at 50 or more, grey below; at least 10 percent wide. */
export function scoreBar(score: number): { tone: 'green' | 'blue' | 'grey'; width: number } {
  const tone = score >= 80 ? 'green' : score >= 50 ? 'blue' : 'grey';
  return { tone, width: Math.min(100, Math.max(10, score)) };
}

/** The lead's full name, or '' when it has none. */
export function fullName(lead: Pick<LeadRowFragment, 'firstName' | 'lastName'>): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ');
}

/** How to name a lead in labels and titles: the full name, else the email. */
export function leadLabel(lead: Pick<LeadRowFragment, 'firstName' | 'lastName' | 'email'>): string {
  return fullName(lead) || lead.email;
}
