import type Redis from 'ioredis';
import { MultiSemaphore } from 'redis-semaphore';
import type { Logger } from '../../../shared/logging/logger';
import { NO_QUOTA, type QuotaSettings, type SendQuota } from './send-quota';

/**
 * An SMTP server's limits: connections open at once and messages per second (0: no limit), and
 * optional hourly and daily quotas.
 */
export type SendLimitSettings = { maxConnections: number; ratePerSecond: number } & QuotaSettings;

/** What a user set for their SMTP server in Email Settings; a missing or null value: the default. */
export type SendLimitOverrides = { [K in keyof SendLimitSettings]?: number | null };

/**
 * Which SMTP server a send goes through (`identity`: a hash of host, port and login) and the
 * limits the user set for it. Counts are kept per user and server: a new server starts afresh.
 */
export type SmtpServerLimits = { identity: string; limits?: SendLimitOverrides | null };

/** The limits that hold: the user's own where set, else the server-wide defaults. */
export function effectiveLimits(
  defaults: SendLimitSettings,
  overrides: SendLimitOverrides | null | undefined,
): SendLimitSettings {
  const pick = (key: keyof SendLimitSettings) => overrides?.[key] ?? defaults[key] ?? 0;
  return {
    maxConnections: Math.max(1, pick('maxConnections')),
    ratePerSecond: pick('ratePerSecond'),
    hourlyQuota: pick('hourlyQuota'),
    dailyQuota: pick('dailyQuota'),
  };
}

/** The key of a user's counts on one SMTP server (the user alone when no server is named). */
const limitKey = (userId: string, server?: SmtpServerLimits) =>
  server?.identity ? `${userId}:${server.identity}` : userId;

/**
 * What one process may use of a user's SMTP server while it holds this: `connections` to open,
 * and `take()` before each message (the server's pace). `release()` gives the connections back.
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

/** The per-user, per-server limits, in this process only (one process) or across processes (Redis). */
export interface SendLimits {
  /**
   * This user's allowance on `server` (its own limits, else the defaults), waiting up to `waitMs`
   * for a connection; null when none came free.
   */
  acquire(userId: string, waitMs: number, server?: SmtpServerLimits): Promise<SendAllowance | null>;
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

/** One process (no REDIS_URL): every connection is this process's, the pace is kept per user and server here. */
export class LocalSendLimits implements SendLimits {
  private readonly rates = new Map<string, RateLimiter>();

  constructor(
    private readonly settings: SendLimitSettings,
    private readonly quota: SendQuota = NO_QUOTA,
  ) {}

