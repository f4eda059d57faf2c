import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { Funnel } from '../funnels';

/**
 * One view of a funnel page, appended by the analytics recorder. sessionId is the visit
 * (analytics_sessions) it belongs to; visitorId the cookieless daily hash; nothing identifies a person.
 */
@Entity({ tableName: 'page_views' })
@Index({ name: 'page_views_funnel_id_created_at_index', properties: ['funnel', 'createdAt'] })
export class PageView extends CreatedEntity {
  @ManyToOne(() => Funnel, { ref: true, deleteRule: 'cascade' })
  funnel!: Ref<Funnel>;

  @Property({ type: 'text', nullable: true })
  sessionId?: string | null;

  @Property({ type: 'text', nullable: true })
  visitorId?: string | null;

  /** The step: '/' for the first, '/{slug}' for the others. */
  @Property({ type: 'text', nullable: true })
  path?: string | null;

  @Property({ type: 'text', nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'text', nullable: true })
  referrer?: string | null;

  @Property({ type: 'text', nullable: true })
  pageUrl?: string | null;

  @Property({ type: 'text', nullable: true })
  device?: string | null;

  @Property({ type: 'text', nullable: true })
  browser?: string | null;

  @Property({ type: 'text', nullable: true })
  os?: string | null;

  @Property({ type: 'text', nullable: true })
  country?: string | null;

  /** Seconds. */
  @Property({ type: 'integer', nullable: true })
  sessionDuration?: number | null;
}
