import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import { Service } from '../../../shared/service';
import type { DeliverResult } from './deliver';
import { DeliveryQueue } from './delivery-queue';
import { RetryPolicy, type Failure } from './failure';
import type { Outbox, OutboxTable } from './outboxes';
import type { SmtpTarget } from './smtp';

/**
 * What a module that sends from its outbox (campaigns, sequences) shares: its delivery queue
 * (closed with the process), the retry policy, the user's SMTP target, and the report of how
 * the user's server behaved, which the email status banner shows.
 */
export abstract class OutboxSender extends Service {
  readonly queue: DeliveryQueue;
  protected readonly retry: RetryPolicy;

  constructor(deps: AppDeps, services: Services, outbox: Outbox, table: OutboxTable) {
    super(deps, services);
    const settings = deps.config.campaignSending;
    this.queue = new DeliveryQueue(outbox, table, {
      databaseUrl: deps.databaseUrl,
      claimTimeoutMs: settings.claimTimeoutMs,
      log: deps.log,
    });
    this.retry = new RetryPolicy(settings);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }

  protected get settings() {
    return this.deps.config.campaignSending;
  }

  /**
   * Where `userId`'s mail goes (null: simulate), or undefined when their stored password cannot
   * be opened: the status banner already says so, and the sends wait (logged with `context`).
   */
  protected async targetFor(
    userId: string,
    context: Record<string, unknown>,
  ): Promise<SmtpTarget | null | undefined> {
    try {
      return await this.services.emailSettings.smtpFor(userId);
    } catch (error) {
      this.deps.log.warn({ err: error, userId, ...context }, 'emails wait for usable SMTP settings');
      return undefined;
    }
  }

  /**
   * A delivery whose address the server refused for good while sending (5xx to RCPT TO): a hard
   * bounce, which suppresses the address for the rest of this send and every later one. A failure
   * to record it is logged; it must not stop the send.
   */
  protected readonly recordBounce = async (item: { id: string; email: string }, failure: Failure) => {
    try {
      const owner = await this.services.emailBounces.deliveryOwner({
        outbox: this.queue.outbox,
        id: item.id,
      });
      if (!owner) return;
      await this.services.emailBounces.bounce({
        owner,
        email: item.email,
        permanent: true,
        status: failure.bounce?.status ?? null,
        diagnostic: failure.reason,
        via: 'smtp',
      });
    } catch (error) {
      this.deps.log.warn(
        { err: error, outbox: this.queue.outbox, deliveryId: item.id },
        'a bounce was not recorded',
      );
    }
  };

  /** Messages marked sent, for the send-rate metric: through `target`, or simulated without one. */
  protected countSent(count: number, target: SmtpTarget | null): void {
    if (count > 0)
      this.deps.metrics.emailsSent.inc(
        { outbox: this.queue.outbox, mode: target ? 'smtp' : 'simulated' },
        count,
      );
  }

  /** Tells the status banner how the user's SMTP server behaved in a delivery run. */
  protected async reportConnection(
    userId: string,
    target: SmtpTarget | null,
    result: DeliverResult,
    working: string,
  ): Promise<void> {
    if (!target) return;
    if (result.halted === 'transport' && result.transportReason)
      await this.services.emailSettings.recordConnectionCheck(userId, false, result.transportReason);
    else if (result.sent > 0) await this.services.emailSettings.recordConnectionCheck(userId, true, working);
  }
}
