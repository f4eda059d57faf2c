import { Check, Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { JSONObjectResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';

/** The text the search box matches: names, email and company, lower-cased (trigram-indexed). */
export const LEAD_SEARCH_TEXT =
  "lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email || ' ' || coalesce(company, ''))";

export const LEAD_STATUSES = ['new', 'contacted', 'follow-up', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** GraphQL names cannot hold a hyphen: follow_up stands for 'follow-up'. */
export const LeadStatusEnum = {
  new: 'new',
  contacted: 'contacted',
  follow_up: 'follow-up',
  converted: 'converted',
  lost: 'lost',
} as const;
registerEnumType(LeadStatusEnum, {
  name: 'LeadStatus',
  description: "001 §4: any status may change to any other. follow_up is stored as 'follow-up'.",
});

/** Double opt-in (issue 24): a lead from a form that asks for it is pending until it follows the email's link. */
export const LEAD_OPT_IN_STATES = ['confirmed', 'pending'] as const;
export type LeadOptIn = (typeof LEAD_OPT_IN_STATES)[number];
export const LeadOptInEnum = { confirmed: 'confirmed', pending: 'pending' } as const;
registerEnumType(LeadOptInEnum, {
  name: 'LeadOptIn',
  description:
    'confirmed: may be emailed (every lead not captured by a double opt-in form). pending: captured by a double opt-in form and not yet confirmed by its email link; campaigns and sequences do not mail it.',
});

@ObjectType({
  description: 'One reason for a lead score: a rule that applied and the points it gave.',
  simpleResolvers: true,
})
export class LeadScoreFactor {
  @Field({ description: 'A stable key of the rule, e.g. email, profile, submissions.' })
  rule!: string;

  @Field({ description: 'What the rule saw, in words.' })
  label!: string;

  @Field(() => Int)
  points!: number;
}

@ObjectType({
  description: 'The UTM parameters of the visit in which a funnel form captured the lead.',
  simpleResolvers: true,
})
export class LeadUtm {
  @Field(() => String, { nullable: true })
  source?: string | null;

  @Field(() => String, { nullable: true })
  medium?: string | null;

  @Field(() => String, { nullable: true })
  campaign?: string | null;

  @Field(() => String, { nullable: true })
  term?: string | null;

  @Field(() => String, { nullable: true })
  content?: string | null;
}

// Plain property reads: no per-field middleware wrapper on a list of leads.
@ObjectType('Lead', {
  description: 'A person captured by a funnel, added by hand or imported.',
  simpleResolvers: true,
})
@Entity({ tableName: 'leads' })
@Unique({
  name: 'leads_user_id_email_lower_unique',
  expression: 'create unique index "leads_user_id_email_lower_unique" on "leads" ("user_id", lower("email"))',
})
// One index per list order and filter (see lead-list.query.ts); the keyset ends in id.
@Index({
  name: 'leads_user_created_index',
  expression: 'create index "leads_user_created_index" on "leads" ("user_id", "created_at" desc, "id" desc)',
})
@Index({
  name: 'leads_user_status_created_index',
  expression:
    'create index "leads_user_status_created_index" on "leads" ("user_id", "status", "created_at" desc, "id" desc)',
})
@Index({
  name: 'leads_user_source_created_index',
  expression:
    'create index "leads_user_source_created_index" on "leads" ("user_id", "source", "created_at" desc, "id" desc)',
})
@Index({
  name: 'leads_user_score_created_index',
  expression:
    'create index "leads_user_score_created_index" on "leads" ("user_id", "score" desc, "created_at" desc, "id" desc)',
})
@Index({
  name: 'leads_search_trgm_index',
  expression: `create index "leads_search_trgm_index" on "leads" using gin ((${LEAD_SEARCH_TEXT}) gin_trgm_ops)`,
})
@Check({ name: 'leads_score_range', expression: '(score >= 0) AND (score <= 100)' })
export class Lead extends TimestampedEntity<
  'score' | 'autoScore' | 'scoreBreakdown' | 'status' | 'tags' | 'customFields' | 'overPlanLimit' | 'optIn'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'leads_user_id_index' })
  user!: Ref<User>;

  /** The funnel the lead came from; kept as null when that funnel is deleted. */
  @ManyToOne(() => Funnel, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'leads_funnel_id_index',
  })
  funnel?: Ref<Funnel> | null;

  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Where the lead came from; the list shows 'Direct' when empty.",
  })
  @Property({ type: 'text', nullable: true })
  source?: string | null;

  /** The score in effect: the manual score when one is set, else the computed one. */
  @Field(() => Int, { description: 'The score in effect, 0–100: manualScore when set, else autoScore.' })
  @Property({ type: 'integer', default: 0 })
  score: number = 0;

  @Field(() => Int, { description: 'The score computed from the rules in scoreBreakdown.' })
  @Property({ type: 'integer', default: 0 })
  autoScore: number = 0;

  @Field(() => Int, {
    nullable: true,
    description: 'A score set by hand; overrides autoScore until cleared.',
  })
  @Property({ type: 'integer', nullable: true })
  manualScore?: number | null;

  @Field(() => [LeadScoreFactor], { description: 'The rules behind autoScore.' })
  @Property({ type: 'json', defaultRaw: `'[]'` })
  scoreBreakdown: LeadScoreFactor[] = [];

  @Field(() => LeadStatusEnum)
  @Enum({ items: () => [...LEAD_STATUSES], default: 'new' })
  status: LeadStatus = 'new';

  @Field(() => [String])
  @Property({ type: 'json', defaultRaw: `'[]'` })
  tags: string[] = [];

  @Field(() => JSONObjectResolver)
  @Property({ type: 'json', defaultRaw: `'{}'` })
  customFields: Record<string, unknown> = {};

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  lastContactedAt?: Date | null;

  /** The UTM parameters of the visit that captured the lead (set by analytics; never replaced). */
  @Field(() => LeadUtm, { nullable: true })
  @Property({ type: 'json', nullable: true })
  utm?: LeadUtm | null;

  /** The A/B test variant the visitor was shown when the lead was captured (set by analytics). */
  @Property({ type: 'uuid', nullable: true })
  experimentId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The A/B test variant (A–D) the lead's visit was shown.",
  })
  @Property({ type: 'text', nullable: true })
  experimentVariant?: string | null;

  /** Set by an unsubscribe; every later campaign or sequence send skips the lead. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  unsubscribedAt?: Date | null;

  /** Captured by a form when the owner's plan had no room left: kept, never lost, but marked. */
  @Field({
    description:
      "Captured by a funnel form while the plan's lead limit was reached: the lead is kept and marked so.",
  })
  @Property({ type: 'boolean', default: false })
  overPlanLimit: boolean = false;

  /** Pending while a double opt-in form's confirmation link has not been followed; sends skip it. */
  @Field(() => LeadOptInEnum, {
    description: "Double opt-in: 'pending' until the lead follows the confirmation email's link.",
  })
  @Enum({ items: () => [...LEAD_OPT_IN_STATES], default: 'confirmed' })
  optIn: LeadOptIn = 'confirmed';
}
