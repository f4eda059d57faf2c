import { Check, Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { EmailSequence } from './email-sequence.entity';

@Entity({ tableName: 'email_sequence_steps' })
@Check({ name: 'email_sequence_steps_delay_hours_non_negative', expression: 'delay_hours >= 0' })
export class EmailSequenceStep extends TimestampedEntity<
  'delayHours' | 'isActive' | 'sentCount' | 'openCount' | 'clickCount'
> {
  @ManyToOne(() => EmailSequence, {
    ref: true,
    deleteRule: 'cascade',
    index: 'email_sequence_steps_sequence_id_index',
  })
  sequence!: Ref<EmailSequence>;

  @Property({ type: 'integer' })
  stepNumber!: number;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'integer', default: 24 })
  delayHours: number = 24;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'integer', default: 0 })
  sentCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  openCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  clickCount: number = 0;
}
