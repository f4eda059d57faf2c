import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { Affiliate } from './affiliate.entity';
import { Referral } from './referral.entity';

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

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'text', default: 'referral' })
  type: string = 'referral';

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Property({ type: 'timestamptz', nullable: true })
  paidAt?: Date | null;
}
