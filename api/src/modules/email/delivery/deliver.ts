import type { Logger } from '../../../shared/logging/logger';
import type { DeliveryQueue } from './delivery-queue';
import { classifyFailure, type Failure, type RetryPolicy } from './failure';
import type { OutgoingMessage } from './message';
import { SentRecorder } from './sent-recorder';
import type { SmtpTarget } from './smtp';
import type { SendOutcome, UserChannel } from './transport-pool';

/** A claimed delivery: the outbox row, who it goes to, and how often it was tried before. */
export type ClaimedDelivery = { id: string; email: string; leadId: string; attempts: number };

/** Claimed deliveries and when they were claimed (performance.now(), before the claim was asked). */
export type ClaimedBatch<C> = { items: C[]; claimedAt: number };

/** How long a delivered message may wait for others to be recorded with it. */
const RECORD_LINGER_MS = 6;
/** Deliveries marked per statement when simulating. */
const SIMULATED_BATCH = 500;

export type DeliverOptions<C extends ClaimedDelivery> = {
  queue: DeliveryQueue;
  /** The pass that claims: it sends a delivery only while its claim is (recently confirmed as) this pass's. */
  token: string;
  /** The next claimed deliveries (up to `limit`), or null when none are left. Called while others are sent. */
  next(limit: number): Promise<ClaimedBatch<C> | null>;
  /** A delivery's message. */
  render(item: C): OutgoingMessage | Promise<OutgoingMessage>;
  /** The user's way out; null with `target`: no SMTP server, each message is logged and counts as sent. */
  channel: UserChannel | null;
  target: SmtpTarget | null;
  /** Deliveries to claim at once. */
  batchSize: number;
  claimTimeoutMs: number;
  retry: RetryPolicy;
  /** True once the run should stop before its next message (time up, the worker stopping). */
  stopped(): boolean;
  /**
   * Marks delivered messages sent (many per statement); `goOn` false stops the run (a campaign
   * paused). Simulated ones (no SMTP server) say so, to be counted apart from deliveries.
   */
  markSent(
    sent: Array<{ id: string; messageId: string; simulated?: boolean }>,
  ): Promise<{ marked: number; goOn: boolean }>;
  /** The server refused the address for good (5xx to RCPT TO): a hard bounce to record. */
  bounced?(item: C, failure: Failure): Promise<void>;
  /** Counts as they happen: deliveries marked sent, deliveries failed for good. */
  counted?(sent: number, failed: number): void;
  log: Logger;
  /** Said with every simulated message's log line. */
  logContext: Record<string, unknown>;
};

export type DeliverResult = {
  /** Messages the SMTP server accepted (or that were simulated). */
  sent: number;
  /**
   * Why the run stopped early: the scope stopped wanting mail, the connection failed, or the
   * user's hourly or daily quota is spent (until `resumeAt`).
   */
  halted: 'paused' | 'transport' | 'quota' | null;
  transportReason: string | null;
  resumeAt: Date | null;
};

/**
 * Delivers claimed messages through one user's channel: the one send loop of campaigns and
 * sequences. Lanes (four per connection, so a connection always has its next message while
 * results are being recorded) take deliveries from a queue the next claim refills before it
 * runs dry. A lane sends only while sending may go on, and only while its delivery's claim was
 * confirmed within half the claim timeout: a heartbeat renews the pass's claims every quarter
 * of the timeout, and a pass that stalled longer renews first and drops every delivery whose
 * claim it lost, so two workers never both send one. Each result is recorded before the lane
 * takes the next (a crash repeats at most the messages in flight); deliveries never started are
 * released for the next claim. A lost connection stops the run (the rest is retried later).
 */
export async function deliver<C extends ClaimedDelivery>(options: DeliverOptions<C>): Promise<DeliverResult> {
  const result: DeliverResult = { sent: 0, halted: null, transportReason: null, resumeAt: null };
  const recorder = new SentRecorder(
    options.markSent,
    (count) => options.counted?.(count, 0),
    // Three results per connection or a few milliseconds, whichever comes first.
    { lingerMs: RECORD_LINGER_MS, flushAt: Math.max(1, (options.channel?.lanes ?? 4) * 0.75) },
  );
  try {
    if (options.channel && options.target)
      await sendAll(options, options.channel, options.target, recorder, result);
    else await simulateAll(options, result);
  } finally {
    await options.queue.release(options.token);
  }
  return result;
}

