/** 000 §9 and 001 §9: the periods the dashboard and the analytics screen report on, in days. */
export const REPORT_PERIODS = [
  { value: 7, label: 'Last 7 days' },
  { value: 30, label: 'Last 30 days' },
  { value: 90, label: 'Last 90 days' },
] as const;

export type ReportPeriod = (typeof REPORT_PERIODS)[number]['value'];

export function isReportPeriod(value: number): value is ReportPeriod {
  return REPORT_PERIODS.some((period) => period.value === value);
}
