/**
 * A process that uses a user's SMTP limits through Redis, as a worker would (for
 * send-limits.test.ts), printing one JSON line per event. MODE=rate: takes `TAKES` messages'
 * worth of the user's pace as fast as it is allowed, then ends. Otherwise: takes the user's
 * connections and holds them until told to stop (SIGTERM), so a test can also kill it holding them.
 */
import Redis from 'ioredis';
import { RedisSendLimits, SharedSendRate } from '../../src/modules/email/delivery/send-limits';
import { createLogger } from '../../src/shared/logging/logger';

async function main() {
  const redis = new Redis(process.env.REDIS_URL ?? '');
  const limits = new RedisSendLimits(
    redis,
    { maxConnections: Number(process.env.MAX_CONNECTIONS), ratePerSecond: Number(process.env.RATE) },
    createLogger('error'),
    Number(process.env.LEASE_MS),
  );
  const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`);
  if (process.env.MODE === 'rate') {
    // The pace alone, as every process sending for the user shares it.
    const rate = new SharedSendRate(redis, Number(process.env.RATE));
    for (let i = 0; i < Number(process.env.TAKES); i += 1) {
      await rate.take(process.env.USER_ID ?? '');
      say({ event: 'take', at: Date.now() });
    }
    say({ event: 'done' });
    await redis.quit();
    return;
  }
  const allowance = await limits.acquire(process.env.USER_ID ?? '', Number(process.env.WAIT_MS));
  say({ event: 'allowance', connections: allowance?.connections ?? 0 });
  if (!allowance) return redis.quit();
  say({ event: 'done' });
  process.once('SIGTERM', () => {
    void allowance.release().then(() => redis.quit());
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
