import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { requireActor, sessionActor, type Actor } from '../../shared/auth/actor';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { Service } from '../../shared/service';
import { DataExport } from './data-export.entity';
import { exportNotFound, SECURITY_MESSAGES, sessionOnly } from './security.errors';
import { DATA_EXPORT_JOB } from './security.jobs';
import { UserSecurity } from './user-security.entity';
import { User } from './user.entity';

/** How long a finished archive waits for its one download. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Rows read per query: memory stays flat however many leads an account has. */
const PAGE_SIZE = 1000;

/** One table of the archive: `owner` selects the user's rows of `t`; `omit` drops columns; `key` pages it. */
export type ExportedTable = {
  file: string;
  table: string;
  owner: string;
  omit?: string[];
  /** The primary key, for keyset paging (tables without an `id` column). */
  key?: string[];
};

const OF_FUNNELS = 't.funnel_id in (select id from funnels where user_id = ?)';
const OF_AFFILIATE = 't.affiliate_id in (select id from affiliates where user_id = ?)';
const OF_SEQUENCES = 't.sequence_id in (select id from email_sequences where user_id = ?)';

/**
 * Every table a user owns, as one JSON file each. `omit` drops what must never leave the server
 * (hashes, sealed passwords, tokens, a sending worker's claim) and what is only a rendering of
 * other data (published HTML). api/test/data-export.test.ts checks this list against the live
 * schema: a table that a user's deletion removes is listed here or in NOT_EXPORTED.
 */
