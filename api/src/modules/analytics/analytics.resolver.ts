import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';
import type { VisitActivity } from './visit-recorder';
import { DEFAULT_ANALYTICS_PERIOD } from './analytics.schemas';
import { AnalyticsHourObject, AnalyticsReportObject, LiveVisitorsObject } from './analytics.types';

const DAYS =
  "The period: the last 7, 30 or 90 days (UTC) ending today (default 30); 'The period must be 7, 30 or 90 days' otherwise.";
const FUNNEL = "One of your funnels; all of them when omitted ('Funnel not found' for another user's).";

@Resolver(() => AnalyticsReportObject)
export class AnalyticsResolver {
  @Authorized()
  @Query(() => AnalyticsReportObject, { description: "The Analytics screen's figures (001 §2.6)." })
  analyticsReport(
    @Ctx() ctx: RequestContext,
    @Arg('days', () => Int, { defaultValue: DEFAULT_ANALYTICS_PERIOD, description: DAYS }) days: number,
    @Arg('funnelId', () => ID, { nullable: true, description: FUNNEL }) funnelId: string | null,
  ): Promise<AnalyticsReportObject> {
    return ctx.services.analytics.report(ctx.actor, { days, funnelId });
  }

  @FieldResolver(() => [AnalyticsHourObject], { description: "Today's views by UTC hour (24 points)." })
  hourly(@Root() report: AnalyticsReportObject, @Ctx() ctx: RequestContext): Promise<AnalyticsHourObject[]> {
    return ctx.services.analytics.hourly(ctx.actor, report.funnelId);
  }

  @Authorized()
  @Query(() => LiveVisitorsObject, {
    description: 'Visitors on your pages now (the figure the subscription pushes).',
  })
  liveVisitors(
    @Ctx() ctx: RequestContext,
    @Arg('funnelId', () => ID, { nullable: true, description: FUNNEL }) funnelId: string | null,
  ): Promise<LiveVisitorsObject> {
    return ctx.services.analytics.liveVisitors(ctx.actor, funnelId);
  }

  @Authorized()
  @Subscription(() => LiveVisitorsObject, {
    name: 'liveVisitors',
    topics: 'VISITS_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    filter: ({ payload, args }: { payload: VisitActivity; args: { funnelId?: string | null } }) =>
      !args.funnelId || payload.funnelIds.includes(args.funnelId),
    description:
      'The live visitor count, pushed as visitors arrive (at most every 2 seconds) and at once on each conversion.',
  })
  async liveVisitorsChanged(
    @Root() event: VisitActivity,
    @Ctx() ctx: RequestContext,
    @Arg('funnelId', () => ID, { nullable: true, description: FUNNEL }) funnelId: string | null,
  ): Promise<LiveVisitorsObject> {
    const live = await ctx.services.analytics.liveVisitors(ctx.actor, funnelId);
    const conversion = event.conversions.find((c) => !funnelId || c.funnelId === funnelId);
    if (!conversion) return live;
    const { userId } = requireActor(ctx.actor);
    const funnelName = (await ctx.services.analytics.funnelName(userId, conversion.funnelId)) ?? '';
    return {
      ...live,
      conversion: { funnelId: conversion.funnelId, funnelName, at: new Date(conversion.at) },
    };
  }
}
