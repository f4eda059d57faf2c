import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Affiliate } from './affiliate.entity';

/** A visit through an affiliate link (status pending) that may convert into a paying user. */
@Entity({ tableName: 'referrals' })
export class Referral extends TimestampedEntity<'status' | 'commissionEarned'> {
  @ManyToOne(() => Affiliate, { ref: true, deleteRule: 'cascade', index: 'referrals_affiliate_id_index' })
  affiliate!: Ref<Affiliate>;

  @ManyToOne(() => User, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'referrals_referred_user_id_index',
  })
  referredUser?: Ref<User> | null;

  @Property({ type: 'string', length: 50 })
  referralCode!: string;

  @Property({ type: 'text', nullable: true })
  email?: string | null;

  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  conversionValue?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  commissionEarned: string = '0';

  @Property({ type: 'timestamptz', nullable: true })
  convertedAt?: Date | null;
}
