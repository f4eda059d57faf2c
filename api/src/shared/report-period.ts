import { z } from 'zod';

/** 000 §9 and 001 §9: the periods the dashboard and analytics report on, in days. */
export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const PERIOD_MESSAGE = 'The period must be 7, 30 or 90 days';

/** `days` as a number, or as the digits of a query string; missing means `fallback`. */
export function periodDaysSchema(fallback: ReportPeriod) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return fallback;
      if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
      return value;
    },
    z.union([z.literal(7), z.literal(30), z.literal(90)], { error: PERIOD_MESSAGE }),
  );
}
