import { Check, Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts/user.entity';
import { Funnel } from '../funnels/funnel.entity';

export const LEAD_STATUSES = ['new', 'contacted', 'follow-up', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

@Entity({ tableName: 'leads' })
@Unique({
  name: 'leads_user_id_email_lower_unique',
  expression: 'create unique index "leads_user_id_email_lower_unique" on "leads" ("user_id", lower("email"))',
})
@Index({ name: 'leads_user_id_created_at_index', properties: ['user', 'createdAt'] })
@Check({ name: 'leads_score_range', expression: '(score >= 0) AND (score <= 100)' })
export class Lead extends TimestampedEntity<'score' | 'status' | 'tags' | 'customFields'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'leads_user_id_index' })
  user!: Ref<User>;

  /** The funnel the lead came from; kept as null when that funnel is deleted. */
  @ManyToOne(() => Funnel, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'leads_funnel_id_index',
  })
  funnel?: Ref<Funnel> | null;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Property({ type: 'text', nullable: true })
  company?: string | null;

  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @Property({ type: 'text', nullable: true })
  source?: string | null;

  @Property({ type: 'integer', default: 0 })
  score: number = 0;

  @Enum({ items: () => [...LEAD_STATUSES], default: 'new' })
  status: LeadStatus = 'new';

  @Property({ type: 'json', defaultRaw: `'[]'` })
  tags: string[] = [];

  @Property({ type: 'json', defaultRaw: `'{}'` })
  customFields: Record<string, unknown> = {};

  @Property({ type: 'timestamptz', nullable: true })
  lastContactedAt?: Date | null;
}
