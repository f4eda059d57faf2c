/** Time, injectable so schedules and expiries can be tested. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
