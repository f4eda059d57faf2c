import { z } from 'zod';

/** 000 §9: the dashboard's period options, in days; 7 unless another is chosen. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 7;

export const PERIOD_MESSAGE = 'The period must be 7, 30 or 90 days';

/** `days` as a number, or as the digits of a query string; missing means the default. */
const days = z.preprocess(
  (value) => {
    if (value === undefined) return DEFAULT_DASHBOARD_PERIOD;
    if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
    return value;
  },
  z.union([z.literal(7), z.literal(30), z.literal(90)], { error: PERIOD_MESSAGE }),
);

/** `?days=7|30|90` of the dashboard calls and the `days` argument of its queries. */
export const dashboardPeriodSchema = z.object({ days });

export type DashboardPeriodInput = z.input<typeof dashboardPeriodSchema>;
