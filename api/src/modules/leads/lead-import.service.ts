import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { inTransaction } from '../../shared/db/transaction';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { rescoreLeads, scoreLead } from './lead-scoring';
import { createLeadSchema, type CreateLeadInput } from './leads.schemas';

/** Rows per call; the web app sends a bigger file in chunks of this size. */
export const MAX_IMPORT_ROWS = 500;

export const IMPORT_EXISTING = ['update', 'skip'] as const;
export type ImportExisting = (typeof IMPORT_EXISTING)[number];

/** The reasons a row is skipped besides a validation message of the lead form. */
export const IMPORT_REASONS = {
  duplicate: (row: number) => `Duplicate of row ${row}`,
  exists: 'Already exists',
  vanished: 'The existing lead was deleted while importing; import the row again',
  overLimit: "Over your plan's lead limit",
} as const;

/** What an export neutralised with a leading quote (see lead-export.ts), undone on the way back in. */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

const cell = z.union([z.string(), z.number(), z.null()]).optional();

const importRowSchema = z.object({
  rowNumber: z
    .number({ error: 'rowNumber must be a whole number' })
    .int('rowNumber must be a whole number')
    .min(1, 'rowNumber must be at least 1')
    .optional(),
  email: cell,
  firstName: cell,
  lastName: cell,
  phone: cell,
  company: cell,
  source: cell,
  status: cell,
  score: cell,
  tags: z.union([z.string(), z.array(z.string()), z.null()]).optional(),
});

const importSchema = z.object({
  rows: z
    .array(importRowSchema, { error: 'Rows must be a list of CSV rows' })
    .max(MAX_IMPORT_ROWS, `Import at most ${MAX_IMPORT_ROWS} rows at a time`),
  onExisting: z
    .enum(IMPORT_EXISTING, { error: 'Existing leads must be update or skip' })
    .nullish()
    .transform((v) => v ?? 'update'),
});

/** One CSV data row: the cells mapped to lead fields, as text (a bad value is a reason, not a failure). */
export type LeadImportRow = z.input<typeof importRowSchema>;
export type LeadImportError = { row: number; email: string; reason: string };
export type LeadImportResult = {
  created: number;
  updated: number;
  skipped: number;
  errors: LeadImportError[];
  /** Why rows were refused for the plan's lead limit (the limit and the way up); null when none were. */
  limitMessage: string | null;
};

type ValidRow = { row: number; key: string; data: CreateLeadInput };

/** A cell as text: trimmed, empty as undefined, a quote an export put before a formula removed. */
function text(value: string | number | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  const unescaped = ESCAPED_FORMULA.test(trimmed) ? trimmed.slice(1).trim() : trimmed;
  return unescaped === '' ? undefined : unescaped;
}

/** 'Follow up', 'FOLLOW_UP' and 'follow-up' all mean follow-up. */
function status(value: string | undefined): string | undefined {
  return value?.toLowerCase().replace(/[\s_]+/g, '-');
}

/** Only a plain decimal is a number: '0x10' or '1e2' are not scores anyone typed. */
function score(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

function tags(value: string | string[] | null | undefined): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = (Array.isArray(value) ? value : value.split(/[,;]/)).map((t) => t.trim()).filter(Boolean);
  return list.length > 0 ? list : undefined;
}

type SqlRow = {
  ord: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company: string | null;
  source: string | null;
  status: string | null;
  score: number | null;
  tags: string[] | null;
  auto_score: number;
  breakdown: unknown;
};

/**
 * A row as the upsert takes it, with the automatic score a new lead gets: one that was not there
 * a moment ago has no submissions, opens or clicks, so its profile is all there is to score
 * (rescoreLeads, which reads those, runs only for updated leads).
 */
