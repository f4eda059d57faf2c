import { Entity, Enum, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts/user.entity';

export const SEQUENCE_TRIGGERS = ['funnel_signup', 'manual', 'tag_added', 'date_based'] as const;
export type SequenceTrigger = (typeof SEQUENCE_TRIGGERS)[number];

@Entity({ tableName: 'email_sequences' })
export class EmailSequence extends TimestampedEntity<'trigger' | 'isActive' | 'totalSent'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'email_sequences_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Enum({ items: () => [...SEQUENCE_TRIGGERS], default: 'funnel_signup' })
  trigger: SequenceTrigger = 'funnel_signup';

  @Property({ type: 'text', nullable: true })
  triggerValue?: string | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'integer', default: 0 })
  totalSent: number = 0;
}
