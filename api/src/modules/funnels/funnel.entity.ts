import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts/user.entity';

export const FUNNEL_STATUSES = ['draft', 'published', 'archived'] as const;
export type FunnelStatus = (typeof FUNNEL_STATUSES)[number];

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

@Entity({ tableName: 'funnels' })
@Index({ name: 'funnels_user_id_updated_at_index', properties: ['user', 'updatedAt'] })
export class Funnel extends TimestampedEntity<
  'templateType' | 'status' | 'config' | 'conversionRate' | 'totalViews' | 'totalConversions'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'funnels_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', default: 'landing' })
  templateType: string = 'landing';

  @Enum({ items: () => [...FUNNEL_STATUSES], default: 'draft' })
  status: FunnelStatus = 'draft';

  /** The page model: { version, elements, pageBackground } (or an AI `pages` document). */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  config: Record<string, unknown> = {};

  /** Percent, two decimals. */
  @Property({ type: 'decimal', precision: 5, scale: 2, default: 0 })
  conversionRate: string = '0';

  @Property({ type: 'integer', default: 0 })
  totalViews: number = 0;

  @Property({ type: 'integer', default: 0 })
  totalConversions: number = 0;
}
