import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

/** A deleted funnel, kept for seven days so it can be restored. */
@ObjectType('RecycledFunnel', { description: 'A deleted funnel waiting in the recycle bin.' })
@Entity({ tableName: 'recycled_funnels' })
export class RecycledFunnel extends CreatedEntity<
  'config' | 'conversionRate' | 'totalViews' | 'totalConversions'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'recycled_funnels_user_id_index' })
  user!: Ref<User>;

  /** The id the funnel had, and gets back on restore. Not a foreign key: that row is gone. */
  @Field(() => ID)
  @Property({ type: 'uuid' })
  @Index({ name: 'recycled_funnels_original_funnel_id_index' })
  originalFunnelId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field()
  @Property({ type: 'text' })
  templateType!: string;

  @Property({ type: 'text' })
  status!: string;

  @Property({ type: 'json', defaultRaw: `'{}'` })
  config: Record<string, unknown> = {};

  @Property({ type: 'decimal', precision: 5, scale: 2, default: 0 })
  conversionRate: string = '0';

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  totalViews: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  totalConversions: number = 0;

  @Property({ type: 'timestamptz' })
  originalCreatedAt!: Date;

  @Property({ type: 'timestamptz' })
  originalUpdatedAt!: Date;

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  deletedAt!: Date;

  @Field()
  @Property({ type: 'timestamptz' })
  @Index({ name: 'recycled_funnels_permanent_delete_at_index' })
  permanentDeleteAt!: Date;
}
