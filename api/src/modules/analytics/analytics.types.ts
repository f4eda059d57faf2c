import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { CONVERSION_RATE_DEFINITION } from '../funnels';

/** The GraphQL shapes of analytics-report.ts (001 §3 analytics response fields and more). */

@ObjectType('AnalyticsSummary', { description: 'Traffic and conversion figures over a period.' })
export class AnalyticsSummaryObject {
  @Field(() => Int, { description: 'Page views (bots and prefetches left out).' })
  totalViews!: number;

  @Field(() => Int, {
    description: 'Unique visitors: one per visitor per funnel per day (a cookieless daily hash).',
  })
  uniqueViews!: number;

  @Field(() => Int, { description: 'Visits: a visitor’s views with no gap over 30 minutes.' })
  sessions!: number;

  @Field(() => Int, { description: 'Leads won (a lead’s first form submission on a funnel).' })
  totalConversions!: number;

  @Field(() => Float, { description: `Percent, one decimal. ${CONVERSION_RATE_DEFINITION}` })
  overallConversionRate!: number;

  @Field(() => Int, { description: 'Seconds of engaged time (the page visible) per visit.' })
  averageSessionDuration!: number;

  @Field(() => Float, {
    description: 'Percent of visits, one decimal: one page viewed and under 10 s engaged.',
  })
  bounceRate!: number;
}

@ObjectType('AnalyticsChanges', {
  description:
    "Each figure against the previous period, ready to show: '+12.5% from last period', 'No change', '+8 new this period'; rates in percentage points.",
})
export class AnalyticsChangesObject {
  @Field() totalViews!: string;
  @Field() uniqueViews!: string;
  @Field() totalConversions!: string;
  @Field() overallConversionRate!: string;
  @Field() averageSessionDuration!: string;
  @Field() bounceRate!: string;
}

@ObjectType('AnalyticsDay', { description: 'One day (UTC) of the period.' })
export class AnalyticsDayObject {
  @Field({ description: 'YYYY-MM-DD (UTC).' }) date!: string;
  @Field(() => Int) views!: number;
  @Field(() => Int) uniqueViews!: number;
  @Field(() => Int) sessions!: number;
  @Field(() => Int) conversions!: number;
}

@ObjectType('AnalyticsHour', { description: "One hour (UTC) of today's views." })
export class AnalyticsHourObject {
  @Field(() => Int) hour!: number;
  @Field(() => Int) views!: number;
}

@ObjectType('AnalyticsBreakdown', {
  description: 'Visits with one value of a breakdown (a channel, a device, a country...).',
})
export class AnalyticsBreakdownObject {
  @Field() key!: string;
  @Field() label!: string;
  @Field(() => Int) visits!: number;

  @Field(() => Float, { description: 'Share of the visits of the period, percent with one decimal.' })
  percent!: number;
}

@ObjectType('AnalyticsPage', { description: 'A page (a funnel step) and its traffic.' })
export class AnalyticsPageObject {
  @Field(() => ID) funnelId!: string;
  @Field() funnelName!: string;

  @Field({ description: "'/' for a funnel's first step, '/{slug}' for the others." })
  path!: string;

  @Field({ description: "The step's name." })
  label!: string;

  @Field(() => Int) views!: number;

  @Field(() => Int, { description: 'Visits that saw this page.' })
  visits!: number;
}

@ObjectType('AnalyticsCampaign', { description: 'Visits and conversions of one UTM campaign.' })
export class AnalyticsCampaignObject {
  @Field() source!: string;
  @Field() medium!: string;
  @Field() campaign!: string;
  @Field(() => Int) visits!: number;
  @Field(() => Int) conversions!: number;

  @Field(() => Float, { description: 'Percent, one decimal: conversions ÷ visits.' })
  conversionRate!: number;
}

