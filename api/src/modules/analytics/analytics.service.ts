import { requireActor, type Actor } from '../../shared/auth/actor';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { countChange, durationChange, rateChange, round1 } from '../../shared/period-change';
import { Service } from '../../shared/service';
import { conversionRate, funnelNotFound } from '../funnels';
import { stepsOf as readSteps } from '../page-renderer';
import {
  CAMPAIGN_SEPARATOR,
  fromUserKey,
  rawDayFigures,
  rawDimensionFigures,
  rawHourlyViews,
  toDayFigures,
  type DayRow,
  uuidArray,
  type DayFigures,
  type Dimension,
} from './analytics-figures';
import type {
  AnalyticsBreakdown,
  AnalyticsCampaign,
  AnalyticsFunnelStep,
  AnalyticsHour,
  AnalyticsPage,
  AnalyticsReport,
  AnalyticsSummary,
  LiveVisitors,
} from './analytics-report';
import { analyticsQuerySchema } from './analytics.schemas';
import { countryName } from './country';
import { CHANNEL_LABELS, type Channel } from './visit-source';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Visits seen this recently are "on your pages now". */
export const LIVE_WINDOW_MS = 5 * 60 * 1000;
const TOP = 10;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayStart = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

type Funnels = Map<string, { name: string; config: unknown }>;
type Totals = Omit<DayFigures, 'funnelId' | 'date'>;
type DimensionTotal = {
  funnelId: string;
  dimension: Dimension;
  key: string;
  visits: number;
  views: number;
  conversions: number;
};

const ZERO: Totals = {
  views: 0,
  uniqueViews: 0,
  sessions: 0,
  conversions: 0,
  bounces: 0,
  engagedMs: 0,
  formStarts: 0,
};

function add(into: Totals, row: Totals): void {
  into.views += row.views;
  into.uniqueViews += row.uniqueViews;
  into.sessions += row.sessions;
  into.conversions += row.conversions;
  into.bounces += row.bounces;
  into.engagedMs += row.engagedMs;
  into.formStarts += row.formStarts;
}

function summaryOf(t: Totals): AnalyticsSummary {
  return {
    totalViews: t.views,
    uniqueViews: t.uniqueViews,
    sessions: t.sessions,
    totalConversions: t.conversions,
    overallConversionRate: round1(conversionRate(t.conversions, t.views)),
    averageSessionDuration: t.sessions > 0 ? Math.round(t.engagedMs / 1000 / t.sessions) : 0,
    bounceRate: t.sessions > 0 ? round1((t.bounces * 100) / t.sessions) : 0,
  };
}

const DEVICE_LABELS: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  unknown: 'Unknown',
};

/**
 * Analytics of funnel pages (001 §2.6, issue 20): reports over whole UTC days add the daily
 * rollups (every visit that is over) and the visits not rolled up yet, computed with the same
 * queries (analytics-figures.ts), so a report always includes the latest visit. Every query is
 * limited to the acting user's funnels.
 */
