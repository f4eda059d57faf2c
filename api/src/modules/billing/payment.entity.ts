import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

@Entity({ tableName: 'payments' })
export class Payment extends TimestampedEntity {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'payments_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text', nullable: true, unique: 'payments_stripe_payment_intent_id_unique' })
  stripePaymentIntentId?: string | null;

  /** One row per Stripe invoice: its webhook events upsert it. */
  @Property({ type: 'text', nullable: true, unique: 'payments_stripe_invoice_id_unique' })
  stripeInvoiceId?: string | null;

  /** In the currency's major unit (e.g. 29.99). */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'text' })
  currency!: string;

  @Property({ type: 'text' })
  status!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;
}
