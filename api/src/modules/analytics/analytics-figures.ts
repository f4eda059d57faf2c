import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One definition of every analytics figure, computed from raw visits (analytics_sessions and
 * page_views): the rollup job stores what it answers for a finished day, and reports compute
 * today (and any day not rolled up yet) with the very same queries, so the two always agree.
 */

/** A funnel's day: the sums funnel_analytics keeps. */
export type DayFigures = {
  funnelId: string;
  date: string;
  views: number;
  uniqueViews: number;
  sessions: number;
  conversions: number;
  bounces: number;
  /** Engaged time of the visits with a view, ms. */
  engagedMs: number;
  formStarts: number;
};

/** A breakdown row of a funnel's day. */
export type DimensionFigures = {
  funnelId: string;
  date: string;
  dimension: Dimension;
  key: string;
  visits: number;
  views: number;
  conversions: number;
};

export const DIMENSIONS = [
  'channel',
  'source',
  'device',
  'browser',
  'country',
  'page',
  'exit',
  'campaign',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Dimensions whose values belong to one funnel (its paths): a user's rows key them by funnel too. */
export const FUNNEL_DIMENSIONS: readonly Dimension[] = ['page', 'exit'];
const FUNNEL_ID_LENGTH = 36;

/** A funnel's breakdown row's key as its user's rows hold it (SQL, over `alias`). */
export const userKeySql = (alias: string) =>
  `case when ${alias}.dimension in (${FUNNEL_DIMENSIONS.map((d) => `'${d}'`).join(', ')}) then ${alias}.funnel_id::text || ${alias}.key else ${alias}.key end`;

/** A user's breakdown row's key read back: the funnel ('' when the value is not a funnel's) and the value. */
export function fromUserKey(dimension: Dimension, key: string): { funnelId: string; key: string } {
  return FUNNEL_DIMENSIONS.includes(dimension)
    ? { funnelId: key.slice(0, FUNNEL_ID_LENGTH), key: key.slice(FUNNEL_ID_LENGTH) }
    : { funnelId: '', key };
}

/** A bounce: a visit of one view with under 10 seconds engaged. */
export const BOUNCE_ENGAGED_MS = 10_000;

/**
 * Which visits: of these funnels (null: every funnel) in these spans of time, each [from, until)
 * (no spans: none), optionally only those not rolled up yet; or exactly the visits listed.
 */
export type RawScope =
  | {
      funnelIds: readonly string[] | null;
      spans: ReadonlyArray<{ from: Date; until: Date }>;
      unrolledOnly?: boolean;
    }
  | { visitIds: readonly string[] };

/** A Postgres array literal of uuids (ids are checked uuids, so nothing needs quoting). */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

const scopeSql = (alias: string, column: string, scope: RawScope) => {
  if ('visitIds' in scope) return `${alias}.id = any(?::uuid[])`;
  const spans = scope.spans.map(() => `(${alias}.${column} >= ? and ${alias}.${column} < ?)`).join(' or ');
  return `${scope.funnelIds ? `${alias}.funnel_id = any(?::uuid[]) and ` : ''}(${spans || 'false'})${scope.unrolledOnly ? ` and not ${alias}.rolled` : ''}`;
};
const scopeParams = (scope: RawScope) =>
  'visitIds' in scope
    ? [uuidArray(scope.visitIds)]
    : [
        ...(scope.funnelIds ? [uuidArray(scope.funnelIds)] : []),
        ...scope.spans.flatMap((span) => [span.from, span.until]),
      ];

/** The campaign key: source, medium and campaign, tab-separated. */
export const CAMPAIGN_SEPARATOR = '\t';

/** A day's sums as SQL answers them (engaged_ms is a bigint: text). */
export type DayRow = {
  funnel_id: string;
  date: string;
  views: number;
  unique_views: number;
  sessions: number;
  conversions: number;
  bounces: number;
  engaged_ms: string;
  form_starts: number;
};

export const toDayFigures = (r: DayRow): DayFigures => ({
  funnelId: r.funnel_id,
  date: r.date,
  views: r.views,
  uniqueViews: r.unique_views,
  sessions: r.sessions,
  conversions: r.conversions,
  bounces: r.bounces,
  engagedMs: Number(r.engaged_ms),
  formStarts: r.form_starts,
});

export async function rawDayFigures(em: EntityManager, scope: RawScope): Promise<DayFigures[]> {
  const rows = await em.execute<DayRow[]>(
    `select s.funnel_id, to_char((s.started_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date,
            sum(s.views)::int as views,
            count(*) filter (where s.new_visitor and s.views > 0)::int as unique_views,
            count(*) filter (where s.views > 0)::int as sessions,
            sum(s.conversions)::int as conversions,
            count(*) filter (where s.views = 1 and s.engaged_ms < ${BOUNCE_ENGAGED_MS})::int as bounces,
            coalesce(sum(s.engaged_ms) filter (where s.views > 0), 0)::text as engaged_ms,
            count(*) filter (where s.form_started)::int as form_starts
       from analytics_sessions s
      where ${scopeSql('s', 'started_at', scope)}
      group by 1, 2`,
    scopeParams(scope),
  );
  return rows.map(toDayFigures);
}

/** The breakdowns every visit counts in once, each a column of the visit (pages are counted apart). */
const VISIT_DIMENSIONS: ReadonlyArray<[Dimension, string]> = [
  ['channel', 's.channel'],
  ['source', 's.source'],
  ['device', "coalesce(s.device, 'unknown')"],
  ['browser', "coalesce(s.browser, 'Unknown')"],
  ['country', "coalesce(s.country, 'unknown')"],
  ['exit', "case when s.views > 0 then coalesce(s.exit_path, '/') end"],
  [
    'campaign',
    `case when coalesce(s.utm_source, s.utm_medium, s.utm_campaign) is not null
          then concat_ws(E'${CAMPAIGN_SEPARATOR}', coalesce(s.utm_source, ''), coalesce(s.utm_medium, ''), coalesce(s.utm_campaign, '')) end`,
  ],
];

/**
 * Breakdowns of the visits: one row per funnel, day, dimension and value. One pass over the
 * visits with a grouping set per dimension (hash aggregation, no sort); a page counts each visit
 * that saw it once.
 */
export async function rawDimensionFigures(em: EntityManager, scope: RawScope): Promise<DimensionFigures[]> {
  const names = VISIT_DIMENSIONS.map(([name]) => name);
  const rows = await em.execute<
    Array<{
      funnel_id: string;
      date: string;
      dimension: Dimension;
      key: string;
      visits: number;
      views: number;
      conversions: number;
    }>
  >(
    `with s as materialized (
       select s.id, s.funnel_id, (s.started_at at time zone 'UTC')::date as day, s.views, s.conversions, s.paths,
              ${VISIT_DIMENSIONS.map(([name, sql]) => `${sql} as ${name}`).join(', ')}
         from analytics_sessions s
        where ${scopeSql('s', 'started_at', scope)}
     ),
     figures as (
       select funnel_id, day,
              case ${names.map((name) => `when grouping(${name}) = 0 then '${name}'`).join(' ')} end as dimension,
              coalesce(${names.join(', ')}) as key,
              count(*) filter (where views > 0)::int as visits, sum(views)::int as views, sum(conversions)::int as conversions
         from s
        group by grouping sets (${names.map((name) => `(funnel_id, day, ${name})`).join(', ')})
       union all
       select p.funnel_id, p.day, 'page', p.path, count(*)::int, sum(p.n)::int, 0
         from (select s.id, s.funnel_id, s.day, u.path, count(*) as n
                 from s cross join lateral unnest(s.paths) as u (path)
                group by 1, 2, 3, 4) as p
        group by 1, 2, 3, 4
     )
     select funnel_id, to_char(day, 'YYYY-MM-DD') as date, dimension, key, visits, views, conversions
       from figures where key is not null`,
    scopeParams(scope),
  );
  return rows.map((r) => ({
    funnelId: r.funnel_id,
    date: r.date,
    dimension: r.dimension,
    key: r.key,
    visits: r.visits,
    views: r.views,
    conversions: r.conversions,
  }));
}

/** Views per funnel, day and UTC hour, from page_views. */
export async function rawHourlyViews(
  em: EntityManager,
  scope: { funnelIds: readonly string[]; spans: ReadonlyArray<{ from: Date; until: Date }> },
): Promise<Array<{ funnelId: string; date: string; hour: number; views: number }>> {
  const rows = await em.execute<Array<{ funnel_id: string; date: string; hour: number; views: number }>>(
    `select v.funnel_id, to_char((v.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date,
            extract(hour from v.created_at at time zone 'UTC')::int as hour, count(*)::int as views
       from page_views v
      where ${scopeSql('v', 'created_at', scope)}
      group by 1, 2, 3`,
    scopeParams(scope),
  );
  return rows.map((r) => ({ funnelId: r.funnel_id, date: r.date, hour: r.hour, views: r.views }));
}
