import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';

export type LimitRule = { points: number; durationSeconds: number };

export type Limiter = {
  /** Counts one attempt for the key; throws RATE_LIMITED with the given message once over the limit. */
  consume(key: string, message: (minutes: number) => string): Promise<void>;
  /** Counts one attempt; answers false once over the limit instead of throwing. */
  allow(key: string): Promise<boolean>;
  /** Counts one attempt and answers where the key stands (for RateLimit-* headers). */
  take(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
};

/** Where a key stands in its window: what RateLimit-Limit, -Remaining and -Reset say. */
export type LimitState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * Failures of one key, each after the first few making it wait longer: firstDelaySeconds after
 * failuresBeforeDelay failures, doubled by each further failure, at most maxDelaySeconds.
 * Failures are forgotten windowSeconds after the first, or at once on a success (reset).
 */
export type DelayRule = {
  failuresBeforeDelay: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
};

export type DelayLimiter = {
  /** Throws RATE_LIMITED with the given message (and Retry-After) while `key` must wait. */
  check(key: string, message: (minutes: number) => string): Promise<void>;
  /** Counts a failure of `key`; from failuresBeforeDelay on, makes it wait (longer each time). */
  fail(key: string): Promise<void>;
  /** Forgets the failures of `key` (a success). */
  reset(key: string): Promise<void>;
};

function rateLimitedIn(msBeforeNext: number, message: (minutes: number) => string): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', message(Math.max(1, Math.ceil(seconds / 60))), {
    retryAfterSeconds: seconds,
  });
}

/**
 * A rate-limiter-flexible store: in Redis when there is one, so every process counts together
 * (the in-process count protects while Redis is unreachable), else in this process.
 */
function store(
  prefix: string,
  points: number,
  durationSeconds: number,
  redis: Redis | null,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: prefix, points, duration: durationSeconds });
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `ff:rl:${prefix}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: memory,
      })
    : memory;
}

function delayLimiter(prefix: string, rule: DelayRule, redis: Redis | null): DelayLimiter {
  const failures = store(`${prefix}-failures`, Number.MAX_SAFE_INTEGER, rule.windowSeconds, redis);
  // One point: a key held by block() is over it until the block ends.
  const waits = store(`${prefix}-wait`, 1, rule.maxDelaySeconds, redis);
  return {
    async check(key, message) {
      const wait = await waits.get(key);
      if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0)
        throw rateLimitedIn(wait.msBeforeNext, message);
    },
    async fail(key) {
      const { consumedPoints } = await failures.penalty(key, 1);
      const beyond = consumedPoints - rule.failuresBeforeDelay;
      if (beyond < 0) return;
      const seconds = Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(beyond, 30));
      await waits.block(key, Math.ceil(seconds));
    },
    async reset(key) {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}

function limiter(prefix: string, rule: LimitRule, redis: Redis | null): Limiter {
  const limits = store(prefix, rule.points, rule.durationSeconds, redis);
  return {
    async consume(key, message) {
      try {
        await limits.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw rateLimitedIn(error.msBeforeNext, message);
        throw error;
      }
    },
    async allow(key) {
      try {
        await limits.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async take(key) {
      const state = (res: RateLimiterRes, allowed: boolean): LimitState => ({
        allowed,
        limit: rule.points,
        remaining: Math.max(0, res.remainingPoints),
        resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      });
      try {
        return state(await limits.consume(key), true);
      } catch (error) {
        if (error instanceof RateLimiterRes) return state(error, false);
        throw error;
      }
    },
    async reset(key) {
      await limits.delete(key);
    },
  };
}

export type RateLimitRules = {
  /** Every sign-in attempt from one address, whatever the email. */
  signInPerIp: LimitRule;
  /**
   * Failed sign-ins for one email from one address. Keyed on both, so nobody can lock the real
   * owner (on another address) out by failing on purpose; the wait grows with each failure.
   */
  signInFailures: DelayRule;
  signUpPerIp: LimitRule;
  /** Wrong two-factor codes for one account from one address: the wait grows with each failure. */
  twoFactorFailures: DelayRule;
  referralClicksPerIp: LimitRule;
  leadSubmissionsPerIp: LimitRule;
  trackingEventsPerIp: LimitRule;
  /**
   * AI text generations per user. Text is unlimited per month (002 §2); this only stops a runaway
   * script from spending the provider's quota for everyone.
   */
  aiTextPerUser: LimitRule;
  /** Test emails per user (a campaign's Send test): each sends at once, outside the user's queue. */
  testEmailsPerUser: LimitRule;
  /** Requests made with one API key (/api/v1 and /graphql); absent: API_RATE_LIMIT_PER_MINUTE. */
  apiKeyRequests?: LimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  signInPerIp: { points: 50, durationSeconds: 15 * 60 },
  // Five free tries, then 30 s, 1 min, 2 min, … up to an hour between tries.
  signInFailures: {
    failuresBeforeDelay: 5,
    firstDelaySeconds: 30,
    maxDelaySeconds: 60 * 60,
    windowSeconds: 24 * 60 * 60,
  },
  signUpPerIp: { points: 20, durationSeconds: 60 * 60 },
  // A 6-digit code: five free tries, then 30 s, 1 min, 2 min, … up to an hour between tries.
  twoFactorFailures: {
    failuresBeforeDelay: 5,
    firstDelaySeconds: 30,
    maxDelaySeconds: 60 * 60,
    windowSeconds: 24 * 60 * 60,
  },
  referralClicksPerIp: { points: 30, durationSeconds: 60 },
  leadSubmissionsPerIp: { points: 10, durationSeconds: 60 },
  trackingEventsPerIp: { points: 120, durationSeconds: 60 },
  aiTextPerUser: { points: 30, durationSeconds: 60 },
  testEmailsPerUser: { points: 20, durationSeconds: 60 * 60 },
};

export type RateLimits = {
  [K in keyof RateLimitRules]-?: NonNullable<RateLimitRules[K]> extends DelayRule ? DelayLimiter : Limiter;
};

/** The API key limit when the rules do not name one: 120 requests a minute. */
export const DEFAULT_API_KEY_REQUESTS: LimitRule = { points: 120, durationSeconds: 60 };

export function createRateLimits(rules: RateLimitRules, redis: Redis | null): RateLimits {
  return {
    signInPerIp: limiter('signin-ip', rules.signInPerIp, redis),
    signInFailures: delayLimiter('signin-ip-email', rules.signInFailures, redis),
    signUpPerIp: limiter('signup-ip', rules.signUpPerIp, redis),
    twoFactorFailures: delayLimiter('two-factor-ip-user', rules.twoFactorFailures, redis),
    referralClicksPerIp: limiter('referral-ip', rules.referralClicksPerIp, redis),
    leadSubmissionsPerIp: limiter('lead-ip', rules.leadSubmissionsPerIp, redis),
    trackingEventsPerIp: limiter('tracking-ip', rules.trackingEventsPerIp, redis),
    aiTextPerUser: limiter('ai-text', rules.aiTextPerUser, redis),
    testEmailsPerUser: limiter('test-email', rules.testEmailsPerUser, redis),
    apiKeyRequests: limiter('api-key', rules.apiKeyRequests ?? DEFAULT_API_KEY_REQUESTS, redis),
  };
}