export const EXPORTED_TABLES: ReadonlyArray<ExportedTable> = [
  { file: 'funnels.json', table: 'funnels', owner: 't.user_id = ?', omit: ['published_pages'] },
  { file: 'recycle-bin.json', table: 'recycled_funnels', owner: 't.user_id = ?' },
  {
    file: 'funnel-domains.json',
    table: 'funnel_domains',
    owner: 't.user_id = ?',
    omit: ['verification_token'],
  },
  { file: 'experiments.json', table: 'experiments', owner: 't.user_id = ?' },
  {
    file: 'experiment-days.json',
    table: 'experiment_days',
    owner: 't.experiment_id in (select id from experiments where user_id = ?)',
  },
  { file: 'leads.json', table: 'leads', owner: 't.user_id = ?' },
  { file: 'lead-activities.json', table: 'lead_activities', owner: 't.user_id = ?' },
  { file: 'form-submissions.json', table: 'form_submissions', owner: 't.user_id = ?' },
  // CSV imports and the rows they skipped; a worker's claim is bookkeeping.
  {
    file: 'lead-imports.json',
    table: 'lead_imports',
    owner: 't.user_id = ?',
    omit: ['claim_token', 'lease_until'],
  },
  {
    file: 'lead-import-issues.json',
    table: 'lead_import_issues',
    owner: 't.import_id in (select id from lead_imports where user_id = ?)',
    key: ['import_id', 'row'],
  },
  // Double opt-in consent records: the proof of each lead's consent belongs to the account.
  { file: 'lead-consents.json', table: 'lead_consents', owner: 't.user_id = ?' },
  { file: 'campaigns.json', table: 'campaigns', owner: 't.user_id = ?', omit: ['next_slice_job'] },
  {
    file: 'campaign-recipients.json',
    table: 'campaign_recipients',
    owner: 't.campaign_id in (select id from campaigns where user_id = ?)',
    omit: ['claim_token', 'claimed_at'],
  },
  { file: 'email-sequences.json', table: 'email_sequences', owner: 't.user_id = ?' },
  { file: 'email-sequence-steps.json', table: 'email_sequence_steps', owner: OF_SEQUENCES },
  { file: 'email-sequence-subscribers.json', table: 'email_sequence_subscribers', owner: OF_SEQUENCES },
  {
    file: 'email-sequence-logs.json',
    table: 'email_sequence_logs',
    owner: OF_SEQUENCES,
    omit: ['claim_token', 'claimed_at'],
  },
  { file: 'email-settings.json', table: 'email_settings', owner: 't.user_id = ?', omit: ['smtp_password'] },
  { file: 'email-designs.json', table: 'email_designs', owner: 't.user_id = ?' },
  { file: 'received-emails.json', table: 'received_emails', owner: 't.user_id = ?' },
  { file: 'email-suppressions.json', table: 'email_suppressions', owner: 't.user_id = ?' },
  { file: 'email-bounces.json', table: 'email_bounces', owner: 't.user_id = ?' },
  { file: 'email-dkim-keys.json', table: 'dkim_keys', owner: 't.user_id = ?', omit: ['private_key'] },
  {
    file: 'email-webhooks.json',
    table: 'email_webhooks',
    owner: 't.user_id = ?',
    omit: ['token_hash', 'token_sealed', 'secret_sealed'],
  },
  { file: 'api-keys.json', table: 'api_keys', owner: 't.user_id = ?', omit: ['key_hash'] },
  // Every item of every kind (media.json is the library's own view: images and videos).
  { file: 'media-items.json', table: 'media_items', owner: 't.user_id = ?' },
  {
    file: 'media-usages.json',
    table: 'media_usages',
    owner: 't.media_id in (select id from media_items where user_id = ?)',
    key: ['media_id', 'funnel_id'],
  },
  { file: 'ai-images.json', table: 'image_generations', owner: 't.user_id = ?' },
  { file: 'ai-audio.json', table: 'audio_generations', owner: 't.user_id = ?' },
  { file: 'ai-videos.json', table: 'video_generations', owner: 't.user_id = ?' },
  { file: 'ai-funnel-generations.json', table: 'funnel_generations', owner: 't.user_id = ?' },
  // Visits to the account's pages: the daily visitor hash stays behind, like device hashes.
  { file: 'analytics-page-views.json', table: 'page_views', owner: OF_FUNNELS, omit: ['visitor_id'] },
  { file: 'analytics-visits.json', table: 'analytics_sessions', owner: OF_FUNNELS, omit: ['visitor_id'] },
  { file: 'analytics-clicks.json', table: 'click_tracking', owner: OF_FUNNELS },
  { file: 'analytics-days.json', table: 'funnel_analytics', owner: OF_FUNNELS },
  {
    file: 'analytics-funnel-breakdowns.json',
    table: 'funnel_analytics_dimensions',
    owner: OF_FUNNELS,
    key: ['funnel_id', 'date', 'dimension', 'key'],
  },
  {
    file: 'analytics-account-breakdowns.json',
    table: 'user_analytics_dimensions',
    owner: 't.user_id = ?',
    key: ['user_id', 'date', 'dimension', 'key'],
  },
  { file: 'payments.json', table: 'payments', owner: 't.user_id = ?' },
  {
    file: 'forgecoin-wallet.json',
    table: 'forgecoin_wallets',
    owner: 't.user_id = ?',
    // The optimistic-lock counter is bookkeeping, not the account's data.
    omit: ['version'],
    key: ['user_id'],
  },
  { file: 'forgecoin-transactions.json', table: 'forgecoin_transactions', owner: 't.user_id = ?' },
  {
    file: 'forgecoin-movements.json',
    table: 'forgecoin_movements',
    owner: 't.id in (select movement_id from forgecoin_transactions where user_id = ?)',
  },
  { file: 'known-devices.json', table: 'known_devices', owner: 't.user_id = ?', omit: ['device_hash'] },
  { file: 'affiliate.json', table: 'affiliates', owner: 't.user_id = ?' },
  ...['referrals', 'commissions', 'payouts'].map((table) => ({
    file: `affiliate-${table}.json`,
    table,
    owner: OF_AFFILIATE,
  })),
  { file: 'affiliate-payout-requests.json', table: 'payout_requests', owner: OF_AFFILIATE },
  {
    file: 'affiliate-clicks.json',
    table: 'referral_clicks',
    owner: OF_AFFILIATE,
    omit: ['device_hash'],
  },
];

