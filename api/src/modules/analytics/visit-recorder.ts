import { randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import type { Clock } from '../../shared/clock';
import type { EventBus } from '../../shared/events/event-bus';
import type { Logger } from '../../shared/logging/logger';
import { conversionRateSql } from '../funnels';
import { countryOf } from './country';
import { visitSource, type VisitSource } from './visit-source';
import { describeVisitor } from './visitor';

/** What a request tells about a visit. */
export type VisitMeta = {
  ip: string;
  userAgent: string | null;
  referrer: string | null;
  pageUrl: string | null;
  /** The step seen: '/' for a funnel's first, '/{slug}' for the others. */
  path?: string;
  /** The Host the page was asked from: a referrer there is the same site, not a source. */
  host?: string | null;
  /** The A/B test variant the page was served as. */
  experiment?: ExperimentVariant | null;
};

/** An A/B test (experiments) and the letter of the variant a visitor was shown. */
export type ExperimentVariant = { id: string; variant: string };

/** A visit's measures from the page script (POST /api/track/engagement). */
export type Engagement = { engagedMs: number; scroll: number; formStarted: boolean };

type Base = { funnelId: string; visitorId: string; at: Date };
type ViewEvent = Base & {
  kind: 'view';
  path: string;
  pageUrl: string | null;
  referrer: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  source: VisitSource;
  experiment: ExperimentVariant | null;
};
type EngagementEvent = Base & { kind: 'engagement' } & Engagement;
type ConversionEvent = Base & { kind: 'conversion'; leadId: string };
type ClickEvent = Base & { kind: 'click'; elementId: string };
type VisitEvent = ViewEvent | EngagementEvent | ConversionEvent | ClickEvent;

/** A visit touched by a batch: a new one (inserted whole), or a stored one and what the batch adds to it. */
type Touched = {
  id: string;
  existing: boolean;
  funnelId: string;
  visitorId: string;
  /** The view that started a new visit: its source, device and country are the visit's. */
  entry: ViewEvent | null;
  /** Already counted by the rollup job: nothing more joins it. */
  rolled: boolean;
  newVisitor: boolean;
  startedAt: Date;
  lastSeenAt: Date;
  views: number;
  paths: string[];
  exitPath: string | null;
  engagedMs: number;
  scroll: number;
  formStarted: boolean;
  conversions: number;
  utm: Record<string, string> | null;
  experiment: ExperimentVariant | null;
  /** Elements clicked in this batch (the stored ones are added to in SQL). */
  clicks: string[];
};

/** Activity that a batch wrote for one user: what live subscribers re-read. */
export type VisitActivity = { funnelIds: string[]; conversions: Array<{ funnelId: string; at: string }> };

/** A new visit starts after 30 minutes without a view or a beacon. */
export const VISIT_IDLE_MS = 30 * 60 * 1000;
/** One beacon counts at most 30 minutes of engaged time: a tab left open all day is not a reader. */
const MAX_ENGAGED_MS = 30 * 60 * 1000;
const MAX_PATHS = 50;
const MAX_CLICKS = 50;
const MAX_BATCH = 5000;
const FLUSH_INTERVAL_MS = 250;
/** Views alone tell live screens at most every 2 seconds; a conversion tells them at once. */
const ACTIVITY_INTERVAL_MS = 2000;
/** Every process's batches take this lock, so one visitor's views on two processes join one visit. */
const WRITER_LOCK = 'select pg_advisory_xact_lock(72510901)';

const UTM_NAMES = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/**
 * Page views, the page script's engagement beacons and conversions: many and small, so they are
 * buffered and written in batches — in arrival order, in one transaction — on a connection pool
 * of their own, so a busy page never waits on the database. Each event joins the visitor's
 * current visit (analytics_sessions) or starts one; views are also appended to page_views.
 * Pending events are written on shutdown; a crash loses at most a quarter of a second of them.
 */
export class VisitRecorder {
  private pending: VisitEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly pool: Pool;
  private readonly lastActivity = new Map<string, number>();
  /** Activity held back by the interval, per owner. */
  private readonly waiting = new Map<string, VisitActivity>();
  private readonly appHost: string | null;

  constructor(
    databaseUrl: string,
    private readonly log: Logger,
    private readonly deps: { secret: string; clock: Clock; events: EventBus; publicUrl: string | null },
  ) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 2 });
    this.pool.on('error', (error) => log.warn({ err: error }, 'visit recorder connection lost'));
    this.appHost = deps.publicUrl ? new URL(deps.publicUrl).hostname.toLowerCase() : null;
  }

  /** Counts a view of a published page from what the request tells; bots are not counted. */
  recordVisit(funnelId: string, meta: VisitMeta): void {
    const at = this.deps.clock.now();
    const visitor = describeVisitor({ ip: meta.ip, userAgent: meta.userAgent }, this.deps.secret, at);
    if (visitor.device === 'bot') return;
    const ownHosts = new Set<string>();
    if (this.appHost) ownHosts.add(this.appHost);
    if (meta.host) ownHosts.add(meta.host.replace(/:\d+$/, '').toLowerCase());
    const referrer = meta.referrer?.slice(0, 2000) ?? null;
    const pageUrl = meta.pageUrl?.slice(0, 2000) ?? null;
    this.push({
      kind: 'view',
      funnelId,
      visitorId: visitor.visitorId,
      at,
      path: meta.path ?? '/',
      pageUrl,
      referrer,
      ipAddress: visitor.ipAddress,
      userAgent: visitor.userAgent,
      device: visitor.device,
      browser: visitor.browser,
      os: visitor.os,
      country: countryOf(meta.ip),
      source: visitSource(pageUrl, referrer, ownHosts),
      experiment: meta.experiment ?? null,
    });
  }

  /** A click on a tracked element of a page: kept on the visitor's current visit (experiments' click goals). */
  recordClick(funnelId: string, meta: Pick<VisitMeta, 'ip' | 'userAgent'>, elementId: string): void {
    const at = this.deps.clock.now();
    const visitor = describeVisitor({ ip: meta.ip, userAgent: meta.userAgent }, this.deps.secret, at);
    if (visitor.device === 'bot') return;
    this.push({
      kind: 'click',
      funnelId,
      visitorId: visitor.visitorId,
      at,
      elementId: elementId.slice(0, 100),
    });
  }

  /** The visitor a request stands for today (the daily hash), null for a crawler: what assigns an A/B variant. */
  visitorOf(meta: Pick<VisitMeta, 'ip' | 'userAgent'>): string | null {
    const visitor = describeVisitor(
      { ip: meta.ip, userAgent: meta.userAgent },
      this.deps.secret,
      this.deps.clock.now(),
    );
    return visitor.device === 'bot' ? null : visitor.visitorId;
  }

  /** Adds the page script's measures to the visitor's current visit (dropped when there is none). */
  recordEngagement(
    funnelId: string,
    meta: Pick<VisitMeta, 'ip' | 'userAgent'>,
    engagement: Engagement,
  ): void {
    const at = this.deps.clock.now();
    const visitor = describeVisitor({ ip: meta.ip, userAgent: meta.userAgent }, this.deps.secret, at);
    if (visitor.device === 'bot') return;
    this.push({
      kind: 'engagement',
      funnelId,
      visitorId: visitor.visitorId,
      at,
      engagedMs: Math.min(Math.max(0, Math.round(engagement.engagedMs)), MAX_ENGAGED_MS),
      scroll: Math.min(Math.max(0, Math.round(engagement.scroll)), 100),
      formStarted: engagement.formStarted,
    });
  }

  /** A lead won by a form: counted on the visitor's visit, whose UTM parameters the lead keeps. */
  recordConversion(funnelId: string, meta: Pick<VisitMeta, 'ip' | 'userAgent'>, leadId: string): void {
    const at = this.deps.clock.now();
    const visitor = describeVisitor({ ip: meta.ip, userAgent: meta.userAgent }, this.deps.secret, at);
    this.push({ kind: 'conversion', funnelId, visitorId: visitor.visitorId, at, leadId });
  }

  private push(event: VisitEvent): void {
    if (this.closed) return;
    this.pending.push(event);
    if (this.pending.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
  }

  /** Writes everything recorded so far; resolves when it is in the database. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.flushing;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    await this.pool.end();
  }

  private async write(batch: VisitEvent[]): Promise<void> {
    const client = await this.pool.connect().catch((error: unknown) => {
      this.log.error({ err: error, events: batch.length }, 'could not record visits');
      return null;
    });
    if (!client) return;
    let activity = new Map<string, VisitActivity>();
    try {
      await client.query('begin');
      await client.query(WRITER_LOCK);
      activity = await this.writeBatch(client, batch);
      await client.query('commit');
    } catch (error) {
      // A failed rollback means the connection is gone, which ends the transaction anyway.
      await client.query('rollback').catch(() => undefined);
      this.log.error({ err: error, events: batch.length }, 'could not record visits');
    } finally {
      client.release();
    }
    this.announce(activity);
  }

  private async writeBatch(client: PoolClient, batch: VisitEvent[]): Promise<Map<string, VisitActivity>> {
    const current = await this.currentVisits(client, batch);
    const touched = new Set<Touched>();
    const views: Array<{ event: ViewEvent; visitId: string }> = [];
    const leadUtm: Array<{
      leadId: string;
      utm: Record<string, string> | null;
      experiment: ExperimentVariant | null;
    }> = [];
    const key = (e: Base) => `${e.funnelId}|${e.visitorId}`;
    for (const event of batch) {
      let visit = current.get(key(event)) ?? null;
      if (event.kind === 'view') {
        if (!visit || visit.rolled || event.at.getTime() - visit.lastSeenAt.getTime() > VISIT_IDLE_MS) {
          visit = startVisit(event, event, visit === null);
          current.set(key(event), visit);
        }
        visit.views += 1;
        visit.experiment ??= event.experiment;
        if (visit.paths.length < MAX_PATHS) visit.paths.push(event.path);
        visit.exitPath = event.path;
        views.push({ event, visitId: visit.id });
      } else if (event.kind === 'engagement') {
        // A beacon long after its visit was rolled up comes too late to count.
        if (!visit || visit.rolled) continue;
        visit.engagedMs = Math.min(visit.engagedMs + event.engagedMs, MAX_INT);
        visit.scroll = Math.max(visit.scroll, event.scroll);
        visit.formStarted ||= event.formStarted;
      } else if (event.kind === 'click') {
        if (!visit || visit.rolled) continue;
        if (!visit.clicks.includes(event.elementId) && visit.clicks.length < MAX_CLICKS)
          visit.clicks.push(event.elementId);
      } else {
        // A form sent with no view seen (an address that changed, a view not counted): a visit of its own, so every conversion counts.
        if (!visit || visit.rolled) {
          visit = startVisit(event, null, false);
          current.set(key(event), visit);
        }
        visit.conversions += 1;
        // A form sent was a form started, whether or not the page's beacon has told so yet.
        visit.formStarted = true;
        if (visit.utm || visit.experiment)
          leadUtm.push({ leadId: event.leadId, utm: visit.utm, experiment: visit.experiment });
      }
      if (event.at > visit.lastSeenAt) visit.lastSeenAt = event.at;
      touched.add(visit);
    }
    const all = [...touched];
    await insertVisits(
      client,
      all.filter((v) => !v.existing),
    );
    await updateVisits(
      client,
      all.filter((v) => v.existing),
    );
    const owners = await insertViews(client, views, batch);
    if (leadUtm.length > 0)
      await client.query(
        `update leads l
            set utm = coalesce(l.utm, u.utm::jsonb),
                experiment_id = coalesce(l.experiment_id, u.experiment_id),
                experiment_variant = case when l.experiment_id is null then u.variant else l.experiment_variant end
           from unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[]) as u (id, utm, experiment_id, variant)
          where l.id = u.id`,
        [
          leadUtm.map((u) => u.leadId),
          leadUtm.map((u) => (u.utm ? JSON.stringify(u.utm) : null)),
          leadUtm.map((u) => u.experiment?.id ?? null),
          leadUtm.map((u) => u.experiment?.variant ?? null),
        ],
      );
    return activityOf(batch, owners);
  }

  /** The latest visit of each funnel and visitor in the batch (a visitor id lasts one day, so it is today's). */
  private async currentVisits(client: PoolClient, batch: VisitEvent[]): Promise<Map<string, Touched>> {
    const keys = new Map<string, Base>();
    for (const event of batch) keys.set(`${event.funnelId}|${event.visitorId}`, event);
    const { rows } = await client.query<{
      id: string;
      funnel_id: string;
      visitor_id: string;
      started_at: Date;
      last_seen_at: Date;
      rolled: boolean;
      utm: Record<string, string> | null;
      experiment_id: string | null;
      variant: string | null;
    }>(
      `select distinct on (s.funnel_id, s.visitor_id) s.id, s.funnel_id, s.visitor_id, s.started_at, s.last_seen_at, s.rolled,
              s.experiment_id, s.variant,
              case when s.utm_source is null and s.utm_medium is null and s.utm_campaign is null then null
                   else jsonb_strip_nulls(jsonb_build_object('source', s.utm_source, 'medium', s.utm_medium,
                          'campaign', s.utm_campaign, 'term', s.utm_term, 'content', s.utm_content)) end as utm
         from unnest($1::uuid[], $2::text[]) as k (funnel_id, visitor_id)
         join analytics_sessions s on s.funnel_id = k.funnel_id and s.visitor_id = k.visitor_id
        order by s.funnel_id, s.visitor_id, s.started_at desc`,
      [[...keys.values()].map((k) => k.funnelId), [...keys.values()].map((k) => k.visitorId)],
    );
    const visits = new Map<string, Touched>();
    for (const row of rows)
      visits.set(`${row.funnel_id}|${row.visitor_id}`, {
        id: row.id,
        existing: true,
        funnelId: row.funnel_id,
        visitorId: row.visitor_id,
        entry: null,
        rolled: row.rolled,
        newVisitor: false,
        startedAt: row.started_at,
        lastSeenAt: row.last_seen_at,
        views: 0,
        paths: [],
        exitPath: null,
        engagedMs: 0,
        scroll: 0,
        formStarted: false,
        conversions: 0,
        utm: row.utm,
        experiment: row.experiment_id && row.variant ? { id: row.experiment_id, variant: row.variant } : null,
        clicks: [],
      });
    return visits;
  }

  /**
   * Tells each owner's live screens: views at most every ACTIVITY_INTERVAL_MS (what arrives
   * meanwhile is told once the interval is over, so the last arrival is never left out),
   * conversions at once.
   */
  private announce(activity: Map<string, VisitActivity>): void {
    const now = this.deps.clock.now().getTime();
    for (const [userId, what] of activity) {
      const waiting = this.waiting.get(userId);
      if (waiting) {
        for (const id of what.funnelIds) if (!waiting.funnelIds.includes(id)) waiting.funnelIds.push(id);
        waiting.conversions.push(...what.conversions);
        if (what.conversions.length === 0) continue;
        this.waiting.delete(userId);
        this.tell(userId, waiting, now);
        continue;
      }
      const last = this.lastActivity.get(userId) ?? 0;
      if (what.conversions.length > 0 || now - last >= ACTIVITY_INTERVAL_MS) {
        this.tell(userId, what, now);
        continue;
      }
      this.waiting.set(userId, what);
      setTimeout(
        () => {
          const pending = this.waiting.get(userId);
          if (!pending) return;
          this.waiting.delete(userId);
          this.tell(userId, pending, this.deps.clock.now().getTime());
        },
        ACTIVITY_INTERVAL_MS - (now - last),
      ).unref();
    }
  }

  private tell(userId: string, what: VisitActivity, now: number): void {
    this.lastActivity.set(userId, now);
    if (this.lastActivity.size > 10_000) this.lastActivity.clear();
    this.deps.events.publish('VISITS_CHANGED', userId, what);
  }
}

