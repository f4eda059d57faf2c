import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';
import {
  EXPERIMENT_STATUSES,
  type ExperimentGoalsData,
  type ExperimentStatus,
  type ExperimentVariantData,
  type VariantKey,
} from './experiment-data';

/**
 * An A/B test of one step of a funnel: its variants (A the step as it is), their traffic
 * weights, the goal, and where it stands. While running, the step's published page is served
 * as one of the variants, chosen for each visitor by the daily visitor hash.
 */
@Entity({ tableName: 'experiments' })
@Index({ name: 'experiments_user_id_created_at_index', properties: ['user', 'createdAt'] })
@Index({ name: 'experiments_funnel_id_status_index', properties: ['funnel', 'status'] })
export class Experiment extends TimestampedEntity<'status' | 'autoPromote' | 'sequential' | 'keptThrough'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: false })
  user!: Ref<User>;

  @ManyToOne(() => Funnel, { ref: true, deleteRule: 'cascade', index: false })
  funnel!: Ref<Funnel>;

  @Property({ type: 'text' })
  name!: string;

  /** The funnel step tested (its id in the page model). */
  @Property({ type: 'text' })
  stepId!: string;

  @Enum({ items: () => [...EXPERIMENT_STATUSES], default: 'draft' })
  status: ExperimentStatus = 'draft';

  @Property({ type: 'json' })
  variants!: ExperimentVariantData[];

  @Property({ type: 'json' })
  goals!: ExperimentGoalsData;

  /** Promote the winner by itself once the sequential test decides. */
  @Property({ type: 'boolean', default: false })
  autoPromote: boolean = false;

  /** The sequential test's state between looks, per variant compared with A (see statistics). */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  sequential: Record<string, unknown> = {};

  @Property({ type: 'timestamptz', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  endedAt?: Date | null;

  /** The variant promoted into the funnel when the test ended, if one was. */
  @Property({ type: 'text', nullable: true })
  winnerKey?: VariantKey | null;

  /** The last day whose figures are kept in experiment_days (later days are read from raw visits). */
  @Property({ type: 'date', nullable: true })
  keptThrough?: string | null;
}
