import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExperimentGoalData } from './experiment-data';

/** A variant's visitors and, per goal (primary first, then the secondary ones), those who reached it. */
export type VariantFigures = { variant: string; visitors: number; goals: number[] };

/** The same, day by day (UTC), for the chart of each variant's rate over time. */
export type VariantDayFigures = VariantFigures & { date: string };

/** SQL for "this visit reached the goal", over analytics_sessions `s`; params appended to `params`. */
function goalSql(goal: ExperimentGoalData, params: unknown[]): string {
  if (goal.type === 'form') return 's.conversions > 0';
  params.push(goal.elementId);
  return '? = any(s.clicks)';
}

/** The day after a kept day (YYYY-MM-DD), as the start of the raw visits still read. */
const rawFrom = (keptThrough: string | null) =>
  keptThrough === null ? null : `(?::date + 1)::timestamp at time zone 'UTC'`;

/** One experiment's figures as a SELECT (experiment id, variant, date, visitors, g0…); params appended. */
function figuresSql(
  experiment: { id: string; goals: ExperimentGoalData[] },
  width: number,
  byDay: boolean,
  params: unknown[],
): string {
  const { goals } = experiment;
  params.push(experiment.id);
  const reached = goals.map((goal, i) => {
    const condition = goalSql(goal, params);
    return `count(distinct s.visitor_id) filter (where ${condition})::int as g${i}`;
  });
  const kept = goals.map((_, i) => `coalesce((d.goals->>${i})::int, 0) as g${i}`);
  const day = `to_char((s.started_at at time zone 'UTC')::date, 'YYYY-MM-DD')`;
  // Every experiment answers as many goal columns as the one with the most (UNION ALL needs it).
  const padding = Array.from({ length: width - goals.length }, (_, i) => `, 0 as g${goals.length + i}`).join(
    '',
  );
  const sums = Array.from({ length: width }, (_, i) => `, sum(g${i})::int as g${i}`).join('');
  return `(with e as (select id, kept_through from experiments where id = ?)
     select e_id, variant, ${byDay ? 'date' : `''`} as date, sum(visitors)::int as visitors ${sums}
       from (
         select e.id as e_id, s.variant, ${day} as date, count(distinct s.visitor_id)::int as visitors
                ${reached.map((r) => `, ${r}`).join('')} ${padding}
           from analytics_sessions s join e on e.id = s.experiment_id
          where s.views > 0
            and (e.kept_through is null or s.started_at >= (e.kept_through + 1)::timestamp at time zone 'UTC')
          group by 1, 2, 3
         union all
         select e.id, d.variant, to_char(d.date, 'YYYY-MM-DD'), d.visitors ${kept.map((k) => `, ${k}`).join('')} ${padding}
           from experiment_days d join e on e.id = d.experiment_id
          where d.date <= e.kept_through
       ) figures
      group by 1, 2, 3)`;
}

/**
 * Experiments' figures, in one statement (so one snapshot, and one round trip for a list): a
 * visitor is the daily visitor hash (the unit a variant is assigned to), counted once per
 * variant and day; reaching a goal in any of their visits that day counts them once. Days up to
 * a test's kept_through come from experiment_days, later ones from raw visits; as the hash
 * changes daily, days add up. Goals: each experiment's primary first, then its secondary ones.
 */
export async function experimentsFigures(
  em: EntityManager,
  experiments: ReadonlyArray<{ id: string; goals: ExperimentGoalData[] }>,
  byDay: boolean,
): Promise<Map<string, VariantDayFigures[]>> {
  const byExperiment = new Map<string, VariantDayFigures[]>(experiments.map((e) => [e.id, []]));
  if (experiments.length === 0) return byExperiment;
  const width = Math.max(...experiments.map((e) => e.goals.length));
  const params: unknown[] = [];
  const parts = experiments.map((e) => figuresSql(e, width, byDay, params));
  const rows = await em.execute<Array<Record<string, string | number>>>(
    `${parts.join(' union all ')} order by 3, 2`,
    params,
  );
  for (const r of rows) {
    const id = String(r.e_id);
    const goals = experiments.find((e) => e.id === id)?.goals ?? [];
    byExperiment.get(id)?.push({
      variant: String(r.variant),
      date: String(r.date),
      visitors: Number(r.visitors),
      goals: goals.map((_, i) => Number(r[`g${i}`])),
    });
  }
  return byExperiment;
}

/**
 * Keeps an experiment's finished days, after `keptThrough` and before `until` (UTC,
 * YYYY-MM-DD), in experiment_days, and moves the test's kept_through to the day before `until`,
 * in the caller's transaction.
 */
export async function keepExperimentDays(
  em: EntityManager,
  experiment: { id: string; keptThrough: string | null },
  goals: ExperimentGoalData[],
  until: string,
): Promise<void> {
  const params: unknown[] = [];
  const reached = goals.map((goal) => `count(distinct s.visitor_id) filter (where ${goalSql(goal, params)})`);
  const from = rawFrom(experiment.keptThrough);
  await em.execute(
    `insert into experiment_days (experiment_id, variant, date, visitors, goals)
     select ?, s.variant, (s.started_at at time zone 'UTC')::date, count(distinct s.visitor_id),
            jsonb_build_array(${reached.join(', ')})
       from analytics_sessions s
      where s.experiment_id = ? and s.views > 0 and s.variant is not null
        and s.started_at < ?::date::timestamp at time zone 'UTC' ${from ? `and s.started_at >= ${from}` : ''}
      group by 2, 3
     on conflict (experiment_id, variant, date) do nothing`,
    [experiment.id, ...params, experiment.id, until, ...(from ? [experiment.keptThrough] : [])],
  );
  await em.execute(`update experiments set kept_through = ?::date - 1 where id = ?`, [until, experiment.id]);
}
