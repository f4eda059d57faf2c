import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A Stripe webhook event, stored once by Stripe's id: a delivery of an event already processed
 * changes nothing. Handling re-reads the objects it names from Stripe, so the row keeps no payload.
 */
@Entity({ tableName: 'stripe_events' })
export class StripeEvent {
  [OptionalProps]?: 'receivedAt' | 'processedAt';

  /** Stripe's event id (evt_…). */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  /** When Stripe created the event. */
  @Property({ type: 'timestamptz' })
  created!: Date;

  /** Its first delivery here. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  receivedAt!: Date;

  /** Null until handled; a delivery whose handling failed is handled again on Stripe's retry. */
  @Property({ type: 'timestamptz', nullable: true })
  processedAt?: Date | null;
}
