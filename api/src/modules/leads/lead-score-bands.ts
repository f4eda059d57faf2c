/**
 * 001 §9 score bands: the one definition. The leads filter's SQL, the GraphQL enum's
 * description and the web (through the `leadScoreBands` query) all read it from here.
 */
export const SCORE_BANDS = ['high', 'medium', 'low'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export type ScoreBandRange = { band: ScoreBand; label: string; min: number; max: number };

/** Highest band first; every score from 0 to 100 falls in exactly one. */
export const LEAD_SCORE_BANDS: readonly ScoreBandRange[] = [
  { band: 'high', label: 'High (80+)', min: 80, max: 100 },
  { band: 'medium', label: 'Medium (50-79)', min: 50, max: 79 },
  { band: 'low', label: 'Low (<50)', min: 0, max: 49 },
];

export function scoreBandRange(band: ScoreBand): ScoreBandRange {
  const range = LEAD_SCORE_BANDS.find((b) => b.band === band);
  if (!range) throw new Error(`unknown score band ${band}`);
  return range;
}

/** The band a score falls in. */
export function scoreBandOf(score: number): ScoreBand {
  return (LEAD_SCORE_BANDS.find((b) => score >= b.min) ?? LEAD_SCORE_BANDS[LEAD_SCORE_BANDS.length - 1]!)
    .band;
}
