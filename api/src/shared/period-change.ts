/** How a figure moved against the previous period, in the words the dashboard and analytics show. */

export const signed = (value: string, positive: boolean) => `${positive ? '+' : '-'}${value}`;

/** Rounds to one decimal (rates and percents are shown so). */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A count against the previous period's: the change in percent with one decimal and a sign,
 * '+N new this period' when the previous period had none, `unchanged` when both are equal.
 */
export function countChange(current: number, previous: number, unchanged = 'No change'): string {
  if (current === previous) return unchanged;
  if (previous === 0) return `+${current} new this period`;
  const percent = ((current - previous) / previous) * 100;
  return `${signed(`${Math.abs(percent).toFixed(1)}%`, percent > 0)} from last period`;
}

/** Two rates in percent (one decimal each): the difference in percentage points. */
export function rateChange(current: number, previous: number): string {
  const points = round1(current - previous);
  if (points === 0) return 'No change';
  return `${signed(`${Math.abs(points).toFixed(1)}%`, points > 0)} from last period`;
}

/** A duration in seconds against the previous period's: percent, or the seconds gained when there were none. */
export function durationChange(current: number, previous: number): string {
  if (current === previous) return 'No change';
  if (previous === 0) return `+${current}s from last period`;
  const percent = ((current - previous) / previous) * 100;
  return `${signed(`${Math.abs(percent).toFixed(1)}%`, percent > 0)} from last period`;
}