const toSqlRow = ({ data }: ValidRow, ord: number): SqlRow => {
  const { score: autoScore, breakdown } = scoreLead({
    email: data.email,
    firstName: data.firstName ?? null,
    lastName: data.lastName ?? null,
    phone: data.phone ?? null,
    company: data.company ?? null,
    submissions: 0,
    visitDays: 0,
    opens: 0,
    clicks: 0,
  });
  return {
    ord,
    email: data.email,
    first_name: data.firstName,
    last_name: data.lastName,
    phone: data.phone,
    company: data.company,
    source: data.source,
    status: data.status ?? null,
    score: data.score ?? null,
    tags: data.tags && data.tags.length > 0 ? data.tags : null,
    auto_score: autoScore,
    breakdown,
  };
};

const ROWS = `jsonb_to_recordset(?::jsonb) as v(ord int, email text, first_name text, last_name text,
  phone text, company text, source text, status text, score int, tags jsonb, auto_score int, breakdown jsonb)`;

/** A data row with its number in the file, as the job and the synchronous import both hand it in. */
export type NumberedImportRow = LeadImportRow & { rowNumber: number };

/** What one batch did: the leads it created and updated, and the rows it did not import. */
export type LeadImportBatchResult = {
  created: string[];
  updated: string[];
  errors: LeadImportError[];
  limitMessage: string | null;
};

/** The rows checked with the lead form's rules; within the rows the first of an email wins. */
function prepareRows(rows: readonly NumberedImportRow[]): { valid: ValidRow[]; errors: LeadImportError[] } {
  const errors: LeadImportError[] = [];
  const firstRowOf = new Map<string, number>();
  const valid: ValidRow[] = [];
  for (const raw of rows) {
    const row = raw.rowNumber;
    const email = text(raw.email);
    const parsed = createLeadSchema.safeParse({
      email: email ?? '',
      firstName: text(raw.firstName),
      lastName: text(raw.lastName),
      phone: text(raw.phone),
      company: text(raw.company),
      source: text(raw.source),
      status: status(text(raw.status)),
      score: score(text(raw.score)),
      tags: tags(raw.tags),
    });
    if (!parsed.success) {
      errors.push({ row, email: email ?? '', reason: parsed.error.issues[0]?.message ?? 'Invalid row' });
      continue;
    }
    const key = parsed.data.email.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors.push({ row, email: parsed.data.email, reason: IMPORT_REASONS.duplicate(first) });
      continue;
    }
    firstRowOf.set(key, row);
    valid.push({ row, key, data: parsed.data });
  }
  return { valid, errors };
}

/**
 * Leads imported from a CSV file (the leads screen's Import). Each row is checked with the lead
 * form's rules; within a file the first row of an email wins; an owner's existing lead with the
 * same email (case-insensitively) is updated with the non-empty cells or left alone, as asked.
 * importBatch is the one way rows become leads: the synchronous importRows (500 rows a call) and
 * the import job (lead-import-job.service.ts, a file of up to a million rows in batches) share it.
 */
export class LeadImportService extends Service {
  async importRows(actor: Actor | null, input: unknown): Promise<LeadImportResult> {
    const { userId } = requireActor(actor, 'write', 'leads');
    const { rows, onExisting } = parseInput(importSchema, input ?? {});
    const numbered = rows.map((raw, index) => ({ ...raw, rowNumber: raw.rowNumber ?? index + 1 }));
    const result = await inTransaction(this.em, (tx) => this.importBatch(tx, userId, numbered, onExisting));
    await this.announce(userId, [...result.created, ...result.updated]);
    return {
      created: result.created.length,
      updated: result.updated.length,
      skipped: result.errors.length,
      errors: result.errors,
      limitMessage: result.limitMessage,
    };
  }

