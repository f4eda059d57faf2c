import { escapeLike } from '../../shared/db/escape-like';
import { isUuid } from '../../shared/ids';
import { decodeCursor, encodeCursor, expiredCursor } from '../../shared/pagination';
import { scoreBandRange } from './lead-score-bands';
import { LEAD_SEARCH_TEXT } from './lead.entity';
import type { LeadListInput } from './leads.schemas';

/** SQL with knex-style `?` placeholders and its values. */
export type SqlQuery = { sql: string; params: unknown[] };

export type LeadFilterInput = Pick<
  LeadListInput,
  'search' | 'status' | 'score' | 'source' | 'funnelId' | 'optIn'
>;

/** Keyset position: the sort value (score only), the creation time as PostgreSQL prints it, the id. */
type Cursor = { s?: number; c: string; i: string };

/** created_at as PostgreSQL prints it: 2030-01-01 10:00:00.123456+00 (the offset may carry minutes). */
const PG_TIMESTAMPTZ =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;

/** Whether `value` is a time PostgreSQL printed, so a tampered cursor never reaches the database. */
function isPgTimestamp(value: string): boolean {
  const match = PG_TIMESTAMPTZ.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    (hour ?? 24) < 24 &&
    (minute ?? 60) < 60 &&
    (second ?? 60) < 60 &&
    (offsetHours ?? 16) <= 15 &&
    (offsetMinutes ?? 60) < 60
  );
}

/** The keyset position in a cursor; anything tampered with is refused before it reaches the database. */
function leadCursor(value: string): Cursor {
  const parsed: Partial<Cursor> = decodeCursor(value);
  if (typeof parsed.c !== 'string' || !isPgTimestamp(parsed.c) || !isUuid(parsed.i)) throw expiredCursor();
  if (parsed.s !== undefined && !(Number.isInteger(parsed.s) && parsed.s >= 0 && parsed.s <= 100))
    throw expiredCursor();
  return { s: parsed.s, c: parsed.c, i: parsed.i };
}

/** The WHERE clause of the leads screen's filters, always scoped to one owner. */
export function leadFilterWhere(userId: string, filter: LeadFilterInput): SqlQuery {
  const clauses = ['user_id = ?'];
  const params: unknown[] = [userId];
  if (filter.status && filter.status !== 'all') {
    clauses.push('status = ?');
    params.push(filter.status);
  }
  if (filter.source !== undefined) {
    if (filter.source === '' || filter.source === 'Direct') clauses.push("(source is null or source = '')");
    else {
      clauses.push('source = ?');
      params.push(filter.source);
    }
  }
  if (filter.score && filter.score !== 'all') {
    const { min, max } = scoreBandRange(filter.score);
    // Open-ended at the top and bottom: a score outside 0..100 still falls in a band.
    if (min > 0) clauses.push(`score >= ${min}`);
    if (max < 100) clauses.push(`score <= ${max}`);
  }
  if (filter.optIn && filter.optIn !== 'all') {
    clauses.push('opt_in = ?');
    params.push(filter.optIn);
  }
  if (filter.funnelId) {
    clauses.push('funnel_id = ?');
    params.push(filter.funnelId);
  }
  if (filter.search) {
    clauses.push(`${LEAD_SEARCH_TEXT} like ?`);
    params.push(`%${escapeLike(filter.search.toLowerCase())}%`);
  }
  return { sql: clauses.join(' and '), params };
}

/**
 * One page of leads: filtered, sorted and limited in PostgreSQL. With `after` it seeks past the
 * previous page's last row on the matching index (as fast at row 500,000 as at row 10); without
 * it, `offset` serves jumps to the first few pages. Fetches one extra row to know if more follow.
 */
export function leadPageQuery(userId: string, input: LeadListInput): SqlQuery {
  const where = leadFilterWhere(userId, input);
  const clauses = [where.sql];
  const params = [...where.params];
  const desc = input.order === 'desc';
  const cmp = desc ? '<' : '>';
  const dir = desc ? 'desc' : 'asc';
  if (input.after) {
    const cursor = leadCursor(input.after);
    if (input.sort === 'score') {
      if (cursor.s === undefined) throw expiredCursor();
      clauses.push(`(score, created_at, id) ${cmp} (?, ?::timestamptz, ?::uuid)`);
      params.push(cursor.s, cursor.c, cursor.i);
    } else {
      clauses.push(`(created_at, id) ${cmp} (?::timestamptz, ?::uuid)`);
      params.push(cursor.c, cursor.i);
    }
  }
  const order =
    input.sort === 'score' ? `score ${dir}, created_at ${dir}, id ${dir}` : `created_at ${dir}, id ${dir}`;
  params.push(input.limit + 1, input.after ? 0 : input.offset);
  return {
    sql: `select *, created_at::text as cursor_created_at from leads where ${clauses.join(' and ')} order by ${order} limit ? offset ?`,
    params,
  };
}

/** The cursor that continues after `row` in the given sort. */
export function cursorAfter(
  row: { score: number; cursor_created_at: string; id: string },
  sort: LeadListInput['sort'],
): string {
  return encodeCursor(
    sort === 'score'
      ? { s: row.score, c: row.cursor_created_at, i: row.id }
      : { c: row.cursor_created_at, i: row.id },
  );
}

export function leadCountQuery(userId: string, filter: LeadFilterInput): SqlQuery {
  const where = leadFilterWhere(userId, filter);
  return { sql: `select count(*)::int as total from leads where ${where.sql}`, params: where.params };
}

/**
 * The distinct sources of one owner's leads by skip scan over (user_id, source, …): one index
 * probe per distinct source, not a pass over every lead.
 */
export function leadSourcesQuery(userId: string): SqlQuery {
  return {
    sql: `with recursive s(source) as (
            (select source from leads where user_id = ? and source > '' order by source limit 1)
            union all
            select (select l.source from leads l where l.user_id = ? and l.source > s.source order by l.source limit 1)
              from s where s.source is not null
          )
          select source from s where source is not null
          union all
          select '' where exists (select 1 from leads where user_id = ? and (source is null or source = ''))`,
    params: [userId, userId, userId],
  };
}
