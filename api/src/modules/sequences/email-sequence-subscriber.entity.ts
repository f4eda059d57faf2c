import {
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
  type Ref,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Lead } from '../leads/lead.entity';
import { EmailSequence } from './email-sequence.entity';

/** A lead enrolled in a sequence, with where it stands and when its next email is due. */
@Entity({ tableName: 'email_sequence_subscribers' })
@Unique({ name: 'email_sequence_subscribers_sequence_id_lead_id_unique', properties: ['sequence', 'lead'] })
@Index({
  name: 'email_sequence_subscribers_status_next_email_at_index',
  properties: ['status', 'nextEmailAt'],
})
export class EmailSequenceSubscriber {
  [OptionalProps]?: 'currentStep' | 'status' | 'startedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne(() => EmailSequence, { ref: true, deleteRule: 'cascade' })
  sequence!: Ref<EmailSequence>;

  @ManyToOne(() => Lead, {
    ref: true,
    deleteRule: 'cascade',
    index: 'email_sequence_subscribers_lead_id_index',
  })
  lead!: Ref<Lead>;

  @Property({ type: 'integer', default: 1 })
  currentStep: number = 1;

  @Property({ type: 'text', default: 'active' })
  status: string = 'active';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  startedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  lastEmailSent?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  nextEmailAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt?: Date | null;
}
