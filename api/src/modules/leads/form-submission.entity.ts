import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { JSONObjectResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';
import { Lead } from './lead.entity';

/** One form post on a funnel page. The owner column keeps it reachable after its funnel is deleted. */
@ObjectType('LeadFormSubmission', { description: 'One form post by a lead on a funnel page.' })
@Entity({ tableName: 'form_submissions' })
export class FormSubmission extends CreatedEntity<'formData'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'form_submissions_user_id_index' })
  user!: Ref<User>;

  @ManyToOne(() => Funnel, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'form_submissions_funnel_id_index',
  })
  funnel?: Ref<Funnel> | null;

  @ManyToOne(() => Lead, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'form_submissions_lead_id_index',
  })
  lead?: Ref<Lead> | null;

  @Field(() => JSONObjectResolver, { description: 'What the form sent.' })
  @Property({ type: 'json', defaultRaw: `'{}'` })
  formData: Record<string, unknown> = {};

  @Property({ type: 'text', nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;
}
