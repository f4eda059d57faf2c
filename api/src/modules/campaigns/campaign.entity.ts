import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts/user.entity';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sent', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

@Entity({ tableName: 'campaigns' })
@Index({ name: 'campaigns_status_scheduled_at_index', properties: ['status', 'scheduledAt'] })
export class Campaign extends TimestampedEntity<'type' | 'status' | 'recipients' | 'opens' | 'clicks'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'campaigns_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', default: 'email' })
  type: string = 'email';

  @Enum({ items: () => [...CAMPAIGN_STATUSES], default: 'draft' })
  status: CampaignStatus = 'draft';

  @Property({ type: 'timestamptz', nullable: true })
  scheduledAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  recipients: number = 0;

  @Property({ type: 'integer', default: 0 })
  opens: number = 0;

  @Property({ type: 'integer', default: 0 })
  clicks: number = 0;
}
