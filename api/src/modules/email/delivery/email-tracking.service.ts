import type { DeliveryRef } from '../../../shared/events/domain-events';
import { Service } from '../../../shared/service';
import { withEmailUtm } from '../../analytics';
import { machineReason } from './machine-engagement';
import type { Outbox } from './outboxes';
import { TrackingTokens } from './tracking-tokens';

/** Who fetched a pixel or followed a link: what tells a person from a machine. */
export type EngagementVisitor = { userAgent: string | null };

/** Two links of one email followed within this: a scanner following every link at once. */
const LINK_BURST_MS = 2_000;
const SCANNER_BURST = 'several links at once (a security scanner)';

const TABLES: Record<Outbox, 'campaign_recipients' | 'email_sequence_logs'> = {
  campaign: 'campaign_recipients',
  sequence: 'email_sequence_logs',
};

export type UnsubscribeTarget = { email: string | null; unsubscribed: boolean };

/** The deliveries a token names: its outbox's row, or for a token without one, the row in either. */
function deliveriesOf(token: { recipientId: string; outbox?: Outbox }): DeliveryRef[] {
  const outboxes: Outbox[] = token.outbox ? [token.outbox] : ['campaign', 'sequence'];
  return outboxes.map((outbox) => ({ outbox, id: token.recipientId }));
}

/**
 * What people do with an email (a campaign's or a sequence's): open it (the pixel), click a
 * link, unsubscribe. Every call is public and trusts only the signed token. Opens and clicks
 * are announced as domain events naming the delivery; the module that owns that outbox counts
 * them in its own tables (and the lead is rescored). An unsubscribe goes to the leads module.
 */
export class EmailTrackingService extends Service {
  /** The signer for this app's secret. */
  get tokens(): TrackingTokens {
    return (this.signer ??= new TrackingTokens(this.deps.secret));
  }

  private signer: TrackingTokens | null = null;

  /**
   * The open pixel was fetched. A machine's fetch (see machineReason) is recorded on the delivery
   * apart and not announced: it is no reader's open.
   */
  async open(token: string, visitor: EngagementVisitor = { userAgent: null }): Promise<boolean> {
    const parsed = this.tokens.verify('open', token);
    if (!parsed) return false;
    for (const delivery of deliveriesOf(parsed)) {
      if (await this.byMachine(delivery, visitor, null)) continue;
      await this.deps.domainEvents.emit('email.opened', { delivery });
    }
    return true;
  }

  /**
   * A tracked link was followed: answers the URL signed into the token (null for a bad token).
   * A machine's click still goes where the link points, but counts apart.
   */
  async click(token: string, visitor: EngagementVisitor = { userAgent: null }): Promise<string | null> {
    const parsed = this.tokens.verify('click', token);
    if (!parsed) return null;
    for (const delivery of deliveriesOf(parsed)) {
      if (await this.byMachine(delivery, visitor, parsed.url)) continue;
      await this.deps.domainEvents.emit('email.clicked', { delivery });
    }
    const ownDomain = await this.ownFunnelDomain(parsed.url);
    return withEmailUtm(parsed.url, parsed.outbox ?? null, (url) => ownDomain || this.isAppPage(url));
  }

  /**
   * Whether a machine opened or clicked (bots, scanners, privacy proxies, anything within a second
   * of delivery, another link within two seconds of the first, which also takes back the first);
   * if so it is recorded on the delivery's row, with why the first one was judged so. `link` is
   * the URL of a click, null for an open; the same link twice (a double click) is no burst.
   */
  private async byMachine(
    delivery: DeliveryRef,
    visitor: EngagementVisitor,
    link: string | null,
  ): Promise<boolean> {
    const table = TABLES[delivery.outbox];
    const now = this.now();
    const [row] = await this.em.execute<
      Array<{
        sent_at: Date | null;
        clicked_at: Date | null;
        last_click: Date | null;
        last_clicked_url: string | null;
      }>
    >(
      `select sent_at, clicked_at, greatest(clicked_at, machine_clicked_at) as last_click, last_clicked_url
         from ${table} where id = ?`,
      [delivery.id],
    );
    if (!row) return false;
    let reason = machineReason(
      { userAgent: visitor.userAgent, at: now },
      row.sent_at ? new Date(row.sent_at) : null,
      this.deps.config.scannerWindowMs,
    );
    if (link !== null && row.last_clicked_url !== link)
      await this.em.execute(`update ${table} set last_clicked_url = ? where id = ?`, [link, delivery.id]);
    if (
      !reason &&
      link !== null &&
      row.last_click &&
      row.last_clicked_url !== link &&
      now.getTime() - new Date(row.last_click).getTime() < LINK_BURST_MS
    ) {
      reason = SCANNER_BURST;
      // The burst's first link was counted as a person's click: it was the scanner's too.
      if (row.clicked_at && now.getTime() - new Date(row.clicked_at).getTime() < LINK_BURST_MS)
        await this.deps.domainEvents.emit('email.clickRetracted', { delivery, reason });
    }
    if (!reason) return false;
    const column = link === null ? 'machine_opened_at' : 'machine_clicked_at';
    await this.em.execute(
      `update ${table} set ${column} = coalesce(${column}, ?), machine_reason = coalesce(machine_reason, ?) where id = ?`,
      [now, reason, delivery.id],
    );
    return true;
  }

  /** A published page on this app: /p/... on PUBLIC_URL's host. */
  private isAppPage(url: URL): boolean {
    const app = this.deps.config.publicUrl;
    return url.pathname.startsWith('/p/') && app !== null && url.origin === app;
  }

  /** A funnel's own verified domain. */
  private async ownFunnelDomain(url: string): Promise<boolean> {
    try {
      return (await this.services.funnelDomains.funnelForHost(new URL(url).host.toLowerCase())) !== null;
    } catch {
      return false;
    }
  }

  /** Who an unsubscribe link is for (the confirm page); null for a bad token. */
  async unsubscribeTarget(token: string): Promise<UnsubscribeTarget | null> {
    const parsed = this.tokens.verify('unsubscribe', token);
    if (!parsed) return null;
    const lead = await this.services.leads.unsubscribeState(parsed.leadId);
    return { email: lead?.email ?? null, unsubscribed: lead?.unsubscribed ?? true };
  }

  /**
   * Unsubscribes the lead the token names (RFC 8058 one-click, the confirm page's button, or
   * mail to the unsubscribe mailbox): no later email of its owner reaches it. Idempotent; false
   * for a bad token.
   */
  async unsubscribe(token: string): Promise<boolean> {
    const parsed = this.tokens.verify('unsubscribe', token);
    if (!parsed) return false;
    if (await this.services.leads.unsubscribe(parsed.leadId))
      this.deps.log.info({ leadId: parsed.leadId, recipientId: parsed.recipientId }, 'lead unsubscribed');
    return true;
  }
}
