import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Funnel } from '../funnels';

/** Daily roll-up of a funnel's traffic. */
@Entity({ tableName: 'funnel_analytics' })
@Unique({ name: 'funnel_analytics_funnel_id_date_unique', properties: ['funnel', 'date'] })
export class FunnelAnalytics {
  [OptionalProps]?: 'views' | 'uniqueViews' | 'conversions' | 'bounceRate' | 'avgSessionDuration';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne(() => Funnel, { ref: true, deleteRule: 'cascade' })
  funnel!: Ref<Funnel>;

  /** Calendar day, YYYY-MM-DD. */
  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;

  @Property({ type: 'integer', default: 0 })
  uniqueViews: number = 0;

  @Property({ type: 'integer', default: 0 })
  conversions: number = 0;

  /** Percent. */
  @Property({ type: 'decimal', precision: 5, scale: 2, default: 0 })
  bounceRate: string = '0';

  /** Seconds. */
  @Property({ type: 'integer', default: 0 })
  avgSessionDuration: number = 0;

  @Property({ type: 'text', nullable: true })
  topExitPage?: string | null;

  @Property({ type: 'json', nullable: true })
  trafficSources?: Record<string, number> | null;

  @Property({ type: 'json', nullable: true })
  deviceBreakdown?: Record<string, number> | null;
}
