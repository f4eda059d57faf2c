import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

/** 001 §4 statuses, plus 'sending' while the engine works through the recipients. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CampaignStatusEnum = {
  draft: 'draft',
  scheduled: 'scheduled',
  sending: 'sending',
  sent: 'sent',
  completed: 'completed',
} as const;
registerEnumType(CampaignStatusEnum, {
  name: 'CampaignStatus',
  description:
    '001 §4: draft and scheduled come from the form; sending while the engine delivers; then sent.',
});

/**
 * Who a campaign goes to, kept until it is sent: chosen leads, or every lead matching a leads
 * filter (so "select all" works at a million leads). Frozen into campaign_recipients at send time.
 */
export type CampaignAudience =
  { mode: 'selected'; leadIds: string[] } | { mode: 'all'; filter: Record<string, string> };

/** What a campaign's A/B test compares and how (issue 21); the first variant is the campaign itself. */
export type CampaignAbTest = {
  /** Variants B, C, D: each changes the subject, the content or both (null: the campaign's own). */
  variants: Array<{ subject: string | null; content: string | null }>;
  /** The share of the recipients, in percent, that the variants are tried on. */
  samplePercent: number;
  /** What picks the winner. */
  metric: 'opens' | 'clicks';
  /** How long after the test's first email the winner is picked and sent to the rest. */
  waitMinutes: number;
};

// Plain property reads, as on Lead; userId and the audience are field resolvers (campaigns.resolver.ts).
@ObjectType('Campaign', {
  description: 'An email campaign (001 §3): its content, status, audience size and delivery counts.',
  simpleResolvers: true,
})
@Entity({ tableName: 'campaigns' })
@Index({ name: 'campaigns_status_scheduled_at_index', properties: ['status', 'scheduledAt'] })
export class Campaign extends TimestampedEntity<
  | 'type'
  | 'status'
  | 'recipients'
  | 'opens'
  | 'clicks'
  | 'audience'
  | 'sentCount'
  | 'failedCount'
  | 'skippedCount'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'campaigns_user_id_index' })
  user!: Ref<User>;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field()
  @Property({ type: 'text' })
  subject!: string;

  @Field()
  @Property({ type: 'text' })
  content!: string;

  @Field({ description: 'Always email.' })
  @Property({ type: 'text', default: 'email' })
  type: string = 'email';

  @Field(() => CampaignStatusEnum)
  @Enum({ items: () => [...CAMPAIGN_STATUSES], default: 'draft' })
  status: CampaignStatus = 'draft';

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  scheduledAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Field(() => Int, { description: 'How many leads the campaign goes (or went) to; counted by the server.' })
  @Property({ type: 'integer', default: 0 })
  recipients: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  opens: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  clicks: number = 0;

  @Property({ type: 'json', defaultRaw: `'{"mode":"selected","leadIds":[]}'` })
  audience: CampaignAudience = { mode: 'selected', leadIds: [] };

  /** Progress of a send: recipients delivered and failed so far (recipients is the total). */
  @Field(() => Int, { description: 'Recipients delivered so far.' })
  @Property({ type: 'integer', default: 0 })
  sentCount: number = 0;

  @Field(() => Int, { description: 'Recipients that failed so far.' })
  @Property({ type: 'integer', default: 0 })
  failedCount: number = 0;

  @Field(() => Int, {
    description: 'Recipients skipped so far: unsubscribed, or on the suppression list (not failures).',
  })
  @Property({ type: 'integer', default: 0 })
  skippedCount: number = 0;

  /** The user's sending quota is spent: the send waits until this time (null while it may send). */
  @Field(() => Date, {
    nullable: true,
    description: "While the user's hourly or daily sending quota is spent: when the send goes on.",
  })
  @Property({ type: 'timestamptz', nullable: true })
  quotaResumeAt?: Date | null;

  /** When the last recipient was done. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;

  /**
   * The origin of the links in its emails (tracking, unsubscribe): where the send was started
   * from, unless PUBLIC_URL says otherwise. Kept here so every later slice uses the same.
   */
  @Property({ type: 'text', nullable: true })
  baseUrl?: string | null;

  /** When its next send slice is queued to start (null: none waits), and that slice's job (campaign-slices.ts). */
  @Property({ type: 'timestamptz', nullable: true })
  nextSliceAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  nextSliceJob?: string | null;

  /** Its A/B test, if it has one (a GraphQL field of its own: campaigns.resolver.ts). */
  @Property({ type: 'json', nullable: true })
  abTest?: CampaignAbTest | null;

  /** When the test's winner is due to be picked: set when its sample is drawn (the first send). */
  @Property({ type: 'timestamptz', nullable: true })
  abDecideAt?: Date | null;

  /** The winning variant (0 is the campaign itself), once picked, and when it was. */
  @Property({ type: 'smallint', nullable: true })
  abWinner?: number | null;

  @Property({ type: 'timestamptz', nullable: true })
  abDecidedAt?: Date | null;
}
