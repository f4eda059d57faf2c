import type { SuppressionReason } from '../../gql/graphql';

/** Addresses a page of the list holds; 'Load more' adds as many again. */
export const SUPPRESSION_PAGE_SIZE = 50;

/** How each reason reads on the screen, and its tag's colour (one the theme makes readable). */
const REASONS: Record<SuppressionReason, { label: string; color: string }> = {
  hard_bounce: { label: 'Hard bounce', color: 'red' },
  complaint: { label: 'Complaint', color: 'orange' },
  unsubscribe: { label: 'Unsubscribed', color: 'gold' },
  manual: { label: 'Added by hand', color: 'default' },
};

export const reasonMeta = (reason: SuppressionReason) => REASONS[reason];

/** The reasons in the filter's order. */
export const SUPPRESSION_REASONS = (Object.keys(REASONS) as SuppressionReason[]).map((value) => ({
  value,
  label: REASONS[value].label,
}));

export type SuppressionFilter = { search: string; reason: SuppressionReason | null };

/** The query's variables for a filter: a blank search is left out, like 'all reasons'. */
export function suppressionVariables({ search, reason }: SuppressionFilter) {
  return { search: search.trim() || null, reason, limit: SUPPRESSION_PAGE_SIZE };
}

export const isFiltered = ({ search, reason }: SuppressionFilter) => Boolean(search.trim() || reason);

export const EXPORT_PATH = '/api/suppressions/export.csv';

/** The CSV download of the list as filtered on the screen (the same search and reason). */
export function suppressionExportUrl({ search, reason }: SuppressionFilter): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH;
}

/** '1 address', '1,250 addresses'. */
export function addressCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'address' : 'addresses'}`;
}

export const SUPPRESSION_TEXT = {
  removeTitle: (email: string) => `Remove ${email} from the suppression list?`,
  removeContent: 'Your campaigns and sequences will email it again.',
  removed: (email: string) => `${email} was removed from the suppression list`,
  removeFailed: 'Could not remove the address',
  added: (email: string) => `${email} was added to the suppression list`,
  addFailed: 'Could not add the address',
  loadFailed: 'Could not load your suppression list. Check your connection and try again.',
} as const;
