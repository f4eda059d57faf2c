import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../shared/errors/app-error';

/**
 * Text generations one user may ask for per minute. Text is unlimited per month (002 §2:
 * 'unlimited AI text generation'); this only stops a runaway script from spending the
 * provider's quota for everyone.
 */
export const TEXT_REQUESTS_PER_MINUTE = 30;

/**
 * Counts text generations per user, in Redis when there is one (every process counts together;
 * the in-process count protects while it is unreachable), else in this process — as
 * shared/auth/rate-limits does for its limits.
 */
export class TextRateLimit {
  private readonly limiter;

  constructor(redis: Redis | null, points = TEXT_REQUESTS_PER_MINUTE) {
    const memory = new RateLimiterMemory({ keyPrefix: 'ai-text', points, duration: 60 });
    this.limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: 'ff:rl:ai-text',
          points,
          duration: 60,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** Counts one request of `userId`; throws RATE_LIMITED (with Retry-After) once over the limit. */
  async consume(userId: string, message: (minutes: number) => string): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', message(Math.max(1, Math.ceil(seconds / 60))), {
        retryAfterSeconds: seconds,
      });
    }
  }
}
