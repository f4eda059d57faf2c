import { z } from 'zod';
import { periodDaysSchema, REPORT_PERIODS, type ReportPeriod } from '../../shared/report-period';

/** 000 §9: the dashboard's period options, in days; 7 unless another is chosen. */
export const DASHBOARD_PERIODS = REPORT_PERIODS;
export type DashboardPeriod = ReportPeriod;
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 7;

export { PERIOD_MESSAGE } from '../../shared/report-period';

/** `?days=7|30|90` of the dashboard calls and the `days` argument of its queries. */
export const dashboardPeriodSchema = z.object({ days: periodDaysSchema(DEFAULT_DASHBOARD_PERIOD) });

export type DashboardPeriodInput = z.input<typeof dashboardPeriodSchema>;
