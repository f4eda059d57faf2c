/** A plan's limit that is no limit (PLANS_FILE and the built-in plans write -1). */
export const UNLIMITED = -1;

export const isUnlimited = (limit: number): boolean => limit === UNLIMITED;

/** How many more fit under `limit` when `used` are taken: never below 0, Infinity when unlimited. */
export function roomLeft(limit: number, used: number): number {
  return isUnlimited(limit) ? Number.POSITIVE_INFINITY : Math.max(0, limit - used);
}

/** The calendar month (UTC) monthly limits count in: its first instant, and next month's. */
export function calendarMonth(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}
