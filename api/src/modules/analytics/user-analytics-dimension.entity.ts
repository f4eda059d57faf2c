import { Entity, ManyToOne, PrimaryKeyProp, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from '../accounts';

/**
 * The rolled-up breakdowns of all of a user's funnels together, per day: what the all-funnels
 * report reads, so its size does not grow with the number of funnels. Kept by the rollup beside
 * funnel_analytics_dimensions (pages and exit pages keyed by funnel id and path); a funnel
 * deleted for good takes its share out (a trigger on funnels, see the migration).
 */
@Entity({ tableName: 'user_analytics_dimensions' })
export class UserAnalyticsDimension {
  [PrimaryKeyProp]?: ['user', 'date', 'dimension', 'key'];

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', primary: true })
  user!: Ref<User>;

  /** Calendar day (UTC), YYYY-MM-DD. */
  @PrimaryKey({ type: 'date' })
  date!: string;

  @PrimaryKey({ type: 'text' })
  dimension!: string;

  /** The value; for a page or an exit page, the funnel's id followed by the path. */
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  visits: number = 0;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;

  @Property({ type: 'integer', default: 0 })
  conversions: number = 0;
}