@ObjectType('AnalyticsFunnelStep', {
  description: "A row of one funnel's path: a step, the form's start or its submission.",
})
export class AnalyticsFunnelStepObject {
  @Field() key!: string;
  @Field() label!: string;

  @Field({ description: "'page', 'form-start' or 'conversion'." })
  kind!: string;

  @Field(() => Int) visits!: number;

  @Field(() => Float, { description: "Percent of the first step's visits, one decimal." })
  percentOfFirst!: number;

  @Field(() => Int, { description: 'Visits lost since the row before (0 for the first).' })
  dropOff!: number;

  @Field(() => Float, { description: 'dropOff as a percent of the row before, one decimal.' })
  dropOffPercent!: number;
}

@ObjectType('AnalyticsReport', {
  description: 'Traffic and conversions of your funnel pages over whole UTC days ending today (001 §2.6).',
})
export class AnalyticsReportObject {
  @Field(() => Int, { description: '7, 30 or 90.' }) days!: number;

  @Field(() => ID, { nullable: true, description: 'The funnel reported on; null for all your funnels.' })
  funnelId!: string | null;

  @Field({ description: 'First day of the period, YYYY-MM-DD (UTC).' }) from!: string;
  @Field({ description: 'Last day of the period: today.' }) to!: string;
  @Field(() => AnalyticsSummaryObject) summary!: AnalyticsSummaryObject;

  @Field(() => AnalyticsSummaryObject, { description: 'The same figures for the N days before the period.' })
  previous!: AnalyticsSummaryObject;

  @Field(() => AnalyticsChangesObject) changes!: AnalyticsChangesObject;

  @Field(() => [AnalyticsDayObject], { description: 'One point per day of the period, oldest first.' })
  daily!: AnalyticsDayObject[];

  @Field(() => [AnalyticsBreakdownObject], {
    description: 'Visits by channel: direct, search, social, email, referral (most first).',
  })
  trafficSources!: AnalyticsBreakdownObject[];

  @Field(() => [AnalyticsBreakdownObject], {
    description: 'Visits by device: desktop, mobile, tablet, unknown.',
  })
  devices!: AnalyticsBreakdownObject[];

  @Field(() => [AnalyticsBreakdownObject], { description: 'Visits by browser (top 10).' })
  browsers!: AnalyticsBreakdownObject[];

  @Field(() => [AnalyticsBreakdownObject], {
    description: "Visits by country (top 10); key: ISO 3166 code or 'unknown'; label: the English name.",
  })
  countries!: AnalyticsBreakdownObject[];

  @Field(() => [AnalyticsPageObject], { description: 'Pages by views (top 10).' })
  topPages!: AnalyticsPageObject[];

  @Field(() => [AnalyticsBreakdownObject], { description: 'Where visits ended (top 10).' })
  exitPages!: AnalyticsBreakdownObject[];

  @Field(() => [AnalyticsCampaignObject], { description: 'UTM campaigns by visits (top 10).' })
  utmCampaigns!: AnalyticsCampaignObject[];

  @Field(() => [AnalyticsFunnelStepObject], {
    description:
      "For one funnel: its steps in order with the form's start and submission, the visits reaching each and the drop-off. Empty for all funnels.",
  })
  funnelSteps!: AnalyticsFunnelStepObject[];
}

@ObjectType('LiveConversion', { description: 'A lead won just now.' })
export class LiveConversionObject {
  @Field(() => ID) funnelId!: string;
  @Field() funnelName!: string;
  @Field() at!: Date;
}

@ObjectType('LiveVisitors', { description: 'Who is on your pages now: visits seen in the last 5 minutes.' })
export class LiveVisitorsObject {
  @Field(() => ID, { nullable: true }) funnelId!: string | null;
  @Field(() => Int) visitorsNow!: number;

  @Field(() => LiveConversionObject, {
    nullable: true,
    description: 'Set when this update was caused by a conversion.',
  })
  conversion!: LiveConversionObject | null;
}