export class AnalyticsService extends Service {
  async report(actor: Actor | null, input: unknown = {}): Promise<AnalyticsReport> {
    const { userId } = requireActor(actor, 'read');
    const { days, funnelId } = parseInput(analyticsQuerySchema, input ?? {});
    const funnels = await this.funnelsOf(userId, funnelId ?? null);
    const ids = [...funnels.keys()];
    const today = dayStart(this.deps.clock.now());
    const from = today - (days - 1) * DAY_MS;
    const previousFrom = from - days * DAY_MS;
    const end = today + DAY_MS;

    const none = ids.length === 0;
    // Rolled-up visits from the daily rows, the rest (the last half hour or so) raw.
    const unrolled = (start: number) => ({
      funnelIds: ids,
      spans: [{ from: new Date(start), until: new Date(end) }],
      unrolledOnly: true,
    });
    const [rolledDays, rawDays, rolledDimensions, rawDimensions] = await Promise.all([
      none ? [] : this.rolledDayFigures(ids, isoDay(previousFrom), isoDay(today)),
      none ? [] : rawDayFigures(this.em, unrolled(previousFrom)),
      none ? [] : this.rolledDimensions(userId, funnelId ?? null, isoDay(from), isoDay(today)),
      none ? [] : rawDimensionFigures(this.em, unrolled(from)),
    ]);

    const byDay = new Map<string, Totals>();
    for (const row of [...rolledDays, ...rawDays]) {
      const day = byDay.get(row.date) ?? { ...ZERO };
      add(day, row);
      byDay.set(row.date, day);
    }
    const current = { ...ZERO };
    const previous = { ...ZERO };
    const daily: AnalyticsReport['daily'] = [];
    for (let time = previousFrom; time < end; time += DAY_MS) {
      const date = isoDay(time);
      const day = byDay.get(date) ?? ZERO;
      add(time >= from ? current : previous, day);
      if (time >= from)
        daily.push({
          date,
          views: day.views,
          uniqueViews: day.uniqueViews,
          sessions: day.sessions,
          conversions: day.conversions,
        });
    }
    const dimensions = mergeDimensions([...rolledDimensions, ...rawDimensions]);
    const summary = summaryOf(current);
    const before = summaryOf(previous);
    return {
      days,
      funnelId: funnelId ?? null,
      from: isoDay(from),
      to: isoDay(today),
      summary,
      previous: before,
      changes: {
        totalViews: countChange(summary.totalViews, before.totalViews),
        uniqueViews: countChange(summary.uniqueViews, before.uniqueViews),
        totalConversions: countChange(summary.totalConversions, before.totalConversions),
        overallConversionRate: rateChange(summary.overallConversionRate, before.overallConversionRate),
        averageSessionDuration: durationChange(summary.averageSessionDuration, before.averageSessionDuration),
        bounceRate: rateChange(summary.bounceRate, before.bounceRate),
      },
      daily,
      trafficSources: breakdown(dimensions, 'channel', (key) => CHANNEL_LABELS[key as Channel] ?? key),
      devices: breakdown(dimensions, 'device', (key) => DEVICE_LABELS[key] ?? key),
      browsers: breakdown(dimensions, 'browser', (key) => key).slice(0, TOP),
      countries: breakdown(dimensions, 'country', (key) =>
        key === 'unknown' ? 'Unknown' : countryName(key),
      ).slice(0, TOP),
      topPages: pages(dimensions, funnels).slice(0, TOP),
      exitPages: exits(dimensions, funnels).slice(0, TOP),
      utmCampaigns: campaigns(dimensions).slice(0, TOP),
      funnelSteps: funnelId ? steps(dimensions, funnels.get(funnelId)?.config, current) : [],
    };
  }

