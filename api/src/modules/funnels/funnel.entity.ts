import { Entity, Enum, Filter, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { JSONObjectResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

export const FUNNEL_STATUSES = ['draft', 'published', 'archived'] as const;
export type FunnelStatus = (typeof FUNNEL_STATUSES)[number];

export const FunnelStatusEnum = { draft: 'draft', published: 'published', archived: 'archived' } as const;
registerEnumType(FunnelStatusEnum, { name: 'FunnelStatus' });

/** Template types shown in the funnel list; the builder's page types (landing, sales, capture) are a subset plus capture. */
export const FUNNEL_TEMPLATE_TYPES = [
  'landing',
  'sales',
  'capture',
  'thankyou',
  'events',
  'splash',
  'education',
] as const;

@ObjectType('Funnel', { description: 'A funnel page: its page model, status and measured totals.' })
@Entity({ tableName: 'funnels' })
// A funnel in the recycle bin keeps its row (and so its leads, views and clicks) until it is purged.
@Filter({ name: 'notDeleted', cond: { deletedAt: null }, default: true })
@Index({ name: 'funnels_user_id_updated_at_index', properties: ['user', 'updatedAt'] })
export class Funnel extends TimestampedEntity<
  'templateType' | 'status' | 'config' | 'conversionRate' | 'totalViews' | 'totalConversions'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'funnels_user_id_index' })
  user!: Ref<User>;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field({ description: 'landing, sales, capture, thankyou, events, splash or education.' })
  @Property({ type: 'text', default: 'landing' })
  templateType: string = 'landing';

  @Field(() => FunnelStatusEnum)
  @Enum({ items: () => [...FUNNEL_STATUSES], default: 'draft' })
  status: FunnelStatus = 'draft';

  /** The page model: { version, elements, pageBackground }. */
  @Field(() => JSONObjectResolver)
  @Property({ type: 'json', defaultRaw: `'{}'` })
  config: Record<string, unknown> = {};

  /** Percent, two decimals. */
  @Property({ type: 'decimal', precision: 5, scale: 2, default: 0 })
  conversionRate: string = '0';

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  totalViews: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  totalConversions: number = 0;

  /** The page as served at /p/{id}, rendered when published and on every save while published. */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  publishedHtml?: string | null;

  /** Strong validator of publishedHtml. */
  @Property({ type: 'text', nullable: true })
  publishedEtag?: string | null;

  /** Which renderer (page model, stylesheet and script) made publishedHtml; a new one re-renders it. */
  @Property({ type: 'text', nullable: true, hidden: true })
  publishedVersion?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  publishedAt?: Date | null;

  /** Set while the funnel is in the recycle bin (see RecycledFunnel); such funnels are filtered out. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  @Index({ name: 'funnels_deleted_at_index' })
  deletedAt?: Date | null;
}
