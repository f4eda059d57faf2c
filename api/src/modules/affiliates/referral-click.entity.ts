import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { Affiliate } from './affiliate.entity';

/**
 * A visit through an affiliate link (POST /api/referral/track). Bots and the affiliate's own
 * browsers are not recorded. The browser is known only by the hash of its device cookie, which
 * ties a later sign-up in that browser to its latest click (last click wins).
 */
@Entity({ tableName: 'referral_clicks' })
@Index({ name: 'referral_clicks_affiliate_id_created_at_index', properties: ['affiliate', 'createdAt'] })
@Index({ name: 'referral_clicks_device_hash_created_at_index', properties: ['deviceHash', 'createdAt'] })
export class ReferralClick extends CreatedEntity {
  @ManyToOne(() => Affiliate, { ref: true, deleteRule: 'cascade', index: false })
  affiliate!: Ref<Affiliate>;

  @Property({ type: 'text' })
  deviceHash!: string;

  /** direct, search, social, email or referral (the analytics channels). */
  @Property({ type: 'text' })
  channel!: string;

  /** The referring host or utm_source; null for a direct visit. */
  @Property({ type: 'text', nullable: true })
  source?: string | null;
}
