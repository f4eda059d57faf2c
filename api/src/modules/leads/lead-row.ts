import type { Ref } from '@mikro-orm/core';
import type { User } from '../accounts';
import type { Funnel } from '../funnels';
import type { Lead, LeadOptIn, LeadScoreFactor, LeadStatus } from './lead.entity';

/** The ORM's connection returns timestamps as text; a plain pg client returns Dates. */
type Timestamp = Date | string;
const toDate = (value: Timestamp) => (value instanceof Date ? value : new Date(value));

/** A leads row as PostgreSQL returns it (json columns parsed). */
export type LeadRow = {
  id: string;
  user_id: string;
  funnel_id: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  phone: string | null;
  source: string | null;
  score: number;
  auto_score: number;
  manual_score: number | null;
  score_breakdown: LeadScoreFactor[];
  status: LeadStatus;
  tags: string[];
  custom_fields: Record<string, unknown>;
  last_contacted_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
  over_plan_limit: boolean;
  opt_in: LeadOptIn;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/**
 * A read-only Lead for list answers, without entity hydration (which cost about as much as the
 * query itself on a page of leads). It carries what the GraphQL fields and the REST mapper read,
 * references included as { id }; it is never persisted.
 */
export function leadFromRow(row: LeadRow): Lead {
  const view = {
    id: row.id,
    user: { id: row.user_id } as Ref<User>,
    funnel: row.funnel_id ? ({ id: row.funnel_id } as Ref<Funnel>) : null,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    phone: row.phone,
    source: row.source,
    score: row.score,
    autoScore: row.auto_score,
    manualScore: row.manual_score,
    scoreBreakdown: row.score_breakdown,
    status: row.status,
    tags: row.tags,
    customFields: row.custom_fields,
    lastContactedAt: row.last_contacted_at === null ? null : toDate(row.last_contacted_at),
    unsubscribedAt: row.unsubscribed_at === null ? null : toDate(row.unsubscribed_at),
    overPlanLimit: row.over_plan_limit,
    optIn: row.opt_in,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
  return view as Lead;
}
