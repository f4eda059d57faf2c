import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

/**
 * One ForgeCoin movement: what happened, once. Its legs (forgecoin_transactions) say which
 * accounts it debited and credited. The idempotency key is unique per user who started it, so
 * the same request made twice moves coins once.
 */
@Entity({ tableName: 'forgecoin_movements' })
@Unique({
  name: 'forgecoin_movements_user_id_idempotency_key_unique',
  properties: ['user', 'idempotencyKey'],
})
export class ForgecoinMovement extends CreatedEntity {
  /**
   * Who started it (the payer of a spend or transfer, the receiver of a top-up or grant). Null
   * once that account is deleted: its own legs go with it, the other side's legs (a transfer's
   * recipient) stay, and so does what they belong to.
   */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  /** One of MOVEMENT_TYPES. */
  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'text' })
  idempotencyKey!: string;

  /** The amount moved, positive. */
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;
}