  /** Today's views (UTC) by hour, 24 points: asked for on its own, as no screen needs it with every report. */
  async hourly(actor: Actor | null, funnelId: string | null = null): Promise<AnalyticsHour[]> {
    const { userId } = requireActor(actor, 'read');
    const ids = [...(await this.funnelsOf(userId, funnelId)).keys()];
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, views: 0 }));
    if (ids.length === 0) return hours;
    const today = dayStart(this.deps.clock.now());
    const rows = await rawHourlyViews(this.em, {
      funnelIds: ids,
      spans: [{ from: new Date(today), until: new Date(today + DAY_MS) }],
    });
    for (const row of rows) {
      const hour = hours[row.hour];
      if (hour) hour.views += row.views;
    }
    return hours;
  }

  /** Visits to the user's pages (or one funnel's) seen in the last five minutes. */
  async liveVisitors(actor: Actor | null, funnelId: string | null = null): Promise<LiveVisitors> {
    const { userId } = requireActor(actor, 'read');
    const funnels = await this.funnelsOf(userId, funnelId);
    const ids = [...funnels.keys()];
    if (ids.length === 0) return { funnelId, visitorsNow: 0, conversion: null };
    const since = new Date(this.deps.clock.now().getTime() - LIVE_WINDOW_MS);
    const [row] = await this.em.getConnection().execute<Array<{ n: number }>>(
      `select count(*)::int as n from analytics_sessions
          where funnel_id = any(?::uuid[]) and last_seen_at > ? and views > 0`,
      [uuidArray(ids), since],
    );
    return { funnelId, visitorsNow: row?.n ?? 0, conversion: null };
  }

  /** The name of a funnel of the user's (for a live conversion), null when it is not theirs. */
  async funnelName(userId: string, funnelId: string): Promise<string | null> {
    if (!isUuid(funnelId)) return null;
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ name: string }>>('select name from funnels where id = ? and user_id = ?', [
        funnelId,
        userId,
      ]);
    return row?.name ?? null;
  }

  /** The user's funnels (the recycle bin's too: their visits happened), or the one asked for; configs name their pages. */
  private async funnelsOf(userId: string, funnelId: string | null): Promise<Funnels> {
    if (funnelId !== null && !isUuid(funnelId)) throw funnelNotFound();
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: string; name: string; config: unknown }>>(
        `select id, name, config from funnels where user_id = ?${funnelId ? ' and id = ?' : ''}`,
        funnelId ? [userId, funnelId] : [userId],
      );
    if (funnelId && rows.length === 0) throw funnelNotFound();
    return new Map(rows.map((r) => [r.id, { name: r.name, config: r.config }]));
  }

  private async rolledDayFigures(ids: string[], from: string, to: string): Promise<DayFigures[]> {
    const rows = await this.em.getConnection().execute<DayRow[]>(
      `select '' as funnel_id, to_char(date, 'YYYY-MM-DD') as date, sum(views)::int as views, sum(unique_views)::int as unique_views,
              sum(sessions)::int as sessions, sum(conversions)::int as conversions, sum(bounces)::int as bounces,
              sum(engaged_ms)::text as engaged_ms, sum(form_starts)::int as form_starts
         from funnel_analytics
        where funnel_id = any(?::uuid[]) and date between ?::date and ?::date
        group by date`,
      [uuidArray(ids), from, to],
    );
    return rows.map(toDayFigures);
  }

  /** One funnel's breakdowns from its own rows; all funnels' from the user's (one row per value a day). */
  private async rolledDimensions(
    userId: string,
    funnelId: string | null,
    from: string,
    to: string,
  ): Promise<DimensionTotal[]> {
    const rows = await this.em.getConnection().execute<
      Array<{
        funnel_id: string;
        dimension: Dimension;
        key: string;
        visits: number;
        views: number;
        conversions: number;
      }>
    >(
      funnelId
        ? `select funnel_id, dimension, key, sum(visits)::int as visits, sum(views)::int as views, sum(conversions)::int as conversions
             from funnel_analytics_dimensions
            where funnel_id = ? and date between ?::date and ?::date
            group by 1, 2, 3`
        : `select '' as funnel_id, dimension, key, sum(visits)::int as visits, sum(views)::int as views, sum(conversions)::int as conversions
             from user_analytics_dimensions
            where user_id = ? and date between ?::date and ?::date
            group by 2, 3`,
      [funnelId ?? userId, from, to],
    );
    return rows.map((r) => ({
      ...(funnelId ? { funnelId: r.funnel_id, key: r.key } : fromUserKey(r.dimension, r.key)),
      dimension: r.dimension,
      visits: r.visits,
      views: r.views,
      conversions: r.conversions,
    }));
  }
}

/** Sums breakdown rows by dimension and value (pages and exits also by funnel). */
function mergeDimensions(
  rows: Array<DimensionTotal | (DimensionTotal & { date: string })>,
): Map<string, DimensionTotal> {
  const merged = new Map<string, DimensionTotal>();
  for (const row of rows) {
    const funnelId = row.dimension === 'page' || row.dimension === 'exit' ? row.funnelId : '';
    const key = `${row.dimension}|${funnelId}|${row.key}`;
    const into = merged.get(key);
    if (into) {
      into.visits += row.visits;
      into.views += row.views;
      into.conversions += row.conversions;
    } else
      merged.set(key, {
        funnelId,
        dimension: row.dimension,
        key: row.key,
        visits: row.visits,
        views: row.views,
        conversions: row.conversions,
      });
  }
  return merged;
}

const of = (dimensions: Map<string, DimensionTotal>, dimension: Dimension) =>
  [...dimensions.values()].filter((d) => d.dimension === dimension);

const byVisits = <T extends { visits: number; key?: string }>(a: T, b: T) =>
  b.visits - a.visits || String(a.key ?? '').localeCompare(String(b.key ?? ''));

function breakdown(
  dimensions: Map<string, DimensionTotal>,
  dimension: Dimension,
  label: (key: string) => string,
): AnalyticsBreakdown[] {
  const rows = of(dimensions, dimension).filter((d) => d.visits > 0);
  const total = rows.reduce((sum, d) => sum + d.visits, 0);
  return rows
    .map((d) => ({
      key: d.key,
      label: label(d.key),
      visits: d.visits,
      percent: round1((d.visits * 100) / total),
    }))
    .sort(byVisits);
}

type StepInfo = { name: string; slug: string; hasForm: boolean };

