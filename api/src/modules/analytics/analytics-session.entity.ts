import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Funnel } from '../funnels';

/**
 * One visit to a funnel: a visitor's views with no gap over 30 minutes. The visitor is the
 * cookieless daily hash of the page views (so a visit never spans UTC midnight); nothing here
 * identifies a person. Written only by the analytics recorder, in batches; read by the rollup.
 */
@Entity({ tableName: 'analytics_sessions' })
@Index({
  name: 'analytics_sessions_funnel_id_visitor_id_started_at_index',
  properties: ['funnel', 'visitorId', 'startedAt'],
})
@Index({ name: 'analytics_sessions_funnel_id_started_at_index', properties: ['funnel', 'startedAt'] })
@Index({ name: 'analytics_sessions_funnel_id_last_seen_at_index', properties: ['funnel', 'lastSeenAt'] })
// The visits not rolled up yet (the last half hour or so): what every report reads raw.
@Index({
  name: 'analytics_sessions_unrolled_index',
  expression:
    'create index "analytics_sessions_unrolled_index" on "analytics_sessions" ("funnel_id", "started_at") where not "rolled"',
})
// An experiment's visits, read for its figures.
@Index({
  name: 'analytics_sessions_experiment_id_index',
  expression:
    'create index "analytics_sessions_experiment_id_index" on "analytics_sessions" ("experiment_id", "variant") where "experiment_id" is not null',
})
export class AnalyticsSession {
  [OptionalProps]?:
    'views' | 'engagedMs' | 'scrollDepth' | 'formStarted' | 'conversions' | 'newVisitor' | 'paths' | 'clicks';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne(() => Funnel, { ref: true, deleteRule: 'cascade', index: false })
  funnel!: Ref<Funnel>;

  /** The daily visitor hash (page_views' visitor). */
  @Property({ type: 'text' })
  visitorId!: string;

  /** The visitor's first visit to this funnel that day: counted as a unique visitor. */
  @Property({ type: 'boolean', default: false })
  newVisitor: boolean = false;

  @Property({ type: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'timestamptz' })
  lastSeenAt!: Date;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;

  /** Each page viewed, in order ('/' or '/{slug}'), at most 50. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  paths: string[] = [];

  @Property({ type: 'text', nullable: true })
  entryPath?: string | null;

  @Property({ type: 'text', nullable: true })
  exitPath?: string | null;

  /** Engaged time (the page visible), from the page script's beacons. */
  @Property({ type: 'integer', default: 0 })
  engagedMs: number = 0;

  /** Deepest scroll on any page of the visit, percent. */
  @Property({ type: 'smallint', default: 0 })
  scrollDepth: number = 0;

  @Property({ type: 'boolean', default: false })
  formStarted: boolean = false;

  /** Leads this visit won (first submissions on this funnel). */
  @Property({ type: 'integer', default: 0 })
  conversions: number = 0;

  /** direct, search, social, email or referral. */
  @Property({ type: 'text', default: 'direct' })
  channel: string = 'direct';

  /** The referring site's host, or the utm_source. */
  @Property({ type: 'text', nullable: true })
  source?: string | null;

  @Property({ type: 'text', nullable: true })
  utmSource?: string | null;

  @Property({ type: 'text', nullable: true })
  utmMedium?: string | null;

  @Property({ type: 'text', nullable: true })
  utmCampaign?: string | null;

  @Property({ type: 'text', nullable: true })
  utmTerm?: string | null;

  @Property({ type: 'text', nullable: true })
  utmContent?: string | null;

  @Property({ type: 'text', nullable: true })
  device?: string | null;

  @Property({ type: 'text', nullable: true })
  browser?: string | null;

  @Property({ type: 'text', nullable: true })
  os?: string | null;

  /** Counted into funnel_analytics by the rollup job (once the visit was over); reports no longer read it raw. */
  @Property({ type: 'boolean', default: false })
  rolled: boolean = false;

  /** ISO 3166-1 alpha-2, from the offline GeoIP database. */
  @Property({ type: 'text', nullable: true })
  country?: string | null;

  /** The A/B test whose variant this visit was shown (experiments), and the variant's letter. */
  @Property({ type: 'uuid', nullable: true })
  experimentId?: string | null;

  @Property({ type: 'text', nullable: true })
  variant?: string | null;

  /** The elements clicked (their ids), each once, at most 50: an experiment's click goals. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  clicks: string[] = [];
}
