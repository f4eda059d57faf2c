import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned, removeOwned } from '../../shared/db/find-owned';
import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../shared/db/transaction';
import { lockForUser } from '../../shared/db/user-lock';
import { isUnlimited, limitReached, roomLeft } from '../billing';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { pageFromRows, type Page } from '../../shared/pagination';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { classifyEmail, EMAIL_QUALITY_LABELS, type EmailQuality } from './email-classification';
import { FormSubmission } from './form-submission.entity';
import { LeadConsent } from './lead-consent.entity';
import { LeadActivity, type LeadActivityType } from './lead-activity.entity';
import {
  cursorAfter,
  leadCountQuery,
  leadPageQuery,
  leadSourcesQuery,
  type LeadFilterInput,
} from './lead-list.query';
import { leadFromRow, type LeadRow } from './lead-row';
import { rescoreLeads } from './lead-scoring';
import { Lead } from './lead.entity';
import { duplicateEmail, leadNotFound } from './leads.errors';
import {
  createLeadSchema,
  leadListSchema,
  updateLeadSchema,
  validateEmailSchema,
  type UpdateLeadInput,
} from './leads.schemas';

export type EmailCheck = {
  email: string;
  quality: EmailQuality;
  label: string;
  valid: boolean;
  reason: string;
};

const PROFILE_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'company', 'source'] as const;
const FIELD_LABELS: Record<string, string> = {
  email: 'email',
  firstName: 'first name',
  lastName: 'last name',
  phone: 'phone',
  company: 'company',
  source: 'source',
  tags: 'tags',
  customFields: 'custom fields',
  lastContactedAt: 'last contacted',
};

/**
 * Leads of 001 §2.2 for GraphQL and REST: a filtered, keyset-paged list that stays fast at a
 * million rows, create/edit with server-side validation (one lead per email per owner,
 * case-insensitively), deletes, and an activity trail. Scores are recomputed on every change.
 */
