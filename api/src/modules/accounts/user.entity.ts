import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';

export const MEMBERSHIP_LEVELS = ['free', 'pro', 'elite'] as const;

@ObjectType('User', { description: 'A FunnelForge account.' })
@Entity({ tableName: 'users' })
@Unique({
  name: 'users_email_lower_unique',
  expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
})
@Unique({
  name: 'users_username_lower_unique',
  expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
})
export class User extends TimestampedEntity<'membershipLevel' | 'cancelAtPeriodEnd'> {
  /** Stored lower-cased; unique case-insensitively. */
  @Field()
  @Property({ length: 320 })
  email!: string;

  /** argon2id hash; null for accounts that only sign in through OpenID Connect. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  passwordHash?: string | null;

  /** The OpenID Connect `sub` claim, for accounts linked to an identity provider. */
  @Property({ type: 'text', nullable: true, hidden: true })
  @Unique({ name: 'users_oidc_subject_unique' })
  oidcSubject?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  /** Unique case-insensitively; kept as typed. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  username?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  @Index({ name: 'users_stripe_customer_id_index' })
  stripeCustomerId?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  stripeSubscriptionId?: string | null;

  @Field()
  @Property({ type: 'text', default: 'free' })
  membershipLevel: string = 'free';

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  subscriptionStatus?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  subscriptionEndDate?: Date | null;

  /**
   * The subscription_plans row the subscription is on (the billing module keeps it). A plain id,
   * not a relation: accounts does not depend on billing, and plans are retired (isActive false),
   * never deleted.
   */
  @Property({ type: 'uuid', nullable: true, hidden: true })
  @Index({ name: 'users_subscription_plan_id_index' })
  subscriptionPlanId?: string | null;

  /** How the subscription is paid: trial, card (Stripe) or forgecoin; null: no subscription yet. */
  @Property({ type: 'text', nullable: true, hidden: true })
  billingMethod?: string | null;

  /** The subscription ends at subscriptionEndDate instead of renewing (auto-renewal disabled). */
  @Property({ type: 'boolean', default: false, hidden: true })
  cancelAtPeriodEnd: boolean = false;
}
