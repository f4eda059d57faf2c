import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { SMTP_TIMEOUT_MS, type SmtpTarget } from '../../email/smtp';
import type { OutgoingMessage } from './campaign-message';

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
  private updated = Date.now();
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
      const now = Date.now();
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

export type SendOutcome = { ok: true; response: string } | { ok: false; error: unknown };

/**
 * One user's way out: a pooled transport, the connection cap and the rate limit. Up to four
 * messages per connection are in flight at once (`lanes`: handed to the pool, or sent and being
 * recorded), so a connection has its next message ready while results are recorded.
 */
export class UserChannel {
  readonly slots: Semaphore;
  readonly lanes: number;
  readonly rate: RateLimiter;
  lastUsed = Date.now();
  private busy = 0;

  constructor(
    readonly key: string,
    private readonly transport: Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>,
    options: { maxConnections: number; ratePerSecond: number },
  ) {
    this.lanes = options.maxConnections * 4;
    this.slots = new Semaphore(this.lanes);
    this.rate = new RateLimiter(options.ratePerSecond);
  }

  get idle(): boolean {
    return this.busy === 0;
  }

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    this.busy += 1;
    this.lastUsed = Date.now();
    try {
      const info = await this.transport.sendMail(message);
      return { ok: true, response: info.response };
    } catch (error) {
      return { ok: false, error };
    } finally {
      this.busy -= 1;
      this.lastUsed = Date.now();
    }
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Pooled nodemailer transports, one per user and SMTP target, kept across jobs in a worker
 * process: `maxConnections` connections per user (so at most that many messages in flight) and
 * `ratePerSecond` messages per second per user. A changed target (new settings) gets a new
 * pool; pools unused for a minute are closed.
 */
export class TransportPool {
  private readonly channels = new Map<string, UserChannel>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: { maxConnections: number; ratePerSecond: number }) {
    this.sweeper = setInterval(() => this.closeIdle(), IDLE_CLOSE_MS / 2);
    this.sweeper.unref();
  }

  channel(userId: string, target: SmtpTarget): UserChannel {
    const key = createHash('sha256')
      .update(JSON.stringify([target.host, target.port, target.secure, target.user, target.password]))
      .digest('hex');
    const existing = this.channels.get(userId);
    if (existing?.key === key) return existing;
    if (existing?.idle) existing.close();
    const transport = nodemailer.createTransport({
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
    const channel = new UserChannel(key, transport, this.options);
    this.channels.set(userId, channel);
    return channel;
  }

  private closeIdle(): void {
    const now = Date.now();
    for (const [userId, channel] of this.channels) {
      if (channel.idle && now - channel.lastUsed > IDLE_CLOSE_MS) {
        channel.close();
        this.channels.delete(userId);
      }
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const channel of this.channels.values()) channel.close();
    this.channels.clear();
  }
}
