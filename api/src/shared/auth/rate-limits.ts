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
  reset(key: string): Promise<void>;
};

function limiter(prefix: string, rule: LimitRule, redis: Redis | null): Limiter {
  const memory = new RateLimiterMemory({
    keyPrefix: prefix,
    points: rule.points,
    duration: rule.durationSeconds,
  });
  // Redis shares counts between processes; if it is unreachable the in-process count still protects.
  const store: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `ff:rl:${prefix}`,
        points: rule.points,
        duration: rule.durationSeconds,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async consume(key, message) {
      try {
        await store.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw new AppError('RATE_LIMITED', message(Math.max(1, Math.ceil(seconds / 60))), {
            retryAfterSeconds: seconds,
          });
        }
        throw error;
      }
    },
    async allow(key) {
      try {
        await store.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

export type RateLimitRules = {
  signInPerIp: LimitRule;
  signInPerEmail: LimitRule;
  signUpPerIp: LimitRule;
  referralClicksPerIp: LimitRule;
  leadSubmissionsPerIp: LimitRule;
  trackingEventsPerIp: LimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  signInPerIp: { points: 50, durationSeconds: 15 * 60 },
  signInPerEmail: { points: 10, durationSeconds: 15 * 60 },
  signUpPerIp: { points: 20, durationSeconds: 60 * 60 },
  referralClicksPerIp: { points: 30, durationSeconds: 60 },
  leadSubmissionsPerIp: { points: 10, durationSeconds: 60 },
  trackingEventsPerIp: { points: 120, durationSeconds: 60 },
};

export type RateLimits = { [K in keyof RateLimitRules]: Limiter };

export function createRateLimits(rules: RateLimitRules, redis: Redis | null): RateLimits {
  return {
    signInPerIp: limiter('signin-ip', rules.signInPerIp, redis),
    signInPerEmail: limiter('signin-email', rules.signInPerEmail, redis),
    signUpPerIp: limiter('signup-ip', rules.signUpPerIp, redis),
    referralClicksPerIp: limiter('referral-ip', rules.referralClicksPerIp, redis),
    leadSubmissionsPerIp: limiter('lead-ip', rules.leadSubmissionsPerIp, redis),
    trackingEventsPerIp: limiter('tracking-ip', rules.trackingEventsPerIp, redis),
  };
}
