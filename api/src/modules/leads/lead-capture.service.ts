import type { Actor } from '../../shared/auth/actor';
import { inTransaction } from '../../shared/db/transaction';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { rescoreLeads } from './lead-scoring';
import {
  HONEYPOT_FIELD,
  MAX_EXTRA_FIELDS,
  leadSubmissionSchema,
  type LeadSubmission,
} from './lead-capture.schemas';

export type CaptureMeta = { ip: string; userAgent: string | null };

export type CaptureResult =
  | { outcome: 'captured'; leadId: string; created: boolean }
  | { outcome: 'ignored'; reason: 'honeypot' | 'rate-limited' };

function filledHoneypot(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

function splitName(data: LeadSubmission): { firstName: string | null; lastName: string | null } {
  if (data.firstName || data.lastName) return { firstName: data.firstName, lastName: data.lastName };
  const parts = data.name?.split(/\s+/).filter(Boolean) ?? [];
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(' ') || null };
}

/** Every string field the form sent (custom contact-form fields included), bounded, no honeypot. */
function formData(data: LeadSubmission): Record<string, string> {
  const entries = Object.entries(data)
    .filter(
      ([key, value]) =>
        key !== HONEYPOT_FIELD && key !== 'pageUrl' && typeof value === 'string' && value !== '',
    )
    .slice(0, MAX_EXTRA_FIELDS + 8)
    .map(([key, value]) => [key.slice(0, 60), String(value).slice(0, 5000)]);
  return Object.fromEntries(entries);
}

/**
 * Lead capture from funnel page forms (issue 3 item 8): creates or updates the owner's lead
 * (one per lower-cased email), records the submission, counts the conversion once per lead and
 * funnel, and tells the owner's open screens. Bots — the honeypot filled, or too many posts
 * from one address — get the same answer and create nothing.
 */
export class LeadCaptureService extends Service {
  async capture(
    actor: Actor | null,
    funnelId: string,
    input: unknown,
    meta: CaptureMeta,
  ): Promise<CaptureResult> {
    // Published pages take leads from anyone; a draft only from its owner's preview.
    const funnel = await this.services.funnels.viewable(actor, funnelId);
    // Bots are told what people are told, before anything about their input is checked.
    if (filledHoneypot(input)) return { outcome: 'ignored', reason: 'honeypot' };
    const data = parseInput(leadSubmissionSchema, input ?? {});
    if (!(await this.deps.limits.leadSubmissionsPerIp.allow(meta.ip)))
      return { outcome: 'ignored', reason: 'rate-limited' };

    const { firstName, lastName } = splitName(data);
    const ownerId = funnel.user.id;
    const result = await inTransaction(this.em, async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      const [lead] = await connection.execute<Array<{ id: string; created: boolean }>>(
        `insert into leads (id, user_id, funnel_id, email, first_name, last_name, phone, company, source, created_at, updated_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
         on conflict (user_id, lower(email)) do update set
           funnel_id = excluded.funnel_id,
           source = excluded.source,
           first_name = coalesce(excluded.first_name, leads.first_name),
           last_name = coalesce(excluded.last_name, leads.last_name),
           phone = coalesce(excluded.phone, leads.phone),
           company = coalesce(excluded.company, leads.company),
           updated_at = now()
         returning id, (xmax = 0) as created`,
        [ownerId, funnel.id, data.email, firstName, lastName, data.phone, data.company, funnel.name],
        'all',
        context,
      );
      if (!lead) throw new Error('lead upsert returned no row');
      const [{ seen }] = (await connection.execute<Array<{ seen: boolean }>>(
        'select exists(select 1 from form_submissions where lead_id = ? and funnel_id = ?) as seen',
        [lead.id, funnel.id],
        'all',
        context,
      )) as [{ seen: boolean }];
      await connection.execute(
        `insert into form_submissions (id, user_id, funnel_id, lead_id, form_data, ip_address, user_agent, created_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, now())`,
        [
          ownerId,
          funnel.id,
          lead.id,
          JSON.stringify(formData(data)),
          meta.ip,
          meta.userAgent?.slice(0, 500) ?? null,
        ],
        'run',
        context,
      );
      // A conversion is a lead won by this funnel: a repeat submission does not count twice.
      if (!seen) await this.services.funnels.countConversion(funnel.id);
      await connection.execute(
        `insert into lead_activities (id, user_id, lead_id, type, summary, detail, created_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, now())`,
        [
          ownerId,
          lead.id,
          lead.created ? 'captured' : 'submission',
          lead.created ? `Captured by ${funnel.name}` : `Submitted a form on ${funnel.name}`,
          JSON.stringify({ funnelId: funnel.id }),
        ],
        'run',
        context,
      );
      await rescoreLeads(em, [lead.id]);
      return lead;
    });
    this.deps.events.publish('LEADS_CHANGED', ownerId, { leadIds: [result.id] });
    this.deps.events.publish('LEAD_CAPTURED', ownerId, { leadId: result.id, funnelId: funnel.id });
    await this.deps.domainEvents.emit('lead.captured', {
      userId: ownerId,
      leadId: result.id,
      funnelId: funnel.id,
    });
    return { outcome: 'captured', leadId: result.id, created: result.created };
  }
}
