import type { DeliveryRef } from '../../../shared/events/domain-events';
import { Service } from '../../../shared/service';
import { withEmailUtm } from '../../analytics';
import type { Outbox } from './outboxes';
import { TrackingTokens } from './tracking-tokens';

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

  /** The open pixel was fetched. */
  async open(token: string): Promise<boolean> {
    const parsed = this.tokens.verify('open', token);
    if (!parsed) return false;
    for (const delivery of deliveriesOf(parsed))
      await this.deps.domainEvents.emit('email.opened', { delivery });
    return true;
  }

  /** A tracked link was followed: answers the URL signed into the token (null for a bad token). */
  async click(token: string): Promise<string | null> {
    const parsed = this.tokens.verify('click', token);
    if (!parsed) return null;
    for (const delivery of deliveriesOf(parsed))
      await this.deps.domainEvents.emit('email.clicked', { delivery });
    const ownDomain = await this.ownFunnelDomain(parsed.url);
    return withEmailUtm(parsed.url, parsed.outbox ?? null, (url) => ownDomain || this.isAppPage(url));
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
