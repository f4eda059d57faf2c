import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { afterCommit, inTransaction } from '../../shared/db/transaction';
import { lockForUser } from '../../shared/db/user-lock';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { toCsvLines } from '../../shared/csv';
import { Service } from '../../shared/service';
import {
  CSV_FILE_MESSAGES,
  CsvReadError,
  csvRecords,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILE_ROWS,
  sniffCsv,
  type CsvFormat,
  type CsvRecord,
} from './lead-import-file';
import { LeadImport, type LeadImportStatus } from './lead-import.entity';
import { IMPORT_EXISTING, type ImportExisting, type NumberedImportRow } from './lead-import.service';
import { LEAD_IMPORT_JOB } from './lead-import.jobs';

/** Rows per transaction: each batch and its checkpoint commit together. */
export const IMPORT_BATCH_ROWS = 1000;
/** Stored pieces of an uploaded file. */
const CHUNK_BYTES = 1024 * 1024;
/** A worker's claim on an import; renewed with every batch, so a crashed worker's claim runs out. */
const LEASE_SECONDS = 120;
/** Imports one user may have waiting or running at once. */
export const MAX_ACTIVE_IMPORTS = 3;
/** Progress and leads-changed pushes at most this often while a file is imported. */
const PUSH_EVERY_MS = 250;
const LEADS_PUSH_EVERY_MS = 2000;

/** The lead fields a column can fill, and 'skip'. */
export const IMPORT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'company',
  'source',
  'status',
  'score',
  'tags',
] as const;
type ImportField = (typeof IMPORT_FIELDS)[number];
const SKIP = 'skip';

export const LEAD_IMPORT_MESSAGES = {
  noEmailColumn: 'Map a column to Email: every lead needs an email address.',
  mappingLength: (columns: number) => `The mapping names more columns than the file has (${columns})`,
  fieldTwice: (field: string) => `${field} is mapped to more than one column`,
  tooManyRunning: `You already have ${MAX_ACTIVE_IMPORTS} imports running; wait for one to finish or cancel it.`,
  finished: 'This import has already finished',
  stopped:
    'The import stopped unexpectedly. The rows counted as processed are imported; import the rest again.',
} as const;

export const leadImportNotFound = () => new AppError('NOT_FOUND', 'Import not found');

/** A file multer wrote to a temporary path while it streamed in. */
export type UploadedCsv = { path: string; originalname: string; size: number };

const mappingSchema = z
  .array(
    z.enum([...IMPORT_FIELDS, SKIP], { error: `Each column maps to ${IMPORT_FIELDS.join(', ')} or skip` }),
    {
      error: 'The mapping must be a list with a lead field (or skip) per column',
    },
  )
  .max(500, 'The mapping must be a list with a lead field (or skip) per column');

const uploadSchema = z.object({
  /** JSON text (multipart fields are text) or a list. */
  mapping: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (Array.isArray(value)) return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'The mapping must be JSON: a list of lead fields by column',
        });
        return z.NEVER;
      }
    })
    .pipe(mappingSchema.optional()),
  onExisting: z
    .enum(IMPORT_EXISTING, { error: 'Existing leads must be update or skip' })
    .optional()
    .transform((v) => v ?? 'update'),
});

/** What clients see of an import. */
export type LeadImportView = {
  id: string;
  fileName: string;
  fileSize: number;
  status: LeadImportStatus;
  onExisting: ImportExisting;
  totalRows: number | null;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  errorMessage: string | null;
  limitMessage: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

const toView = (row: LeadImport): LeadImportView => ({
  id: row.id,
  fileName: row.fileName,
  fileSize: Number(row.fileSize),
  status: row.status,
  onExisting: row.onExisting === 'skip' ? 'skip' : 'update',
  totalRows: row.totalRows ?? null,
  processed: row.processed,
  created: row.createdCount,
  updated: row.updatedCount,
  skipped: row.skippedCount,
  errorMessage: row.errorMessage ?? null,
  limitMessage: row.limitMessage ?? null,
  createdAt: row.createdAt,
  startedAt: row.startedAt ?? null,
  finishedAt: row.finishedAt ?? null,
});

/** 'Email', 'E-mail', 'first_name'… → the field whose name it spells; for API clients that send no mapping. */
function mappingByHeaders(headers: readonly string[]): string[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = header.toLowerCase().replace(/[^a-z]/g, '');
    const field = IMPORT_FIELDS.find((f) => f.toLowerCase() === key);
    if (!field || taken.has(field)) return SKIP;
    taken.add(field);
    return field;
  });
}

