import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { ForgecoinTransaction } from '../coins';
import { Affiliate } from './affiliate.entity';

/**
 * Money paid to an affiliate: approved commissions, netted of adjustments. ForgeCoin payouts
 * are credited at once (paid); bank transfers stay pending until an operator records the
 * transfer's reference. The client's idempotency key makes a repeated request the same payout.
 */
@Entity({ tableName: 'payouts' })
@Unique({ name: 'payouts_affiliate_id_idempotency_key_unique', properties: ['affiliate', 'idempotencyKey'] })
export class Payout extends CreatedEntity<'method' | 'status'> {
  @ManyToOne(() => Affiliate, { ref: true, deleteRule: 'cascade', index: 'payouts_affiliate_id_index' })
  affiliate!: Ref<Affiliate>;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  forgecoinAmount?: string | null;

  /** 'ForgeCoin' or 'Bank Transfer'. */
  @Property({ type: 'text', default: 'Bank Transfer' })
  method: string = 'Bank Transfer';

  @Property({ type: 'json', nullable: true })
  details?: Record<string, unknown> | null;

  /** pending (a bank transfer to make) or paid. */
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Property({ type: 'text', nullable: true })
  idempotencyKey?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  processedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  transactionId?: string | null;

  /** A ForgeCoin payout's wallet leg in the ledger. */
  @ManyToOne(() => ForgecoinTransaction, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'payouts_forgecoin_transaction_id_index',
  })
  forgecoinTransaction?: Ref<ForgecoinTransaction> | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;
}
