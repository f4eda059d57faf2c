import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../shared/auth/actor';
import { inTransaction } from '../../shared/db/transaction';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { rescoreLeads } from './lead-scoring';
import { LeadTokens } from './lead-tokens';
import {
  HONEYPOT_FIELD,
  MAX_EXTRA_FIELDS,
  leadSubmissionSchema,
  type LeadSubmission,
} from './lead-capture.schemas';

/** `origin`: where the form was posted to (the confirmation link's base when PUBLIC_URL is not set). */
export type CaptureMeta = { ip: string; userAgent: string | null; origin?: string | null };

export type CaptureResult =
  | { outcome: 'captured'; leadId: string; created: boolean; leadToken: string }
  | { outcome: 'ignored'; reason: 'honeypot' | 'rate-limited'; leadToken: string };

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

/** The form fields a submission may fill on a lead, in the order they are reported. */
const FORM_FIELDS = ['firstName', 'lastName', 'phone', 'company'] as const;
type FormField = (typeof FORM_FIELDS)[number];
type FormFields = Record<FormField, string | null>;
const COLUMNS: Record<FormField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  company: 'company',
};
const LABELS: Record<FormField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  phone: 'phone',
  company: 'company',
};

type ExistingLead = FormFields & { id: string; funnel_id: string | null; source: string | null };
type CapturedLead = {
  id: string;
  created: boolean;
  filled: FormField[];
  kept: Partial<FormFields>;
  /** The first submission of this lead on this funnel: a conversion. */
  converted?: boolean;
};

const isEmpty = (value: string | null) => value === null || value.trim() === '';

/** The activity line of a repeat submission: what it added and what it was not allowed to replace. */
function submissionSummary(funnelName: string, lead: CapturedLead): string {
  const parts: string[] = [];
  if (lead.filled.length > 0) parts.push(`added ${lead.filled.map((f) => LABELS[f]).join(', ')}`);
  const kept = FORM_FIELDS.filter((f) => lead.kept[f] !== undefined);
  if (kept.length > 0)
    parts.push(`kept ${kept.map((f) => LABELS[f]).join(', ')} (the form sent other values)`);
  return `Submitted a form on ${funnelName}${parts.length > 0 ? `: ${parts.join('; ')}` : ''}`;
}