async function sendAll<C extends ClaimedDelivery>(
  options: DeliverOptions<C>,
  channel: UserChannel,
  target: SmtpTarget,
  recorder: SentRecorder,
  result: DeliverResult,
): Promise<void> {
  const { queue, token, claimTimeoutMs: timeoutMs } = options;
  const lanes = channel.lanes;
  const waiting: C[] = [];
  /** Deliveries this pass holds, with when their claim was last known to be its own. */
  const held = new Map<string, number>();
  let claiming: Promise<void> | null = null;
  let renewing: Promise<void> | null = null;
  let exhausted = false;
  const stop = () => result.halted !== null || options.stopped();

  const refill = () => {
    claiming ??= (async () => {
      try {
        const batch = await options.next(options.batchSize);
        if (batch === null) exhausted = true;
        else
          for (const item of batch.items) {
            waiting.push(item);
            held.set(item.id, batch.claimedAt);
          }
      } finally {
        claiming = null;
      }
    })();
    return claiming;
  };

  const renew = () => {
    renewing ??= (async () => {
      try {
        const asked = performance.now();
        const kept = await queue.heartbeat(token);
        for (const id of held.keys()) {
          if (kept.has(id)) held.set(id, asked);
          else held.delete(id);
        }
      } finally {
        renewing = null;
      }
    })();
    return renewing;
  };
  const heartbeat = setInterval(
    () =>
      void renew().catch((error: unknown) =>
        options.log.warn({ err: error, outbox: queue.outbox }, 'claim heartbeat failed; retried next beat'),
      ),
    Math.max(50, timeoutMs / 4),
  );

  /** True while the delivery's claim is (recently confirmed as) this pass's. */
  const stillHeld = async (id: string): Promise<boolean> => {
    const confirmed = held.get(id);
    if (confirmed === undefined) return false;
    if (performance.now() - confirmed <= timeoutMs / 2) return true;
    await renew();
    const renewed = held.get(id);
    return renewed !== undefined && performance.now() - renewed <= timeoutMs / 2;
  };

  const record = async (item: C, outcome: SendOutcome, messageId: string): Promise<void> => {
    if (outcome.ok) {
      result.sent += 1;
      const goOn = await recorder.add(item.id, messageId);
      if (!goOn && result.halted === null) result.halted = 'paused';
      return;
    }
    const failure = classifyFailure(outcome.error, target);
    if (failure.kind === 'transport' && result.halted === null) {
      result.halted = 'transport';
      result.transportReason = failure.reason;
    }
    const attempts = item.attempts + 1;
    if (options.retry.givesUp(failure, attempts)) {
      if (await queue.fail(item.id, failure.reason)) {
        options.counted?.(0, 1);
        if (failure.bounce) await options.bounced?.(item, failure);
      }
    } else await queue.retryLater(item.id, failure.reason, options.retry.delayMs(attempts));
  };

  const lane = async () => {
    for (;;) {
      if (stop()) return;
      // A failed background refill is seen by the lane that awaits the next one.
      if (waiting.length < lanes && !exhausted) void refill().catch(() => undefined);
      const item = waiting.shift();
      if (!item) {
        if (exhausted && !claiming) return;
        await (claiming ?? refill());
        continue;
      }
      const recorded = await channel.unrecorded.acquire();
      try {
        // A connection's turn: only two messages per connection reach the transport, so what a
        // stalled worker has handed over is about what is on the wire, not a long queue behind it.
        // Made before the claim is checked: a first render in a cold, loaded process can take
        // seconds, and the claim must still be this pass's when the message goes, not before.
        const message = await options.render(item);
        // The provider's quota: once spent, the run ends and the rest waits for the next window.
        const resumeAt = await channel.quota();
        if (resumeAt) {
          waiting.unshift(item);
          if (result.halted === null) {
            result.halted = 'quota';
            result.resumeAt = resumeAt;
          }
          return;
        }
        const release = await channel.slots.acquire();
        let sent: { outcome: SendOutcome; messageId: string };
        try {
          await channel.take();
          // A message already counted against the quota still goes when another lane found it spent.
          if (result.halted !== 'quota' && stop()) {
            waiting.unshift(item);
            return;
          }
          if (result.halted === 'quota' && options.stopped()) {
            waiting.unshift(item);
            return;
          }
          if (!(await stillHeld(item.id))) continue;
          sent = { outcome: await channel.send(message), messageId: message.messageId };
        } finally {
          release();
        }
        await record(item, sent.outcome, sent.messageId);
        held.delete(item.id);
      } finally {
        recorded();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: lanes }, lane));
  } finally {
    clearInterval(heartbeat);
    // Settled only so the pass can release its claims; a failure already failed a lane.
    await Promise.allSettled([claiming, renewing]);
  }
}

/**
 * No SMTP server: each message is made and logged, and counts as sent (001 §2.4), marked
 * simulated: Performance counts it apart from what was delivered.
 */
async function simulateAll<C extends ClaimedDelivery>(
  options: DeliverOptions<C>,
  result: DeliverResult,
): Promise<void> {
  while (result.halted === null && !options.stopped()) {
    const batch = await options.next(SIMULATED_BATCH);
    if (batch === null) return;
    if (batch.items.length === 0) continue;
    const sent: Array<{ id: string; messageId: string; simulated: true }> = [];
    for (const item of batch.items) {
      const message = await options.render(item);
      options.log.info(
        {
          ...options.logContext,
          outbox: options.queue.outbox,
          deliveryId: item.id,
          to: message.to,
          from: message.from,
          subject: message.subject,
          messageId: message.messageId,
        },
        `${options.queue.outbox} email simulated (no SMTP server configured): logged, not sent`,
      );
      sent.push({ id: item.id, messageId: message.messageId, simulated: true });
    }
    const { marked, goOn } = await options.markSent(sent);
    result.sent += marked;
    options.counted?.(marked, 0);
    if (!goOn) result.halted = 'paused';
  }
}
