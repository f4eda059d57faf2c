import { Entity, ManyToOne, PrimaryKeyProp, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Funnel } from '../funnels';

/**
 * The rolled-up breakdowns of a funnel's day: one row per dimension and value (a channel, a
 * device, a country, a page, an exit page, a UTM campaign...), so a 90-day report sums small rows.
 */
@Entity({ tableName: 'funnel_analytics_dimensions' })
export class FunnelAnalyticsDimension {
  [PrimaryKeyProp]?: ['funnel', 'date', 'dimension', 'key'];

  @ManyToOne(() => Funnel, { ref: true, deleteRule: 'cascade', primary: true })
  funnel!: Ref<Funnel>;

  /** Calendar day (UTC), YYYY-MM-DD. */
  @PrimaryKey({ type: 'date' })
  date!: string;

  /** channel, device, browser, country, page, exit or campaign. */
  @PrimaryKey({ type: 'text' })
  dimension!: string;

  @PrimaryKey({ type: 'text' })
  key!: string;

  /** Visits with this value (for a page: visits that saw it). */
  @Property({ type: 'integer', default: 0 })
  visits: number = 0;

  /** Page views (for a page: its views). */
  @Property({ type: 'integer', default: 0 })
  views: number = 0;

  @Property({ type: 'integer', default: 0 })
  conversions: number = 0;
}
