import { Entity, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';

/** A plan users can subscribe to; limits of -1 mean unlimited. */
@ObjectType('Plan', { description: 'A plan to subscribe to (002 §3); limits of -1 mean unlimited.' })
@Entity({ tableName: 'subscription_plans' })
export class SubscriptionPlan extends TimestampedEntity<
  | 'currency'
  | 'features'
  | 'maxFunnels'
  | 'maxLeads'
  | 'maxEmails'
  | 'maxAiImages'
  | 'maxAiVideos'
  | 'trialDays'
  | 'membershipLevel'
  | 'sortOrder'
  | 'isActive'
  | 'supportsForgecoins'
> {
  @Field()
  @Property({ type: 'text', unique: 'subscription_plans_name_unique' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  stripePriceId?: string | null;

  @Field({ description: 'In the currency, a decimal with two places ("29.99").' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  price!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The price in ForgeCoin; null: the normal price applies.',
  })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  priceForgecoins?: string | null;

  @Field()
  @Property({ type: 'text', default: 'usd' })
  currency: string = 'usd';

  @Field({ description: 'month or year.' })
  @Property({ type: 'text' })
  interval!: string;

  @Field(() => [String])
  @Property({ type: 'json', defaultRaw: `'[]'` })
  features: string[] = [];

  @Field(() => Int)
  @Property({ type: 'integer', default: -1 })
  maxFunnels: number = -1;

  @Field(() => Int)
  @Property({ type: 'integer', default: -1 })
  maxLeads: number = -1;

  @Field(() => Int, { description: 'Emails a calendar month.' })
  @Property({ type: 'integer', default: -1 })
  maxEmails: number = -1;

  /** AI images a calendar month (UTC). */
  @Field(() => Int)
  @Property({ type: 'integer', default: -1 })
  maxAiImages: number = -1;

  /** AI videos a calendar month (UTC). */
  @Field(() => Int)
  @Property({ type: 'integer', default: -1 })
  maxAiVideos: number = -1;

  /** A free trial of this many days (no card, no coins); 0: a paid plan. */
  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  trialDays: number = 0;

  /** What users.membership_level becomes on this plan (free, pro, elite). */
  @Field()
  @Property({ type: 'text', default: 'pro' })
  membershipLevel: string = 'pro';

  /** The order plans are listed in. */
  @Property({ type: 'integer', default: 0 })
  sortOrder: number = 0;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Field({ description: 'Whether it can be paid with ForgeCoin.' })
  @Property({ type: 'boolean', default: true })
  supportsForgecoins: boolean = true;
}
