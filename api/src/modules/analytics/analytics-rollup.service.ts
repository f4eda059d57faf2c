import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../shared/db/transaction';
import { Service } from '../../shared/service';
import {
  rawDayFigures,
  rawDimensionFigures,
  userKeySql,
  uuidArray,
  type DayFigures,
  type DimensionFigures,
} from './analytics-figures';
import { VISIT_IDLE_MS } from './visit-recorder';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A visit is rolled up once it is over (30 minutes idle) and its last beacons are in (5 more). */
export const ROLLUP_GRACE_MS = VISIT_IDLE_MS + 5 * 60 * 1000;
/** Visits rolled up per transaction. */
const BATCH = 20_000;

/**
 * The rollup job's work: every visit that is over is added, once, to its funnel's day in
 * funnel_analytics and funnel_analytics_dimensions (with the same queries reports use for the
 * visits not rolled up yet), and marked rolled — so reports read small daily rows plus the last
 * half hour or so of raw visits, today included. Raw events older than the retention are then
 * dropped; rolled-up figures stay.
 */
export class AnalyticsRollupService extends Service {
  /** Rolls up every visit that is over; answers how many. */
  async rollUp(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - ROLLUP_GRACE_MS);
    let total = 0;
    for (;;) {
      const rolled = await inTransaction(this.em, (em) => rollUpBatch(em, cutoff));
      total += rolled;
      if (rolled < BATCH) return total;
    }
  }

  /** Drops raw visits (rolled up), views and clicks older than the retention. */
  async purgeRaw(): Promise<{ visits: number; views: number; clicks: number }> {
    const cutoff = new Date(
      this.deps.clock.now().getTime() - this.deps.config.analyticsRetentionDays * DAY_MS,
    );
    const count = async (sql: string) =>
      (
        await this.em.execute<Array<{ n: number }>>(
          `with gone as (${sql} returning 1) select count(*)::int as n from gone`,
          [cutoff],
        )
      )[0]?.n ?? 0;
    // A visit not rolled up yet (the job has not run for the whole retention) is kept until it is.
    const visits = await count('delete from analytics_sessions where started_at < ? and rolled');
    const views = await count('delete from page_views where created_at < ?');
    const clicks = await count('delete from click_tracking where clicked_at < ?');
    return { visits, views, clicks };
  }
}

