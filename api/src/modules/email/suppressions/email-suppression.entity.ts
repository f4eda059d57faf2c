import { Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { CreatedEntity } from '../../../shared/db/base.entity';
import { User } from '../../accounts';

/** Why an address gets no more mail from its user (the GraphQL names are the stored values). */
export const SuppressionReason = {
  hard_bounce: 'hard_bounce',
  complaint: 'complaint',
  unsubscribe: 'unsubscribe',
  manual: 'manual',
} as const;
export type SuppressionReason = (typeof SuppressionReason)[keyof typeof SuppressionReason];
export const SUPPRESSION_REASONS = Object.values(SuppressionReason);

registerEnumType(SuppressionReason, {
  name: 'SuppressionReason',
  description: 'hard_bounce, complaint, unsubscribe or manual.',
});

/**
 * An address none of its user's sends reach (campaigns, sequences): one row per user and
 * address, kept apart from leads so deleting or re-importing a lead does not lift it.
 */
@ObjectType({ description: 'An address your emails skip, and why.' })
@Entity({ tableName: 'email_suppressions' })
@Unique({ name: 'email_suppressions_user_id_email_unique', properties: ['user', 'email'] })
@Index({ name: 'email_suppressions_user_id_created_at_index', properties: ['user', 'createdAt'] })
export class EmailSuppression extends CreatedEntity<'detail' | 'sourceLabel'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: false })
  user!: Ref<User>;

  /** Lower-cased. */
  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field(() => SuppressionReason)
  @Enum({ items: () => SUPPRESSION_REASONS })
  reason!: SuppressionReason;

  @Field(() => String, {
    nullable: true,
    description: "The server's words for a bounce, the report's type for a complaint, or your note.",
  })
  @Property({ type: 'text', nullable: true })
  detail?: string | null;

  /** The delivery that led to it: its outbox and row. */
  @Property({ type: 'text', nullable: true })
  sourceOutbox?: 'campaign' | 'sequence' | null;

  @Property({ type: 'uuid', nullable: true })
  sourceId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The send it came from: a campaign, or a sequence and its step.',
  })
  @Property({ type: 'text', nullable: true })
  sourceLabel?: string | null;
}