/**
 * Lead capture from funnel page forms (issue 3 item 8): creates or updates the owner's lead
 * (one per lower-cased email), records the submission, counts the conversion once per lead and
 * funnel, and tells the owner's open screens. Bots — the honeypot filled, or too many posts
 * from one address — get the same answer and create nothing. A form with double opt-in makes a
 * new lead 'pending' and records the visitor's consent (LeadOptInService).
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
    // Bots are told what people are told (a token that leads nowhere included), before anything about their input is checked.
    const decoy = () => this.tokens.sign(randomUUID(), funnel.id, this.now());
    if (filledHoneypot(input)) return { outcome: 'ignored', reason: 'honeypot', leadToken: decoy() };
    const data = parseInput(leadSubmissionSchema, await this.withCarriedEmail(funnel, input));
    if (!(await this.deps.limits.leadSubmissionsPerIp.allow(meta.ip)))
      return { outcome: 'ignored', reason: 'rate-limited', leadToken: decoy() };

    const { firstName, lastName } = splitName(data);
    const ownerId = funnel.user.id;
    // Double opt-in is the saved page's word (the form's switch), never the browser's.
    const consent = this.services.pageRenderer.formConsent(funnel.config, data.elementId);
    const doubleOptIn = consent?.doubleOptIn === true ? consent : null;
    const sent: FormFields = { firstName, lastName, phone: data.phone, company: data.company };
    const result = await inTransaction(this.em, async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      // A visitor's lead is never refused for the owner's plan: over the limit it is kept, flagged.
      const overPlanLimit = (await this.services.leads.room(ownerId)).left < 1;
      const lead = await this.createOrFill(em, ownerId, funnel, data.email, sent, {
        overPlanLimit,
        pending: doubleOptIn !== null,
      });
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
      lead.converted = !seen;
      await connection.execute(
        `insert into lead_activities (id, user_id, lead_id, type, summary, detail, created_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, now())`,
        [
          ownerId,
          lead.id,
          lead.created ? 'captured' : 'submission',
          lead.created ? `Captured by ${funnel.name}` : submissionSummary(funnel.name, lead),
          JSON.stringify({
            funnelId: funnel.id,
            ...(lead.filled.length > 0 ? { filled: lead.filled } : {}),
            ...(Object.keys(lead.kept).length > 0 ? { kept: lead.kept } : {}),
          }),
        ],
        'run',
        context,
      );
      await rescoreLeads(em, [lead.id]);
      // A new lead of a double opt-in form is pending; its consent is kept and its email queued.
      if (doubleOptIn)
        await this.services.leadOptIn.recordConsent(em, {
          ownerId,
          funnel,
          leadId: lead.id,
          form: doubleOptIn,
          ip: meta.ip,
          userAgent: meta.userAgent,
          origin: meta.origin ?? null,
        });
      return lead;
    });
    // Analytics counts the conversion on the visitor's visit, whose UTM parameters the lead keeps.
    if (result.converted) this.services.visits.recordConversion(funnel.id, meta, result.id);
    this.deps.events.publish('LEADS_CHANGED', ownerId, { leadIds: [result.id] });
    this.deps.events.publish('LEAD_CAPTURED', ownerId, { leadId: result.id, funnelId: funnel.id });
    await this.deps.domainEvents.emit('lead.captured', {
      userId: ownerId,
      leadId: result.id,
      funnelId: funnel.id,
    });
    return {
      outcome: 'captured',
      leadId: result.id,
      created: result.created,
      leadToken: this.tokens.sign(result.id, funnel.id, this.now()),
    };
  }

  /**
   * A form on a later step of the funnel sends the token its first form answered instead of
   * asking for the email again: the lead's address is taken from the token's lead. An email
   * typed into the form wins; a token for another funnel, expired or forged, adds nothing.
   */
  private async withCarriedEmail(
    funnel: { id: string; user: { id: string } },
    input: unknown,
  ): Promise<unknown> {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input ?? {};
    const record = input as Record<string, unknown>;
    const { leadToken, ...rest } = record;
    if (typeof rest.email === 'string' && rest.email.trim() !== '') return rest;
    const leadId = this.tokens.verify(leadToken, funnel.id, this.now());
    if (!leadId) return rest;
    const [lead] = await this.em
      .getConnection()
      .execute<Array<{ email: string }>>('select email from leads where id = ? and user_id = ?', [
        leadId,
        funnel.user.id,
      ]);
    return lead ? { ...rest, email: lead.email } : rest;
  }

  private get tokens(): LeadTokens {
    this.leadTokens ??= new LeadTokens(this.deps.secret);
    return this.leadTokens;
  }

  private leadTokens: LeadTokens | null = null;

  /**
   * The owner's lead for `email` (any letter case): a new one with what the form sent, or the
   * existing one with only its empty fields filled. A visitor can type anyone's address, so a
   * public form never replaces what is on a lead (the owner's words, or an earlier form's); what
   * it sent is kept in its submission, and the fields it was not allowed to change are reported.
   */
  private async createOrFill(
    em: EntityManager,
    ownerId: string,
    funnel: { id: string; name: string },
    email: string,
    sent: FormFields,
    flags: { overPlanLimit: boolean; pending: boolean },
  ): Promise<CapturedLead> {
    const connection = em.getConnection();
    const context = em.getTransactionContext();
    const [inserted] = await connection.execute<Array<{ id: string }>>(
      `insert into leads (id, user_id, funnel_id, email, first_name, last_name, phone, company, source,
                          over_plan_limit, opt_in, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
       on conflict (user_id, lower(email)) do nothing
       returning id`,
      [
        ownerId,
        funnel.id,
        email,
        sent.firstName,
        sent.lastName,
        sent.phone,
        sent.company,
        funnel.name,
        flags.overPlanLimit,
        flags.pending ? 'pending' : 'confirmed',
      ],
      'all',
      context,
    );
    if (inserted) return { id: inserted.id, created: true, filled: [], kept: {} };

    // A concurrent insert of the same address has committed by now (the insert waited for it).
    const [existing] = await connection.execute<Array<ExistingLead>>(
      `select id, funnel_id, source, first_name as "firstName", last_name as "lastName", phone, company
         from leads where user_id = ? and lower(email) = lower(?) for update`,
      [ownerId, email],
      'all',
      context,
    );
    if (!existing) throw new Error('lead capture found neither a new nor an existing lead');
    const filled: FormField[] = [];
    const kept: Partial<FormFields> = {};
    for (const field of FORM_FIELDS) {
      const value = sent[field];
      if (value === null) continue;
      if (isEmpty(existing[field])) filled.push(field);
      else if (existing[field] !== value) kept[field] = value;
    }
    const sets: string[] = filled.map((field) => `${COLUMNS[field]} = ?`);
    const params: unknown[] = filled.map((field) => sent[field]);
    // A lead made by hand (or imported) learns the funnel that first brought it, nothing more.
    if (existing.funnel_id === null) {
      sets.push('funnel_id = ?');
      params.push(funnel.id);
    }
    if (isEmpty(existing.source)) {
      sets.push('source = ?');
      params.push(funnel.name);
    }
    if (sets.length > 0)
      await connection.execute(
        `update leads set ${sets.join(', ')}, updated_at = now() where id = ?`,
        [...params, existing.id],
        'run',
        context,
      );
    return { id: existing.id, created: false, filled, kept };
  }
}
