import {
  BigIntType,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
  type Ref,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Funnel } from '../funnels';

/**
 * Daily roll-up of a funnel's traffic (001 §3): the analytics rollup job adds each visit of the
 * day once it is over; its breakdowns are in funnel_analytics_dimensions. Sums (sessions,
 * bounces, engagedMs) are kept beside the spec's averages so periods add up exactly.
 */
@Entity({ tableName: 'funnel_analytics' })
@Unique({ name: 'funnel_analytics_funnel_id_date_unique', properties: ['funnel', 'date'] })
export class FunnelAnalytics {
  [OptionalProps]?:
    | 'views'
    | 'uniqueViews'
    | 'conversions'
    | 'bounceRate'
    | 'avgSessionDuration'
    | 'sessions'
    | 'bounces'
    | 'engagedMs'
    | 'formStarts'
    | 'rolledAt';

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

  /** Visits (sessions with at least one view). */
  @Property({ type: 'integer', default: 0 })
  sessions: number = 0;

  /** Visits of one view and under 10 s engaged. */
  @Property({ type: 'integer', default: 0 })
  bounces: number = 0;

  /** Engaged time of all visits, in milliseconds (summed exactly as visits are rolled in). */
  @Property({ type: new BigIntType('number'), default: 0 })
  engagedMs: number = 0;

  /** Visits in which a form was started. */
  @Property({ type: 'integer', default: 0 })
  formStarts: number = 0;

  /** Views per UTC hour, 24 numbers. */
  @Property({ type: 'json', nullable: true })
  hourly?: number[] | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  rolledAt!: Date;
}
