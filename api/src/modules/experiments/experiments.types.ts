import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { JSONObjectResolver } from 'graphql-scalars';
import { EXPERIMENT_STATUSES, type ExperimentStatus } from './experiment-data';

export const ExperimentStatusEnum = Object.fromEntries(EXPERIMENT_STATUSES.map((s) => [s, s])) as {
  [K in ExperimentStatus]: K;
};
registerEnumType(ExperimentStatusEnum, { name: 'ExperimentStatus' });

@ObjectType('ExperimentGoal', {
  description: 'What counts as a conversion: a form sent, or a click on an element.',
})
export class ExperimentGoalObject {
  @Field({ description: 'form or click.' })
  type!: string;

  @Field(() => String, { nullable: true, description: 'The element whose click counts (click goals).' })
  elementId!: string | null;

  @Field(() => String, { nullable: true })
  label!: string | null;
}

@ObjectType('ExperimentGoals')
export class ExperimentGoalsObject {
  @Field(() => ExperimentGoalObject)
  primary!: ExperimentGoalObject;

  @Field(() => [ExperimentGoalObject])
  secondary!: ExperimentGoalObject[];
}

@ObjectType('ExperimentVariant', { description: 'A variant of the tested page: A is the page as it is.' })
export class ExperimentVariantObject {
  @Field({ description: 'A, B, C or D.' })
  key!: string;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'Its share of the traffic, relative to the others (1–100).' })
  weight!: number;

  @Field(() => JSONObjectResolver, {
    nullable: true,
    description: "The variant's page ({ elements, pageBackground }); null for A (the funnel's step).",
  })
  content!: Record<string, unknown> | null;
}

@ObjectType('Experiment', { description: 'An A/B test of a funnel step.' })
export class ExperimentObject {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => ID)
  funnelId!: string;

  @Field()
  funnelName!: string;

  @Field({ description: 'The step tested (its id in the funnel config).' })
  stepId!: string;

  @Field({ description: "The step's name, or its id when the step was removed." })
  stepName!: string;

  @Field(() => ExperimentStatusEnum)
  status!: ExperimentStatus;

  @Field(() => [ExperimentVariantObject])
  variants!: ExperimentVariantObject[];

  @Field(() => ExperimentGoalsObject)
  goals!: ExperimentGoalsObject;

  @Field({ description: 'Promote the winner by itself when the sequential test decides.' })
  autoPromote!: boolean;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  endedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The variant promoted into the funnel.' })
  winnerKey!: string | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType('ExperimentGoalResult', { description: "A secondary goal's figures for a variant." })
export class GoalResultObject {
  @Field(() => Int)
  conversions!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Fraction of visitors (0.06 = 6%); null without visitors.',
  })
  rate!: number | null;

  @Field(() => Float, { nullable: true, description: '95% Wilson interval.' })
  low!: number | null;

  @Field(() => Float, { nullable: true })
  high!: number | null;
}

@ObjectType('ExperimentVariantResult', {
  description: "A variant's figures for the primary goal, and against A.",
})
export class VariantResultObject {
  @Field()
  key!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  weight!: number;

  @Field(() => Int, { description: 'Visitors shown the variant (each counted once a day).' })
  visitors!: number;

  @Field(() => Int)
  conversions!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Conversion rate as a fraction; null without visitors.',
  })
  rate!: number | null;

  @Field(() => Float, { nullable: true, description: '95% Wilson interval of the rate.' })
  rateLow!: number | null;

  @Field(() => Float, { nullable: true })
  rateHigh!: number | null;

  @Field({ description: 'At least 100 visitors and 10 conversions: enough to say anything.' })
  hasMinimumSample!: boolean;

  @Field(() => Float, { nullable: true, description: 'Relative uplift over A (0.18 = +18%); null for A.' })
  uplift!: number | null;

  @Field(() => Float, { nullable: true, description: 'Its 95% interval (Katz), right for one look only.' })
  upliftLow!: number | null;

  @Field(() => Float, { nullable: true })
  upliftHigh!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The always-valid interval of the uplift: holds however often the results are looked at.',
  })
  alwaysValidUpliftLow!: number | null;

  @Field(() => Float, { nullable: true })
  alwaysValidUpliftHigh!: number | null;

  @Field(() => Float, { nullable: true, description: "The sequential test's always-valid p-value." })
  pValue!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Bonferroni-adjusted over the variants compared with A.',
  })
  adjustedPValue!: number | null;

  @Field(() => String, { nullable: true, description: 'beats-control, worse-than-control or not-decided.' })
  decision!: string | null;

  @Field(() => [GoalResultObject], { description: 'The secondary goals, in order.' })
  secondary!: GoalResultObject[];
}

@ObjectType('ExperimentSrm', { description: 'Whether the traffic split as configured (a chi-square test).' })
export class SrmObject {
  @Field(() => Float)
  chiSquare!: number;

  @Field(() => Float)
  pValue!: number;

  @Field({
    description: 'The split is off (p < 0.001): something is wrong with how visitors reach the variants.',
  })
  mismatch!: boolean;
}

@ObjectType('ExperimentVerdict')
export class VerdictObject {
  @Field({ description: 'winner, no-difference or not-enough-data.' })
  kind!: string;

  @Field({ description: "In plain words: 'B converts better: +18% (95% interval +6% to +31%)'…" })
  text!: string;

  @Field(() => String, { nullable: true })
  variantKey!: string | null;

  @Field(() => Int, { nullable: true })
  moreVisitorsPerVariant!: number | null;
}

@ObjectType('ExperimentSeriesPoint', { description: "A variant's cumulative rate up to a day (UTC)." })
export class SeriesPointObject {
  @Field()
  date!: string;

  @Field()
  key!: string;

  @Field(() => Int)
  visitors!: number;

  @Field(() => Int)
  conversions!: number;

  @Field(() => Float, { nullable: true })
  rate!: number | null;

  @Field(() => Float, { nullable: true })
  low!: number | null;

  @Field(() => Float, { nullable: true })
  high!: number | null;
}

@ObjectType('ExperimentResults', { description: "An A/B test's figures and verdict as they stand." })
export class ExperimentResultsObject {
  @Field(() => Int)
  visitors!: number;

  @Field(() => [VariantResultObject])
  variants!: VariantResultObject[];

  @Field(() => SrmObject)
  srm!: SrmObject;

  @Field(() => String, { nullable: true, description: 'The variant ahead, once there is enough data.' })
  leader!: string | null;

  @Field(() => VerdictObject)
  verdict!: VerdictObject;

  @Field(() => [SeriesPointObject])
  series!: SeriesPointObject[];
}
