import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';
import { Lead } from './lead.entity';

/**
 * The record of a visitor's consent on a double opt-in form (issue 24 item 5): when, from which
 * network, on which form, and the consent text the form showed (read from the saved page, not
 * from what the browser sent), and when its confirmation link was followed. Kept with the lead,
 * exported with it, removed with it.
 */
@ObjectType('LeadConsent', {
  description: "A visitor's consent on a double opt-in form.",
  simpleResolvers: true,
})
@Entity({ tableName: 'lead_consents' })
@Index({ name: 'lead_consents_lead_id_created_at_index', properties: ['lead', 'createdAt'] })
export class LeadConsent extends CreatedEntity<
  'ipNetwork' | 'userAgent' | 'confirmedAt' | 'confirmationSentAt' | 'funnel'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'lead_consents_user_id_index' })
  user!: Ref<User>;

  @ManyToOne(() => Lead, { ref: true, deleteRule: 'cascade', index: false })
  lead!: Ref<Lead>;

  /** The funnel whose form it was; kept as null when that funnel is purged. */
  @ManyToOne(() => Funnel, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'lead_consents_funnel_id_index',
  })
  funnel?: Ref<Funnel> | null;

  @Field({ description: 'The id of the form element on the funnel page.' })
  @Property({ type: 'text' })
  formElementId!: string;

  @Field({ description: "The form as the marketer knows it: its heading and step, on the funnel's name." })
  @Property({ type: 'text' })
  formName!: string;

  @Field({ description: 'The consent text the form showed, as it was saved when the visitor sent it.' })
  @Property({ type: 'text' })
  consentText!: string;

  @Field(() => String, {
    nullable: true,
    description: "The visitor's network: the address with its host part zeroed (IPv4 /24, IPv6 /48).",
  })
  @Property({ type: 'text', nullable: true })
  ipNetwork?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  /** When the confirmation email was handed to the SMTP server (null: not yet, or no SMTP settings). */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  confirmationSentAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the confirmation link was followed.' })
  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt?: Date | null;
}
