import { Entity, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

/** A user's affiliate account; one per user. */
@Entity({ tableName: 'affiliates' })
export class Affiliate extends TimestampedEntity<
  'commissionRate' | 'status' | 'totalEarnings' | 'totalReferrals' | 'payoutThreshold' | 'pendingCommissions'
> {
  @OneToOne(() => User, {
    ref: true,
    owner: true,
    deleteRule: 'cascade',
    unique: 'affiliates_user_id_unique',
  })
  user!: Ref<User>;

  @Property({ type: 'string', length: 50, unique: 'affiliates_affiliate_code_unique' })
  affiliateCode!: string;

  /** When the affiliate chose their own code; a code can be changed once. */
  @Property({ type: 'timestamptz', nullable: true })
  codeChangedAt?: Date | null;

  /** Percent. */
  @Property({ type: 'decimal', precision: 5, scale: 2, defaultRaw: '10.00' })
  commissionRate: string = '10.00';

  @Property({ type: 'text', default: 'active' })
  status: string = 'active';

  /** Approved and paid commissions, net of adjustments: the sum of those rows, kept with them. */
  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  totalEarnings: string = '0';

  /** Commissions still in their holding period: the sum of those rows, kept with them. */
  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  pendingCommissions: string = '0';

  /** Sign-ups through the affiliate's link: the count of their referrals. */
  @Property({ type: 'integer', default: 0 })
  totalReferrals: number = 0;

  @Property({ type: 'decimal', precision: 12, scale: 2, defaultRaw: '50.00' })
  payoutThreshold: string = '50.00';

  /** How payouts are made: forgecoin (default) or bank_transfer. */
  @Property({ type: 'text', nullable: true })
  paymentMethod?: string | null;

  @Property({ type: 'json', nullable: true })
  paymentDetails?: Record<string, unknown> | null;
}
