import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { MultiSemaphore } from 'redis-semaphore';
import type { Logger } from '../../../shared/logging/logger';
import { NO_QUOTA, type QuotaSettings, type SendQuota } from './send-quota';

/**
 * A user's server limits: connections open at once and messages per second (0: no limit), and
 * optional hourly and daily quotas.
 */
export type SendLimitSettings = { maxConnections: number; ratePerSecond: number } & QuotaSettings;

/**
 * What one process may use of a user's SMTP server while it holds this: `connections` to open,
 * and `take()` before each message (the user's pace). `release()` gives the connections back.
 */
export type SendAllowance = {
  connections: number;
  /** How long the channel may sit unused before it closes and gives its connections back. */
  idleCloseMs: number;
  take(): Promise<void>;
  /** Counts one message against the quotas: null, or when the spent quota's window ends. */
  quota(): Promise<Date | null>;
  /** Whether another process is waiting for this user's connections (hand them over when done). */
  wanted(): Promise<boolean>;
  release(): Promise<void>;
};

/** The per-user limits, in this process only (one process) or across processes (Redis). */
export interface SendLimits {
  /** This user's allowance, waiting up to `waitMs` for a connection; null when none came free. */
  acquire(userId: string, waitMs: number): Promise<SendAllowance | null>;
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
      await sleep(((1 - this.tokens) / this.ratePerSecond) * 1000);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One process (no REDIS_URL): every connection is this process's, the pace is kept per user here. */
export class LocalSendLimits implements SendLimits {
  private readonly rates = new Map<string, RateLimiter>();

  constructor(
    private readonly settings: SendLimitSettings,
    private readonly quota: SendQuota = NO_QUOTA,
  ) {}

  acquire(userId: string): Promise<SendAllowance> {
    let rate = this.rates.get(userId);
    if (!rate) {
      rate = new RateLimiter(this.settings.ratePerSecond);
      this.rates.set(userId, rate);
    }
    const pace = rate;
    return Promise.resolve({
      connections: this.settings.maxConnections,
      idleCloseMs: 60_000,
      take: () => pace.take(),
      quota: () => this.quota.take(userId),
      wanted: () => Promise.resolve(false),
      release: () => Promise.resolve(),
    });
  }
}

/** How long a process's connection lease lives without being renewed (a dead process's lapses). */
const LEASE_MS = 30_000;
/** A process gives its connections back this soon after its last message, for others to use. */
const SHARED_IDLE_CLOSE_MS = 5_000;
/** How often a process waiting for a connection looks again. */
const RETRY_MS = 100;
/** How long a process that found no free connection is remembered as waiting for one. */
const DEMAND_MS = 15_000;

/**
 * A user's send rate shared by every process (rate-limiter-flexible on Redis): a budget per
 * second; a message waits for the next second when this one's is spent, whoever spent it.
 */
export class SharedSendRate {
  private readonly limiter: RateLimiterRedis | null;

  constructor(redis: Redis, ratePerSecond: number) {
    // Whole messages per whole seconds, never faster than asked: 2.5/s is 2 a second, 0.3/s one per 4 s.
    this.limiter =
      ratePerSecond > 0
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: 'ff:smtp-rate',
            points: ratePerSecond >= 1 ? Math.floor(ratePerSecond) : 1,
            duration: ratePerSecond >= 1 ? 1 : Math.ceil(1 / ratePerSecond),
          })
        : null;
  }

  /** Resolves when `userId`'s pace allows one more message. */
  async take(userId: string): Promise<void> {
    if (!this.limiter) return;
    for (;;) {
      try {
        await this.limiter.consume(userId);
        return;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        await sleep(Math.max(1, error.msBeforeNext));
      }
    }
  }
}

/**
 * Several processes (REDIS_URL): a user's connection cap and send rate hold for all of them
 * together. Connections are leased from a Redis semaphore per user (redis-semaphore: renewed
 * while held, lapsing if the process dies); a process takes as many as are free, at least one.
 * A process that finds none says it is waiting, and the holder hands its connections over at
 * the end of its current delivery run (a campaign slice is at most a minute) instead of keeping
 * them for its next one, so one user's sends on several workers take turns. The pace is shared
 * (SharedSendRate).
 */
export class RedisSendLimits implements SendLimits {
  private readonly rate: SharedSendRate;

  constructor(
    private readonly redis: Redis,
    private readonly settings: SendLimitSettings,
    private readonly log: Logger,
    private readonly leaseMs = LEASE_MS,
    private readonly quota: SendQuota = NO_QUOTA,
  ) {
    this.rate = new SharedSendRate(redis, settings.ratePerSecond);
  }

  async acquire(userId: string, waitMs: number): Promise<SendAllowance | null> {
    const lease = await this.lease(userId, waitMs);
    if (!lease) return null;
    const demand = this.demandKey(userId);
    return {
      connections: lease.permits,
      idleCloseMs: SHARED_IDLE_CLOSE_MS,
      take: () => this.rate.take(userId),
      quota: () => this.quota.take(userId),
      wanted: async () => (await this.redis.exists(demand)) > 0,
      release: async () => {
        await Promise.all(lease.semaphores.map((semaphore) => semaphore.release()));
      },
    };
  }

  private demandKey(userId: string): string {
    return `ff:smtp-connections-wanted:${userId}`;
  }

  /** As many of the user's connections as are free (at least one, waiting up to `waitMs`). */
  private async lease(
    userId: string,
    waitMs: number,
  ): Promise<{ semaphores: MultiSemaphore[]; permits: number } | null> {
    const { maxConnections } = this.settings;
    // One attempt each: this loop does the waiting, trying the largest share first.
    const semaphore = (permits: number) =>
      new MultiSemaphore(this.redis, `ff:smtp-connections:${userId}`, maxConnections, permits, {
        lockTimeout: this.leaseMs,
        acquireAttemptsLimit: 1,
        onLockLost: (error) =>
          // Renewal failed (Redis unreachable past the lease): the cap may be exceeded until the channel closes.
          this.log.warn({ err: error, userId }, 'an SMTP connection lease lapsed'),
      });
    const deadline = performance.now() + waitMs;
    for (;;) {
      for (let permits = maxConnections; permits >= 1; permits -= 1) {
        const candidate = semaphore(permits);
        if (await candidate.tryAcquire()) {
          await this.redis.del(this.demandKey(userId));
          // The rest may have been freed between the tries (a holder handing over): one more try.
          const rest = permits < maxConnections ? semaphore(maxConnections - permits) : null;
          if (rest && (await rest.tryAcquire()))
            return { semaphores: [candidate, rest], permits: maxConnections };
          return { semaphores: [candidate], permits };
        }
      }
      if (performance.now() >= deadline) return null;
      await this.redis.set(this.demandKey(userId), '1', 'PX', DEMAND_MS);
      await sleep(RETRY_MS);
    }
  }
}
