export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export const UNIT_MS: Record<CountdownUnit, number> = {
  days: 86_400_000,
  hours: 3_600_000,
  minutes: 60_000,
  seconds: 1000,
};

const ORDER: readonly CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * Splits a duration into the units a countdown shows. A hidden larger unit is folded into the
 * next shown one (no days shown: 2 days 3 hours reads 51 hours), so the total is always right.
 * Shared by the renderer and the page runtime.
 */
export function splitDuration(ms: number, shown: readonly CountdownUnit[]): Record<CountdownUnit, number> {
  let rest = Math.max(0, ms);
  const values: Record<CountdownUnit, number> = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  for (const unit of ORDER) {
    if (!shown.includes(unit)) continue;
    values[unit] = Math.floor(rest / UNIT_MS[unit]);
    rest -= values[unit] * UNIT_MS[unit];
  }
  return values;
}

/** A countdown without an end date runs this long from each visitor's arrival (000 §9: 24 h). */
export const EVERGREEN_MS = UNIT_MS.days;
