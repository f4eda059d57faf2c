import type {
  EmailQuality,
  LeadRowFragment,
  LeadScoreBand,
  LeadSort,
  LeadStatus,
  SortOrder,
} from '../../gql/graphql';
import type { LeadScoreBandRange } from './use-lead-score-bands';

/** 001 §4: the statuses in the spec's order and spelling, with their badge styles. */
export const LEAD_STATUSES: ReadonlyArray<{ value: LeadStatus; label: string; className: string }> = [
  { value: 'new', label: 'New', className: 'ff-badge ff-badge--secondary' },
  { value: 'contacted', label: 'Contacted', className: 'ff-badge ff-badge--default' },
  { value: 'follow_up', label: 'Follow-up', className: 'ff-badge ff-badge--outline' },
  { value: 'converted', label: 'Converted', className: 'ff-badge ff-badge--default' },
  { value: 'lost', label: 'Lost', className: 'ff-badge ff-badge--destructive' },
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

/** A band's colour in the score bar, or neutral while the bands are not known yet. */
export type ScoreTone = 'green' | 'blue' | 'grey' | 'neutral';

/** 001 §2.2 score bar colours, one per band of 001 §9. */
const BAND_TONES: Record<LeadScoreBand, ScoreTone> = { high: 'green', medium: 'blue', low: 'grey' };

/**
 * 001 §2.2 score bar: the colour of the band the score falls in (the api's bands, null while
 * they load), at least 10 percent wide.
 */
export function scoreBar(
  score: number,
  bands: ReadonlyArray<Pick<LeadScoreBandRange, 'band' | 'min' | 'max'>> | null,
): { tone: ScoreTone; width: number } {
  const band = bands?.find(({ min, max }) => score >= min && score <= max);
  return { tone: band ? BAND_TONES[band.band] : 'neutral', width: Math.min(100, Math.max(10, score)) };
}

/** The lead's full name, or '' when it has none. */
export function fullName(lead: Pick<LeadRowFragment, 'firstName' | 'lastName'>): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ');
}

/** How to name a lead in labels and titles: the full name, else the email. */
export function leadLabel(lead: Pick<LeadRowFragment, 'firstName' | 'lastName' | 'email'>): string {
  return fullName(lead) || lead.email;
}