/** A funnel's steps, in order: name, slug and whether it holds a form. */
function stepsOf(config: unknown): StepInfo[] {
  try {
    return readSteps(config).map((step) => ({
      name: step.name,
      slug: step.slug,
      hasForm: /"type":"[a-z-]*form[a-z-]*"/.test(JSON.stringify(step.elements)),
    }));
  } catch {
    return [];
  }
}

/** '/' is the first step; '/{slug}' the step with that slug (the first step's own slug too). */
function stepIndex(steps: StepInfo[], path: string): number {
  if (path === '/') return 0;
  return steps.findIndex((s) => `/${s.slug}` === path);
}

function pageLabel(funnels: Funnels, funnelId: string, path: string, cache: Map<string, StepInfo[]>): string {
  let steps = cache.get(funnelId);
  if (!steps) {
    steps = stepsOf(funnels.get(funnelId)?.config);
    cache.set(funnelId, steps);
  }
  const step = steps[stepIndex(steps, path)];
  return step?.name ?? path;
}

function pages(dimensions: Map<string, DimensionTotal>, funnels: Funnels): AnalyticsPage[] {
  const cache = new Map<string, StepInfo[]>();
  return of(dimensions, 'page')
    .map((d) => ({
      funnelId: d.funnelId,
      funnelName: funnels.get(d.funnelId)?.name ?? '',
      path: d.key,
      label: pageLabel(funnels, d.funnelId, d.key, cache),
      views: d.views,
      visits: d.visits,
    }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
}

function exits(dimensions: Map<string, DimensionTotal>, funnels: Funnels): AnalyticsBreakdown[] {
  const cache = new Map<string, StepInfo[]>();
  const rows = of(dimensions, 'exit').filter((d) => d.visits > 0);
  const total = rows.reduce((sum, d) => sum + d.visits, 0);
  return rows
    .map((d) => ({
      key: `${d.funnelId}${d.key}`,
      label: `${funnels.get(d.funnelId)?.name ?? ''} · ${pageLabel(funnels, d.funnelId, d.key, cache)}`,
      visits: d.visits,
      percent: round1((d.visits * 100) / total),
    }))
    .sort(byVisits);
}

function campaigns(dimensions: Map<string, DimensionTotal>): AnalyticsCampaign[] {
  return of(dimensions, 'campaign')
    .map((d) => {
      const [source = '', medium = '', campaign = ''] = d.key.split(CAMPAIGN_SEPARATOR);
      return {
        source,
        medium,
        campaign,
        visits: d.visits,
        conversions: d.conversions,
        conversionRate: d.visits > 0 ? round1(Math.min(100, (d.conversions * 100) / d.visits)) : 0,
      };
    })
    .sort((a, b) => b.visits - a.visits || b.conversions - a.conversions);
}

/**
 * One funnel's path: each step's visits in order, with the form's start and submission after
 * the first step that holds a form; drop-off is measured from the row before.
 */
function steps(
  dimensions: Map<string, DimensionTotal>,
  config: unknown,
  totals: Totals,
): AnalyticsFunnelStep[] {
  const info = stepsOf(config);
  const visitsOf = new Array<number>(info.length).fill(0);
  for (const d of of(dimensions, 'page')) {
    const index = stepIndex(info, d.key);
    if (index >= 0) visitsOf[index] = (visitsOf[index] ?? 0) + d.visits;
  }
  const rows: Array<Pick<AnalyticsFunnelStep, 'key' | 'label' | 'kind' | 'visits'>> = [];
  let formPlaced = false;
  info.forEach((step, index) => {
    rows.push({
      key: `/${index === 0 ? '' : step.slug}`,
      label: step.name,
      kind: 'page',
      visits: visitsOf[index] ?? 0,
    });
    if (step.hasForm && !formPlaced) {
      formPlaced = true;
      rows.push({
        key: 'form-start',
        label: 'Started the form',
        kind: 'form-start',
        visits: totals.formStarts,
      });
      rows.push({
        key: 'conversion',
        label: 'Sent the form',
        kind: 'conversion',
        visits: totals.conversions,
      });
    }
  });
  const first = rows[0]?.visits ?? 0;
  return rows.map((row, index) => {
    const before = index === 0 ? row.visits : (rows[index - 1]?.visits ?? 0);
    const dropOff = index === 0 ? 0 : Math.max(0, before - row.visits);
    return {
      ...row,
      percentOfFirst: first > 0 ? round1((row.visits * 100) / first) : 0,
      dropOff,
      dropOffPercent: before > 0 ? round1((dropOff * 100) / before) : 0,
    };
  });
}