/** Tables a user owns that have no file of their own, and why. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  users: 'account.json holds the profile, without the password hash',
  user_security: 'account.json says whether two-factor and each notice are on; the TOTP secret stays',
  recovery_codes: 'hashes of one-time sign-in codes: secrets',
  data_exports: 'the archives themselves',
  lead_import_chunks: 'uploaded CSV files while they are imported: the leads they become are in leads.json',
  email_webhook_receipts: "ids of the email services' events already handled: bookkeeping against retries",
};

/** What the Security tab shows of the latest archive. */
export type DataExportView = {
  id: string;
  status: DataExport['status'];
  progress: number;
  sizeBytes: number | null;
  createdAt: Date;
  expiresAt: Date;
};

/** "Download Your Data": a ZIP of everything an account owns, built by a job, downloadable once. */
export class DataExportService extends Service {
  private dir(userId: string): string {
    return path.join(this.deps.config.dataDir, 'exports', userId);
  }

  private fileOf(row: { id: string; user: { id: string } }): string {
    return path.join(this.dir(row.user.id), `${row.id}.zip`);
  }

  private view(row: DataExport): DataExportView {
    const expired = row.status === 'ready' && row.expiresAt.getTime() <= this.now().getTime();
    return {
      id: row.id,
      status: expired ? 'expired' : row.status,
      progress: row.progress,
      sizeBytes: row.sizeBytes === null || row.sizeBytes === undefined ? null : Number(row.sizeBytes),
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    };
  }

  async latest(actor: Actor | null): Promise<DataExportView | null> {
    const { userId } = requireActor(actor, 'read');
    const row = await this.em.findOne(DataExport, { user: userId }, { orderBy: { createdAt: 'desc' } });
    return row ? this.view(row) : null;
  }

  async find(userId: string, exportId: string): Promise<DataExportView | null> {
    const row = await this.em.findOne(DataExport, { id: exportId, user: userId });
    return row ? this.view(row) : null;
  }

  /** Starts an archive (the job is queued in the same transaction); one at a time per account. */
  async request(actor: Actor | null): Promise<DataExportView> {
    const { userId, via } = requireActor(actor, 'write');
    if (via !== 'session') throw sessionOnly();
    const building = await this.em.findOne(DataExport, { user: userId, status: 'building' });
    if (building) throw new AppError('CONFLICT', SECURITY_MESSAGES.exportBuilding);
    const row = await inTransaction(this.em, async (tx) => {
      const created = tx.create(DataExport, {
        user: userId,
        expiresAt: new Date(this.now().getTime() + EXPORT_LIFETIME_MS),
      });
      await tx.persistAndFlush(created);
      await this.deps.jobs.send(DATA_EXPORT_JOB, { exportId: created.id }, { tx });
      return created;
    });
    this.deps.events.publish('DATA_EXPORT_UPDATED', userId, { exportId: row.id });
    return this.view(row);
  }

