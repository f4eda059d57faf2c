import { Check, Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { Field, Int, ObjectType } from 'type-graphql';
import { EmailSequence } from './email-sequence.entity';

@ObjectType('EmailSequenceStep', {
  description:
    'One timed email of a sequence (001 §3 email_sequence_steps); stepNumber is its position, 1..N.',
  simpleResolvers: true,
})
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

  @Field(() => Int)
  @Property({ type: 'integer' })
  stepNumber!: number;

  @Field()
  @Property({ type: 'text' })
  subject!: string;

  @Field()
  @Property({ type: 'text' })
  content!: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 24 })
  delayHours: number = 24;

  @Field({ description: 'An inactive step is not sent.' })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sentCount: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  openCount: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  clickCount: number = 0;
}
