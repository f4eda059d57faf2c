import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { Payment } from '../billing';
import { Affiliate } from './affiliate.entity';
import { Payout } from './payout.entity';
import { Referral } from './referral.entity';

/**
 * What an affiliate earned from one payment of a referred account (type referral, one per
 * payment), or took back when that payment was refunded or disputed after it was paid out
 * (type adjustment, negative, naming the commission it adjusts). pending during the holding
 * period, then approved; paid once a payout includes it; cancelled when reversed before that.
 */
@Entity({ tableName: 'commissions' })
export class Commission extends CreatedEntity<'type' | 'status'> {
  @ManyToOne(() => Affiliate, { ref: true, deleteRule: 'cascade', index: 'commissions_affiliate_id_index' })
  affiliate!: Ref<Affiliate>;

  @ManyToOne(() => Referral, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'commissions_referral_id_index',
  })
  referral?: Ref<Referral> | null;

  /** The payment a referral commission came from: one commission per payment. */
  @ManyToOne(() => Payment, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    unique: 'commissions_payment_id_unique',
  })
  payment?: Ref<Payment> | null;

  /** An adjustment's commission. */
  @ManyToOne(() => Commission, {
    ref: true,
    nullable: true,
    deleteRule: 'cascade',
    index: 'commissions_adjusts_id_index',
  })
  adjusts?: Ref<Commission> | null;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  /** referral or adjustment. */
  @Property({ type: 'text', default: 'referral' })
  type: string = 'referral';

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** pending, approved, paid or cancelled. */
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  /** When the holding period ends and a pending commission becomes approved. */
  @Property({ type: 'timestamptz', nullable: true })
  availableAt?: Date | null;

  /** The payout that includes it (set when the payout is made, so nothing is paid twice). */
  @ManyToOne(() => Payout, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'commissions_payout_id_index',
  })
  payout?: Ref<Payout> | null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt?: Date | null;
}
