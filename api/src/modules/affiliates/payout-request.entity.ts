import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { Affiliate } from './affiliate.entity';

@Entity({ tableName: 'payout_requests' })
export class PayoutRequest extends TimestampedEntity<'status'> {
  @ManyToOne(() => Affiliate, {
    ref: true,
    deleteRule: 'cascade',
    index: 'payout_requests_affiliate_id_index',
  })
  affiliate!: Ref<Affiliate>;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Property({ type: 'text', nullable: true })
  paymentMethod?: string | null;

  @Property({ type: 'text', nullable: true })
  stripeTransferId?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  processedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;
}
