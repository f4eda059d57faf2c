import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { requestOrigin } from '../../shared/http/request-origin';
import { TestEmailResultView } from '../email';
import { given } from '../../shared/graphql/given';
import { Connection, type Page } from '../../shared/pagination';
import { LeadScoreBandEnum, LeadStatusEnum, type LeadStatus, type ScoreBand } from '../leads';
import { Campaign, CampaignStatusEnum, type CampaignStatus } from './campaign.entity';
import { MAX_CAMPAIGN_PAGE } from './campaigns.schemas';
import { CampaignAbTestInput, CampaignAbTestView, toAbTestView } from './sending/campaign-ab-tests.types';

const CampaignAudienceModeEnum = { selected: 'selected', all: 'all' } as const;
type CampaignAudienceMode = keyof typeof CampaignAudienceModeEnum;
registerEnumType(CampaignAudienceModeEnum, {
  name: 'CampaignAudienceMode',
  description: 'selected: the leads chosen one by one; all: every lead matching a leads filter.',
});

@ObjectType({ description: 'The four stat cards of the campaigns screen (001 §2.3).' })
class CampaignStats {
  @Field(() => Int)
  totalCampaigns!: number;

  @Field(() => Float, { description: 'The sum of the campaigns’ recipients.' })
  totalRecipients!: number;

  @Field(() => Float, {
    description: 'Percent, one decimal: the mean over campaigns with recipients of opens / recipients.',
  })
  avgOpenRate!: number;

  @Field(() => Float, { description: 'Percent, one decimal: the same with clicks.' })
  avgClickRate!: number;
}

@ObjectType({
  description: 'The leads filter a campaign to every matching lead goes to; a missing field means all.',
})
class CampaignAudienceFilter {
  @Field(() => String, { nullable: true })
  search!: string | null;

  @Field(() => LeadStatusEnum, { nullable: true })
  status!: LeadStatus | null;

  @Field(() => LeadScoreBandEnum, { nullable: true })
  score!: ScoreBand | null;

  @Field(() => String, { nullable: true, description: "'' for leads without a source (Direct)." })
  source!: string | null;
}

@InputType({
  description: 'The leads screen filters (search, status, score, source); a missing field means all.',
})
class CampaignAudienceFilterInput {
  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => LeadStatusEnum, { nullable: true })
  status?: LeadStatus | null;

  @Field(() => LeadScoreBandEnum, { nullable: true })
  score?: ScoreBand | null;

  @Field(() => String, { nullable: true, description: "'' for leads without a source (Direct)." })
  source?: string | null;
}

@InputType({
  description:
    'Who a campaign goes to: leadIds chosen one by one (up to 10,000), or every lead matching filter.',
})
class CampaignAudienceInput {
  @Field(() => CampaignAudienceModeEnum)
  mode!: CampaignAudienceMode;

  @Field(() => [ID], { nullable: true, description: 'With mode selected.' })
  leadIds?: string[] | null;

  @Field(() => CampaignAudienceFilterInput, { nullable: true, description: 'With mode all.' })
  filter?: CampaignAudienceFilterInput | null;
}

@InputType({ description: 'A new campaign (001 §5 campaign form). The server counts its recipients.' })
class CampaignInput {
  @Field()
  name!: string;

  @Field()
  subject!: string;

  @Field()
  content!: string;

  @Field(() => String, { nullable: true, description: 'email (the default and only type).' })
  type?: string | null;

  @Field(() => CampaignStatusEnum, { nullable: true, description: 'draft (the default) or scheduled.' })
  status?: CampaignStatus | null;

  @Field(() => Date, { nullable: true, description: 'Required, and in the future, when scheduled.' })
  scheduledAt?: Date | null;

  @Field(() => [ID], { nullable: true, description: 'The chosen leads; same as audience mode selected.' })
  selectedLeadIds?: string[] | null;

  @Field(() => CampaignAudienceInput, { nullable: true, description: 'Wins over selectedLeadIds.' })
  audience?: CampaignAudienceInput | null;

  @Field(() => CampaignAbTestInput, {
    nullable: true,
    description: 'An A/B test of the email (none when left out).',
  })
  abTest?: CampaignAbTestInput | null;
}

@InputType({
  description: 'Changes to a draft or scheduled campaign; only the fields given change. Status draft pauses.',
})
class CampaignUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  subject?: string | null;

  @Field(() => String, { nullable: true })
  content?: string | null;

  @Field(() => String, { nullable: true })
  type?: string | null;

  @Field(() => CampaignStatusEnum, { nullable: true, description: 'draft or scheduled.' })
  status?: CampaignStatus | null;

  @Field(() => Date, { nullable: true })
  scheduledAt?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'Clears the send date and time.' })
  clearScheduledAt?: boolean | null;

  @Field(() => [ID], { nullable: true })
  selectedLeadIds?: string[] | null;

  @Field(() => CampaignAudienceInput, { nullable: true })
  audience?: CampaignAudienceInput | null;

  @Field(() => CampaignAbTestInput, {
    nullable: true,
    description: 'Sets the A/B test; it cannot change once the send has started.',
  })
  abTest?: CampaignAbTestInput | null;

  @Field(() => Boolean, { nullable: true, description: 'Removes the A/B test (before the send starts).' })
  removeAbTest?: boolean | null;
}

/** An audience as the service reads it: only the part of its mode, GraphQL nulls dropped. */
function audienceOf(input: CampaignAudienceInput): Record<string, unknown> {
  if (input.mode === 'all') return { mode: 'all', filter: given(input.filter) };
  return { mode: 'selected', leadIds: input.leadIds ?? [] };
}

