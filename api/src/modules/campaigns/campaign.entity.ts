import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts/user.entity';

/** 001 §4 statuses, plus 'sending' while the engine works through the recipients. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Who a campaign goes to, kept until it is sent: chosen leads, or every lead matching a leads
 * filter (so "select all" works at a million leads). Frozen into campaign_recipients at send time.
 */
export type CampaignAudience =
  { mode: 'selected'; leadIds: string[] } | { mode: 'all'; filter: Record<string, string> };

@Entity({ tableName: 'campaigns' })
@Index({ name: 'campaigns_status_scheduled_at_index', properties: ['status', 'scheduledAt'] })
export class Campaign extends TimestampedEntity<
  'type' | 'status' | 'recipients' | 'opens' | 'clicks' | 'audience' | 'sentCount' | 'failedCount'
> {
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

  @Property({ type: 'json', defaultRaw: `'{"mode":"selected","leadIds":[]}'` })
  audience: CampaignAudience = { mode: 'selected', leadIds: [] };

  /** Progress of a send: recipients delivered and failed so far (recipients is the total). */
  @Property({ type: 'integer', default: 0 })
  sentCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  failedCount: number = 0;

  /** When the last recipient was done. */
  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}
