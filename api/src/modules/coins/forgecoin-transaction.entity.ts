import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { ForgecoinMovement } from './forgecoin-movement.entity';

/**
 * One leg of a ForgeCoin movement (1 FC = 1 EUR): an amount credited (positive) or debited
 * (negative) to one account. A movement's legs sum to zero. Rows are only ever added: a trigger
 * refuses updates, so history cannot be rewritten (a refund is a movement of its own).
 */
@Entity({ tableName: 'forgecoin_transactions' })
@Index({ name: 'forgecoin_transactions_user_id_created_at_index', properties: ['user', 'createdAt'] })
@Index({ name: 'forgecoin_transactions_account_index', properties: ['account'] })
export class ForgecoinTransaction extends CreatedEntity<'status'> {
  /** The wallet's owner for a wallet leg; for the platform's accounts, the user the movement was for. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'forgecoin_transactions_user_id_index' })
  user!: Ref<User>;

  @ManyToOne(() => ForgecoinMovement, {
    ref: true,
    deleteRule: 'cascade',
    index: 'forgecoin_transactions_movement_id_index',
  })
  movement!: Ref<ForgecoinMovement>;

  /** One of LEDGER_ACCOUNTS. */
  @Property({ type: 'text' })
  account!: string;

  /** The movement's type (MOVEMENT_TYPES). */
  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Legs are written when the movement happens: always completed. */
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;
}
