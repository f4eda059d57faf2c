/** Visitors of one variant and how many of them converted. */
export type Counts = { visitors: number; conversions: number };

/** A two-sided interval; for rates and uplifts as fractions (0.06 = 6%). */
export type Interval = { lower: number; upper: number };

/** Counts are whole, non-negative, and no variant converts more visitors than it has. */
export function assertCounts({ visitors, conversions }: Counts, what = 'counts'): void {
  if (!Number.isInteger(visitors) || visitors < 0) {
    throw new RangeError(`${what}: visitors must be a whole number ≥ 0 (got ${visitors})`);
  }
  if (!Number.isInteger(conversions) || conversions < 0 || conversions > visitors) {
    throw new RangeError(
      `${what}: conversions must be a whole number from 0 to visitors (got ${conversions})`,
    );
  }
}

/** An alpha or a confidence level: strictly between 0 and 1. */
export function assertProbability(value: number, what: string): void {
  if (!(value > 0 && value < 1)) throw new RangeError(`${what} must be between 0 and 1 (got ${value})`);
}
