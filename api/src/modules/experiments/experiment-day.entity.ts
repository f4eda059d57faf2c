import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Experiment } from './experiment.entity';

/**
 * One finished day of one variant of an A/B test: its visitors (daily visitor hashes, so days
 * add up) and, per goal, those who reached it. The experiments job keeps these before raw
 * visits pass their retention, so a test's figures outlive them.
 */
@Entity({ tableName: 'experiment_days' })
@Unique({
  name: 'experiment_days_experiment_id_variant_date_unique',
  properties: ['experiment', 'variant', 'date'],
})
export class ExperimentDay {
  [OptionalProps]?: 'visitors' | 'goals';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne(() => Experiment, { ref: true, deleteRule: 'cascade', index: false })
  experiment!: Ref<Experiment>;

  @Property({ type: 'text' })
  variant!: string;

  /** Calendar day (UTC), YYYY-MM-DD. */
  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'integer', default: 0 })
  visitors: number = 0;

  /** Visitors who reached each goal: the primary first, then the secondary ones. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  goals: number[] = [];
}