/** A data row's mapped cells as an import row. */
function toImportRow(record: CsvRecord, mapping: readonly string[]): NumberedImportRow {
  const row: NumberedImportRow = { rowNumber: record.rowNumber };
  mapping.forEach((target, i) => {
    if (target === SKIP) return;
    const value = record.cells[i];
    if (value !== undefined && value.trim() !== '') row[target as ImportField] = value;
  });
  return row;
}

type ClaimedImport = {
  id: string;
  user_id: string;
  status: LeadImportStatus;
  on_existing: string;
  mapping: string[];
  delimiter: string;
  linebreak: string;
  total_rows: number | null;
  processed: number;
};

/**
 * CSV import as a server job (issue 24 item 8). The upload is stored in PostgreSQL (so any
 * worker process can read it) and a job imports it in batches of 1,000 rows, each batch and its
 * checkpoint (`processed`) in one transaction: a crash or restart goes on after the last batch
 * that committed. The rows become leads through LeadImportService.importBatch, as the
 * synchronous import's do. Progress is pushed with LEAD_IMPORT_PROGRESS; the rows that were not
 * imported are kept with their reasons for the report CSV.
 */
export class LeadImportJobService extends Service {
  /** Where multer writes uploads while they stream in. */
  get uploadDir(): string {
    return `${this.deps.config.dataDir}/tmp/lead-imports`;
  }

