import { Pool } from 'pg';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logging/logger';
import { conversionRateSql } from '../funnels';
import { describeVisitor } from './visitor';

export type PageViewInput = {
  funnelId: string;
  sessionId: string;
  ipAddress: string | null;
  userAgent: string | null;
  referrer: string | null;
  pageUrl: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  at: Date;
};

/** What a request tells about a visit. */
export type VisitMeta = {
  ip: string;
  userAgent: string | null;
  referrer: string | null;
  pageUrl: string | null;
};

const MAX_BATCH = 5000;
const FLUSH_INTERVAL_MS = 250;

/**
 * Page views are many and small: they are buffered and written in batches — one insert of
 * column arrays and one counter update per batch — on a connection pool of their own, so a busy
 * page never waits on the database. Pending views are written on shutdown; a crash loses at
 * most a quarter of a second of them.
 */
export class PageViewRecorder {
  private pending: PageViewInput[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly pool: Pool;

  constructor(
    databaseUrl: string,
    private readonly log: Logger,
    private readonly visitors: { secret: string; clock: Clock },
  ) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 2 });
    this.pool.on('error', (error) => log.warn({ err: error }, 'page view connection lost'));
  }

  /** Counts a view of a published page from what the request tells; bots are not counted. */
  recordVisit(funnelId: string, meta: VisitMeta): void {
    const now = this.visitors.clock.now();
    const visitor = describeVisitor({ ip: meta.ip, userAgent: meta.userAgent }, this.visitors.secret, now);
    if (visitor.device === 'bot') return;
    this.record({
      funnelId,
      sessionId: visitor.sessionId,
      ipAddress: visitor.ipAddress,
      userAgent: visitor.userAgent,
      referrer: meta.referrer?.slice(0, 2000) ?? null,
      pageUrl: meta.pageUrl?.slice(0, 2000) ?? null,
      device: visitor.device,
      browser: visitor.browser,
      os: visitor.os,
      at: now,
    });
  }

  record(view: PageViewInput): void {
    if (this.closed) return;
    this.pending.push(view);
    if (this.pending.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
  }

  /** Writes everything recorded so far; resolves when it is in the database. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.flushing;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    await this.pool.end();
  }

  private async write(batch: PageViewInput[]): Promise<void> {
    const counts = new Map<string, number>();
    for (const view of batch) counts.set(view.funnelId, (counts.get(view.funnelId) ?? 0) + 1);
    const column = <K extends keyof PageViewInput>(key: K) => batch.map((view) => view[key]);
    const client = await this.pool.connect().catch((error: unknown) => {
      this.log.error({ err: error, views: batch.length }, 'could not record page views');
      return null;
    });
    if (!client) return;
    try {
      await client.query('begin');
      // A view of a funnel deleted meanwhile is dropped, not failed.
      await client.query(
        `insert into page_views (id, funnel_id, session_id, ip_address, user_agent, referrer, page_url, device, browser, os, created_at)
         select gen_random_uuid(), v.funnel_id, v.session_id, v.ip_address, v.user_agent, v.referrer, v.page_url, v.device, v.browser, v.os, v.created_at
           from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::timestamptz[])
                as v (funnel_id, session_id, ip_address, user_agent, referrer, page_url, device, browser, os, created_at)
           join funnels f on f.id = v.funnel_id`,
        [
          column('funnelId'),
          column('sessionId'),
          column('ipAddress'),
          column('userAgent'),
          column('referrer'),
          column('pageUrl'),
          column('device'),
          column('browser'),
          column('os'),
          column('at'),
        ],
      );
      await client.query(
        `update funnels f
            set total_views = f.total_views + c.n,
                conversion_rate = ${conversionRateSql('f.total_conversions', '(f.total_views + c.n)')}
           from unnest($1::uuid[], $2::int[]) as c (id, n)
          where f.id = c.id`,
        [[...counts.keys()], [...counts.values()]],
      );
      await client.query('commit');
    } catch (error) {
      // A failed rollback means the connection is gone, which ends the transaction anyway.
      await client.query('rollback').catch(() => undefined);
      this.log.error({ err: error, views: batch.length }, 'could not record page views');
    } finally {
      client.release();
    }
  }
}
