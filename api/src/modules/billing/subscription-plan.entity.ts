import { Entity, Property } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';

/** A plan users can subscribe to; limits of -1 mean unlimited. */
@Entity({ tableName: 'subscription_plans' })
export class SubscriptionPlan extends TimestampedEntity<
  'currency' | 'features' | 'maxFunnels' | 'maxLeads' | 'maxEmails' | 'isActive' | 'supportsForgecoins'
> {
  @Property({ type: 'text', unique: 'subscription_plans_name_unique' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  stripePriceId?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  price!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  priceForgecoins?: string | null;

  @Property({ type: 'text', default: 'usd' })
  currency: string = 'usd';

  @Property({ type: 'text' })
  interval!: string;

  @Property({ type: 'json', defaultRaw: `'[]'` })
  features: string[] = [];

  @Property({ type: 'integer', default: -1 })
  maxFunnels: number = -1;

  @Property({ type: 'integer', default: -1 })
  maxLeads: number = -1;

  @Property({ type: 'integer', default: -1 })
  maxEmails: number = -1;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'boolean', default: true })
  supportsForgecoins: boolean = true;
}