  /** The export job: writes the ZIP beside its final name, then renames it (a rerun starts over). */
  async build(exportId: string): Promise<void> {
    const row = await this.em.findOne(DataExport, { id: exportId });
    if (!row || row.status !== 'building') return;
    const userId = row.user.id;
    const file = this.fileOf(row);
    const partial = `${file}.part`;
    await mkdir(this.dir(userId), { recursive: true });
    try {
      const total = await this.countRows(userId);
      const progress = this.progressReporter(row, total);
      const archive = new ZipArchive({ zlib: { level: 6 } });
      const written = pipeline(archive, createWriteStream(partial, { mode: 0o600 }));
      archive.append(JSON.stringify(await this.account(userId), null, 2), { name: 'account.json' });
      archive.append(JSON.stringify(await this.services.media.library(sessionActor(userId)), null, 2), {
        name: 'media.json',
      });
      for (const spec of EXPORTED_TABLES) {
        archive.append(Readable.from(this.jsonRows(spec, userId, progress)), { name: spec.file });
      }
      archive.append(Readable.from(this.leadsCsv(userId, progress)), { name: 'leads.csv' });
      await archive.finalize();
      await written;
      await rename(partial, file);
      const { size } = await stat(file);
      await this.em.nativeUpdate(
        DataExport,
        { id: exportId, status: 'building' },
        {
          status: 'ready',
          progress: 100,
          sizeBytes: String(size),
          readyAt: this.now(),
          expiresAt: new Date(this.now().getTime() + EXPORT_LIFETIME_MS),
        },
      );
      this.deps.log.info({ userId, exportId, size }, 'data export ready');
    } catch (error) {
      await rm(partial, { force: true });
      await this.em.nativeUpdate(DataExport, { id: exportId }, { status: 'failed' });
      this.deps.log.error({ err: error, userId, exportId }, 'data export failed');
    }
    this.deps.events.publish('DATA_EXPORT_UPDATED', userId, { exportId });
  }

