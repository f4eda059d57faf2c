import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { Lead } from '../leads';
import { Campaign } from './campaign.entity';

/** One lead frozen into a campaign's audience; its status tracks delivery. */
@Entity({ tableName: 'campaign_recipients' })
@Unique({ name: 'campaign_recipients_campaign_id_lead_id_unique', properties: ['campaign', 'lead'] })
@Index({ name: 'campaign_recipients_campaign_id_status_index', properties: ['campaign', 'status'] })
// A slice's heartbeat finds its claims by token; only claimed rows carry one.
@Index({
  name: 'campaign_recipients_claim_token_index',
  expression:
    'create index "campaign_recipients_claim_token_index" on "campaign_recipients" ("claim_token") where "claim_token" is not null',
})
export class CampaignRecipient extends CreatedEntity<'status' | 'attempts' | 'simulated' | 'abSample'> {
  @ManyToOne(() => Campaign, { ref: true, deleteRule: 'cascade' })
  campaign!: Ref<Campaign>;

  @ManyToOne(() => Lead, { ref: true, deleteRule: 'cascade', index: 'campaign_recipients_lead_id_index' })
  lead!: Ref<Lead>;

  /** pending, sent or failed; 'held' in an A/B test's rest until its winner is picked. */
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  /** The A/B test variant this recipient gets (0 is the campaign itself); null without a test. */
  @Property({ type: 'smallint', nullable: true })
  variant?: number | null;

  /** Drawn into the A/B test's sample (the rest get the winner later). */
  @Property({ type: 'boolean', default: false })
  abSample: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

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

  /** The address at send time: later edits to the lead do not redirect a frozen send. */
  @Property({ type: 'text', nullable: true })
  email?: string | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** Why the last attempt failed (the SMTP answer). */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  /** Set when a worker takes the recipient; a send in flight at a crash is retried from here. */
  @Property({ type: 'timestamptz', nullable: true })
  claimedAt?: Date | null;

  /** The sending slice that holds the claim: a worker sends a recipient only while it holds it. */
  @Property({ type: 'uuid', nullable: true })
  claimToken?: string | null;

  /** After a temporary failure (4xx, a dropped connection): not tried again before this time. */
  @Property({ type: 'timestamptz', nullable: true })
  retryAt?: Date | null;

  /** The stable Message-ID of this campaign and recipient. */
  @Property({ type: 'text', nullable: true })
  messageId?: string | null;
}
