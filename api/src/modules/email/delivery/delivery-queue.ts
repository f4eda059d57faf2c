import { Pool, type QueryConfig } from 'pg';
import type { Logger } from '../../../shared/logging/logger';
import type { Outbox, OutboxTable } from './outboxes';

/** A claim's candidates: `where` (and `join`) narrow the outbox rows, aliased `r`; `order` sorts them. */
export type ClaimScope = {
  /** A name for this claim's prepared statement (one per SQL text). */
  name: string;
  join?: string;
  where: string;
  order?: string;
  /** The values of `join` and `where`, as $1, $2… (the queue's own follow). */
  params: unknown[];
  /** What each claimed row answers, over `claimed r` (the updated rows) and `joins`. */
  select: string;
  joins?: string;
};

/** Rows the mark-sent statement changed, and what `probe` (an outbox's own question) answered. */
export type MarkResult<P> = { marked: number; probe: P | null };

/**
 * The claim protocol of both outboxes (campaign recipients and sequence sends), written once.
 *
 * A row is *claimable* while pending, not held by a live worker (no claim, or one older than the
 * claim timeout: its worker died or stalled) and due (no retry time, or one passed). `claim`
 * takes claimable rows with FOR UPDATE SKIP LOCKED and stamps them with the worker pass's token;
 * `heartbeat` renews the token's claims and answers which it still holds; `release` gives back
 * what a pass did not send. Every outcome — `markSent`, `fail`, `retryLater`, `skip` — changes a
 * row only while it is still pending (and, with a token, still that pass's), so a late or
 * duplicate outcome counts once. See README.md for the guarantees this gives.
 *
 * The statements run on a small pool of the queue's own as named prepared statements: planned
 * once per connection, no ORM in between, outside any caller's transaction.
 */
export class DeliveryQueue {
  private pool: Pool | null = null;

  constructor(
    readonly outbox: Outbox,
    private readonly table: OutboxTable,
    private readonly settings: { databaseUrl: string; claimTimeoutMs: number; log: Logger },
  ) {}

  get claimTimeoutMs(): number {
    return this.settings.claimTimeoutMs;
  }

  /** The claimable condition on alias `r`, its timeout as the given parameter ($n). */
  static claimable(alias: string, timeoutParam: string): string {
    return `${alias}.status = 'pending'
            and (${alias}.claimed_at is null or ${alias}.claimed_at < now() - ${timeoutParam}::int * interval '1 millisecond')
            and (${alias}.retry_at is null or ${alias}.retry_at <= now())`;
  }

  /** Takes up to `limit` claimable rows of the scope for the pass `token`; answers `scope.select` of each. */
  async claim<R extends object>(scope: ClaimScope, token: string, limit: number): Promise<R[]> {
    const n = scope.params.length;
    const { table } = this.table;
    return this.query<R>({
      name: `${this.outbox}-claim-${scope.name}`,
      text: `with picked as (
               select r.id from ${table} r ${scope.join ?? ''}
                where ${DeliveryQueue.claimable('r', `$${n + 1}`)} and (${scope.where})
                ${scope.order ? `order by ${scope.order}` : ''}
                limit $${n + 2} for update of r skip locked
             ), claimed as (
               update ${table} t set claimed_at = now(), claim_token = $${n + 3}
                 from picked where t.id = picked.id
               returning t.*
             )
             select ${scope.select} from claimed r ${scope.joins ?? ''}`,
      values: [...scope.params, Math.round(this.claimTimeoutMs), limit, token],
    });
  }

  /**
   * Milliseconds until a pending row of the scope can be claimed (a retry due, a dead claim
   * expired); 0 when one can now; null when none is pending.
   */
  async nextDueIn(scope: { name: string; where: string; params: unknown[] }): Promise<number | null> {
    const n = scope.params.length;
    const rows = await this.query<{ wait_ms: number | null }>({
      name: `${this.outbox}-next-due-${scope.name}`,
      text: `select greatest(0, extract(epoch from min(greatest(
                      coalesce(r.retry_at, '-infinity'::timestamptz),
                      coalesce(r.claimed_at + $${n + 1}::int * interval '1 millisecond', '-infinity'::timestamptz)
                    )) - now()) * 1000)::float8 as wait_ms
               from ${this.table.table} r where r.status = 'pending' and (${scope.where})`,
      values: [...scope.params, Math.round(this.claimTimeoutMs)],
    });
    return rows[0]?.wait_ms ?? null;
  }

  /** Renews the claims the pass `token` still holds; answers their ids (the others were lost). */
  async heartbeat(token: string): Promise<Set<string>> {
    const rows = await this.query<{ id: string }>({
      name: `${this.outbox}-heartbeat`,
      text: `update ${this.table.table} set claimed_at = now()
              where claim_token = $1 and status = 'pending'
             returning id`,
      values: [token],
    });
    return new Set(rows.map((row) => row.id));
  }

