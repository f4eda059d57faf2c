import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Campaign, CampaignAbTest } from '../campaign.entity';
import { toAbTestJson } from '../campaign.mapper';

export const CampaignAbMetricEnum = { opens: 'opens', clicks: 'clicks' } as const;
registerEnumType(CampaignAbMetricEnum, {
  name: 'CampaignAbMetric',
  description: 'What picks an email A/B test’s winner: the open rate or the click rate.',
});

@InputType({
  description: 'A version B, C or D of a campaign’s email: a blank field keeps the campaign’s own.',
})
export class CampaignAbVariantInput {
  @Field(() => String, { nullable: true })
  subject?: string | null;

  @Field(() => String, { nullable: true })
  content?: string | null;
}

@InputType({
  description:
    'An A/B test of a campaign’s email: 1–3 more versions tried on a sample; after waitMinutes the best one goes to the rest.',
})
export class CampaignAbTestInput {
  @Field(() => [CampaignAbVariantInput])
  variants!: CampaignAbVariantInput[];

  @Field(() => Int, {
    nullable: true,
    description: 'Percent of the recipients in the test (5–50, default 20).',
  })
  samplePercent?: number | null;

  @Field(() => CampaignAbMetricEnum, { nullable: true, description: 'opens (the default) or clicks.' })
  metric?: CampaignAbTest['metric'] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Minutes from the test’s start to picking the winner (1 to 10,080; default 240).',
  })
  waitMinutes?: number | null;
}

@ObjectType({
  description: 'A version of a campaign’s email in its A/B test, and its figures in the sample.',
})
export class CampaignAbVariant {
  @Field({ description: 'A (the campaign itself), B, C or D.' })
  label!: string;

  @Field()
  subject!: string;

  @Field()
  content!: string;

  @Field(() => Int, { description: 'Sample recipients drawn for this version.' })
  recipients!: number;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int)
  opens!: number;

  @Field(() => Int)
  clicks!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'The test metric per email sent (0–1); null before any.',
  })
  rate!: number | null;

  @Field(() => Float, { nullable: true, description: 'The 95% interval of rate (Wilson).' })
  rateLow!: number | null;

  @Field(() => Float, { nullable: true })
  rateHigh!: number | null;

  @Field()
  winner!: boolean;
}

@ObjectType({ description: 'The recipients outside the sample, once they were given the winner.' })
export class CampaignAbRest {
  @Field(() => Int)
  recipients!: number;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int)
  opens!: number;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType({
  description: 'A campaign’s A/B test: what it compares, when it decides, and how each version does.',
})
export class CampaignAbTestView {
  /** The campaign, for the figures' field resolvers. */
  campaign!: Campaign;

  @Field(() => Int)
  samplePercent!: number;

  @Field(() => CampaignAbMetricEnum)
  metric!: CampaignAbTest['metric'];

  @Field(() => Int)
  waitMinutes!: number;

  @Field(() => Date, { nullable: true, description: 'When the winner is picked; set when the send starts.' })
  decideAt!: Date | null;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The winning version’s label, once picked.' })
  winner!: string | null;
}

/** The test of a campaign that has one, as GraphQL answers it. */
export function toAbTestView(campaign: Campaign): CampaignAbTestView | null {
  const json = toAbTestJson(campaign);
  if (!json) return null;
  return {
    campaign,
    samplePercent: json.samplePercent,
    metric: json.metric,
    waitMinutes: json.waitMinutes,
    decideAt: campaign.abDecideAt ?? null,
    decidedAt: campaign.abDecidedAt ?? null,
    winner: json.winner,
  };
}
