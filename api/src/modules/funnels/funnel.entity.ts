import { Entity, Enum, Filter, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import type { FunnelSiteData } from './funnel-site';

/** A step's page as rendered: its HTML (with tokens filled in when served), validator and script hashes. */
export type StoredStepPage = {
  html: string;
  etag: string;
  /**
   * The CSP sources (sha256 hashes) of the page scripts it inlines. Pages stored before they
   * were listed were made by an older renderer version, so they are rendered again when served.
   */
  scriptSources: string[];
  /**
   * The same page with the marketer's code (served with a fresh CSP nonce each time), for the
   * funnel's verified domain only: the page above, served on the app's own origin, never has it.
   */
  ownDomain?: StoredStepPage | null;
};

/** One published step: where it is served, and its page. */
export type PublishedStepPage = StoredStepPage & {
  stepId: string;
  slug: string;
  noindex: boolean;
  /** A running A/B test of this step: each variant's page (A is the page above), served by visitor. */
  experiment?: PublishedExperiment | null;
};

/** A running A/B test as a published step serves it. */
export type PublishedExperiment = {
  id: string;
  variants: Array<StoredStepPage & { key: string; weight: number }>;
};

export const FUNNEL_STATUSES = ['draft', 'published', 'archived'] as const;
export type FunnelStatus = (typeof FUNNEL_STATUSES)[number];

export const FunnelStatusEnum = { draft: 'draft', published: 'published', archived: 'archived' } as const;
registerEnumType(FunnelStatusEnum, { name: 'FunnelStatus' });

/** Template types shown in the funnel list; the builder's page types (landing, sales, capture) are a subset plus capture. */
export const FUNNEL_TEMPLATE_TYPES = [
  'landing',
  'sales',
  'capture',
  'thankyou',
  'events',
  'splash',
  'education',
] as const;

@ObjectType('Funnel', { description: 'A funnel page: its page model, status and measured totals.' })
@Entity({ tableName: 'funnels' })
// A funnel in the recycle bin keeps its row (and so its leads, views and clicks) until it is purged.
@Filter({ name: 'notDeleted', cond: { deletedAt: null }, default: true })
@Index({ name: 'funnels_user_id_updated_at_index', properties: ['user', 'updatedAt'] })
export class Funnel extends TimestampedEntity<
  'templateType' | 'status' | 'config' | 'site' | 'conversionRate' | 'totalViews' | 'totalConversions'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'funnels_user_id_index' })
  user!: Ref<User>;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field({ description: 'landing, sales, capture, thankyou, events, splash or education.' })
  @Property({ type: 'text', default: 'landing' })
  templateType: string = 'landing';

  @Field(() => FunnelStatusEnum)
  @Enum({ items: () => [...FUNNEL_STATUSES], default: 'draft' })
  status: FunnelStatus = 'draft';

  /** The page model: { version, steps } (see web/src/page-model/contract.ts); answered by FunnelsResolver.config. */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  config: Record<string, unknown> = {};

  /** Published pages' settings: icon, tracking and the marketer's own code (funnel-site.ts). */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  site: FunnelSiteData = {};

  /** Percent, two decimals. */
  @Property({ type: 'decimal', precision: 5, scale: 2, default: 0 })
  conversionRate: string = '0';

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  totalViews: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  totalConversions: number = 0;

  /**
   * Each step's page as served at /p/{id} and /p/{id}/{slug}, in step order, rendered when
   * published and on every save while published.
   */
  @Property({ type: 'json', nullable: true, lazy: true, hidden: true })
  publishedPages?: PublishedStepPage[] | null;

  /** Which renderer (page model, stylesheet and script) made publishedPages; a new one re-renders them. */
  @Property({ type: 'text', nullable: true, hidden: true })
  publishedVersion?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  publishedAt?: Date | null;

  /** Set while the funnel is in the recycle bin (see RecycledFunnel); such funnels are filtered out. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  @Index({ name: 'funnels_deleted_at_index' })
  deletedAt?: Date | null;
}
