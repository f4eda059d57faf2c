import type { ReportPeriod } from '../reports/report-periods';

/** What each stat card counts, in words a marketer can check against their own numbers. */
export function statDefinitions(days: ReportPeriod) {
  const period = `the last ${days} days`;
  const before = `the ${days} days before`;
  return {
    totalLeads: `All your leads, however old. The change compares leads added in ${period} with ${before}.`,
    conversionRate: `Leads who sent a form on one of your funnels in ${period}, divided by the unique visitors of your funnels in that time. The change is the difference from ${before}, in percentage points.`,
    activeFunnels: `Published funnels that are not in the recycle bin. New means published in ${period}.`,
    revenue: `Affiliate commissions earned in ${period}, pending or paid (cancelled ones are left out). The change compares with ${before}.`,
  };
}
