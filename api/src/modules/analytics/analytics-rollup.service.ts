import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../shared/db/transaction';
import { Service } from '../../shared/service';
import {
  rawDayFigures,
  rawDimensionFigures,
  rawHourlyViews,
  type DayFigures,
  type DimensionFigures,
} from './analytics-figures';
import { VISIT_IDLE_MS } from './visit-recorder';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day is rolled up once its last visits are over and their beacons in: 30 minutes idle, 5 more for stragglers. */
const GRACE_MS = VISIT_IDLE_MS + 5 * 60 * 1000;
/** Days rolled up by one run (a first run after a long pause catches up over several). */
const DAYS_PER_RUN = 31;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const percent2 = (part: number, whole: number) => (whole > 0 ? ((part * 100) / whole).toFixed(2) : '0');

/**
 * The rollup job's work: each finished UTC day's visits become one funnel_analytics row per
 * funnel (with its breakdowns in funnel_analytics_dimensions), computed by the same queries
 * reports use for days not rolled up yet; then raw events older than the retention are dropped.
 */
export class AnalyticsRollupService extends Service {
  /** Rolls up every finished day not rolled up yet, oldest first; answers the days rolled. */
  async rollUp(): Promise<string[]> {
    const now = this.deps.clock.now().getTime();
    const lastDay = isoDay(now - GRACE_MS - DAY_MS);
    const rows = await this.em.getConnection().execute<Array<{ day: string }>>(
      `select to_char(d, 'YYYY-MM-DD') as day
         from generate_series((select (min(started_at) at time zone 'UTC')::date from analytics_sessions), ?::date, interval '1 day') as d
        where not exists (select 1 from analytics_rollup_days r where r.day = d::date)
        order by d
        limit ${DAYS_PER_RUN}`,
      [lastDay],
    );
    const rolled: string[] = [];
    for (const { day } of rows) {
      await this.rollUpDay(day);
      rolled.push(day);
    }
    return rolled;
  }

  /** Drops raw visits, views and clicks older than the retention; rolled-up days keep their figures. */
  async purgeRaw(): Promise<{ visits: number; views: number; clicks: number }> {
    const cutoff = new Date(
      this.deps.clock.now().getTime() - this.deps.config.analyticsRetentionDays * DAY_MS,
    );
    // Only days already rolled up lose their raw events: nothing is ever lost before it is counted.
    const rolled = (column: string) =>
      `${column} < ? and (${column} at time zone 'UTC')::date in (select day from analytics_rollup_days)`;
    const count = async (sql: string) =>
      (
        await this.em.execute<Array<{ n: number }>>(
          `with gone as (${sql} returning 1) select count(*)::int as n from gone`,
          [cutoff],
        )
      )[0]?.n ?? 0;
    const views = await count(`delete from page_views where ${rolled('created_at')}`);
    const visits = await count(`delete from analytics_sessions where ${rolled('started_at')}`);
    const clicks = await count('delete from click_tracking where clicked_at < ?');
    return { visits, views, clicks };
  }

  private async rollUpDay(day: string): Promise<void> {
    const from = new Date(`${day}T00:00:00Z`);
    const scope = { funnelIds: null, spans: [{ from, until: new Date(from.getTime() + DAY_MS) }] };
    const [days, dimensions, hourly] = await Promise.all([
      rawDayFigures(this.em, scope),
      rawDimensionFigures(this.em, scope),
      rawHourlyViews(this.em, scope),
    ]);
    const hours = new Map<string, number[]>();
    for (const row of hourly) {
      const list = hours.get(row.funnelId) ?? new Array<number>(24).fill(0);
      list[row.hour] = row.views;
      hours.set(row.funnelId, list);
    }
    await inTransaction(this.em, async (em) => {
      await em.execute('delete from funnel_analytics where date = ?::date', [day], 'run');
      await em.execute('delete from funnel_analytics_dimensions where date = ?::date', [day], 'run');
      if (days.length > 0) await insertDays(em, day, days, dimensions, hours);
      if (dimensions.length > 0) await insertDimensions(em, day, dimensions);
      await em.execute(
        'insert into analytics_rollup_days (day, rolled_at) values (?::date, now()) on conflict (day) do update set rolled_at = now()',
        [day],
        'run',
      );
    });
  }
}

