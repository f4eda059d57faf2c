import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Lead } from '../leads/lead.entity';
import { EmailSequence } from './email-sequence.entity';
import { EmailSequenceStep } from './email-sequence-step.entity';
import { EmailSequenceSubscriber } from './email-sequence-subscriber.entity';

/** One step sent to one subscriber; the unique key makes "exactly once" a database rule. */
@Entity({ tableName: 'email_sequence_logs' })
@Unique({ name: 'email_sequence_logs_subscriber_id_step_id_unique', properties: ['subscriber', 'step'] })
export class EmailSequenceLog {
  [OptionalProps]?: 'status' | 'sentAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne(() => EmailSequence, {
    ref: true,
    deleteRule: 'cascade',
    index: 'email_sequence_logs_sequence_id_index',
  })
  sequence!: Ref<EmailSequence>;

  @ManyToOne(() => EmailSequenceStep, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'email_sequence_logs_step_id_index',
  })
  step?: Ref<EmailSequenceStep> | null;

  @ManyToOne(() => EmailSequenceSubscriber, { ref: true, nullable: true, deleteRule: 'set null' })
  subscriber?: Ref<EmailSequenceSubscriber> | null;

  @ManyToOne(() => Lead, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'email_sequence_logs_lead_id_index',
  })
  lead?: Ref<Lead> | null;

  @Property({ type: 'text', default: 'sent' })
  status: string = 'sent';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  sentAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  openedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  clickedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  errorMessage?: string | null;
}
