import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { JSONObjectResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Lead } from './lead.entity';

/** What happened to a lead; campaigns add opens and clicks later. */
export type LeadActivityType =
  'created' | 'captured' | 'imported' | 'updated' | 'status' | 'score' | 'submission' | 'confirmed';

/** One thing that happened to a lead, for the activity list of the lead drawer. */
@ObjectType('LeadActivity')
@Entity({ tableName: 'lead_activities' })
@Index({ name: 'lead_activities_lead_id_created_at_index', properties: ['lead', 'createdAt'] })
export class LeadActivity extends CreatedEntity<'detail'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'lead_activities_user_id_index' })
  user!: Ref<User>;

  @ManyToOne(() => Lead, { ref: true, deleteRule: 'cascade' })
  lead!: Ref<Lead>;

  @Field(() => String, {
    description:
      'created, captured, imported, updated, status, score, submission or confirmed (double opt-in).',
  })
  @Property({ type: 'text' })
  type!: LeadActivityType;

  @Field({ description: 'What happened, in words.' })
  @Property({ type: 'text' })
  summary!: string;

  @Field(() => JSONObjectResolver)
  @Property({ type: 'json', defaultRaw: `'{}'` })
  detail: Record<string, unknown> = {};
}