/** The spec's JSON breakdowns of one funnel's day: { key: visits }. */
function jsonOf(dimensions: DimensionFigures[], funnelId: string, dimension: string): string | null {
  const entries = dimensions
    .filter((d) => d.funnelId === funnelId && d.dimension === dimension && d.visits > 0)
    .map((d) => [d.key, d.visits] as const);
  return entries.length > 0 ? JSON.stringify(Object.fromEntries(entries)) : null;
}

function topExit(dimensions: DimensionFigures[], funnelId: string): string | null {
  let best: DimensionFigures | null = null;
  for (const d of dimensions)
    if (d.funnelId === funnelId && d.dimension === 'exit' && (!best || d.visits > best.visits)) best = d;
  return best?.key ?? null;
}

async function insertDays(
  em: EntityManager,
  day: string,
  days: DayFigures[],
  dimensions: DimensionFigures[],
  hours: Map<string, number[]>,
): Promise<void> {
  await em.execute(
    `insert into funnel_analytics (id, funnel_id, date, views, unique_views, conversions, bounce_rate, avg_session_duration,
                                   top_exit_page, traffic_sources, device_breakdown, sessions, bounces, engaged_seconds,
                                   form_starts, hourly, rolled_at)
     select gen_random_uuid(), r.funnel_id, ?::date, r.views, r.unique_views, r.conversions, r.bounce_rate, r.avg_session_duration,
            r.top_exit_page, r.traffic_sources, r.device_breakdown, r.sessions, r.bounces, r.engaged_seconds, r.form_starts, r.hourly, now()
       from jsonb_to_recordset(?::jsonb) as r (funnel_id uuid, views int, unique_views int, conversions int, bounce_rate numeric,
            avg_session_duration int, top_exit_page text, traffic_sources jsonb, device_breakdown jsonb, sessions int, bounces int,
            engaged_seconds int, form_starts int, hourly jsonb)
       join funnels f on f.id = r.funnel_id`,
    [
      day,
      JSON.stringify(
        days.map((d) => ({
          funnel_id: d.funnelId,
          views: d.views,
          unique_views: d.uniqueViews,
          conversions: d.conversions,
          bounce_rate: percent2(d.bounces, d.sessions),
          avg_session_duration: d.sessions > 0 ? Math.round(d.engagedSeconds / d.sessions) : 0,
          top_exit_page: topExit(dimensions, d.funnelId),
          traffic_sources: jsonOf(dimensions, d.funnelId, 'channel'),
          device_breakdown: jsonOf(dimensions, d.funnelId, 'device'),
          sessions: d.sessions,
          bounces: d.bounces,
          engaged_seconds: d.engagedSeconds,
          form_starts: d.formStarts,
          hourly: hours.get(d.funnelId) ?? new Array<number>(24).fill(0),
        })),
      ),
    ],
    'run',
  );
}

async function insertDimensions(
  em: EntityManager,
  day: string,
  dimensions: DimensionFigures[],
): Promise<void> {
  await em.execute(
    `insert into funnel_analytics_dimensions (funnel_id, date, dimension, key, visits, views, conversions)
     select r.funnel_id, ?::date, r.dimension, r.key, r.visits, r.views, r.conversions
       from jsonb_to_recordset(?::jsonb) as r (funnel_id uuid, dimension text, key text, visits int, views int, conversions int)
       join funnels f on f.id = r.funnel_id`,
    [
      day,
      JSON.stringify(
        dimensions.map((d) => ({
          funnel_id: d.funnelId,
          dimension: d.dimension,
          key: d.key,
          visits: d.visits,
          views: d.views,
          conversions: d.conversions,
        })),
      ),
    ],
    'run',
  );
}