const MAX_INT = 2 ** 31 - 1;

function startVisit(event: Base, view: ViewEvent | null, newVisitor: boolean): Touched {
  const utm = view ? utmOf(view.source) : null;
  return {
    id: randomUUID(),
    existing: false,
    funnelId: event.funnelId,
    visitorId: event.visitorId,
    entry: view,
    rolled: false,
    newVisitor: newVisitor && view !== null,
    startedAt: event.at,
    lastSeenAt: event.at,
    views: 0,
    paths: [],
    exitPath: null,
    engagedMs: 0,
    scroll: 0,
    formStarted: false,
    conversions: 0,
    utm,
    experiment: view?.experiment ?? null,
    clicks: [],
  };
}

function utmOf(source: VisitSource): Record<string, string> | null {
  const utm: Record<string, string> = {};
  for (const name of UTM_NAMES) {
    const value = source[`utm${name[0]?.toUpperCase()}${name.slice(1)}` as keyof VisitSource];
    if (value) utm[name] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** Inserts new visits, their entry view's source, device and country with them. */
async function insertVisits(client: PoolClient, visits: Touched[]): Promise<void> {
  if (visits.length === 0) return;
  const col = <T>(pick: (v: Touched) => T) => visits.map(pick);
  const entry = <T>(pick: (v: ViewEvent) => T) => visits.map((v) => (v.entry ? pick(v.entry) : null));
  await client.query(
    `insert into analytics_sessions (id, funnel_id, visitor_id, new_visitor, started_at, last_seen_at, views, paths,
                                     entry_path, exit_path, engaged_ms, scroll_depth, form_started, conversions, channel,
                                     source, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country,
                                     experiment_id, variant, clicks)
     select v.id, v.funnel_id, v.visitor_id, v.new_visitor, v.started_at, v.last_seen_at, v.views,
            coalesce(string_to_array(v.paths, E'\\n'), '{}'), v.entry_path, v.exit_path, v.engaged_ms, v.scroll_depth,
            v.form_started, v.conversions, coalesce(v.channel, 'direct'), v.source, v.utm_source, v.utm_medium,
            v.utm_campaign, v.utm_term, v.utm_content, v.device, v.browser, v.os, v.country, v.experiment_id, v.variant,
            coalesce(string_to_array(v.clicks, E'\\n'), '{}')
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::bool[], $5::timestamptz[], $6::timestamptz[], $7::int[], $8::text[],
                   $9::text[], $10::text[], $11::int[], $12::smallint[], $13::bool[], $14::int[], $15::text[],
                   $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[], $23::text[],
                   $24::text[], $25::text[], $26::uuid[], $27::text[], $28::text[])
            as v (id, funnel_id, visitor_id, new_visitor, started_at, last_seen_at, views, paths, entry_path, exit_path,
                  engaged_ms, scroll_depth, form_started, conversions, channel, source, utm_source, utm_medium,
                  utm_campaign, utm_term, utm_content, device, browser, os, country, experiment_id, variant, clicks)
       join funnels f on f.id = v.funnel_id`,
    [
      col((v) => v.id),
      col((v) => v.funnelId),
      col((v) => v.visitorId),
      col((v) => v.newVisitor),
      col((v) => v.startedAt),
      col((v) => v.lastSeenAt),
      col((v) => v.views),
      col((v) => (v.paths.length > 0 ? v.paths.join('\n') : null)),
      entry((e) => e.path),
      col((v) => v.exitPath),
      col((v) => v.engagedMs),
      col((v) => v.scroll),
      col((v) => v.formStarted),
      col((v) => v.conversions),
      entry((e) => e.source.channel),
      entry((e) => e.source.source),
      entry((e) => e.source.utmSource),
      entry((e) => e.source.utmMedium),
      entry((e) => e.source.utmCampaign),
      entry((e) => e.source.utmTerm),
      entry((e) => e.source.utmContent),
      entry((e) => e.device),
      entry((e) => e.browser),
      entry((e) => e.os),
      entry((e) => e.country),
      col((v) => v.experiment?.id ?? null),
      col((v) => v.experiment?.variant ?? null),
      col((v) => (v.clicks.length > 0 ? v.clicks.join('\n') : null)),
    ],
  );
}

/** Adds a batch's views, time, scroll, form starts and conversions to visits already stored. */
async function updateVisits(client: PoolClient, visits: Touched[]): Promise<void> {
  if (visits.length === 0) return;
  const col = <T>(pick: (v: Touched) => T) => visits.map(pick);
  await client.query(
    `update analytics_sessions s
        set views = s.views + d.views,
            paths = case when d.paths is null then s.paths else (s.paths || string_to_array(d.paths, E'\\n'))[1:${MAX_PATHS}] end,
            exit_path = coalesce(d.exit_path, s.exit_path),
            last_seen_at = greatest(s.last_seen_at, d.last_seen_at),
            engaged_ms = least(s.engaged_ms::bigint + d.engaged_ms, ${MAX_INT})::int,
            scroll_depth = greatest(s.scroll_depth, d.scroll_depth),
            form_started = s.form_started or d.form_started,
            conversions = s.conversions + d.conversions,
            experiment_id = coalesce(s.experiment_id, d.experiment_id),
            variant = case when s.experiment_id is null then d.variant else s.variant end,
            clicks = case when d.clicks is null then s.clicks
                          else (select array_agg(distinct c) from unnest(s.clicks || string_to_array(d.clicks, E'\\n')) as c)[1:${MAX_CLICKS}]
                          end
       from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::timestamptz[], $6::int[], $7::smallint[], $8::bool[], $9::int[],
                   $10::uuid[], $11::text[], $12::text[])
            as d (id, views, paths, exit_path, last_seen_at, engaged_ms, scroll_depth, form_started, conversions,
                  experiment_id, variant, clicks)
      where s.id = d.id`,
    [
      col((v) => v.id),
      col((v) => v.views),
      col((v) => (v.paths.length > 0 ? v.paths.join('\n') : null)),
      col((v) => v.exitPath),
      col((v) => v.lastSeenAt),
      col((v) => v.engagedMs),
      col((v) => v.scroll),
      col((v) => v.formStarted),
      col((v) => v.conversions),
      col((v) => v.experiment?.id ?? null),
      col((v) => v.experiment?.variant ?? null),
      col((v) => (v.clicks.length > 0 ? v.clicks.join('\n') : null)),
    ],
  );
}

/**
 * Appends the views to page_views and counts them on their funnels; answers the owner of every
 * funnel the batch touched (a funnel deleted meanwhile is dropped, not failed).
 */
async function insertViews(
  client: PoolClient,
  views: Array<{ event: ViewEvent; visitId: string }>,
  batch: VisitEvent[],
): Promise<Map<string, string>> {
  if (views.length > 0) {
    const col = <T>(pick: (v: ViewEvent) => T) => views.map((v) => pick(v.event));
    await client.query(
      `insert into page_views (id, funnel_id, session_id, visitor_id, path, ip_address, user_agent, referrer, page_url, device, browser, os, country, created_at)
       select gen_random_uuid(), v.funnel_id, v.session_id, v.visitor_id, v.path, v.ip_address, v.user_agent, v.referrer, v.page_url, v.device, v.browser, v.os, v.country, v.created_at
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::timestamptz[])
              as v (funnel_id, session_id, visitor_id, path, ip_address, user_agent, referrer, page_url, device, browser, os, country, created_at)
         join funnels f on f.id = v.funnel_id`,
      [
        col((e) => e.funnelId),
        views.map((v) => v.visitId),
        col((e) => e.visitorId),
        col((e) => e.path),
        col((e) => e.ipAddress),
        col((e) => e.userAgent),
        col((e) => e.referrer),
        col((e) => e.pageUrl),
        col((e) => e.device),
        col((e) => e.browser),
        col((e) => e.os),
        col((e) => e.country),
        col((e) => e.at),
      ],
    );
  }
  const counts = new Map<string, number>();
  for (const event of batch) counts.set(event.funnelId, counts.get(event.funnelId) ?? 0);
  for (const { event } of views) counts.set(event.funnelId, (counts.get(event.funnelId) ?? 0) + 1);
  const { rows } = await client.query<{ id: string; user_id: string }>(
    `update funnels f
        set total_views = f.total_views + c.n,
            conversion_rate = ${conversionRateSql('f.total_conversions', '(f.total_views + c.n)')}
       from unnest($1::uuid[], $2::int[]) as c (id, n)
      where f.id = c.id
     returning f.id, f.user_id`,
    [[...counts.keys()], [...counts.values()]],
  );
  return new Map(rows.map((r) => [r.id, r.user_id]));
}

/** What the batch changed, per owner. */
function activityOf(batch: VisitEvent[], owners: Map<string, string>): Map<string, VisitActivity> {
  const activity = new Map<string, VisitActivity>();
  for (const event of batch) {
    const userId = owners.get(event.funnelId);
    if (!userId) continue;
    let what = activity.get(userId);
    if (!what) {
      what = { funnelIds: [], conversions: [] };
      activity.set(userId, what);
    }
    if (!what.funnelIds.includes(event.funnelId)) what.funnelIds.push(event.funnelId);
    if (event.kind === 'conversion')
      what.conversions.push({ funnelId: event.funnelId, at: event.at.toISOString() });
  }
  return activity;
}
