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

/**
 * An experiment's figures from its visits: a visitor is the daily visitor hash (the unit a
 * variant is assigned to), counted once per variant; reaching a goal in any of their visits
 * that day counts them once.
 */
export async function experimentFigures(
  em: EntityManager,
  experimentId: string,
  goals: ExperimentGoalData[],
  byDay: boolean,
): Promise<VariantDayFigures[]> {
  const params: unknown[] = [];
  const reached = goals.map((goal, i) => {
    const condition = goalSql(goal, params);
    return `count(distinct s.visitor_id) filter (where ${condition})::int as g${i}`;
  });
  const day = byDay ? `to_char((s.started_at at time zone 'UTC')::date, 'YYYY-MM-DD')` : `''`;
  const rows = await em.getConnection().execute<Array<Record<string, string | number>>>(
    `select s.variant, ${day} as date, count(distinct s.visitor_id)::int as visitors${reached.map((r) => `, ${r}`).join('')}
       from analytics_sessions s
      where s.experiment_id = ? and s.views > 0
      group by 1, 2
      order by 2, 1`,
    [...params, experimentId],
  );
  return rows.map((r) => ({
    variant: String(r.variant),
    date: String(r.date),
    visitors: Number(r.visitors),
    goals: goals.map((_, i) => Number(r[`g${i}`])),
  }));
}
