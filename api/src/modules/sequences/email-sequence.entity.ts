import { Entity, Enum, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

export const SEQUENCE_TRIGGERS = ['funnel_signup', 'manual', 'tag_added', 'date_based'] as const;
export type SequenceTrigger = (typeof SEQUENCE_TRIGGERS)[number];

export const SequenceTriggerEnum = {
  funnel_signup: 'funnel_signup',
  manual: 'manual',
  tag_added: 'tag_added',
  date_based: 'date_based',
} as const;
registerEnumType(SequenceTriggerEnum, {
  name: 'SequenceTrigger',
  description:
    'How leads enter (001 §3): funnel_signup (triggerValue a funnel id, or any funnel when empty), manual, tag_added (triggerValue the tag), date_based (triggerValue a date).',
});

@ObjectType('EmailSequence', {
  description: 'An autoresponder (001 §3 email_sequences): timed steps sent to the leads it enrols.',
  simpleResolvers: true,
})
@Entity({ tableName: 'email_sequences' })
export class EmailSequence extends TimestampedEntity<'trigger' | 'isActive' | 'totalSent'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'email_sequences_user_id_index' })
  user!: Ref<User>;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => SequenceTriggerEnum)
  @Enum({ items: () => [...SEQUENCE_TRIGGERS], default: 'funnel_signup' })
  trigger: SequenceTrigger = 'funnel_signup';

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  triggerValue?: string | null;

  @Field({ description: 'Active sends; false is Paused.' })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  totalSent: number = 0;
}
