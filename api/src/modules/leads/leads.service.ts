import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../shared/app-deps';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { AppError, notFound } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { User } from '../accounts/user.entity';
import { FormSubmission } from './form-submission.entity';
import { classifyEmail, EMAIL_QUALITY_LABELS, type EmailQuality } from './email-classification';
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
import { SequenceTriggers } from '../sequences/engine/sequence-triggers';
import {
  createLeadSchema,
  leadListSchema,
  updateLeadSchema,
  validateEmailSchema,
  type UpdateLeadInput,
} from './leads.schemas';

export type LeadPage = { items: Lead[]; hasMore: boolean; endCursor: string | null };
export type EmailCheck = {
  email: string;
  quality: EmailQuality;
  label: string;
  valid: boolean;
  reason: string;
};

const leadNotFound = () => notFound('Lead');
const duplicateEmail = () =>
  new AppError('CONFLICT', 'A lead with this email already exists', {
    fieldErrors: { email: 'A lead with this email already exists' },
  });

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

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Leads of 001 §2.2 for GraphQL and REST: a filtered, keyset-paged list that stays fast at a
 * million rows, create/edit with server-side validation (one lead per email per owner,
 * case-insensitively), deletes, and an activity trail. Scores are recomputed on every change.
 */
export class LeadsService {
  constructor(
    private readonly deps: AppDeps,
    private readonly em: EntityManager,
  ) {}

  async list(actor: Actor | null, input: unknown = {}): Promise<LeadPage> {
    const { userId } = requireActor(actor, 'read');
    const options = parseInput(leadListSchema, input ?? {});
    const { sql, params } = leadPageQuery(userId, options);
    const rows = await this.em
      .getConnection()
      .execute<Array<LeadRow & { cursor_created_at: string }>>(sql, params);
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    return {
      items: page.map(leadFromRow),
      hasMore: rows.length > options.limit,
      endCursor: last ? cursorAfter(last, options.sort) : null,
    };
  }

  /** How many leads match the filters ("Showing X to Y of Z results"). */
  async count(actor: Actor | null, input: unknown = {}): Promise<number> {
    const { userId } = requireActor(actor, 'read');
    const filter: LeadFilterInput = parseInput(leadListSchema, input ?? {});
    const { sql, params } = leadCountQuery(userId, filter);
    const [row] = await this.em.getConnection().execute<Array<{ total: number }>>(sql, params);
    return row?.total ?? 0;
  }

  /** The distinct sources of the actor's leads, sorted; '' stands for leads without one ('Direct'). */
  async sources(actor: Actor | null): Promise<string[]> {
    const { userId } = requireActor(actor, 'read');
    const { sql, params } = leadSourcesQuery(userId);
    const rows = await this.em.getConnection().execute<Array<{ source: string }>>(sql, params);
    return rows.map((r) => r.source);
  }

  async get(actor: Actor | null, id: string): Promise<Lead> {
    const { userId } = requireActor(actor, 'read');
    if (!isUuid(id)) throw leadNotFound();
    // Unfiltered, so a funnel in the recycle bin still names the lead's funnel (as the list does).
    const lead = await this.em.findOne(Lead, { id, user: userId }, { filters: false });
    if (!lead) throw leadNotFound();
    return lead;
  }

  async create(actor: Actor | null, input: unknown): Promise<Lead> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(createLeadSchema, input ?? {});
    const lead = await this.inTransaction(async () => {
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
    });
    this.changed(userId, [lead.id]);
    await new SequenceTriggers(this.deps, this.em).tagsAdded(userId, lead.id, lead.tags);
    return lead;
  }

  async update(actor: Actor | null, id: string, input: unknown): Promise<Lead> {
    const { userId } = requireActor(actor, 'write');
    const changes: UpdateLeadInput = parseInput(updateLeadSchema, input ?? {});
    let addedTags: string[] = [];
    const lead = await this.inTransaction(async () => {
      const lead = await this.get(actor, id);
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
      if (scoreChanged || edited.some((k) => k !== 'tags' && k !== 'customFields')) await this.rescore(lead);
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
    });
    this.changed(userId, [lead.id]);
    await new SequenceTriggers(this.deps, this.em).tagsAdded(userId, lead.id, addedTags);
    return lead;
  }

  async remove(actor: Actor | null, id: string): Promise<string> {
    const { userId } = requireActor(actor, 'write');
    if (!isUuid(id)) throw leadNotFound();
    const deleted = await this.em.nativeDelete(Lead, { id, user: userId });
    if (deleted === 0) throw leadNotFound();
    this.changed(userId, [id]);
    return id;
  }

  /** Deletes those of `ids` the actor owns; the others are left alone and not counted. */
  async removeMany(actor: Actor | null, ids: readonly string[]): Promise<number> {
    const { userId } = requireActor(actor, 'write');
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
    const { userId } = requireActor(actor, 'write');
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

  /** The lead's form submissions, newest first (the lead was already checked to be the actor's). */
  submissions(lead: Lead, limit = 20): Promise<FormSubmission[]> {
    return this.em.find(
      FormSubmission,
      { lead: lead.id, user: lead.user.id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit, populate: ['funnel'], filters: false },
    );
  }

  activity(lead: Lead, limit = 50): Promise<LeadActivity[]> {
    return this.em.find(
      LeadActivity,
      { lead: lead.id, user: lead.user.id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
  }

  /**
   * Runs `work` in one transaction on this request's EntityManager (flushes and the rescore
   * included) and commits; a lead with another lead's email answers 409.
   */
  private async inTransaction<T>(work: () => Promise<T>): Promise<T> {
    await this.em.begin();
    try {
      const result = await work();
      await this.em.commit();
      return result;
    } catch (error) {
      await this.em.rollback();
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
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
}
