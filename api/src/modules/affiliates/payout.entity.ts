import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { ForgecoinTransaction } from '../coins';
import { Affiliate } from './affiliate.entity';

@Entity({ tableName: 'payouts' })
export class Payout extends CreatedEntity<'method' | 'status'> {
  @ManyToOne(() => Affiliate, { ref: true, deleteRule: 'cascade', index: 'payouts_affiliate_id_index' })
  affiliate!: Ref<Affiliate>;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  forgecoinAmount?: string | null;

  @Property({ type: 'text', default: 'Bank Transfer' })
  method: string = 'Bank Transfer';

  @Property({ type: 'json', nullable: true })
  details?: Record<string, unknown> | null;

  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Property({ type: 'timestamptz', nullable: true })
  processedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  transactionId?: string | null;

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