  /**
   * Imports one batch of rows inside the caller's transaction (`tx`), so whatever the caller
   * records with it (the job's checkpoint) commits with the leads. With `importId`, a row whose
   * email an earlier batch of the same import already took is a duplicate of that row too (its
   * activity remembers the import and the row). Call announce() once the transaction committed.
   */
  async importBatch(
    tx: EntityManager,
    userId: string,
    rows: readonly NumberedImportRow[],
    onExisting: ImportExisting,
    importId?: string,
  ): Promise<LeadImportBatchResult> {
    const prepared = prepareRows(rows);
    const errors = prepared.errors;
    let valid = prepared.valid;
    if (importId && valid.length > 0) {
      const earlier = await this.earlierRows(tx, userId, importId, valid);
      valid = valid.filter((v) => {
        const first = earlier.get(v.key);
        if (first === undefined) return true;
        errors.push({ row: v.row, email: v.data.email, reason: IMPORT_REASONS.duplicate(first) });
        return false;
      });
    }
    let limitMessage: string | null = null;
    const created: string[] = [];
    const updated: string[] = [];
    if (valid.length > 0) {
      const { allowed, refused, refusal } = await this.withinLimit(tx, userId, valid);
      for (const v of refused)
        errors.push({ row: v.row, email: v.data.email, reason: IMPORT_REASONS.overLimit });
      if (refused.length > 0) limitMessage = refusal().message;
      const saved =
        allowed.length > 0
          ? await this.upsert(tx, userId, allowed, onExisting)
          : { created: [], updated: [] };
      await this.record(tx, userId, allowed, saved.created, 'imported', 'Imported from CSV', importId);
      await this.record(tx, userId, allowed, saved.updated, 'updated', 'Updated by a CSV import', importId);
      await rescoreLeads(
        tx,
        saved.updated.map((r) => r.id),
      );
      const done = new Set([...saved.created, ...saved.updated].map((r) => r.ord));
      allowed.forEach((v, ord) => {
        if (done.has(ord)) return;
        errors.push({
          row: v.row,
          email: v.data.email,
          reason: onExisting === 'skip' ? IMPORT_REASONS.exists : IMPORT_REASONS.vanished,
        });
      });
      created.push(...saved.created.map((r) => r.id));
      updated.push(...saved.updated.map((r) => r.id));
    }
    errors.sort((a, b) => a.row - b.row);
    return { created, updated, errors, limitMessage };
  }

  /** Tells open screens and other modules (sequences enrol imported leads) once a batch committed. */
  async announce(
    userId: string,
    leadIds: readonly string[],
    options: { quiet?: boolean } = {},
  ): Promise<void> {
    if (leadIds.length === 0) return;
    // quiet: the import job tells open screens itself, a few times a second at most.
    if (!options.quiet) this.deps.events.publish('LEADS_CHANGED', userId, { leadIds: [] });
    await this.deps.domainEvents.emit('leads.imported', { userId, leadIds });
  }

  /** The first row of this import that already took each email (from the imported leads' activities). */
  private async earlierRows(
    em: EntityManager,
    userId: string,
    importId: string,
    rows: ValidRow[],
  ): Promise<Map<string, number>> {
    // Per matched lead, its activities by the lead_id index: a join could scan every activity.
    const found = await em.execute<Array<{ key: string; row: number | null }>>(
      `select k.value as key,
              (select min((a.detail->>'row')::int) from lead_activities a
                where a.lead_id = l.id and a.detail->>'import' = ?) as row
         from jsonb_array_elements_text(?::jsonb) as k(value)
         join leads l on l.user_id = ? and lower(l.email) = k.value`,
      [importId, JSON.stringify(rows.map((r) => r.key)), userId],
    );
    return new Map(found.filter((f) => f.row !== null).map((f) => [f.key, Number(f.row)]));
  }

  /**
   * Splits the rows by the plan's lead limit: rows for leads the user already has always go on
   * (an update adds no lead), new ones while there is room, in file order; the rest are refused.
   * The web app imports a big file in chunks, so each chunk sees the room the last one left.
   */
  private async withinLimit(
    em: EntityManager,
    userId: string,
    rows: ValidRow[],
  ): Promise<{ allowed: ValidRow[]; refused: ValidRow[]; refusal: () => Error }> {
    const { left, refusal } = await this.services.leads.room(userId, em);
    if (!Number.isFinite(left)) return { allowed: rows, refused: [], refusal };
    const existing = await em.execute<Array<{ key: string }>>(
      `select lower(email) as key from leads
        where user_id = ? and lower(email) in (select value from jsonb_array_elements_text(?::jsonb))`,
      [userId, JSON.stringify(rows.map((r) => r.key))],
    );
    const known = new Set(existing.map((e) => e.key));
    const allowed: ValidRow[] = [];
    const refused: ValidRow[] = [];
    let room = left;
    for (const row of rows) {
      if (known.has(row.key)) allowed.push(row);
      else if (room > 0) {
        allowed.push(row);
        room -= 1;
      } else refused.push(row);
    }
    return { allowed, refused, refusal };
  }