/** One batch: the visits over before `cutoff`, locked (another worker skips them), added and marked. */
async function rollUpBatch(em: EntityManager, cutoff: Date): Promise<number> {
  const ids = (
    await em.execute<Array<{ id: string }>>(
      `select id from analytics_sessions where not rolled and last_seen_at < ?
        order by started_at limit ${BATCH} for update skip locked`,
      [cutoff],
    )
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  const scope = { visitIds: ids };
  const [days, dimensions] = await Promise.all([rawDayFigures(em, scope), rawDimensionFigures(em, scope)]);
  if (days.length > 0) await addDays(em, days);
  if (dimensions.length > 0) await addDimensions(em, dimensions);
  if (days.length > 0) await refreshDays(em, days);
  await em.execute(
    'update analytics_sessions set rolled = true where id = any(?::uuid[])',
    [uuidArray(ids)],
    'run',
  );
  return ids.length;
}

/** Adds the batch's sums to each funnel's day (a funnel deleted meanwhile is skipped). */
async function addDays(em: EntityManager, days: DayFigures[]): Promise<void> {
  await em.execute(
    `insert into funnel_analytics (id, funnel_id, date, views, unique_views, conversions, sessions, bounces, engaged_ms, form_starts, rolled_at)
     select gen_random_uuid(), r.funnel_id, r.date, r.views, r.unique_views, r.conversions, r.sessions, r.bounces, r.engaged_ms, r.form_starts, now()
       from jsonb_to_recordset(?::jsonb) as r (funnel_id uuid, date date, views int, unique_views int, conversions int,
            sessions int, bounces int, engaged_ms bigint, form_starts int)
       join funnels f on f.id = r.funnel_id
     on conflict (funnel_id, date) do update
        set views = funnel_analytics.views + excluded.views,
            unique_views = funnel_analytics.unique_views + excluded.unique_views,
            conversions = funnel_analytics.conversions + excluded.conversions,
            sessions = funnel_analytics.sessions + excluded.sessions,
            bounces = funnel_analytics.bounces + excluded.bounces,
            engaged_ms = funnel_analytics.engaged_ms + excluded.engaged_ms,
            form_starts = funnel_analytics.form_starts + excluded.form_starts,
            rolled_at = now()`,
    [
      JSON.stringify(
        days.map((d) => ({
          funnel_id: d.funnelId,
          date: d.date,
          views: d.views,
          unique_views: d.uniqueViews,
          conversions: d.conversions,
          sessions: d.sessions,
          bounces: d.bounces,
          engaged_ms: d.engagedMs,
          form_starts: d.formStarts,
        })),
      ),
    ],
    'run',
  );
}

/**
 * Adds the batch's breakdowns to each funnel's day and, summed over the funnels, to its user's
 * day (what the all-funnels report reads); rows in key order, so concurrent batches lock alike.
 */
async function addDimensions(em: EntityManager, dimensions: DimensionFigures[]): Promise<void> {
  await em.execute(
    `with r as (
       select r.*, f.user_id
         from jsonb_to_recordset(?::jsonb) as r (funnel_id uuid, date date, dimension text, key text, visits int, views int, conversions int)
         join funnels f on f.id = r.funnel_id
     ),
     by_funnel as (
       insert into funnel_analytics_dimensions (funnel_id, date, dimension, key, visits, views, conversions)
       select funnel_id, date, dimension, key, visits, views, conversions from r order by 1, 2, 3, 4
       on conflict (funnel_id, date, dimension, key) do update
          set visits = funnel_analytics_dimensions.visits + excluded.visits,
              views = funnel_analytics_dimensions.views + excluded.views,
              conversions = funnel_analytics_dimensions.conversions + excluded.conversions
     )
     insert into user_analytics_dimensions (user_id, date, dimension, key, visits, views, conversions)
     select user_id, date, dimension, ${userKeySql('r')}, sum(visits), sum(views), sum(conversions)
       from r group by 1, 2, 3, 4 order by 1, 2, 3, 4
     on conflict (user_id, date, dimension, key) do update
        set visits = user_analytics_dimensions.visits + excluded.visits,
            views = user_analytics_dimensions.views + excluded.views,
            conversions = user_analytics_dimensions.conversions + excluded.conversions`,
    [
      JSON.stringify(
        dimensions.map((d) => ({
          funnel_id: d.funnelId,
          date: d.date,
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

/**
 * The spec's per-day columns of the days touched, from their sums and breakdowns: bounce rate,
 * average duration (seconds), top exit page, traffic sources and devices ({ key: visits }), and
 * views per UTC hour (from that day's page views).
 */
async function refreshDays(em: EntityManager, days: DayFigures[]): Promise<void> {
  await em.execute(
    `update funnel_analytics fa
        set bounce_rate = case when fa.sessions > 0 then round(fa.bounces * 100.0 / fa.sessions, 2) else 0 end,
            avg_session_duration = case when fa.sessions > 0 then round(fa.engaged_ms / 1000.0 / fa.sessions)::int else 0 end,
            top_exit_page = (select d.key from funnel_analytics_dimensions d
                              where d.funnel_id = fa.funnel_id and d.date = fa.date and d.dimension = 'exit'
                              order by d.visits desc, d.key limit 1),
            traffic_sources = (select jsonb_object_agg(d.key, d.visits) from funnel_analytics_dimensions d
                                where d.funnel_id = fa.funnel_id and d.date = fa.date and d.dimension = 'channel' and d.visits > 0),
            device_breakdown = (select jsonb_object_agg(d.key, d.visits) from funnel_analytics_dimensions d
                                 where d.funnel_id = fa.funnel_id and d.date = fa.date and d.dimension = 'device' and d.visits > 0),
            hourly = (select jsonb_agg(coalesce(h.n, 0) order by g.hour)
                        from generate_series(0, 23) as g (hour)
                        left join (select extract(hour from v.created_at at time zone 'UTC')::int as hour, count(*)::int as n
                                     from page_views v
                                    where v.funnel_id = fa.funnel_id
                                      and v.created_at >= fa.date::timestamp at time zone 'UTC'
                                      and v.created_at < (fa.date + 1)::timestamp at time zone 'UTC'
                                    group by 1) as h on h.hour = g.hour)
       from unnest(?::uuid[], ?::date[]) as t (funnel_id, date)
      where fa.funnel_id = t.funnel_id and fa.date = t.date`,
    [uuidArray(days.map((d) => d.funnelId)), `{${days.map((d) => d.date).join(',')}}`],
    'run',
  );
}
