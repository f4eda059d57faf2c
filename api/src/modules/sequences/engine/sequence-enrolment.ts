import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlQuery } from '../../leads';

/**
 * The enrolment rule, the one place it is written (manual enrolment, the triggers, CSV imports
 * and date-based sequences all come here). Each (sequence, lead) pair `pairs` selects — a query
 * answering `sequence_id, lead_id` — becomes an active subscriber at step 1, started `now`, its
 * first email due `now` + step 1's delay (no time while the sequence has no steps). A lead
 * already in the sequence (active, completed or unsubscribed there) stays as it is; one removed
 * by hand starts again as a new enrolment (its old logs stay, so exactly-once holds per
 * enrolment); a lead who unsubscribed from email never enrols. Answers the pairs enrolled.
 */
export async function enrolPairs(
  em: EntityManager,
  pairs: SqlQuery,
  now: Date,
): Promise<Array<{ sequence_id: string; lead_id: string }>> {
  // A new row per enrolment: the logs' (subscriber, step) key then allows step 1 again.
  await em.execute(
    `delete from email_sequence_subscribers s
      using (${pairs.sql}) p
      where s.sequence_id = p.sequence_id and s.lead_id = p.lead_id and s.status = 'removed'`,
    pairs.params,
  );
  return em.execute<Array<{ sequence_id: string; lead_id: string }>>(
    `insert into email_sequence_subscribers
            (sequence_id, lead_id, current_step, status, started_at, next_email_at)
     select p.sequence_id, p.lead_id, 1, 'active', ?::timestamptz,
            ?::timestamptz + make_interval(hours => first.delay_hours)
       from (${pairs.sql}) p
       join leads l on l.id = p.lead_id and l.unsubscribed_at is null
       left join lateral (select delay_hours from email_sequence_steps
                           where sequence_id = p.sequence_id order by step_number limit 1) first on true
     on conflict (sequence_id, lead_id) do nothing
     returning sequence_id, lead_id`,
    [now.toISOString(), now.toISOString(), ...pairs.params],
  );
}

/** `select sequence_id, lead_id` for one sequence and a list of lead ids. */
export function leadsOfSequence(sequenceId: string, leadIds: readonly string[]): SqlQuery {
  return {
    sql: `select ?::uuid as sequence_id, value::uuid as lead_id from jsonb_array_elements_text(?::jsonb)`,
    params: [sequenceId, JSON.stringify(leadIds)],
  };
}
