import type { EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../../shared/auth/actor';
import { escapeLike } from '../../../shared/db/escape-like';
import { findOwned } from '../../../shared/db/find-owned';
import { afterCommit, isUniqueViolation } from '../../../shared/db/transaction';
import type { DeliveryRef } from '../../../shared/events/domain-events';
import { parseInput } from '../../../shared/errors/parse-input';
import {
  NEWEST_FIRST,
  newestFirstAfter,
  newestFirstCursor,
  pageFromRows,
  type Page,
} from '../../../shared/pagination';
import { Service } from '../../../shared/service';
import { User } from '../../accounts';
import { toCsvLines } from '../../../shared/csv';
import { EmailSuppression, SuppressionReason } from './email-suppression.entity';
import { alreadySuppressed, suppressionNotFound } from './suppressions.errors';
import {
  addSuppressionSchema,
  suppressionFilterSchema,
  suppressionListSchema,
  type SuppressionFilter,
} from './suppressions.schemas';

/** What put an address on the list, for `suppress`. */
export type SuppressionEntry = {
  userId: string;
  email: string;
  reason: SuppressionReason;
  detail?: string | null;
  source?: (DeliveryRef & { label: string | null }) | null;
};

const EXPORT_COLUMNS = ['Email', 'Reason', 'Detail', 'Source', 'Suppressed At'] as const;
const EXPORT_PAGE_SIZE = 2000;

/**
 * The suppression list (per user): addresses no campaign or sequence of the user mails again —
 * hard bounces, complaints, unsubscribes, and addresses added by hand. The send paths read it
 * when they claim deliveries (see the outbox claims); this service keeps and shows it.
 */
export class SuppressionsService extends Service {
  async list(actor: Actor | null, input: unknown): Promise<Page<EmailSuppression>> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const paging = parseInput(suppressionListSchema, input ?? {});
    const where = { $and: [this.filterOf(userId, paging), newestFirstAfter(paging.after)] };
    const [rows, total] = await Promise.all([
      this.em.find(EmailSuppression, where, { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1 }),
      this.em.count(EmailSuppression, this.filterOf(userId, paging)),
    ]);
    return pageFromRows(rows, paging, { cursorOf: newestFirstCursor, total, map: (row) => row });
  }

  /** How many addresses the list holds. */
  count(actor: Actor | null): Promise<number> {
    const { userId } = requireActor(actor, 'read', 'leads');
    return this.em.count(EmailSuppression, { user: userId });
  }

  /** Adds an address by hand ('manual'). */
  async add(actor: Actor | null, input: unknown): Promise<EmailSuppression> {
    const { userId } = requireActor(actor, 'write', 'leads');
    const data = parseInput(addSuppressionSchema, input ?? {});
    const row = this.em.create(EmailSuppression, {
      user: this.em.getReference(User, userId),
      email: data.email,
      reason: SuppressionReason.manual,
      detail: data.note,
      createdAt: this.now(),
    });
    try {
      await this.em.persistAndFlush(row);
    } catch (error) {
      if (isUniqueViolation(error, 'email_suppressions_user_id_email_unique')) throw alreadySuppressed();
      throw error;
    }
    this.changed(userId);
    return row;
  }

  /** Takes an address off the list: later sends reach it again (a lead still unsubscribed stays so). */
  async remove(actor: Actor | null, id: string): Promise<string> {
    const { userId } = requireActor(actor, 'write', 'leads');
    const row = await findOwned(this.em, EmailSuppression, id, { user: userId }, suppressionNotFound);
    await this.em.removeAndFlush(row);
    this.changed(userId);
    return id;
  }

  /**
   * Puts an address on the list (a bounce, a complaint, an unsubscribe); an address already on it
   * keeps its first reason. Answers whether it was added.
   */
  async suppress(entry: SuppressionEntry, em: EntityManager = this.em): Promise<boolean> {
    const rows = await em.execute<Array<{ id: string }>>(
      `insert into email_suppressions (id, created_at, user_id, email, reason, detail, source_outbox, source_id, source_label)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id, email) do nothing
       returning id`,
      [
        this.now(),
        entry.userId,
        entry.email.trim().toLowerCase(),
        entry.reason,
        entry.detail?.slice(0, 500) ?? null,
        entry.source?.outbox ?? null,
        entry.source?.id ?? null,
        entry.source?.label?.slice(0, 300) ?? null,
      ],
    );
    if (rows.length === 0) return false;
    this.changed(entry.userId);
    return true;
  }

  /** A lead unsubscribed (a link, the mailbox, a complaint): its address is suppressed too. */
  async leadUnsubscribed(userId: string, leadId: string): Promise<void> {
    const [lead] = await this.em.execute<Array<{ email: string }>>(
      'select email from leads where id = ? and user_id = ?',
      [leadId, userId],
    );
    if (lead) await this.suppress({ userId, email: lead.email, reason: SuppressionReason.unsubscribe });
  }

  /** Why each of `emails` that is on the user's list is there (keyed lower-cased). */
  async reasonsOf(userId: string, emails: readonly string[]): Promise<Map<string, SuppressionReason>> {
    const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    if (wanted.length === 0) return new Map();
    const rows = await this.em.find(
      EmailSuppression,
      { user: userId, email: { $in: wanted } },
      { fields: ['email', 'reason'] },
    );
    return new Map(rows.map((row) => [row.email, row.reason]));
  }

  /** Which of `emails` are on the user's list (lower-cased). */
  async suppressedOf(userId: string, emails: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    if (wanted.length === 0) return new Set();
    const rows = await this.em.find(
      EmailSuppression,
      { user: userId, email: { $in: wanted } },
      {
        fields: ['email'],
      },
    );
    return new Set(rows.map((row) => row.email));
  }

  /** The list (filtered as the screen is) as CSV, read in pages while it is downloaded. */
  export(actor: Actor | null, query: unknown): { filename: string; chunks: AsyncIterable<string> } {
    const { userId } = requireActor(actor, 'read', 'leads');
    const filter = parseInput(suppressionFilterSchema, query ?? {});
    const date = this.now().toISOString().slice(0, 10);
    return { filename: `suppression-list-${date}.csv`, chunks: this.pages(userId, filter) };
  }

  private async *pages(userId: string, filter: SuppressionFilter): AsyncIterable<string> {
    yield `\ufeff${toCsvLines([[...EXPORT_COLUMNS]])}`;
    let after: string | undefined;
    for (;;) {
      const rows = await this.em.find(
        EmailSuppression,
        { $and: [this.filterOf(userId, filter), newestFirstAfter(after)] },
        { orderBy: [...NEWEST_FIRST], limit: EXPORT_PAGE_SIZE },
      );
      if (rows.length > 0)
        yield toCsvLines(
          rows.map((row) => [
            row.email,
            row.reason,
            row.detail ?? '',
            row.sourceLabel ?? '',
            row.createdAt.toISOString(),
          ]),
        );
      const last = rows.at(-1);
      if (rows.length < EXPORT_PAGE_SIZE || !last) return;
      after = newestFirstCursor(last);
      this.em.clear();
    }
  }

  private filterOf(userId: string, filter: SuppressionFilter) {
    return {
      user: userId,
      ...(filter.search ? { email: { $ilike: `%${escapeLike(filter.search.toLowerCase())}%` } } : {}),
      ...(filter.reason ? { reason: filter.reason } : {}),
    };
  }

  /** The list's screens re-read once the change is committed. */
  private changed(userId: string): void {
    afterCommit(() => this.deps.events.publish('SUPPRESSIONS_CHANGED', userId, { userId }));
  }
}
