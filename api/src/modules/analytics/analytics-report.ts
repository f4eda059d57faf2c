/** What the Analytics screen, the REST analytics paths and the dashboard read (001 §3 analytics response fields). */

export type AnalyticsSummary = {
  totalViews: number;
  uniqueViews: number;
  sessions: number;
  totalConversions: number;
  /** Percent, one decimal: conversions ÷ views. */
  overallConversionRate: number;
  /** Seconds of engaged time per visit. */
  averageSessionDuration: number;
  /** Percent of visits, one decimal. */
  bounceRate: number;
};

export type AnalyticsChanges = Record<
  | 'totalViews'
  | 'uniqueViews'
  | 'totalConversions'
  | 'overallConversionRate'
  | 'averageSessionDuration'
  | 'bounceRate',
  string
>;

export type AnalyticsDay = {
  date: string;
  views: number;
  uniqueViews: number;
  sessions: number;
  conversions: number;
};
export type AnalyticsHour = { hour: number; views: number };
export type AnalyticsBreakdown = { key: string; label: string; visits: number; percent: number };
export type AnalyticsPage = {
  funnelId: string;
  funnelName: string;
  path: string;
  label: string;
  views: number;
  visits: number;
};
export type AnalyticsCampaign = {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  conversions: number;
  conversionRate: number;
};
export type AnalyticsFunnelStep = {
  key: string;
  label: string;
  kind: 'page' | 'form-start' | 'conversion';
  visits: number;
  percentOfFirst: number;
  dropOff: number;
  dropOffPercent: number;
};

export type AnalyticsReport = {
  days: number;
  funnelId: string | null;
  from: string;
  to: string;
  summary: AnalyticsSummary;
  previous: AnalyticsSummary;
  changes: AnalyticsChanges;
  daily: AnalyticsDay[];
  trafficSources: AnalyticsBreakdown[];
  devices: AnalyticsBreakdown[];
  browsers: AnalyticsBreakdown[];
  countries: AnalyticsBreakdown[];
  topPages: AnalyticsPage[];
  exitPages: AnalyticsBreakdown[];
  utmCampaigns: AnalyticsCampaign[];
  funnelSteps: AnalyticsFunnelStep[];
};

export type LiveVisitors = {
  funnelId: string | null;
  visitorsNow: number;
  conversion: { funnelId: string; funnelName: string; at: Date } | null;
};