  /** Gives back what the pass `token` still holds, for the next claim. */
  async release(token: string): Promise<void> {
    await this.query({
      name: `${this.outbox}-release`,
      text: `update ${this.table.table} set claimed_at = null, claim_token = null
              where claim_token = $1 and status = 'pending'`,
      values: [token],
    });
  }

  /**
   * Marks still-pending rows sent at `now` (the outbox's counters follow in the same statement);
   * `probe` (SQL over $3, e.g. the campaign's status) is answered with it, in the same round trip.
   * A `simulated` send (no SMTP server: logged, not delivered) is marked so, to be counted apart.
   */
  async markSent<P = never>(
    sent: ReadonlyArray<{ id: string; messageId: string; simulated?: boolean }>,
    now: Date,
    probe?: { name: string; sql: string; param: unknown },
  ): Promise<MarkResult<P>> {
    const { table, afterSent } = this.table;
    const ctes = [
      `marked as (
         update ${table} r
            set status = 'sent', sent_at = $4, message_id = m.message_id, simulated = m.simulated,
                claimed_at = null, claim_token = null, retry_at = null, ${this.table.errorColumn} = null,
                attempts = r.attempts + 1${this.table.alsoWhenSent}
           from unnest($1::uuid[], $2::text[], $5::boolean[]) as m(id, message_id, simulated)
          where r.id = m.id and r.status = 'pending'
         returning r.id
       )`,
      ...afterSent,
    ];
    const rows = await this.query<{ marked: number; probe: P | null }>({
      name: `${this.outbox}-mark-sent${probe ? `-${probe.name}` : ''}`,
      text: `with ${ctes.join(', ')}
             select (select count(*) from marked)::int as marked, ${probe ? `(${probe.sql})` : 'null::text'} as probe
               from (select $3::text as probe_param) p`,
      values: [
        sent.map((s) => s.id),
        sent.map((s) => s.messageId),
        probe?.param ?? null,
        now,
        sent.map((s) => s.simulated === true),
      ],
    });
    return { marked: rows[0]?.marked ?? 0, probe: rows[0]?.probe ?? null };
  }

  /** Fails a pending row for good with `reason` (it was never sent: no sent_at); with a token, only while held. */
  async fail(id: string, reason: string, token: string | null = null): Promise<boolean> {
    const rows = await this.query<{ id: string }>({
      name: `${this.outbox}-fail`,
      text: `update ${this.table.table}
                set status = 'failed', ${this.table.errorColumn} = $2, attempts = attempts + 1,
                    claimed_at = null, claim_token = null, retry_at = null
              where id = $1 and status = 'pending' and ($3::uuid is null or claim_token = $3)
             returning id`,
      values: [id, reason.slice(0, 500), token],
    });
    return rows.length > 0;
  }

  /** Leaves a pending row for a later try after `delayMs`, noting why; with a token, only while held. */
  async retryLater(
    id: string,
    reason: string,
    delayMs: number,
    token: string | null = null,
  ): Promise<boolean> {
    const rows = await this.query<{ id: string }>({
      name: `${this.outbox}-retry-later`,
      text: `update ${this.table.table}
                set ${this.table.errorColumn} = $2, attempts = attempts + 1, claimed_at = null, claim_token = null,
                    retry_at = now() + $3::int * interval '1 millisecond'
              where id = $1 and status = 'pending' and ($4::uuid is null or claim_token = $4)
             returning id`,
      values: [id, reason.slice(0, 500), Math.round(delayMs), token],
    });
    return rows.length > 0;
  }

  /**
   * Skips many pending rows that must not be sent (the lead unsubscribed, the address is
   * suppressed, the step was deleted, the plan's emails are spent): status 'skipped', counted
   * apart from failures. Answers how many.
   */
  async skip(ids: readonly string[], reason: string): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.query<{ id: string }>({
      name: `${this.outbox}-skip`,
      text: `update ${this.table.table}
                set status = 'skipped', ${this.table.errorColumn} = $2, claimed_at = null, claim_token = null,
                    retry_at = null
              where id = any($1::uuid[]) and status = 'pending'
             returning id`,
      values: [ids, reason],
    });
    return rows.length;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }

  private async query<R extends object>(config: QueryConfig): Promise<R[]> {
    if (!this.pool) {
      this.pool = new Pool({ connectionString: this.settings.databaseUrl, max: 4 });
      this.pool.on('error', (error) =>
        this.settings.log.warn({ err: error, outbox: this.outbox }, 'delivery queue connection lost'),
      );
    }
    const { rows } = await this.pool.query<R>(config);
    return rows;
  }
}
