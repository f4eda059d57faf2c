import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A UTC day whose visits are rolled up into funnel_analytics for every funnel: reports read it from there. */
@Entity({ tableName: 'analytics_rollup_days' })
export class AnalyticsRollupDay {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  rolledAt!: Date;
}
