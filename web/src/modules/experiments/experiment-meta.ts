import type { ExperimentStatus } from '../../gql/graphql';

/** The status badge: its words and one of the app's badge styles (as funnels and campaigns show theirs). */
export const EXPERIMENT_STATUS_BADGES: Record<ExperimentStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'ff-badge ff-badge--secondary' },
  running: { label: 'Running', className: 'ff-badge ff-badge--default' },
  paused: { label: 'Paused', className: 'ff-badge ff-badge--outline' },
  ended: { label: 'Ended', className: 'ff-badge ff-badge--secondary' },
};

export const EXPERIMENT_STATUSES: readonly ExperimentStatus[] = ['draft', 'running', 'paused', 'ended'];

export function isExperimentStatus(value: string | null): value is ExperimentStatus {
  return (EXPERIMENT_STATUSES as readonly string[]).includes(value ?? '');
}

/** The variants' letters, in order, as the api names them (page tests and email tests alike). */
export const VARIANT_KEYS = ['A', 'B', 'C', 'D'] as const;

/** An A/B test has A and at most three challengers (the api's limit). */
export const MAX_VARIANTS = VARIANT_KEYS.length;

/** Variant A is the page as it is; the others are copies to change. */
export const CONTROL_KEY = 'A';

/**
 * A variant by its letter and name: 'B', 'B · Short form', or the name alone when it already
 * starts with the letter (a name typed as 'B short form' is kept as it is).
 */
export function variantLabel(key: string, name: string | undefined): string {
  if (!name || name === key) return key;
  return name.startsWith(`${key} `) ? name : `${key} · ${name}`;
}

/** Where a variant's page is edited (the builder opens the variant instead of the funnel's step). */
export function variantEditorPath(funnelId: string, experimentId: string, key: string): string {
  const query = new URLSearchParams({ experiment: experimentId, variant: key });
  return `/builder/${encodeURIComponent(funnelId)}?${query.toString()}`;
}

/** The list of a funnel's tests (or of all). */
export function experimentsPath(funnelId?: string | null): string {
  return funnelId ? `/experiments?${new URLSearchParams({ funnelId }).toString()}` : '/experiments';
}
