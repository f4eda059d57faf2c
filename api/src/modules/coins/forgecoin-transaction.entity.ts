import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

/** A ForgeCoin ledger entry (1 FC = 1 EUR); positive amounts credit, negative debit. */
@Entity({ tableName: 'forgecoin_transactions' })
@Index({ name: 'forgecoin_transactions_user_id_created_at_index', properties: ['user', 'createdAt'] })
export class ForgecoinTransaction extends CreatedEntity<'status'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'forgecoin_transactions_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;
}
