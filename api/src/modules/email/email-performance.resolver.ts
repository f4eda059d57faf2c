import { Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';

@ObjectType('EmailSendFigures', {
  description:
    'Campaign and sequence emails of a span. Rates are percentages with one decimal (null with nothing to divide): delivery of attempted, open and click of delivered. A click counts as an open. Simulated sends (no SMTP server) are counted apart, in no other figure and no rate.',
})
class SendFiguresView {
  @Field(() => Int, { description: 'Delivered plus failed (simulated sends are not attempts).' })
  attempted!: number;

  @Field(() => Int, { description: 'Accepted by an SMTP server; never a simulated send.' })
  delivered!: number;

  @Field(() => Int)
  failed!: number;

  @Field(() => Int, {
    description:
      'Marked sent without an SMTP server configured: logged, not delivered to anyone. Counted apart from delivered.',
  })
  simulated!: number;

  @Field(() => Int, {
    description: "Delivered emails a reader opened (or clicked); machines' opens are not here.",
  })
  opened!: number;

  @Field(() => Int, { description: 'Delivered emails a reader clicked.' })
  clicked!: number;

  @Field(() => Int, {
    description:
      'Delivered emails only machines opened or clicked (bots, link scanners, privacy proxies): recorded, in no rate.',
  })
  machineOpened!: number;

  @Field(() => Float, { nullable: true })
  deliveryRate!: number | null;

  @Field(() => Float, { nullable: true })
  openRate!: number | null;

  @Field(() => Float, { nullable: true })
  clickRate!: number | null;
}

@ObjectType('EmailPerformanceTrend', {
  description: 'Percentage points the last period moved against the period before it.',
})
class TrendView {
  @Field(() => Float)
  deliveryRate!: number;

  @Field(() => Float)
  openRate!: number;

  @Field(() => Float)
  clickRate!: number;
}

@ObjectType('EmailHealthRule', {
  description: 'A health grade and the rates (percent) it needs, every one of them.',
})
class HealthRuleView {
  @Field()
  grade!: string;

  @Field(() => Float)
  minDeliveryRate!: number;

  @Field(() => Float)
  minOpenRate!: number;

  @Field(() => Float)
  minClickRate!: number;
}

@ObjectType('EmailSendingActivity', {
  description: 'A campaign, or a sequence step, that sent email: its figures and its latest send.',
})
class ActivityView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'campaign or sequence.' })
  kind!: string;

  @Field({ description: 'The campaign or sequence name.' })
  name!: string;

  @Field()
  subject!: string;

  @Field(() => Int, { nullable: true, description: 'The sequence step; null for a campaign.' })
  stepNumber!: number | null;

  @Field()
  lastSentAt!: Date;

  @Field(() => Int, { description: 'Accepted by an SMTP server; never a simulated send.' })
  delivered!: number;

  @Field(() => Int, { description: 'Marked sent without an SMTP server: logged, not delivered.' })
  simulated!: number;

  @Field(() => Int)
  failed!: number;

  @Field(() => Int)
  opened!: number;

  @Field(() => Int)
  clicked!: number;
}

@ObjectType('EmailPerformance', {
  description:
    'Your email performance (001 §2.8 Performance, real figures): all campaign and sequence sends, the last periodDays days against the ones before, the health grade and the latest activity.',
})
class PerformanceView {
  @Field(() => Int)
  periodDays!: number;

  @Field({ description: 'Where the last period starts (now minus periodDays days).' })
  periodStart!: Date;

  @Field(() => SendFiguresView, { description: 'Every send so far.' })
  overall!: SendFiguresView;

  @Field(() => SendFiguresView, { description: 'The last periodDays days.' })
  current!: SendFiguresView;

  @Field(() => SendFiguresView, { description: 'The periodDays days before those.' })
  previous!: SendFiguresView;

  @Field(() => TrendView, { nullable: true, description: 'Null unless both periods sent something.' })
  trend!: TrendView | null;

  @Field(() => String, {
    nullable: true,
    description: 'From the overall rates by gradeRules (the first row met); null until something was sent.',
  })
  grade!: string | null;

  @Field(() => [HealthRuleView])
  gradeRules!: readonly HealthRuleView[];

  @Field(() => [ActivityView], { description: 'Newest first, at most eight.' })
  activity!: ActivityView[];
}

@Resolver()
export class EmailPerformanceResolver {
  @Authorized()
  @Query(() => PerformanceView)
  emailPerformance(@Ctx() ctx: RequestContext): Promise<PerformanceView> {
    return ctx.services.emailPerformance.performance(ctx.actor);
  }
}