  /** POST /api/leads/imports: stores the file, creates the import and queues its job in one transaction. */
  async upload(actor: Actor | null, file: UploadedCsv | undefined, input: unknown): Promise<LeadImportView> {
    const { userId } = requireActor(actor, 'write', 'leads');
    try {
      const { mapping: given, onExisting } = parseInput(uploadSchema, input ?? {});
      if (!file) throw new AppError('BAD_USER_INPUT', CSV_FILE_MESSAGES.missing);
      const fileName = file.originalname.slice(0, 200) || 'leads.csv';
      if (!/\.csv$/i.test(fileName)) throw new AppError('BAD_USER_INPUT', CSV_FILE_MESSAGES.notCsv(fileName));
      if (file.size === 0) throw new AppError('BAD_USER_INPUT', CSV_FILE_MESSAGES.empty);
      if (file.size > MAX_IMPORT_FILE_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', CSV_FILE_MESSAGES.tooLarge);
      const format = await this.sniff(file.path);
      const mapping = given ?? mappingByHeaders(format.headers);
      this.checkMapping(mapping, format.headers.length);
      const row = await inTransaction(this.em, async (tx) => {
        await lockForUser(tx, 'lead-imports', userId);
        const [{ n } = { n: 0 }] = await tx.execute<Array<{ n: number }>>(
          `select count(*)::int as n from lead_imports where user_id = ? and status in ('queued', 'running')`,
          [userId],
        );
        if (n >= MAX_ACTIVE_IMPORTS) throw new AppError('CONFLICT', LEAD_IMPORT_MESSAGES.tooManyRunning);
        const created = tx.create(LeadImport, {
          user: userId,
          fileName,
          fileSize: String(file.size),
          onExisting,
          mapping: [
            ...mapping,
            ...Array<string>(Math.max(0, format.headers.length - mapping.length)).fill(SKIP),
          ],
          delimiter: format.delimiter,
          linebreak: format.linebreak,
        });
        await tx.persistAndFlush(created);
        await this.storeFile(tx, created.id, file.path);
        await this.deps.jobs.send(LEAD_IMPORT_JOB, { importId: created.id }, { tx });
        afterCommit(() => this.pushed(userId, created.id));
        return created;
      });
      this.deps.log.info({ importId: row.id, bytes: file.size }, 'lead import queued');
      return toView(row);
    } finally {
      if (file) await rm(file.path, { force: true });
    }
  }

  async list(actor: Actor | null, limit = 20): Promise<LeadImportView[]> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const rows = await this.em.find(
      LeadImport,
      { user: userId },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: Math.min(Math.max(1, limit), 100) },
    );
    return rows.map(toView);
  }

  async get(actor: Actor | null, id: unknown): Promise<LeadImportView> {
    const { userId } = requireActor(actor, 'read', 'leads');
    return toView(await this.owned(userId, id));
  }

  /** Same as get, for a subscription's event: null when it is gone or not the user's. */
  async find(userId: string, id: string): Promise<LeadImportView | null> {
    if (!isUuid(id)) return null;
    const row = await this.em.fork().findOne(LeadImport, { id, user: userId });
    return row ? toView(row) : null;
  }

  /** Stops a waiting or running import after the batch in flight; what was imported stays. */
  async cancel(actor: Actor | null, id: unknown): Promise<LeadImportView> {
    const { userId } = requireActor(actor, 'write', 'leads');
    if (!isUuid(id)) throw leadImportNotFound();
    await inTransaction(this.em, async (tx) => {
      const [row] = await tx.execute<Array<{ status: LeadImportStatus }>>(
        `select status from lead_imports where id = ? and user_id = ? for update`,
        [id, userId],
      );
      if (!row) throw leadImportNotFound();
      if (row.status === 'cancelled') return;
      if (row.status !== 'queued' && row.status !== 'running')
        throw new AppError('CONFLICT', LEAD_IMPORT_MESSAGES.finished);
      await tx.execute(
        `update lead_imports set status = 'cancelled', finished_at = now(), claim_token = null, lease_until = null
          where id = ?`,
        [id],
      );
      await tx.execute(`delete from lead_import_chunks where import_id = ?`, [id]);
      afterCommit(() => this.pushed(userId, id));
    });
    const view = await this.find(userId, id);
    if (!view) throw leadImportNotFound();
    return view;
  }

  /** GET /api/leads/imports/:id/report.csv: every row not imported, with its reason, in row order. */
  async report(
    actor: Actor | null,
    id: unknown,
  ): Promise<{ filename: string; chunks: AsyncIterable<string> }> {
    const { userId } = requireActor(actor, 'read', 'leads');
    const row = await this.owned(userId, id);
    const em = this.em;
    const base = row.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-') || 'leads';
    async function* chunks(): AsyncGenerator<string> {
      yield `\ufeff${toCsvLines([['Row', 'Email', 'Reason']])}`;
      let after = 0;
      for (;;) {
        const page = await em.execute<Array<{ row: number; email: string; reason: string }>>(
          `select row, email, reason from lead_import_issues where import_id = ? and row > ? order by row limit 1000`,
          [row.id, after],
        );
        if (page.length === 0) return;
        yield toCsvLines(page.map((p) => [p.row, p.email, p.reason]));
        after = page[page.length - 1]?.row ?? after;
      }
    }
    return { filename: `${base}-import-report.csv`, chunks: chunks() };
  }

  /**
   * The job: claims the import (one worker at a time), counts its rows once, then imports the
   * rows after the checkpoint in batches. Stops between batches when cancelled or when the
   * process shuts down (the claim is let go, so the next worker start takes it up).
   */
  async run(importId: string, signal: AbortSignal): Promise<void> {
    const token = randomUUID();
    const claimed = await this.claim(importId, token);
    if (!claimed) return;
    const userId = claimed.user_id;
    this.pushed(userId, importId);
    const format: CsvFormat = { delimiter: claimed.delimiter, linebreak: claimed.linebreak };
    try {
      let total = claimed.total_rows;
      if (total === null) {
        total = await this.countRows(importId, format);
        if (total === 0) return await this.fail(importId, token, userId, CSV_FILE_MESSAGES.noRows);
        if (total > MAX_IMPORT_FILE_ROWS)
          return await this.fail(importId, token, userId, CSV_FILE_MESSAGES.tooMany(total));
        await this.em.execute(`update lead_imports set total_rows = ? where id = ? and claim_token = ?`, [
          total,
          importId,
          token,
        ]);
        this.pushed(userId, importId);
      }
      let skip = claimed.processed;
      let batch: NumberedImportRow[] = [];
      const pushes = { progress: 0, leads: 0 };
      const mapping = claimed.mapping;
      const onExisting: ImportExisting = claimed.on_existing === 'skip' ? 'skip' : 'update';
      for await (const records of csvRecords(this.chunks(importId), format)) {
        for (const record of records) {
          if (skip > 0) {
            skip -= 1;
            continue;
          }
          batch.push(toImportRow(record, mapping));
          if (batch.length < IMPORT_BATCH_ROWS) continue;
          if (!(await this.commitBatch(claimed, token, batch, onExisting, pushes))) return;
          batch = [];
          if (signal.aborted) return await this.release(importId, token);
        }
      }
      if (batch.length > 0 && !(await this.commitBatch(claimed, token, batch, onExisting, pushes))) return;
      await this.finish(importId, token, userId);
    } catch (error) {
      if (error instanceof CsvReadError) return await this.fail(importId, token, userId, error.message);
      this.deps.log.error({ err: error, importId }, 'lead import failed');
      await this.fail(importId, token, userId, LEAD_IMPORT_MESSAGES.stopped);
    }
  }

  /** Queues a job for every import no worker holds: waiting ones, and those a crash or shutdown left. */
  async resume(): Promise<number> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select id from lead_imports
        where status in ('queued', 'running') and (lease_until is null or lease_until < now())
        order by created_at limit 100`,
    );
    for (const { id } of rows) await this.deps.jobs.send(LEAD_IMPORT_JOB, { importId: id });
    return rows.length;
  }

  // ---- the job's steps ------------------------------------------------------------------

  private async claim(importId: string, token: string): Promise<ClaimedImport | null> {
    const [row] = await this.em.execute<ClaimedImport[]>(
      `update lead_imports
          set claim_token = ?, lease_until = now() + make_interval(secs => ?), status = 'running',
              started_at = coalesce(started_at, now())
        where id = ? and status in ('queued', 'running') and (lease_until is null or lease_until < now())
        returning id, user_id, status, on_existing, mapping, delimiter, linebreak, total_rows, processed`,
      [token, LEASE_SECONDS, importId],
    );
    return row ?? null;
  }

  private async countRows(importId: string, format: CsvFormat): Promise<number> {
    let total = 0;
    for await (const records of csvRecords(this.chunks(importId), format)) total += records.length;
    return total;
  }

  /**
   * One batch: the leads, the reasons of the rows not imported and the checkpoint in one
   * transaction, after checking (with the import's row locked) that it is still this worker's
   * and not cancelled. False when it is not: the job stops.
   */
  private async commitBatch(
    claimed: ClaimedImport,
    token: string,
    batch: NumberedImportRow[],
    onExisting: ImportExisting,
    pushes: { progress: number; leads: number },
  ): Promise<boolean> {
    const userId = claimed.user_id;
    const result = await inTransaction(this.em, async (tx) => {
      const [current] = await tx.execute<Array<{ status: LeadImportStatus; claim_token: string | null }>>(
        `select status, claim_token from lead_imports where id = ? for update`,
        [claimed.id],
      );
      if (current?.status !== 'running' || current.claim_token !== token) return null;
      const done = await this.services.leadImport.importBatch(tx, userId, batch, onExisting, claimed.id);
      if (done.errors.length > 0)
        await tx.execute(
          `insert into lead_import_issues (import_id, row, email, reason)
           select ?, v.row, v.email, v.reason from jsonb_to_recordset(?::jsonb) as v(row int, email text, reason text)
           on conflict do nothing`,
          [claimed.id, JSON.stringify(done.errors)],
        );
      await tx.execute(
        `update lead_imports
            set processed = processed + ?, created_count = created_count + ?, updated_count = updated_count + ?,
                skipped_count = skipped_count + ?, limit_message = coalesce(?, limit_message),
                lease_until = now() + make_interval(secs => ?)
          where id = ?`,
        [
          batch.length,
          done.created.length,
          done.updated.length,
          done.errors.length,
          done.limitMessage,
          LEASE_SECONDS,
          claimed.id,
        ],
      );
      return done;
    });
    if (!result) return false;
    await this.services.leadImport.announce(userId, [...result.created, ...result.updated], { quiet: true });
    const now = performance.now();
    if (now - pushes.leads >= LEADS_PUSH_EVERY_MS && result.created.length + result.updated.length > 0) {
      pushes.leads = now;
      this.deps.events.publish('LEADS_CHANGED', userId, { leadIds: [] });
    }
    if (now - pushes.progress >= PUSH_EVERY_MS) {
      pushes.progress = now;
      this.pushed(userId, claimed.id);
    }
    return true;
  }

  private async finish(importId: string, token: string, userId: string): Promise<void> {
    await this.end(importId, token, `status = 'done'`, []);
    this.deps.events.publish('LEADS_CHANGED', userId, { leadIds: [] });
    this.pushed(userId, importId);
    this.deps.log.info({ importId }, 'lead import done');
  }

  private async fail(importId: string, token: string, userId: string, message: string): Promise<void> {
    await this.end(importId, token, `status = 'failed', error_message = ?`, [message]);
    this.deps.events.publish('LEADS_CHANGED', userId, { leadIds: [] });
    this.pushed(userId, importId);
  }

  /** Ends the import (if still this worker's and running) and drops its file. */
  private async end(importId: string, token: string, set: string, values: unknown[]): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const ended = await tx.execute<Array<{ id: string }>>(
        `update lead_imports set ${set}, finished_at = now(), claim_token = null, lease_until = null
          where id = ? and claim_token = ? and status = 'running' returning id`,
        [...values, importId, token],
      );
      if (ended.length > 0)
        await tx.execute(`delete from lead_import_chunks where import_id = ?`, [importId]);
    });
  }

  /** Lets go of the claim at shutdown: the job queued when a worker starts (resume) takes it up. */
  private async release(importId: string, token: string): Promise<void> {
    await this.em.execute(
      `update lead_imports set claim_token = null, lease_until = null where id = ? and claim_token = ?`,
      [importId, token],
    );
  }

  private pushed(userId: string, importId: string): void {
    this.deps.events.publish('LEAD_IMPORT_PROGRESS', userId, { importId });
  }

  // ---- the file ---------------------------------------------------------------------------

  private async sniff(file: string): Promise<CsvFormat & { headers: string[] }> {
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const text = new TextDecoder('utf-8').decode(head.subarray(0, bytesRead), { stream: true });
      return sniffCsv(text);
    } catch (error) {
      if (error instanceof CsvReadError) throw new AppError('BAD_USER_INPUT', error.message);
      throw error;
    } finally {
      await handle.close();
    }
  }

  private checkMapping(mapping: readonly string[], columns: number): void {
    if (mapping.length > columns)
      throw new AppError('BAD_USER_INPUT', LEAD_IMPORT_MESSAGES.mappingLength(columns));
    const seen = new Set<string>();
    for (const target of mapping) {
      if (target === SKIP) continue;
      if (seen.has(target)) throw new AppError('BAD_USER_INPUT', LEAD_IMPORT_MESSAGES.fieldTwice(target));
      seen.add(target);
    }
    if (!seen.has('email')) throw new AppError('BAD_USER_INPUT', LEAD_IMPORT_MESSAGES.noEmailColumn);
  }

  /** The file into lead_import_chunks, 1 MiB a row, read from disk piece by piece. */
  private async storeFile(tx: EntityManager, importId: string, file: string): Promise<void> {
    let seq = 0;
    for await (const piece of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
      await tx.execute(`insert into lead_import_chunks (import_id, seq, data) values (?, ?, ?)`, [
        importId,
        seq,
        piece as Buffer,
      ]);
      seq += 1;
    }
  }

  /** The stored file, piece by piece (one query each: memory holds one piece at a time). */
  private async *chunks(importId: string): AsyncGenerator<Uint8Array> {
    for (let seq = 0; ; seq += 1) {
      const [piece] = await this.em.execute<Array<{ data: Buffer }>>(
        `select data from lead_import_chunks where import_id = ? and seq = ?`,
        [importId, seq],
      );
      if (!piece) return;
      yield piece.data;
    }
  }

  private async owned(userId: string, id: unknown): Promise<LeadImport> {
    if (!isUuid(id)) throw leadImportNotFound();
    const row = await this.em.findOne(LeadImport, { id, user: userId });
    if (!row) throw leadImportNotFound();
    return row;
  }
}
