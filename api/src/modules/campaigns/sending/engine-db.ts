import { Pool } from 'pg';
import type { Logger } from '../../../shared/logging/logger';
import type { CampaignStatus } from '../campaign.entity';

export type ClaimedRecipient = {
  id: string;
  lead_id: string;
  email: string;
  attempts: number;
  unsubscribed: boolean;
};

/**
 * The statements every message goes through (claims, delivered marks, progress counts), on a
 * small connection pool of the engine's own as named prepared statements: planned once per
 * connection, no ORM in between. Everything else uses the app's EntityManager.
 */
export class EngineDb {
  private pool: Pool | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
  ) {}

  private get db(): Pool {
    if (!this.pool) {
      this.pool = new Pool({ connectionString: this.databaseUrl, max: 4 });
      this.pool.on('error', (error) => this.log.warn({ err: error }, 'campaign sending connection lost'));
    }
    return this.pool;
  }

  /**
   * Takes up to `limit` pending recipients no live worker holds and whose retry time has come,
   * for the slice `token`.
   */
  async claim(
    campaignId: string,
    token: string,
    claimTimeoutMs: number,
    limit: number,
  ): Promise<ClaimedRecipient[]> {
    const { rows } = await this.db.query<ClaimedRecipient>({
      name: 'campaign-claim',
      text: `with picked as (
               select id from campaign_recipients
                where campaign_id = $1 and status = 'pending'
                  and (claimed_at is null or claimed_at < now() - $2::int * interval '1 millisecond')
                  and (retry_at is null or retry_at <= now())
                limit $3 for update skip locked
             )
             update campaign_recipients r set claimed_at = now(), claim_token = $4
               from picked, leads l
              where r.id = picked.id and l.id = r.lead_id
             returning r.id, r.lead_id, coalesce(r.email, l.email) as email, r.attempts,
                       l.unsubscribed_at is not null as unsubscribed`,
      values: [campaignId, Math.round(claimTimeoutMs), limit, token],
    });
    return rows;
  }

  /** Renews the claims the slice `token` still holds; answers their ids (the others were lost). */
  async heartbeat(campaignId: string, token: string): Promise<Set<string>> {
    const { rows } = await this.db.query<{ id: string }>({
      name: 'campaign-heartbeat',
      text: `update campaign_recipients set claimed_at = now()
              where claim_token = $2 and campaign_id = $1 and status = 'pending'
             returning id`,
      values: [campaignId, token],
    });
    return new Set(rows.map((row) => row.id));
  }

  /** Gives back what the slice `token` still holds, for the next claim. */
  async release(campaignId: string, token: string): Promise<void> {
    await this.db.query({
      name: 'campaign-release',
      text: `update campaign_recipients set claimed_at = null, claim_token = null
              where claim_token = $2 and campaign_id = $1 and status = 'pending'`,
      values: [campaignId, token],
    });
  }

  /** Marks still-pending recipients sent; answers how many changed and the campaign's status now. */
  async markSent(
    campaignId: string,
    sent: Array<{ id: string; messageId: string }>,
  ): Promise<{ marked: number; status: CampaignStatus | null }> {
    const { rows } = await this.db.query<{ marked: number; campaign_status: CampaignStatus | null }>({
      name: 'campaign-mark-sent',
      text: `with marked as (
               update campaign_recipients r
                  set status = 'sent', sent_at = now(), message_id = m.message_id, claimed_at = null,
                      claim_token = null, retry_at = null, error = null, attempts = r.attempts + 1
                 from unnest($1::uuid[], $2::text[]) as m(id, message_id)
                where r.id = m.id and r.status = 'pending'
               returning r.id
             )
             select (select count(*) from marked)::int as marked,
                    (select status from campaigns where id = $3) as campaign_status`,
      values: [sent.map((s) => s.id), sent.map((s) => s.messageId), campaignId],
    });
    return { marked: rows[0]?.marked ?? 0, status: rows[0]?.campaign_status ?? null };
  }

  /**
   * Adds to a campaign's sent and failed counts, unless it is done: then they were counted
   * exactly from the recipients (whose marks all committed before).
   */
  async addCounts(campaignId: string, sent: number, failed: number): Promise<void> {
    await this.db.query({
      name: 'campaign-add-counts',
      text: `update campaigns set sent_count = sent_count + $2, failed_count = failed_count + $3
              where id = $1 and status not in ('sent', 'completed')`,
      values: [campaignId, sent, failed],
    });
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }
}
