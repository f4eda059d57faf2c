import type { EntityManager } from '@mikro-orm/postgresql';
import { classifyEmail } from './email-classification';
import type { LeadScoreFactor } from './lead.entity';

/** What the score rules look at, gathered per lead by LeadScorer. */
export type LeadFacts = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  company: string | null;
  submissions: number;
  /** Distinct days with a form submission. */
  visitDays: number;
  /** Campaigns whose email the lead opened / clicked. */
  opens: number;
  clicks: number;
};

export const SCORE_RULES = {
  validEmail: 20,
  firstName: 5,
  lastName: 5,
  phone: 10,
  company: 10,
  firstSubmission: 15,
  furtherSubmission: 5,
  submissionsCap: 25,
  repeatVisitDay: 5,
  repeatVisitsCap: 10,
  open: 5,
  opensCap: 10,
  click: 10,
  clicksCap: 15,
} as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The automatic lead score, 0–100, with the reason for every point: a real address, a filled-in
 * profile, form submissions, coming back on other days, and engaging with campaign emails.
 */
export function scoreLead(facts: LeadFacts): { score: number; breakdown: LeadScoreFactor[] } {
  const r = SCORE_RULES;
  const breakdown: LeadScoreFactor[] = [];
  const email = classifyEmail(facts.email);
  breakdown.push(
    email.quality === 'VALID'
      ? { rule: 'email', label: 'Valid email address', points: r.validEmail }
      : {
          rule: 'email',
          label: `${email.quality === 'FLAGGED' ? 'Flagged' : 'Invalid'} email: ${email.reason}`,
          points: 0,
        },
  );
  const profile = [
    { present: facts.firstName, name: 'first name', points: r.firstName },
    { present: facts.lastName, name: 'last name', points: r.lastName },
    { present: facts.phone, name: 'phone', points: r.phone },
    { present: facts.company, name: 'company', points: r.company },
  ].filter((field) => field.present && field.present.trim() !== '');
  if (profile.length > 0) {
    breakdown.push({
      rule: 'profile',
      label: `Profile has ${profile.map((f) => f.name).join(', ')}`,
      points: profile.reduce((sum, f) => sum + f.points, 0),
    });
  }
  if (facts.submissions > 0) {
    breakdown.push({
      rule: 'submissions',
      label: plural(facts.submissions, 'form submission'),
      points: Math.min(r.submissionsCap, r.firstSubmission + (facts.submissions - 1) * r.furtherSubmission),
    });
  }
  if (facts.visitDays > 1) {
    breakdown.push({
      rule: 'repeat_visits',
      label: `Came back on ${plural(facts.visitDays - 1, 'more day')}`,
      points: Math.min(r.repeatVisitsCap, (facts.visitDays - 1) * r.repeatVisitDay),
    });
  }
  if (facts.opens > 0) {
    breakdown.push({
      rule: 'opens',
      label: `Opened ${plural(facts.opens, 'campaign email')}`,
      points: Math.min(r.opensCap, facts.opens * r.open),
    });
  }
  if (facts.clicks > 0) {
    breakdown.push({
      rule: 'clicks',
      label: `Clicked a link in ${plural(facts.clicks, 'campaign email')}`,
      points: Math.min(r.clicksCap, facts.clicks * r.click),
    });
  }
  const total = breakdown.reduce((sum, f) => sum + f.points, 0);
  // The reasons must add up to the score shown: say so when the rules gave more than 100.
  if (total > 100) breakdown.push({ rule: 'cap', label: 'Scores stop at 100', points: 100 - total });
  return { score: Math.max(0, Math.min(100, total)), breakdown };
}

type FactsRow = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company: string | null;
  submissions: string;
  visit_days: string;
  opens: string;
  clicks: string;
};

/**
 * Recomputes stored scores from the facts in the database. Called whenever a fact changes:
 * a lead is created, edited, captured again or imported; campaigns call it on opens and clicks.
 * `score` follows manual_score when one is set.
 */
export async function rescoreLeads(em: EntityManager, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  const connection = em.getConnection();
  const context = em.getTransactionContext();
  const rows = await connection.execute<FactsRow[]>(
    `select l.id, l.email, l.first_name, l.last_name, l.phone, l.company,
            (select count(*) from form_submissions s where s.lead_id = l.id) as submissions,
            (select count(distinct date_trunc('day', s.created_at)) from form_submissions s where s.lead_id = l.id) as visit_days,
            (select count(*) from campaign_recipients c where c.lead_id = l.id and c.opened_at is not null) as opens,
            (select count(*) from campaign_recipients c where c.lead_id = l.id and c.clicked_at is not null) as clicks
       from leads l where l.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(leadIds)],
    'all',
    context,
  );
  if (rows.length === 0) return;
  const scored = rows.map((row) => {
    const { score, breakdown } = scoreLead({
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      company: row.company,
      submissions: Number(row.submissions),
      visitDays: Number(row.visit_days),
      opens: Number(row.opens),
      clicks: Number(row.clicks),
    });
    return { id: row.id, score, breakdown };
  });
  await connection.execute(
    `update leads set auto_score = v.score,
            score = coalesce(leads.manual_score, v.score),
            score_breakdown = v.breakdown
       from jsonb_to_recordset(?::jsonb) as v(id uuid, score int, breakdown jsonb)
      where leads.id = v.id`,
    [JSON.stringify(scored)],
    'run',
    context,
  );
}
