const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until a recycled funnel is purged, rounded up, never below 0. */
export function daysLeft(permanentDeleteAt: string, now: number): number {
  const at = Date.parse(permanentDeleteAt);
  // An unreadable date is treated as due: better a red badge than "NaN days".
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / DAY_MS));
}

/** 002: 'Deletes in N day(s)' — red at 1 day or less, default up to 3 days, otherwise secondary. */
export function deletionBadge(days: number): { label: string; className: string } {
  const label = `Deletes in ${days} ${days === 1 ? 'day' : 'days'}`;
  if (days <= 1) return { label, className: 'ff-badge ff-badge--destructive' };
  if (days <= 3) return { label, className: 'ff-badge ff-badge--default' };
  return { label, className: 'ff-badge ff-badge--secondary' };
}
