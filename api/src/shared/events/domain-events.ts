import type { Logger } from '../logging/logger';

/**
 * Typed in-process reactions between modules: a module announces what happened in its own
 * words, and other modules react in theirs (a lead captured starts a sequence; later, a payment
 * creates a commission). Events carry ids; handlers re-read what they need.
 */
export type DomainEventMap = {
  /**
   * Someone signed up; `referralCode` is the affiliate code their browser kept, if any, and
   * `deviceHash` their browser's device cookie (hashed), which ties the sign-up to its referral click.
   */
  'account.created': {
    userId: string;
    email: string;
    referralCode: string | null;
    deviceHash: string | null;
  };
  /** A form on a funnel page created or updated a lead. */
  'lead.captured': { userId: string; leadId: string; funnelId: string };
  /** A lead gained tags (created with them, or edited to add them). Tags as given. */
  'lead.tagged': { userId: string; leadId: string; tags: readonly string[] };
  /** Leads created or updated by a CSV import chunk. */
  'leads.imported': { userId: string; leadIds: readonly string[] };
  /** A lead did something that counts towards its score (opened or clicked an email). */
  'lead.engaged': { userId: string; leadId: string };
  /** A pending lead followed its double opt-in confirmation link: it may be emailed now. */
  'lead.confirmed': { userId: string; leadId: string };
  /** A lead unsubscribed from every email of its owner. */
  'lead.unsubscribed': { userId: string; leadId: string };
  /** A tracked email was opened (the pixel). `delivery` names the outbox row the token was made for. */
  'email.opened': { delivery: DeliveryRef };
  /** A tracked link in an email was followed. */
  'email.clicked': { delivery: DeliveryRef };
  /**
   * The click counted on a delivery was the first of a scanner's burst (another link of the
   * same email followed within two seconds): the owning module takes it back, and the open it
   * implied, and records both as a machine's.
   */
  'email.clickRetracted': { delivery: DeliveryRef; reason: string };
  /** A card payment went through (a subscription invoice or a ForgeCoin top-up); amount in the currency's cents. */
  'payment.succeeded': { userId: string; paymentId: string; amountCents: number; currency: string };
  /** Money of a card payment went back to the payer; `amountCents` is this refund's, not the total. */
  'payment.refunded': { userId: string; paymentId: string; amountCents: number };
  /** The payer disputed a card payment with their bank (a chargeback was opened). */
  'payment.disputed': { userId: string; paymentId: string };
};

/** One row of one outbox: a campaign recipient or a sequence send. */
export type DeliveryRef = { outbox: 'campaign' | 'sequence'; id: string };

export type DomainEventName = keyof DomainEventMap;
export type DomainEventHandler<N extends DomainEventName> = (event: DomainEventMap[N]) => Promise<void>;
/** What a module reacts to: at most one handler per event and module. */
export type DomainEventHandlers = { [N in DomainEventName]?: DomainEventHandler<N> };

/**
 * The bus. `emit` runs every handler in the order the modules are listed and waits for them,
 * so a caller (and a test) sees the reactions done; a failing reaction is logged and never
 * fails the action that caused it.
 */
export class DomainEvents {
  private readonly handlers = new Map<
    DomainEventName,
    Array<{ module: string; handle: (e: never) => Promise<void> }>
  >();

  constructor(private readonly log: Logger) {}

  subscribe(module: string, handlers: DomainEventHandlers): void {
    for (const name of Object.keys(handlers) as DomainEventName[]) {
      const handle = handlers[name];
      if (!handle) continue;
      const list = this.handlers.get(name) ?? [];
      list.push({ module, handle: handle as (e: never) => Promise<void> });
      this.handlers.set(name, list);
    }
  }

  async emit<N extends DomainEventName>(name: N, event: DomainEventMap[N]): Promise<void> {
    for (const { module, handle } of this.handlers.get(name) ?? []) {
      try {
        await (handle as DomainEventHandler<N>)(event);
      } catch (error) {
        this.log.error({ err: error, event: name, module }, 'a reaction to a domain event failed');
      }
    }
  }
}
