import { JSONObjectResolver } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';
import { given } from '../../shared/graphql/given';
import { Connection, type Page } from '../../shared/pagination';
import { classifyEmail, EmailQuality } from './email-classification';
import { FormSubmission } from './form-submission.entity';
import { LeadActivity } from './lead-activity.entity';
import { LEAD_SCORE_BANDS, type ScoreBand, type ScoreBandRange } from './lead-score-bands';
import { Lead, LeadOptInEnum, LeadStatusEnum, type LeadOptIn, type LeadStatus } from './lead.entity';
import { LeadConsent } from './lead-consent.entity';
import { funnelName, leadActivity, leadConsents, leadSubmissions } from './leads.loaders';
import type { LeadSort } from './leads.schemas';

export const LeadScoreBandEnum = { high: 'high', medium: 'medium', low: 'low' } as const;
registerEnumType(LeadScoreBandEnum, {
  name: 'LeadScoreBand',
  description: LEAD_SCORE_BANDS.map((b) => `${b.band}: ${b.min} to ${b.max}`).join('; ') + '.',
});
const LeadSortEnum = { createdAt: 'createdAt', score: 'score' } as const;
registerEnumType(LeadSortEnum, { name: 'LeadSort' });
const SortOrderEnum = { asc: 'asc', desc: 'desc' } as const;
registerEnumType(SortOrderEnum, { name: 'SortOrder' });

@InputType({ description: 'The leads screen filters; a missing field means all.' })
class LeadFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Matches first name, last name, email or company, case-insensitively.',
  })
  search?: string | null;

  @Field(() => LeadStatusEnum, { nullable: true })
  status?: LeadStatus | null;

  @Field(() => LeadScoreBandEnum, { nullable: true })
  score?: ScoreBand | null;

  @Field(() => String, {
    nullable: true,
    description: "A source from leadSources; '' for leads without one.",
  })
  source?: string | null;

  @Field(() => ID, { nullable: true })
  funnelId?: string | null;

  @Field(() => LeadOptInEnum, {
    nullable: true,
    description: 'Double opt-in: pending for leads still waiting to confirm by email.',
  })
  optIn?: LeadOptIn | null;
}

@InputType()
class LeadPaging {
  @Field(() => LeadSortEnum, { nullable: true, defaultValue: 'createdAt' })
  sort?: LeadSort;

  @Field(() => SortOrderEnum, { nullable: true, defaultValue: 'desc' })
  order?: 'asc' | 'desc';

  @Field(() => Int, { nullable: true, defaultValue: 10, description: '1 to 1000.' })
  limit?: number;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'For jumps to the first few pages.' })
  offset?: number;

  @Field(() => String, {
    nullable: true,
    description: 'endCursor of the page before: continues after it, fast at any depth (offset is ignored).',
  })
  after?: string | null;
}

const LeadList = Connection(Lead, 'LeadList', {
  counted: false,
  description:
    'One page of leads; how many match in all is leadCount (a count at a million rows is not free).',
});

@InputType({ description: 'A new lead (001 §2.2 Add Lead). A score given here is a manual score.' })
class LeadInput {
  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  source?: string | null;

  @Field(() => LeadStatusEnum, { nullable: true })
  status?: LeadStatus | null;

  @Field(() => Int, { nullable: true })
  score?: number | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => JSONObjectResolver, { nullable: true })
  customFields?: Record<string, unknown> | null;
}

@InputType({
  description: 'Changes to a lead; only the fields given change. An empty string clears a text field.',
})
class LeadUpdateInput {
  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  source?: string | null;

  @Field(() => LeadStatusEnum, { nullable: true })
  status?: LeadStatus | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Sets the score by hand; it overrides the computed score.',
  })
  score?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Clears the manual score, so the computed score applies again.',
  })
  clearManualScore?: boolean | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => JSONObjectResolver, { nullable: true })
  customFields?: Record<string, unknown> | null;

  @Field(() => Date, { nullable: true })
  lastContactedAt?: Date | null;
}

@ObjectType({ description: '001 §5 classification of one address.' })
class EmailCheck {
  @Field()
  email!: string;

  @Field(() => EmailQuality)
  quality!: EmailQuality;

  @Field({ description: 'Valid, Flagged or Invalid.' })
  label!: string;

  @Field()
  valid!: boolean;

  @Field()
  reason!: string;
}

@ObjectType({ description: 'A score band: the scores from min to max, both included (001 §9).' })
class LeadScoreBandRange {
  @Field(() => LeadScoreBandEnum)
  band!: ScoreBand;

  @Field({ description: "How filters and badges name the band, e.g. 'High (80+)'." })
  label!: string;

  @Field(() => Int)
  min!: number;

  @Field(() => Int)
  max!: number;
}

@ObjectType({ description: 'Leads that changed; an empty list means many (an import or delete all).' })
class LeadsChanged {
  @Field(() => [ID])
  leadIds!: string[];
}

/**
 * A lead as the resolvers read it. Lists answer plain rows (lead-row.ts), not entities; typed as
 * a mapped type, the root reaches the resolvers as it is instead of being copied into a new
 * Lead entity for every field of every row.
 */
type LeadView = Readonly<Lead>;

