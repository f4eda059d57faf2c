import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Affiliate } from './affiliate.entity';
import { ReferralClick } from './referral-click.entity';

/**
 * A sign-up through an affiliate link (pending) that converts when the account first pays.
 * One per referred account; `click` is the visit that brought it.
 */
@Entity({ tableName: 'referrals' })
export class Referral extends TimestampedEntity<'status' | 'commissionEarned'> {
  @ManyToOne(() => Affiliate, { ref: true, deleteRule: 'cascade', index: 'referrals_affiliate_id_index' })
  affiliate!: Ref<Affiliate>;

  @ManyToOne(() => User, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    unique: 'referrals_referred_user_id_unique',
  })
  referredUser?: Ref<User> | null;

  @ManyToOne(() => ReferralClick, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'referrals_click_id_index',
  })
  click?: Ref<ReferralClick> | null;

  @Property({ type: 'string', length: 50 })
  referralCode!: string;

  @Property({ type: 'text', nullable: true })
  email?: string | null;

  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  /** pending until the account first pays, then converted. */
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  /** What the referred account paid in payments that earned a commission. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  conversionValue?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  commissionEarned: string = '0';

  @Property({ type: 'timestamptz', nullable: true })
  convertedAt?: Date | null;
}
