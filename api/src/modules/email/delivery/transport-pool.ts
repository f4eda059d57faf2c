import { createHash } from 'node:crypto';
import { SMTP_TIMEOUT_MS, type SmtpTarget } from './smtp';
import type { OutgoingMessage } from './message';
import { SmtpThread, type SendOutcome } from './smtp-thread';

export type { SendOutcome };

/** How long a user's pool may sit unused before its connections are closed. */
const IDLE_CLOSE_MS = 60_000;
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

/** A token bucket: `ratePerSecond` on average, bursts of up to one second's worth. 0: unlimited. */
export class RateLimiter {
  private tokens: number;
  private updated = performance.now();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly ratePerSecond: number) {
    this.tokens = Math.min(1, ratePerSecond);
  }

  /** Resolves when one more message may go. */
  take(): Promise<void> {
    if (this.ratePerSecond <= 0) return Promise.resolve();
    const turn = this.queue.then(() => this.wait());
    this.queue = turn;
    return turn;
  }

  private async wait(): Promise<void> {
    for (;;) {
      const now = performance.now();
      this.tokens = Math.min(
        Math.max(1, this.ratePerSecond),
        this.tokens + ((now - this.updated) / 1000) * this.ratePerSecond,
      );
      this.updated = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, ((1 - this.tokens) / this.ratePerSecond) * 1000));
    }
  }
}

/**
 * One user's way out: a pooled transport (in the SMTP thread), the connection cap and the rate
 * limit. `slots`: two messages per connection with the transport at a time (one on the wire, the
 * next ready behind it). `lanes`: four per connection, so while some results are being recorded
 * the connections have their next message.
 */
export class UserChannel {
  readonly slots: Semaphore;
  readonly lanes: number;
  readonly rate: RateLimiter;
  lastUsed = performance.now();
  private busy = 0;

  constructor(
    readonly key: string,
    private readonly thread: SmtpThread,
    options: { maxConnections: number; ratePerSecond: number },
  ) {
    this.lanes = options.maxConnections * 4;
    this.slots = new Semaphore(options.maxConnections * 2);
    this.rate = new RateLimiter(options.ratePerSecond);
  }

  get idle(): boolean {
    return this.busy === 0;
  }

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    this.busy += 1;
    this.lastUsed = performance.now();
    try {
      return await this.thread.send(this.key, message);
    } finally {
      this.busy -= 1;
      this.lastUsed = performance.now();
    }
  }

  close(): void {
    this.thread.closeTransport(this.key);
  }
}

/**
 * Pooled nodemailer transports, one per user and SMTP target, kept across jobs in a worker
 * process (on its SMTP thread): `maxConnections` connections per user (so at most that many
 * messages in flight) and `ratePerSecond` messages per second per user. A changed target (new
 * settings) gets a new pool; pools unused for a minute are closed.
 */
export class TransportPool {
  private readonly channels = new Map<string, UserChannel>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly thread = new SmtpThread();

  constructor(private readonly options: { maxConnections: number; ratePerSecond: number }) {
    this.sweeper = setInterval(() => this.closeIdle(), IDLE_CLOSE_MS / 2);
    this.sweeper.unref();
  }

  channel(userId: string, target: SmtpTarget): UserChannel {
    const hash = createHash('sha256')
      .update(JSON.stringify([target.host, target.port, target.secure, target.user, target.password]))
      .digest('hex');
    // Per user as well: two users of one server keep their own connection caps.
    const key = `${userId}:${hash}`;
    const existing = this.channels.get(userId);
    if (existing?.key === key) return existing;
    if (existing?.idle) existing.close();
    this.thread.open(key, {
      pool: true,
      maxConnections: this.options.maxConnections,
      maxMessages: Infinity,
      host: target.host,
      port: target.port,
      secure: target.secure,
      auth: target.user ? { user: target.user, pass: target.password ?? '' } : undefined,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SEND_TIMEOUT_MS,
      logger: false,
      debug: false,
    });
    const channel = new UserChannel(key, this.thread, this.options);
    this.channels.set(userId, channel);
    return channel;
  }

  private closeIdle(): void {
    const now = performance.now();
    for (const [userId, channel] of this.channels) {
      if (channel.idle && now - channel.lastUsed > IDLE_CLOSE_MS) {
        channel.close();
        this.channels.delete(userId);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const channel of this.channels.values()) channel.close();
    this.channels.clear();
    await this.thread.close();
  }
}
