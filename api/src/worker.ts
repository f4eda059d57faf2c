import 'reflect-metadata';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { allJobs } from './jobs';
import { DEFAULT_RATE_LIMITS, createRateLimits } from './shared/auth/rate-limits';
import { systemClock } from './shared/clock';
import { openDatabase } from './shared/db/database';
import { createEventBus } from './shared/events/event-bus';
import { startJobQueue } from './shared/jobs/job-queue';
import { createLogger } from './shared/logging/logger';

/** Workers only (`npm run worker`): runs background jobs, serves no HTTP. */
async function main() {
  loadDotEnv();
  const config = { ...loadConfig(), workers: true };
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log);
  const events = createEventBus(config.redisUrl);
  const jobs = await startJobQueue(db.url, { workers: true, log });
  await jobs.register(
    allJobs({
      config,
      orm: db.orm,
      log,
      events,
      limits: createRateLimits(DEFAULT_RATE_LIMITS, null),
      clock: systemClock,
      jobs,
    }),
  );
  log.info('FunnelForge workers are running');
  const stop = async () => {
    await jobs.stop();
    await events.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `FunnelForge cannot start. ${error.message}` : error);
  process.exit(1);
});