  acquire(userId: string, _waitMs = 0, server?: SmtpServerLimits): Promise<SendAllowance> {
    const settings = effectiveLimits(this.settings, server?.limits);
    const key = limitKey(userId, server);
    // A changed rate gets a bucket of its own.
    const rateKey = `${key}@${settings.ratePerSecond}`;
    let rate = this.rates.get(rateKey);
    if (!rate) {
      rate = new RateLimiter(settings.ratePerSecond);
      this.rates.set(rateKey, rate);
    }
    const pace = rate;
    return Promise.resolve({
      connections: settings.maxConnections,
      idleCloseMs: 60_000,
      take: () => pace.take(),
      quota: () => this.quota.take(key, settings),
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
 * A send rate shared by every process, kept in Redis as the earliest time the next message may
 * go (GCRA with a burst of one): messages leave at least 1/rate seconds apart, whoever sends
 * them, so no second ever holds more than the rate (a fixed per-second budget let twice the
 * rate through across a second's edge). Redis's own clock decides, so process clocks may differ.
 */
export class SharedSendRate {
  private readonly intervalUs: number;
  /** This process's takes per key, one after another: only the first of them polls Redis. */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly redis: Redis,
    ratePerSecond: number,
  ) {
    this.intervalUs = ratePerSecond > 0 ? Math.ceil(1_000_000 / ratePerSecond) : 0;
  }

  /** Resolves when `key`'s pace (a user's server) allows one more message. */
  take(key: string): Promise<void> {
    if (this.intervalUs === 0) return Promise.resolve();
    const previous = this.queues.get(key) ?? Promise.resolve();
    const turn = previous.then(() => this.wait(key));
    const settled = turn.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return turn;
  }

  private async wait(key: string): Promise<void> {
    for (;;) {
      const waitMs = Number(await this.redis.eval(PACE_SCRIPT, 1, `ff:smtp-pace:${key}`, this.intervalUs));
      if (waitMs <= 0) return;
      await sleep(waitMs);
    }
  }
}

/**
 * KEYS[1]: when the next message may go (µs, Redis time); ARGV[1]: the interval (µs). Answers 0
 * and moves the time on by one interval when a message may go now, else the ms to wait.
 */
const PACE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[1])
local due = tonumber(redis.call('GET', KEYS[1]) or '0')
if due > now then return math.ceil((due - now) / 1000) end
redis.call('SET', KEYS[1], string.format('%.0f', now + interval), 'PX', math.ceil(interval / 1000) + 1000)
return 0`;

/**
 * Several processes (REDIS_URL): a user's connection cap and send rate on their SMTP server hold
 * for all of them together. Connections are leased from a Redis semaphore per user and server (redis-semaphore: renewed
 * while held, lapsing if the process dies); a process takes as many as are free, at least one.
 * A process that finds none says it is waiting, and the holder hands its connections over at
 * the end of its current delivery run (a campaign slice is at most a minute) instead of keeping
 * them for its next one, so one user's sends on several workers take turns. The pace is shared
 * (SharedSendRate).
 */
export class RedisSendLimits implements SendLimits {
  /** One shared pace per rate in use (users' servers may each set their own). */
  private readonly rates = new Map<number, SharedSendRate>();

  constructor(
    private readonly redis: Redis,
    private readonly settings: SendLimitSettings,
    private readonly log: Logger,
    private readonly leaseMs = LEASE_MS,
    private readonly quota: SendQuota = NO_QUOTA,
  ) {}

  async acquire(userId: string, waitMs: number, server?: SmtpServerLimits): Promise<SendAllowance | null> {
    const settings = effectiveLimits(this.settings, server?.limits);
    const key = limitKey(userId, server);
    const lease = await this.lease(key, settings.maxConnections, waitMs);
    if (!lease) return null;
    const demand = this.demandKey(key);
    const rate = this.rateOf(settings.ratePerSecond);
    return {
      connections: lease.permits,
      idleCloseMs: SHARED_IDLE_CLOSE_MS,
      take: () => rate.take(key),
      quota: () => this.quota.take(key, settings),
      wanted: async () => (await this.redis.exists(demand)) > 0,
      release: async () => {
        await Promise.all(lease.semaphores.map((semaphore) => semaphore.release()));
      },
    };
  }

  private rateOf(ratePerSecond: number): SharedSendRate {
    let rate = this.rates.get(ratePerSecond);
    if (!rate) {
      rate = new SharedSendRate(this.redis, ratePerSecond);
      this.rates.set(ratePerSecond, rate);
    }
    return rate;
  }

  private demandKey(key: string): string {
    return `ff:smtp-connections-wanted:${key}`;
  }

  /** As many of the server's connections as are free (at least one, waiting up to `waitMs`). */
  private async lease(
    key: string,
    maxConnections: number,
    waitMs: number,
  ): Promise<{ semaphores: MultiSemaphore[]; permits: number } | null> {
    // One attempt each: this loop does the waiting, trying the largest share first.
    const semaphore = (permits: number) =>
      new MultiSemaphore(this.redis, `ff:smtp-connections:${key}`, maxConnections, permits, {
        lockTimeout: this.leaseMs,
        acquireAttemptsLimit: 1,
        onLockLost: (error) =>
          // Renewal failed (Redis unreachable past the lease): the cap may be exceeded until the channel closes.
          this.log.warn({ err: error, key }, 'an SMTP connection lease lapsed'),
      });
    const deadline = performance.now() + waitMs;
    for (;;) {
      for (let permits = maxConnections; permits >= 1; permits -= 1) {
        const candidate = semaphore(permits);
        if (await candidate.tryAcquire()) {
          await this.redis.del(this.demandKey(key));
          // The rest may have been freed between the tries (a holder handing over): one more try.
          const rest = permits < maxConnections ? semaphore(maxConnections - permits) : null;
          if (rest && (await rest.tryAcquire()))
            return { semaphores: [candidate, rest], permits: maxConnections };
          return { semaphores: [candidate], permits };
        }
      }
      if (performance.now() >= deadline) return null;
      await this.redis.set(this.demandKey(key), '1', 'PX', DEMAND_MS);
      await sleep(RETRY_MS);
    }
  }
}
