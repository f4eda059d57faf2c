import { Arg, Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { CONVERSION_RATE_DEFINITION } from '../funnels';
import { Lead } from '../leads';
import { DEFAULT_DASHBOARD_PERIOD } from './dashboard.schemas';

const DAYS_DESCRIPTION = 'The period: the last 7, 30 or 90 days ending now (default 7).';

@ObjectType({
  description: 'The dashboard stat cards (000 §2.4) for a period; change texts are ready to show.',
})
class DashboardStats {
  @Field(() => Int, { description: 'All your leads.' })
  totalLeads!: number;

  @Field({
    description:
      "Leads created in the period against the previous period: '+12.5% from last period', '+4 new this period' or 'No change'.",
  })
  leadsChange!: string;

  @Field(() => Float, {
    description: `One decimal, over all your funnels: the Analytics screen's overallConversionRate for the same number of whole UTC days ending today. ${CONVERSION_RATE_DEFINITION}`,
  })
  conversionRate!: number;

  @Field({
    description: "The difference from the previous period's rate in percentage points, or 'No change'.",
  })
  conversionChange!: string;

  @Field(() => Int, { description: 'Published funnels that are not in the recycle bin.' })
  activeFunnels!: number;

  @Field({ description: "'+N new this period' for funnels published in the period, else 'No new funnels'." })
  funnelsChange!: string;

  @Field(() => Float, { description: 'Dollars: affiliate commissions earned in the period (not cancelled).' })
  revenue!: number;

  @Field({ description: "Revenue against the previous period's, or 'No revenue change'." })
  revenueChange!: string;
}

@ObjectType({ description: 'One of your funnels with the most conversions.' })
class TopFunnel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'Leads the funnel has won.' })
  conversions!: number;

  @Field(() => Float, { description: CONVERSION_RATE_DEFINITION })
  conversionRate!: number;
}

@ObjectType({ description: 'One day of the dashboard performance chart.' })
class PerformancePoint {
  @Field({ description: 'The day (UTC), YYYY-MM-DD.' })
  date!: string;

  @Field(() => Int, { description: 'Page views of your funnels that day.' })
  views!: number;

  @Field(() => Int, { description: 'Leads created that day.' })
  leads!: number;
}

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => DashboardStats)
  dashboardStats(
    @Ctx() ctx: RequestContext,
    @Arg('days', () => Int, { defaultValue: DEFAULT_DASHBOARD_PERIOD, description: DAYS_DESCRIPTION })
    days: number,
  ): Promise<DashboardStats> {
    return ctx.services.dashboard.stats(ctx.actor, { days });
  }

  @Authorized()
  @Query(() => [TopFunnel], {
    description: 'Your five funnels with the most conversions (ties: most views).',
  })
  topFunnels(@Ctx() ctx: RequestContext): Promise<TopFunnel[]> {
    return ctx.services.dashboard.topFunnels(ctx.actor);
  }

  @Authorized()
  @Query(() => [Lead], { description: 'Your five newest leads.' })
  recentLeads(@Ctx() ctx: RequestContext): Promise<Lead[]> {
    return ctx.services.dashboard.recentLeads(ctx.actor);
  }

  @Authorized()
  @Query(() => [PerformancePoint], {
    description: 'Views and new leads per day (UTC) over the period, oldest first.',
  })
  dashboardPerformance(
    @Ctx() ctx: RequestContext,
    @Arg('days', () => Int, { defaultValue: DEFAULT_DASHBOARD_PERIOD, description: DAYS_DESCRIPTION })
    days: number,
  ): Promise<PerformancePoint[]> {
    return ctx.services.dashboard.performance(ctx.actor, { days });
  }
}
