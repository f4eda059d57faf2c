import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../../shared/app-deps';
import { rescoreLeads } from '../../leads/lead-scoring';
import { TrackingTokens } from './tracking-tokens';

const tokensBySecret = new Map<string, TrackingTokens>();

/** The signer for this app secret (one per process). */
export function trackingTokens(secret: string): TrackingTokens {
  let tokens = tokensBySecret.get(secret);
  if (!tokens) {
    tokens = new TrackingTokens(secret);
    tokensBySecret.set(secret, tokens);
  }
  return tokens;
}

export type UnsubscribeTarget = { email: string | null; unsubscribed: boolean };

/**
 * What people do with a campaign or sequence email: open it (the pixel), click a link, unsubscribe. Every
 * call is public and trusts only the signed token. Opens and clicks count once per recipient
 * (into the campaign's opens/clicks and the recipient's openedAt/clickedAt) and rescore the lead.
 */
export class CampaignTrackingService {
  constructor(
    private readonly deps: AppDeps,
    private readonly em: EntityManager,
  ) {}

  private get tokens(): TrackingTokens {
    return trackingTokens(this.deps.secret);
  }

  /** The open pixel was fetched: counts the first open of this recipient. */
  async open(token: string): Promise<boolean> {
    const parsed = this.tokens.verify('open', token);
    if (!parsed) return false;
    const [row] = await this.em.execute<Array<{ user_id: string; lead_id: string }>>(
      `with r as (
         update campaign_recipients set opened_at = ?
          where id = ? and opened_at is null
         returning campaign_id, lead_id
       )
       update campaigns c set opens = opens + 1 from r where c.id = r.campaign_id
       returning c.user_id, r.lead_id`,
      [this.deps.clock.now(), parsed.recipientId],
    );
    const engaged = row ?? (await this.sequenceEngagement(parsed.recipientId, false));
    if (engaged) await this.engaged(engaged.user_id, engaged.lead_id);
    return true;
  }

  /**
   * An open or click of a sequence email (its token names the email_sequence_logs row): counted
   * once per send on the log and the step. Null when the row is unknown or was counted before.
   */
  private async sequenceEngagement(
    logId: string,
    click: boolean,
  ): Promise<{ user_id: string; lead_id: string } | null> {
    const now = this.deps.clock.now();
    const [row] = await this.em.execute<Array<{ user_id: string; lead_id: string }>>(
      `with old as (
         select id, opened_at is null as first_open, clicked_at is null as first_click
           from email_sequence_logs
          where id = ? and (case when ? then clicked_at is null else opened_at is null end)
          for update
       ), g as (
         update email_sequence_logs l
            set opened_at = coalesce(l.opened_at, ?),
                clicked_at = case when ? then coalesce(l.clicked_at, ?) else l.clicked_at end
           from old where l.id = old.id
         returning l.sequence_id, l.step_id, l.lead_id, old.first_open, old.first_click
       ), steps as (
         update email_sequence_steps st
            set open_count = open_count + (case when g.first_open then 1 else 0 end),
                click_count = click_count + (case when ? and g.first_click then 1 else 0 end)
           from g where st.id = g.step_id
       )
       select q.user_id, g.lead_id from g join email_sequences q on q.id = g.sequence_id
        where g.lead_id is not null`,
      [logId, click, now, click, now, click],
    );
    return row ?? null;
  }

  /**
   * A tracked link was followed: answers the URL signed into the token (null for a bad token),
   * counting the first click of this recipient, and an open if none was counted yet.
   */
  async click(token: string): Promise<string | null> {
    const parsed = this.tokens.verify('click', token);
    if (!parsed) return null;
    const now = this.deps.clock.now();
    const [row] = await this.em.execute<Array<{ user_id: string; lead_id: string }>>(
      `with old as (
         select id, opened_at is null as first_open from campaign_recipients
          where id = ? and clicked_at is null for update
       ), r as (
         update campaign_recipients cr set clicked_at = ?, opened_at = coalesce(cr.opened_at, ?)
           from old where cr.id = old.id
         returning cr.campaign_id, cr.lead_id, old.first_open
       )
       update campaigns c set clicks = clicks + 1, opens = opens + (case when r.first_open then 1 else 0 end)
         from r where c.id = r.campaign_id
       returning c.user_id, r.lead_id`,
      [parsed.recipientId, now, now],
    );
    const engaged = row ?? (await this.sequenceEngagement(parsed.recipientId, true));
    if (engaged) await this.engaged(engaged.user_id, engaged.lead_id);
    return parsed.url;
  }

  /** Who an unsubscribe link is for (the confirm page); null for a bad token. */
  async unsubscribeTarget(token: string): Promise<UnsubscribeTarget | null> {
    const parsed = this.tokens.verify('unsubscribe', token);
    if (!parsed) return null;
    const [lead] = await this.em.execute<Array<{ email: string; unsubscribed: boolean }>>(
      `select email, unsubscribed_at is not null as unsubscribed from leads where id = ?`,
      [parsed.leadId],
    );
    return { email: lead?.email ?? null, unsubscribed: lead?.unsubscribed ?? true };
  }

  /**
   * Unsubscribes the lead the token names (RFC 8058 one-click, or the confirm page's button):
   * every later campaign skips them. Idempotent; false for a bad token.
   */
  async unsubscribe(token: string): Promise<boolean> {
    const parsed = this.tokens.verify('unsubscribe', token);
    if (!parsed) return false;
    const [row] = await this.em.execute<Array<{ user_id: string }>>(
      `update leads set unsubscribed_at = ?, updated_at = now()
        where id = ? and unsubscribed_at is null
       returning user_id`,
      [this.deps.clock.now(), parsed.leadId],
    );
    // An unsubscribed lead leaves every sequence it is in.
    await this.em.execute(
      `update email_sequence_subscribers set status = 'unsubscribed', next_email_at = null
        where lead_id = ? and status = 'active'`,
      [parsed.leadId],
    );
    if (row) {
      this.deps.log.info({ leadId: parsed.leadId, recipientId: parsed.recipientId }, 'lead unsubscribed');
      this.deps.events.publish('LEADS_CHANGED', row.user_id, { leadIds: [parsed.leadId] });
    }
    return true;
  }

  private async engaged(userId: string, leadId: string): Promise<void> {
    await rescoreLeads(this.em, [leadId]);
    this.deps.events.publish('LEADS_CHANGED', userId, { leadIds: [leadId] });
  }
}
