import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../shared/logging/logger';

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

const MAX_BATCH = 500;
const FLUSH_INTERVAL_MS = 250;

/**
 * Page views are many and small: they are buffered and written in batches (one insert, one
 * counter update per funnel) so a busy page never waits on the database. Pending views are
 * written on shutdown; a crash loses at most a quarter of a second of them.
 */
export class PageViewRecorder {
  private pending: PageViewInput[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
  ) {}

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
  }

  private async write(batch: PageViewInput[]): Promise<void> {
    const counts = new Map<string, number>();
    for (const view of batch) counts.set(view.funnelId, (counts.get(view.funnelId) ?? 0) + 1);
    try {
      await this.orm.em.fork().transactional(async (em) => {
        const connection = em.getConnection();
        const values: unknown[] = [];
        const rows = batch.map((view) => {
          values.push(
            view.funnelId,
            view.sessionId,
            view.ipAddress,
            view.userAgent,
            view.referrer,
            view.pageUrl,
            view.device,
            view.browser,
            view.os,
            view.at.toISOString(),
          );
          return '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
        });
        // The funnel may have been deleted since the view; such views are dropped, not failed.
        await connection.execute(
          `insert into page_views (funnel_id, session_id, ip_address, user_agent, referrer, page_url, device, browser, os, created_at, id)
           select v.funnel_id::uuid, v.session_id, v.ip_address, v.user_agent, v.referrer, v.page_url, v.device, v.browser, v.os,
                  v.created_at::timestamptz, gen_random_uuid()
             from (values ${rows.join(', ')}) as v (funnel_id, session_id, ip_address, user_agent, referrer, page_url, device, browser, os, created_at)
             join funnels f on f.id = v.funnel_id::uuid`,
          values,
          'run',
          em.getTransactionContext(),
        );
        const ids = [...counts.keys()];
        const increments = ids.map((id) => counts.get(id) ?? 0);
        await connection.execute(
          `update funnels f
              set total_views = f.total_views + c.n,
                  conversion_rate = least(100, round(f.total_conversions * 100.0 / (f.total_views + c.n), 2))
             from unnest(?::uuid[], ?::int[]) as c (id, n)
            where f.id = c.id`,
          // As array literals: the query builder would spread JS arrays into separate values.
          [`{${ids.join(',')}}`, `{${increments.join(',')}}`],
          'run',
          em.getTransactionContext(),
        );
      });
    } catch (error) {
      this.log.error({ err: error, views: batch.length }, 'could not record page views');
    }
  }
}
