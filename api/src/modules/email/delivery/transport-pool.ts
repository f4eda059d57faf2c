import { createHash } from 'node:crypto';
import { SMTP_TIMEOUT_MS, smtpIdentity, type SmtpTarget } from './smtp';
import type { OutgoingMessage } from './message';
import type { Logger } from '../../../shared/logging/logger';
import type { SendAllowance, SendLimits } from './send-limits';
import { SmtpThread, type SendOutcome } from './smtp-thread';

export type { SendOutcome };

/** A message may take this long to be accepted once connected (big bodies, slow servers). */
const SEND_TIMEOUT_MS = 60_000;

/** At most `size` holders at once; waiters are served in order. */
export class Semaphore {
  private active = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async acquire(): Promise<() => void> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiters.push(resolve));
    else this.active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiters.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}

/**
 * One user's way out: a pooled transport (in the SMTP thread) with the connections this process
 * holds of the user's cap, and the user's pace. `slots`: two messages per connection with the
 * transport at a time (one on the wire, the next ready behind it). `lanes`: four per connection,
 * so while some results are being recorded the connections have their next message.
 */
export class UserChannel {
  readonly slots: Semaphore;
  readonly lanes: number;
  /**
   * A message's whole way, from its turn to its recorded result, for every run on this channel
   * together (a worker runs several slices of one campaign at once): what a stalled process
   * may have delivered and not yet recorded stays four per connection however many runs share it.
   */
  readonly unrecorded: Semaphore;
  lastUsed = performance.now();
  private busy = 0;
  private closed = false;

  constructor(
    readonly userId: string,
    readonly key: string,
    private readonly thread: SmtpThread,
    readonly allowance: SendAllowance,
  ) {
    this.lanes = allowance.connections * 4;
    this.slots = new Semaphore(allowance.connections * 2);
    this.unrecorded = new Semaphore(this.lanes);
  }

  get idle(): boolean {
    return this.busy === 0;
  }

  /** Resolves when the user's pace allows one more message. */
  take(): Promise<void> {
    return this.allowance.take();
  }

  /** Counts one message against the user's quotas: null, or when the spent quota's window ends. */
  quota(): Promise<Date | null> {
    return this.allowance.quota();
  }

  /** Marks the channel in use by a delivery run (so it is not closed under it). */
  use(): () => void {
    this.busy += 1;
    this.lastUsed = performance.now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.busy -= 1;
      this.lastUsed = performance.now();
    };
  }

  send(message: OutgoingMessage): Promise<SendOutcome> {
    this.lastUsed = performance.now();
    return this.thread.send(this.key, message);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.thread.closeTransport(this.key);
    await this.allowance.release();
  }
}

/** How long a delivery run waits for one of the user's connections another process holds. */
const CONNECTION_WAIT_MS = 10_000;

/**
 * Pooled nodemailer transports, one per user and SMTP target, kept across delivery runs in a
 * worker process (on its SMTP thread). How many connections each may open and how fast it may
 * send come from the limits of the user's SMTP server (set in Email Settings, else the
 * CAMPAIGN_SEND_* defaults; `SendLimits`: this process alone, or shared by every process
 * through Redis). A changed target (new settings) gets a new pool; idle pools are closed and
 * their connections given back.
 */
export class TransportPool {
  private readonly channels = new Map<string, UserChannel>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly thread = new SmtpThread();

  constructor(
    private readonly limits: SendLimits,
    private readonly log: Logger,
  ) {
    this.sweeper = setInterval(
      () =>
        void this.closeIdle().catch((error: unknown) =>
          this.log.warn({ err: error }, 'closing idle SMTP pools failed; tried again in a second'),
        ),
      1_000,
    );
    this.sweeper.unref();
  }

  /**
   * The user's channel for `target`, in use until `done()` is called; null when none of the
   * user's connections came free in time (other processes hold them all: try again later).
   */
  async channel(
    userId: string,
    target: SmtpTarget,
  ): Promise<{ channel: UserChannel; done: () => void } | null> {
    const hash = createHash('sha256')
      // The signing key too: turning DKIM on (or a new key) gets a pool that signs with it.
      .update(
        JSON.stringify([
          target.host,
          target.port,
          target.secure,
          target.user,
          target.password,
          target.dkim ?? null,
          // New limits (Email Settings) get a pool sized and paced by them.
          target.limits ?? null,
        ]),
      )
      .digest('hex');
    // Per user as well: two users of one server keep their own connection caps.
    const key = `${userId}:${hash}`;
    const existing = this.channels.get(key);
    if (existing) return { channel: existing, done: this.doneWith(key, existing) };
    // Settings changed: the old pool closes once idle, and gives its connections back.
    const allowance = await this.limits.acquire(userId, CONNECTION_WAIT_MS, {
      identity: smtpIdentity(target),
      limits: target.limits ?? null,
    });
    if (!allowance) return null;
    const raced = this.channels.get(key);
    if (raced) {
      await allowance.release();
      return { channel: raced, done: this.doneWith(key, raced) };
    }
    this.thread.open(key, {
      pool: true,
      maxConnections: allowance.connections,
      maxMessages: Infinity,
      // A connection closed mid-message is a failed attempt for the delivery queue to count and
      // retry with its backoff; nodemailer re-sending it unseen would hide the attempt.
      maxRequeues: 0,
      host: target.host,
      port: target.port,
      secure: target.secure,
      auth: target.user ? { user: target.user, pass: target.password ?? '' } : undefined,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SEND_TIMEOUT_MS,
      logger: false,
      debug: false,
      ...(target.dkim ? { dkim: target.dkim } : {}),
    });
    const channel = new UserChannel(userId, key, this.thread, allowance);
    this.channels.set(key, channel);
    return { channel, done: this.doneWith(key, channel) };
  }

  /**
   * The end of a delivery run on `channel`: when it was the last and another process waits for
   * the user's connections, they are handed over now rather than kept for this process's next run.
   */
  private doneWith(key: string, channel: UserChannel): () => void {
    const finished = channel.use();
    return () => {
      finished();
      if (!channel.idle) return;
      void channel.allowance
        .wanted()
        .then(async (wanted) => {
          if (!wanted || !channel.idle || this.channels.get(key) !== channel) return;
          this.channels.delete(key);
          await channel.close();
        })
        .catch((error: unknown) =>
          // Redis unreachable: the channel closes when idle, as usual.
          this.log.warn({ err: error, userId: channel.userId }, 'could not hand SMTP connections over'),
        );
    };
  }

  private async closeIdle(): Promise<void> {
    const now = performance.now();
    for (const [key, channel] of this.channels) {
      const stale = [...this.channels.values()].some(
        (other) => other !== channel && other.userId === channel.userId && other.lastUsed > channel.lastUsed,
      );
      // A pool replaced by newer settings closes as soon as its runs are done.
      const idleFor = stale ? 0 : channel.allowance.idleCloseMs;
      if (channel.idle && now - channel.lastUsed > idleFor) {
        this.channels.delete(key);
        await channel.close();
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const channel of this.channels.values()) await channel.close();
    this.channels.clear();
    await this.thread.close();
  }
}
