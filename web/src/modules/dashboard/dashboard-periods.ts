/** 000 §9: the dashboard periods in days; 7 unless another is chosen. */
export const DASHBOARD_PERIODS = [
  { value: 7, label: 'Last 7 days' },
  { value: 30, label: 'Last 30 days' },
  { value: 90, label: 'Last 90 days' },
] as const;

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]['value'];

export const DEFAULT_PERIOD: DashboardPeriod = 7;