  /**
   * Inserts the new leads and, with 'update', updates the existing ones in the same statement.
   * A status, score or tags cell left empty keeps the lead's own. A score given is a manual
   * score, as on the lead form.
   */
  private async upsert(
    em: EntityManager,
    userId: string,
    rows: ValidRow[],
    onExisting: ImportExisting,
  ): Promise<{ created: Array<{ id: string; ord: number }>; updated: Array<{ id: string; ord: number }> }> {
    const onConflict =
      onExisting === 'skip'
        ? 'do nothing'
        : `do update set
             first_name = coalesce(excluded.first_name, leads.first_name),
             last_name = coalesce(excluded.last_name, leads.last_name),
             phone = coalesce(excluded.phone, leads.phone),
             company = coalesce(excluded.company, leads.company),
             source = coalesce(excluded.source, leads.source),
             status = coalesce((select r.status from incoming r where lower(r.email) = lower(excluded.email)), leads.status),
             manual_score = coalesce(excluded.manual_score, leads.manual_score),
             score = coalesce(excluded.manual_score, leads.score),
             tags = case when excluded.tags = '[]'::jsonb then leads.tags else excluded.tags end,
             updated_at = now()`;
    const saved = await em.getConnection().execute<Array<{ id: string; email: string; created: boolean }>>(
      `with incoming as (select * from ${ROWS})
       insert into leads (id, user_id, email, first_name, last_name, phone, company, source, status,
                          manual_score, score, auto_score, score_breakdown, tags, created_at, updated_at)
       select gen_random_uuid(), ?, r.email, r.first_name, r.last_name, r.phone, r.company, r.source,
              coalesce(r.status, 'new'), r.score, coalesce(r.score, r.auto_score), r.auto_score, r.breakdown,
              coalesce(r.tags, '[]'::jsonb), clock_timestamp(), clock_timestamp()
         from incoming r order by r.ord
       on conflict (user_id, lower(email)) ${onConflict}
       returning id, email, (xmax = 0) as created`,
      [JSON.stringify(rows.map(toSqlRow)), userId],
      'all',
      em.getTransactionContext(),
    );
    const ordOf = new Map(rows.map((r, ord) => [r.key, ord]));
    const withOrd = saved.map((s) => ({
      id: s.id,
      created: s.created,
      ord: ordOf.get(s.email.toLowerCase()) ?? -1,
    }));
    return {
      created: withOrd.filter((s) => s.created),
      updated: withOrd.filter((s) => !s.created),
    };
  }

  private async record(
    em: EntityManager,
    userId: string,
    rows: ValidRow[],
    leads: ReadonlyArray<{ id: string; ord: number }>,
    type: 'imported' | 'updated',
    summary: string,
    importId?: string,
  ): Promise<void> {
    if (leads.length === 0) return;
    const details = leads.map((l) => ({
      id: l.id,
      detail: importId ? { via: 'csv', import: importId, row: rows[l.ord]?.row ?? null } : { via: 'csv' },
    }));
    await em.getConnection().execute(
      `insert into lead_activities (id, user_id, lead_id, type, summary, detail, created_at)
       select gen_random_uuid(), ?, v.id, ?, ?, v.detail, now()
         from jsonb_to_recordset(?::jsonb) as v(id uuid, detail jsonb)`,
      [userId, type, summary, JSON.stringify(details)],
      'run',
      em.getTransactionContext(),
    );
  }
}
