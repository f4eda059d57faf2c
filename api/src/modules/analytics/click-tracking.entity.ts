import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Funnel } from '../funnels';

/** A click on a button or link of a funnel page. */
@Entity({ tableName: 'click_tracking' })
@Index({ name: 'click_tracking_funnel_id_clicked_at_index', properties: ['funnel', 'clickedAt'] })
export class ClickTracking {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne(() => Funnel, { ref: true, deleteRule: 'cascade' })
  funnel!: Ref<Funnel>;

  @Property({ type: 'text', nullable: true })
  elementId?: string | null;

  @Property({ type: 'text', nullable: true })
  elementType?: string | null;

  @Property({ type: 'text', nullable: true })
  action?: string | null;

  @Property({ type: 'text', nullable: true })
  targetUrl?: string | null;

  @Property({ type: 'text', nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  clickedAt!: Date;
}
