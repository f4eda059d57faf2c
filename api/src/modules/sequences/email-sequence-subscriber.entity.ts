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
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Lead } from '../leads';
import { EmailSequence } from './email-sequence.entity';

export const SUBSCRIBER_STATUSES = ['active', 'completed', 'removed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SubscriberStatusEnum = {
  active: 'active',
  completed: 'completed',
  removed: 'removed',
  unsubscribed: 'unsubscribed',
} as const;
registerEnumType(SubscriberStatusEnum, {
  name: 'SequenceSubscriberStatus',
  description:
    'active: steps still to come; completed: after the last step; removed: taken out by hand; unsubscribed: the lead unsubscribed.',
});

/** A lead enrolled in a sequence, with where it stands and when its next email is due. */
@ObjectType('EmailSequenceSubscriber', {
  description: 'A lead enrolled in a sequence (001 §3 email_sequence_subscribers).',
  simpleResolvers: true,
})
@Entity({ tableName: 'email_sequence_subscribers' })
@Unique({ name: 'email_sequence_subscribers_sequence_id_lead_id_unique', properties: ['sequence', 'lead'] })
@Index({
  name: 'email_sequence_subscribers_status_next_email_at_index',
  properties: ['status', 'nextEmailAt'],
})
export class EmailSequenceSubscriber {
  [OptionalProps]?: 'currentStep' | 'status';

  @Field(() => ID)
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

  @Field(() => Int, { description: 'The stepNumber (position) of the next step to send.' })
  @Property({ type: 'integer', default: 1 })
  currentStep: number = 1;

  @Field(() => SubscriberStatusEnum)
  @Property({ type: 'text', default: 'active' })
  status: SubscriberStatus = 'active';

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  lastEmailSent?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  nextEmailAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  completedAt?: Date | null;
}
