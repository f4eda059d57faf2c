/** The variants' letters, in order: A is the page as it is (the control). */
export const VARIANT_KEYS = ['A', 'B', 'C', 'D'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];
export const MAX_VARIANTS = VARIANT_KEYS.length;

export const EXPERIMENT_STATUSES = ['draft', 'running', 'paused', 'ended'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** What a variant's page holds instead of the step's own (the page model's PageContent). */
export type VariantContent = { elements: unknown[]; pageBackground?: unknown };

/**
 * One variant: its letter, a name, its share of the traffic (relative weight, 1–100) and, for
 * any but A, its page. A is always the step as saved in the funnel.
 */
export type ExperimentVariantData = {
  key: VariantKey;
  name: string;
  weight: number;
  content: VariantContent | null;
};

/** What counts as a conversion: the visit sends a form of the page, or clicks a chosen element. */
export type ExperimentGoalData = { type: 'form' } | { type: 'click'; elementId: string; label?: string };

export type ExperimentGoalsData = { primary: ExperimentGoalData; secondary: ExperimentGoalData[] };