export class LeadsService extends Service {
  async list(actor: Actor | null, input: unknown = {}): Promise<Page<Lead>> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const options = parseInput(leadListSchema, input ?? {});
    const { sql, params } = leadPageQuery(userId, options);
    const rows = await this.em
      .getConnection()
      .execute<Array<LeadRow & { cursor_created_at: string }>>(sql, params);
    return pageFromRows(rows, options, {
      map: leadFromRow,
      cursorOf: (row) => cursorAfter(row, options.sort),
    });
  }

  /** How many leads match the filters ("Showing X to Y of Z results"). */
  async count(actor: Actor | null, input: unknown = {}): Promise<number> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const filter: LeadFilterInput = parseInput(leadListSchema, input ?? {});
    const { sql, params } = leadCountQuery(userId, filter);
    const [row] = await this.em.getConnection().execute<Array<{ total: number }>>(sql, params);
    return row?.total ?? 0;
  }

  /** The distinct sources of the actor's leads, sorted; '' stands for leads without one ('Direct'). */
  async sources(actor: Actor | null): Promise<string[]> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const { sql, params } = leadSourcesQuery(userId);
    const rows = await this.em.getConnection().execute<Array<{ source: string }>>(sql, params);
    return rows.map((r) => r.source);
  }

  get(actor: Actor | null, id: string): Promise<Lead> {
    const { userId } = requireActor(actor, 'read', 'leads');
    return this.owned(userId, id);
  }

  /** The user's lead, for a change the caller has already authorised (a write-only key may change it). */
  private owned(userId: string, id: string): Promise<Lead> {
    // Unfiltered, so a funnel in the recycle bin still names the lead's funnel (as the list does).
    return findOwned(this.em, Lead, id, { user: userId }, leadNotFound, { filters: false });
  }

  /** All of the user's leads, flagged ones included: what the plan's maxLeads counts (an index-only count). */
  async countFor(userId: string): Promise<number> {
    const [row] = await this.em.execute<Array<{ n: number }>>(
      'select count(*)::int as n from leads where user_id = ?',
      [userId],
    );
    return row?.n ?? 0;
  }

  /**
   * How many more leads the user's plan has room for (Infinity when unlimited), with the error
   * to answer when it is none. The count stops at the limit, so it costs at most that many
   * index entries however many leads there are. With `tx`, the user's lead lock is held first,
   * so two creates at the limit cannot both pass.
   */
  async room(userId: string, tx?: EntityManager): Promise<{ left: number; refusal: () => Error }> {
    if (tx) await lockForUser(tx, 'leads', userId);
    const { planName, limits } = await this.services.subscriptions.limits(userId);
    const refusal = () => limitReached('leads', limits.maxLeads, planName);
    if (isUnlimited(limits.maxLeads)) return { left: Number.POSITIVE_INFINITY, refusal };
    const [row] = await this.em.execute<Array<{ n: number }>>(
      'select count(*)::int as n from (select 1 from leads where user_id = ? limit ?) capped',
      [userId, limits.maxLeads],
    );
    return { left: roomLeft(limits.maxLeads, row?.n ?? 0), refusal };
  }

  async create(actor: Actor | null, input: unknown): Promise<Lead> {
    const { userId } = requireActor(actor, 'write', 'leads');
    const data = parseInput(createLeadSchema, input ?? {});
    const lead = await inTransaction(
      this.em,
      async (tx) => {
        const room = await this.room(userId, tx);
        if (room.left < 1) throw room.refusal();
        const lead = this.em.create(Lead, {
          user: this.em.getReference(User, userId),
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          phone: data.phone,
          company: data.company,
          source: data.source,
          status: data.status ?? 'new',
          manualScore: data.score ?? null,
          score: data.score ?? 0,
          tags: data.tags ?? [],
          customFields: data.customFields ?? {},
        });
        this.em.persist(lead);
        this.record(lead, 'created', 'Added by hand');
        if (data.score !== null && data.score !== undefined)
          this.record(lead, 'score', `Score set by hand to ${data.score}`, { score: data.score });
        await this.em.flush();
        await this.rescore(lead);
        return lead;
      },
      { onUniqueViolation: duplicateEmail },
    );
    this.changed(userId, [lead.id]);
    await this.tagged(userId, lead.id, lead.tags);
    return lead;
  }

  async update(actor: Actor | null, id: string, input: unknown): Promise<Lead> {
    const { userId } = requireActor(actor, 'write', 'leads');
    const changes: UpdateLeadInput = parseInput(updateLeadSchema, input ?? {});
    let addedTags: string[] = [];
    const lead = await inTransaction(
      this.em,
      async () => {
        const lead = await this.owned(userId, id);
        const edited: string[] = [];
        for (const key of PROFILE_FIELDS) {
          const value = changes[key];
          if (value !== undefined && value !== lead[key]) {
            (lead as unknown as Record<string, unknown>)[key] = value;
            edited.push(key);
          }
        }
        if (changes.tags !== undefined && JSON.stringify(changes.tags) !== JSON.stringify(lead.tags)) {
          const had = new Set(lead.tags.map((tag) => tag.toLowerCase()));
          addedTags = changes.tags.filter((tag) => !had.has(tag.toLowerCase()));
          lead.tags = changes.tags;
          edited.push('tags');
        }
        if (
          changes.customFields !== undefined &&
          JSON.stringify(changes.customFields) !== JSON.stringify(lead.customFields)
        ) {
          lead.customFields = changes.customFields;
          edited.push('customFields');
        }
        if (
          changes.lastContactedAt !== undefined &&
          changes.lastContactedAt?.getTime() !== lead.lastContactedAt?.getTime()
        ) {
          lead.lastContactedAt = changes.lastContactedAt;
          edited.push('lastContactedAt');
        }
        if (edited.length > 0)
          this.record(lead, 'updated', `Edited ${edited.map((k) => FIELD_LABELS[k] ?? k).join(', ')}`, {
            fields: edited,
          });
        if (changes.status !== undefined && changes.status !== lead.status) {
          this.record(lead, 'status', `Status changed from ${lead.status} to ${changes.status}`, {
            from: lead.status,
            to: changes.status,
          });
          lead.status = changes.status;
        }
        const newScore = changes.score;
        const scoreChanged = newScore !== undefined && newScore !== (lead.manualScore ?? null);
        if (scoreChanged) {
          lead.manualScore = newScore;
          lead.score = newScore ?? lead.autoScore;
        }
        await this.em.flush();
        if (scoreChanged || edited.some((k) => k !== 'tags' && k !== 'customFields'))
          await this.rescore(lead);
        // After the rescore, so a cleared score names the automatic score that applies now.
        if (scoreChanged)
          this.record(
            lead,
            'score',
            newScore === null
              ? `Manual score cleared; automatic score ${lead.autoScore} applies`
              : `Score set by hand to ${newScore}`,
            { score: newScore },
          );
        return lead;
      },
      { onUniqueViolation: duplicateEmail },
    );
    this.changed(userId, [lead.id]);
    await this.tagged(userId, lead.id, addedTags);
    return lead;
  }

  async remove(actor: Actor | null, id: string): Promise<string> {
    const { userId } = requireActor(actor, 'write', 'leads');
    await removeOwned(this.em, Lead, id, { user: userId }, leadNotFound);
    this.changed(userId, [id]);
    return id;
  }

  /** Deletes those of `ids` the actor owns; the others are left alone and not counted. */
  async removeMany(actor: Actor | null, ids: readonly string[]): Promise<number> {
    const { userId } = requireActor(actor, 'write', 'leads');
    const valid = [...new Set(ids.filter(isUuid))].slice(0, 1000);
    if (valid.length === 0) return 0;
    // Only the ids that were the actor's are announced: never another owner's.
    const deleted = await this.em
      .getConnection()
      .execute<Array<{ id: string }>>(
        'delete from leads where user_id = ? and id in (select value::uuid from jsonb_array_elements_text(?::jsonb)) returning id',
        [userId, JSON.stringify(valid)],
      );
    if (deleted.length > 0)
      this.changed(
        userId,
        deleted.map((row) => row.id),
      );
    return deleted.length;
  }

  async removeAll(actor: Actor | null): Promise<number> {
    const { userId } = requireActor(actor, 'write', 'leads');
    const deleted = await this.em.nativeDelete(Lead, { user: userId });
    this.changed(userId, []);
    return deleted;
  }

  /** POST /api/leads/validate-email: the 001 §5 classification of one address. */
  validateEmail(input: unknown): EmailCheck {
    const { email } = parseInput(validateEmailSchema, input ?? {});
    const { quality, reason } = classifyEmail(email);
    return {
      email: email.trim(),
      quality,
      label: EMAIL_QUALITY_LABELS[quality],
      valid: quality === 'VALID',
      reason,
    };
  }

  /**
   * The newest `limit` form submissions of each of `leadIds` (the actor's leads only), in one
   * query: what the per-row `submissions` field loads through its DataLoader.
   */
  async submissionsOf(
    actor: Actor | null,
    leadIds: readonly string[],
    limit: number,
  ): Promise<Map<string, FormSubmission[]>> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const rows = await this.newestPerLead(FormSubmission, 'form_submissions', userId, leadIds, limit);
    return groupBy(rows, (row) => row.lead?.id ?? '');
  }

  /** The newest `limit` activities of each of `leadIds` (the actor's leads only), in one query. */
  async activityOf(
    actor: Actor | null,
    leadIds: readonly string[],
    limit: number,
  ): Promise<Map<string, LeadActivity[]>> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const rows = await this.newestPerLead(LeadActivity, 'lead_activities', userId, leadIds, limit);
    return groupBy(rows, (row) => row.lead?.id ?? '');
  }

  /** The newest `limit` double opt-in consent records of each of `leadIds` (the actor's leads only). */
  async consentsOf(
    actor: Actor | null,
    leadIds: readonly string[],
    limit: number,
  ): Promise<Map<string, LeadConsent[]>> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const rows = await this.newestPerLead(LeadConsent, 'lead_consents', userId, leadIds, limit);
    return groupBy(rows, (row) => row.lead?.id ?? '');
  }

  /** Marks a lead unsubscribed from every email of its owner (idempotent); tells other modules. */
  async unsubscribe(leadId: string): Promise<boolean> {
    const [row] = await this.em.execute<Array<{ user_id: string }>>(
      `update leads set unsubscribed_at = ?, updated_at = now()
        where id = ? and unsubscribed_at is null
       returning user_id`,
      [this.now(), leadId],
    );
    if (!row) return false;
    this.changed(row.user_id, [leadId]);
    await this.deps.domainEvents.emit('lead.unsubscribed', { userId: row.user_id, leadId });
    return true;
  }

  /** Who a lead is, for an unsubscribe page: the address and whether it already left. */
  async unsubscribeState(leadId: string): Promise<{ email: string; unsubscribed: boolean } | null> {
    const [lead] = await this.em.execute<Array<{ email: string; unsubscribed: boolean }>>(
      'select email, unsubscribed_at is not null as unsubscribed from leads where id = ?',
      [leadId],
    );
    return lead ?? null;
  }

  /** A lead did something its score counts (an email opened or clicked): rescored, screens told. */
  async engaged(userId: string, leadId: string): Promise<void> {
    await rescoreLeads(this.em, [leadId]);
    this.changed(userId, [leadId]);
  }

  /** Rows of a per-lead table: the newest `limit` of each lead, ranked in SQL. */
  private async newestPerLead<T extends object>(
    entity: new () => T,
    table: 'form_submissions' | 'lead_activities' | 'lead_consents',
    userId: string,
    leadIds: readonly string[],
    limit: number,
  ): Promise<T[]> {
    const ids = [...new Set(leadIds.filter(isUuid))];
    if (ids.length === 0) return [];
    const rows = await this.em.execute<Array<Record<string, unknown>>>(
      `select * from (
         select t.*, row_number() over (partition by t.lead_id order by t.created_at desc, t.id desc) as n
           from ${table} t
          where t.user_id = ?
            and t.lead_id = any(array(select value::uuid from jsonb_array_elements_text(?::jsonb)))
       ) ranked where n <= ? order by lead_id, n`,
      [userId, JSON.stringify(ids), limit],
    );
    return rows.map(({ n: _rank, ...row }) => this.em.map(entity, row));
  }

  private record(lead: Lead, type: LeadActivityType, summary: string, detail: Record<string, unknown> = {}) {
    this.em.persist(
      this.em.create(LeadActivity, {
        user: lead.user,
        lead: this.em.getReference(Lead, lead.id),
        type,
        summary,
        detail,
      }),
    );
  }

  private async rescore(lead: Lead): Promise<void> {
    await rescoreLeads(this.em, [lead.id]);
    await this.em.refresh(lead, { filters: false });
  }

  private changed(userId: string, leadIds: string[]) {
    this.deps.events.publish('LEADS_CHANGED', userId, { leadIds });
  }

  /** Other modules react to tags a lead gained (a tag_added sequence enrols it). */
  private async tagged(userId: string, leadId: string, tags: readonly string[]): Promise<void> {
    if (tags.length > 0) await this.deps.domainEvents.emit('lead.tagged', { userId, leadId, tags });
  }
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
