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
import { Lead } from '../leads';
import { EmailSequence } from './email-sequence.entity';
import { EmailSequenceStep } from './email-sequence-step.entity';
import { EmailSequenceSubscriber } from './email-sequence-subscriber.entity';

/** One step sent to one subscriber; the unique key makes "exactly once" a database rule. */
@Entity({ tableName: 'email_sequence_logs' })
@Unique({ name: 'email_sequence_logs_subscriber_id_step_id_unique', properties: ['subscriber', 'step'] })
// The engine's queue: only rows still to be sent, oldest first.
@Index({
  name: 'email_sequence_logs_pending_index',
  expression:
    'create index "email_sequence_logs_pending_index" on "email_sequence_logs" ("queued_at") where "status" = \'pending\'',
})
export class EmailSequenceLog {
  [OptionalProps]?: 'status' | 'queuedAt' | 'simulated';

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

  /** When the scheduler queued this step for the subscriber. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  queuedAt!: Date;

  /** When it was sent (or its last attempt failed for good); null while it waits in the queue. */
  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;

  /** Sent without an SMTP server: logged, not delivered (status 'sent'); counted apart from deliveries. */
  @Property({ type: 'boolean', default: false })
  simulated: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  openedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  clickedAt?: Date | null;

  /**
   * Opens and clicks by machines (bots, link scanners, privacy proxies): recorded here, never
   * counted as the reader's. Why the first was judged a machine's is kept with them.
   */
  @Property({ type: 'timestamptz', nullable: true })
  machineOpenedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  machineClickedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  machineReason?: string | null;

  /** The link followed last (a person's or a machine's): a different one within seconds is a scanner's. */
  @Property({ type: 'text', nullable: true })
  lastClickedUrl?: string | null;

  @Property({ type: 'text', nullable: true })
  errorMessage?: string | null;

  /** The engine's delivery state ('pending' rows wait to be sent): tries so far. */
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** Set when a worker takes the row to send; a claim older than the timeout is taken again. */
  @Property({ type: 'timestamptz', nullable: true })
  claimedAt?: Date | null;

  /** The worker pass that holds the claim: it sends the row only while the claim is its own. */
  @Property({ type: 'uuid', nullable: true })
  claimToken?: string | null;

  /** After a temporary failure (4xx, a dropped connection): not tried again before this time. */
  @Property({ type: 'timestamptz', nullable: true })
  retryAt?: Date | null;

  /** The stable Message-ID of this step and subscriber. */
  @Property({ type: 'text', nullable: true })
  messageId?: string | null;
}