  /**
   * The one download: the row is marked downloaded before the file is sent (a second request
   * finds it gone), and the file is removed once sent. Another user's id answers not found.
   */
  async takeDownload(
    actor: Actor | null,
    exportId: string,
  ): Promise<{ stream: Readable; filename: string; size: number }> {
    const { userId, via } = requireActor(actor, 'read');
    if (via !== 'session') throw sessionOnly();
    if (!/^[0-9a-f-]{36}$/i.test(exportId)) throw exportNotFound();
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: string; size_bytes: string }>>(
        `update data_exports set status = 'downloaded' where id = ? and user_id = ? and status = 'ready' and expires_at > ? returning id, size_bytes`,
        [exportId, userId, this.now()],
      );
    const taken = rows[0];
    if (!taken) {
      const exists = await this.em.count(DataExport, { id: exportId, user: userId });
      if (exists === 0) throw exportNotFound();
      throw new AppError('NOT_FOUND', SECURITY_MESSAGES.exportGone);
    }
    const file = this.fileOf({ id: exportId, user: { id: userId } });
    const stream = createReadStream(file);
    const remove = () => {
      rm(file, { force: true }).catch((error: unknown) =>
        // The cleanup job removes it later; the row already says it is gone.
        this.deps.log.warn({ err: error, exportId }, 'downloaded export not removed'),
      );
    };
    stream.on('close', remove);
    this.deps.events.publish('DATA_EXPORT_UPDATED', userId, { exportId });
    const date = this.now().toISOString().slice(0, 10);
    return { stream, filename: `funnelforge-data-${date}.zip`, size: Number(taken.size_bytes) };
  }

  /**
   * The cleanup job: ready archives past their day become expired, builds stuck for a day
   * failed, and their files are removed (a downloaded one was removed as it was sent).
   */
  async removeExpired(): Promise<number> {
    const rows = await this.em.getConnection().execute<Array<{ id: string; user_id: string }>>(
      `update data_exports set status = case when status = 'building' then 'failed' else 'expired' end
        where (status = 'ready' and expires_at <= ?) or (status = 'building' and created_at <= ?)
        returning id, user_id`,
      [this.now(), new Date(this.now().getTime() - EXPORT_LIFETIME_MS)],
    );
    for (const row of rows) {
      const file = this.fileOf({ id: row.id, user: { id: row.user_id } });
      await rm(file, { force: true });
      await rm(`${file}.part`, { force: true });
    }
    return rows.length;
  }

  /** Removes every archive of an account (its deletion). */
  async removeAll(userId: string): Promise<void> {
    await rm(this.dir(userId), { recursive: true, force: true });
  }

  private async account(userId: string) {
    const user = await this.em.findOneOrFail(User, { id: userId });
    const security = await this.em.findOne(UserSecurity, { user: userId });
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      username: user.username ?? null,
      bio: user.bio ?? null,
      profileImageUrl: user.profileImageUrl ?? null,
      membershipLevel: user.membershipLevel,
      subscriptionStatus: user.subscriptionStatus ?? null,
      subscriptionEndDate: user.subscriptionEndDate ?? null,
      signsInWithIdentityProvider: Boolean(user.oidcSubject),
      twoFactorEnabled: Boolean(security?.twoFactorEnabledAt),
      notifications: {
        loginNotifications: security?.loginNotifications ?? true,
        signUpNotices: security?.signUpNotices ?? true,
      },
      createdAt: user.createdAt,
    };
  }

  private async countRows(userId: string): Promise<number> {
    let total = 0;
    for (const spec of [...EXPORTED_TABLES, { table: 'leads', owner: 't.user_id = ?' }]) {
      const [row] = await this.em
        .getConnection()
        .execute<Array<{ n: string }>>(`select count(*) as n from "${spec.table}" t where ${spec.owner}`, [
          userId,
        ]);
      total += Number(row?.n ?? 0);
    }
    return total;
  }

  /** Saves and announces progress each time it moves by a whole 2 %. */
  private progressReporter(row: DataExport, total: number) {
    let done = 0;
    let shown = 0;
    return async (rows: number) => {
      done += rows;
      const percent = total === 0 ? 99 : Math.min(99, Math.floor((done / total) * 100));
      if (percent < shown + 2) return;
      shown = percent;
      await this.em.nativeUpdate(DataExport, { id: row.id, status: 'building' }, { progress: percent });
      this.deps.events.publish('DATA_EXPORT_UPDATED', row.user.id, { exportId: row.id });
    };
  }

  /** A JSON array of the table's rows, read in keyset pages by its primary key. */
  private async *jsonRows(
    spec: ExportedTable,
    userId: string,
    progress: (rows: number) => Promise<void>,
  ): AsyncGenerator<string> {
    const omit = (spec.omit ?? []).map((column) => ` - '${column}'`).join('');
    const key = (spec.key ?? ['id']).map((column) => `t."${column}"`);
    // Keys come back as text and are compared with untyped parameters, so a date is never shifted.
    const keyColumns = key.map((column, i) => `${column}::text as k${i}`).join(', ');
    const after = `(${key.join(', ')}) > (${key.map(() => '?').join(', ')})`;
    let last: string[] | null = null;
    let first = true;
    yield '[';
    for (;;) {
      const rows: Array<{ row: unknown; [key: `k${number}`]: string }> = await this.em
        .getConnection()
        .execute(
          `select ${keyColumns}, to_jsonb(t)${omit} as row from "${spec.table}" t
          where ${spec.owner}${last ? ` and ${after}` : ''} order by ${key.join(', ')} limit ${PAGE_SIZE}`,
          last ? [userId, ...last] : [userId],
        );
      if (rows.length > 0) {
        yield rows.map((r, i) => `${first && i === 0 ? '' : ','}\n${JSON.stringify(r.row)}`).join('');
        first = false;
        await progress(rows.length);
      }
      if (rows.length < PAGE_SIZE) break;
      const end = rows.at(-1)!;
      last = key.map((_, i) => end[`k${i}`]!);
    }
    yield '\n]\n';
  }

  /** leads.csv: the leads screen's CSV export of every lead (streamed by the leads module). */
  private async *leadsCsv(userId: string, progress: (rows: number) => Promise<void>): AsyncGenerator<string> {
    const { chunks } = this.services.leadExport.open(sessionActor(userId), {});
    let header = true;
    for await (const chunk of chunks) {
      yield chunk;
      if (header) header = false;
      else await progress(chunk.split('\r\n').length - 1);
    }
  }
}