@Resolver(() => Lead)
export class LeadsResolver {
  @FieldResolver(() => EmailQuality, { description: 'The list badge: Valid, Flagged or Invalid (001 §5).' })
  emailQuality(@Root() lead: LeadView): EmailQuality {
    return classifyEmail(lead.email).quality;
  }

  @FieldResolver(() => ID, { nullable: true })
  funnelId(@Root() lead: LeadView): string | null {
    return lead.funnel?.id ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The funnel the lead came from, while it exists.',
  })
  async funnelName(@Root() lead: LeadView, @Ctx() ctx: RequestContext): Promise<string | null> {
    return lead.funnel ? ((await ctx.loaders.load(funnelName, lead.funnel.id)) ?? null) : null;
  }

  @FieldResolver(() => [FormSubmission], { description: 'Newest first.' })
  async submissions(
    @Root() lead: LeadView,
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
  ): Promise<FormSubmission[]> {
    return (await ctx.loaders.load(leadSubmissions, lead.id, Math.min(Math.max(limit, 1), 100))) ?? [];
  }

  @FieldResolver(() => [LeadConsent], {
    description: 'Consent records of double opt-in forms (time, network, form, text shown), newest first.',
  })
  async consents(
    @Root() lead: LeadView,
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
  ): Promise<LeadConsent[]> {
    return (await ctx.loaders.load(leadConsents, lead.id, Math.min(Math.max(limit, 1), 50))) ?? [];
  }

  @FieldResolver(() => [LeadActivity], { description: 'What happened to the lead, newest first.' })
  async activity(
    @Root() lead: LeadView,
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
  ): Promise<LeadActivity[]> {
    return (await ctx.loaders.load(leadActivity, lead.id, Math.min(Math.max(limit, 1), 200))) ?? [];
  }

  @Authorized()
  @Query(() => LeadList, { description: 'One page of your leads, filtered and sorted by the server.' })
  leads(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => LeadFilter, { nullable: true }) filter?: LeadFilter | null,
    @Arg('paging', () => LeadPaging, { nullable: true }) paging?: LeadPaging | null,
  ): Promise<Page<Lead>> {
    return ctx.services.leads.list(ctx.actor, { ...given(filter), ...given(paging) });
  }

  @Authorized()
  @Query(() => Int, { description: 'How many of your leads match the filter.' })
  leadCount(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => LeadFilter, { nullable: true }) filter?: LeadFilter | null,
  ): Promise<number> {
    return ctx.services.leads.count(ctx.actor, given(filter));
  }

  @Authorized()
  @Query(() => [LeadScoreBandRange], { description: 'The score bands, highest first.' })
  leadScoreBands(): readonly ScoreBandRange[] {
    return LEAD_SCORE_BANDS;
  }

  @Authorized()
  @Query(() => [String], { description: "The distinct sources of your leads; '' stands for none (Direct)." })
  leadSources(@Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.services.leads.sources(ctx.actor);
  }

  @Authorized()
  @Query(() => Lead)
  lead(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Lead> {
    return ctx.services.leads.get(ctx.actor, id);
  }

  @Authorized()
  @Query(() => EmailCheck, { description: 'Classifies an address as Valid, Flagged or Invalid.' })
  validateLeadEmail(@Arg('email') email: string, @Ctx() ctx: RequestContext): EmailCheck {
    requireActor(ctx.actor, 'read', 'leads');
    return ctx.services.leads.validateEmail({ email });
  }

  @Authorized()
  @Mutation(() => Lead)
  createLead(@Arg('input', () => LeadInput) input: LeadInput, @Ctx() ctx: RequestContext): Promise<Lead> {
    return ctx.services.leads.create(ctx.actor, given(input));
  }

  @Authorized()
  @Mutation(() => Lead)
  updateLead(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => LeadUpdateInput) input: LeadUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Lead> {
    const { clearManualScore, ...changes } = given(input);
    return ctx.services.leads.update(ctx.actor, id, clearManualScore ? { ...changes, score: null } : changes);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes one lead; answers its id.' })
  deleteLead(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.leads.remove(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes the given leads of yours (up to 1000); answers how many.' })
  deleteLeads(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.leads.removeMany(ctx.actor, ids);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes every lead you have; answers how many.' })
  deleteAllLeads(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.leads.removeAll(ctx.actor);
  }

  @Authorized()
  @Subscription(() => LeadsChanged, {
    topics: 'LEADS_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'Each time any of your leads is created, changed, captured, imported or deleted.',
  })
  leadsChanged(@Root() event: { leadIds: string[] }): LeadsChanged {
    return { leadIds: event.leadIds };
  }
}

/** A form submission as the lead drawer shows it: the funnel by id and by name. */
@Resolver(() => FormSubmission)
export class LeadFormSubmissionResolver {
  @FieldResolver(() => ID, { nullable: true })
  funnelId(@Root() submission: FormSubmission): string | null {
    return submission.funnel?.id ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The funnel, while it exists.' })
  async funnelName(@Root() submission: FormSubmission, @Ctx() ctx: RequestContext): Promise<string | null> {
    return submission.funnel ? ((await ctx.loaders.load(funnelName, submission.funnel.id)) ?? null) : null;
  }
}