/** An A/B test as the service reads it: GraphQL nulls dropped, so defaults apply. */
function abTestOf(input: CampaignAbTestInput): Record<string, unknown> {
  return { ...given(input), variants: input.variants.map((variant) => given({ ...variant })) };
}

function campaignInput<
  T extends { audience?: CampaignAudienceInput | null; abTest?: CampaignAbTestInput | null },
>(input: T) {
  const { audience, abTest, ...rest } = given(input);
  return {
    ...rest,
    ...(audience ? { audience: audienceOf(audience) } : {}),
    ...(abTest ? { abTest: abTestOf(abTest) } : {}),
  };
}

const CampaignPage = Connection(Campaign, 'CampaignPage', { counted: true });

@Resolver(() => Campaign)
export class CampaignsResolver {
  @FieldResolver(() => ID)
  userId(@Root() campaign: Campaign): string {
    return campaign.user.id;
  }

  @FieldResolver(() => CampaignAudienceModeEnum, {
    description: 'Chosen leads, or every lead matching a filter.',
  })
  audienceMode(@Root() campaign: Campaign): CampaignAudienceMode {
    return campaign.audience.mode;
  }

  @FieldResolver(() => CampaignAudienceFilter, {
    nullable: true,
    description: 'The leads filter, when the audience is every matching lead.',
  })
  audienceFilter(@Root() campaign: Campaign): CampaignAudienceFilter | null {
    if (campaign.audience.mode !== 'all') return null;
    const { search, status, score, source } = campaign.audience.filter;
    return {
      search: search ?? null,
      status: (status as LeadStatus | undefined) ?? null,
      score: (score as ScoreBand | undefined) ?? null,
      source: source ?? null,
    };
  }

  @FieldResolver(() => CampaignAbTestView, {
    nullable: true,
    description: 'Its A/B test of subject lines and contents, if it has one.',
  })
  abTest(@Root() campaign: Campaign): CampaignAbTestView | null {
    return toAbTestView(campaign);
  }

  @Authorized()
  @Query(() => [Campaign], {
    description: `Your campaigns, newest first (the first ${MAX_CAMPAIGN_PAGE}); status narrows the list (none: all).`,
    deprecationReason: 'Use campaignPage, which pages.',
  })
  async campaigns(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => CampaignStatusEnum, { nullable: true }) status?: CampaignStatus | null,
  ): Promise<Campaign[]> {
    return (await ctx.services.campaigns.list(ctx.actor, status ? { status } : {})).items;
  }

  @Authorized()
  @Query(() => CampaignPage, {
    description: 'One page of your campaigns, newest first; status narrows the list (none: all).',
  })
  campaignPage(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => CampaignStatusEnum, { nullable: true }) status?: CampaignStatus | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: `1 to ${MAX_CAMPAIGN_PAGE}.` })
    limit?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the page before.' })
    after?: string | null,
    @Arg('withAbTest', () => Boolean, { nullable: true, description: 'Only the campaigns with an A/B test.' })
    withAbTest?: boolean | null,
  ): Promise<Page<Campaign>> {
    return ctx.services.campaigns.list(ctx.actor, given({ status, limit, after, withAbTest }));
  }

  @Authorized()
  @Query(() => CampaignStats)
  campaignStats(@Ctx() ctx: RequestContext): Promise<CampaignStats> {
    return ctx.services.campaigns.stats(ctx.actor);
  }

  @Authorized()
  @Query(() => Campaign)
  campaign(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return ctx.services.campaigns.get(ctx.actor, id);
  }

  @Authorized()
  @Query(() => [ID], {
    description: 'The chosen leads to preselect when editing (none when the audience is a filter).',
  })
  campaignRecipientIds(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.services.campaigns.recipientIds(ctx.actor, id);
  }

  @Authorized()
  @Query(() => Int, {
    description: 'How many of your leads an audience reaches now (unsubscribed leads left out).',
  })
  campaignAudienceCount(
    @Arg('audience', () => CampaignAudienceInput) audience: CampaignAudienceInput,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return ctx.services.campaigns.audienceCount(ctx.actor, audienceOf(audience));
  }

  @Authorized()
  @Mutation(() => Campaign)
  createCampaign(
    @Arg('input', () => CampaignInput) input: CampaignInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Campaign> {
    return ctx.services.campaigns.create(ctx.actor, campaignInput(input));
  }

  @Authorized()
  @Mutation(() => Campaign, {
    description: 'Edits a draft or scheduled campaign; status draft pauses a scheduled one.',
  })
  updateCampaign(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CampaignUpdateInput) input: CampaignUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Campaign> {
    const { clearScheduledAt, removeAbTest, ...changes } = campaignInput(input);
    return ctx.services.campaigns.update(ctx.actor, id, {
      ...changes,
      ...(clearScheduledAt ? { scheduledAt: null } : {}),
      ...(removeAbTest ? { abTest: null } : {}),
    });
  }

  @Authorized()
  @Mutation(() => [TestEmailResultView], {
    description:
      'Send test: the campaign as saved, subject prefixed "[Test] ", to up to 5 addresses at once through your SMTP server; suppressed addresses are skipped. Answers per address.',
  })
  sendCampaignTest(
    @Arg('id', () => ID) id: string,
    @Arg('to', () => [String]) to: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<TestEmailResultView[]> {
    return ctx.services.campaigns.sendTest(ctx.actor, id, { to }, { baseUrl: requestOrigin(ctx.http?.req) });
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes one campaign; answers its id.' })
  deleteCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.campaigns.remove(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes every campaign you have; answers how many.' })
  deleteAllCampaigns(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.campaigns.removeAll(ctx.actor);
  }
}
