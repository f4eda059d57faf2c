import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import type { Config } from '../config';
import { allJobs } from '../jobs';
import { PageViewRecorder } from '../modules/analytics/page-view-recorder';
import { startInboundSmtpServer } from '../modules/email/inbound/inbound-smtp-server';
import { PublishedPageCache } from '../modules/funnels/published-page-cache';
import { loadPageAssets } from '../modules/page-renderer/page-assets';
import { pageModelFingerprint } from '../modules/page-renderer/page-model';
import type { AppDeps } from './app-deps';
import { DEFAULT_RATE_LIMITS, createRateLimits, type RateLimitRules } from './auth/rate-limits';
import { loadSessionSecret } from './auth/session';
import { systemClock, type Clock } from './clock';
import { loadSecretBox } from './crypto/secret-box';
import type { Database } from './db/database';
import { createEventBus } from './events/event-bus';
import { startJobQueue } from './jobs/job-queue';
import type { Logger } from './logging/logger';

export type DepsOptions = { clock?: Clock; rateLimits?: RateLimitRules; workers: boolean };

export type Cleanup = [name: string, close: () => Promise<unknown>];

/**
 * The long-lived parts of a process (web or worker) around an open database: events, rate
 * limits, the job queue with every job registered, page assets and the page-view recorder.
 * Cleanups are listed in the order they were created; close them in reverse.
 */
export async function createDeps(
  config: Config,
  db: Database,
  log: Logger,
  options: DepsOptions,
): Promise<{ deps: AppDeps; cleanups: Cleanup[] }> {
  const cleanups: Cleanup[] = [];
  try {
    const events = createEventBus(config.redisUrl);
    cleanups.push(['events', () => events.close()]);
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
    if (redis) cleanups.push(['redis', () => redis.quit()]);
    const jobs = await startJobQueue(db.url, { workers: options.workers, log });
    cleanups.push(['jobs', () => jobs.stop()]);
    const pageViews = new PageViewRecorder(db.url, log);
    cleanups.push(['page views', () => pageViews.close()]);
    const pageAssets = loadPageAssets(config.webDistDir);
    const deps: AppDeps = {
      config,
      orm: db.orm,
      log,
      events,
      limits: createRateLimits(options.rateLimits ?? DEFAULT_RATE_LIMITS, redis),
      clock: options.clock ?? systemClock,
      jobs,
      secret: await loadSessionSecret(config),
      secretBox: await loadSecretBox(config),
      pageAssets,
      rendererVersion: createHash('sha256')
        .update(`${pageModelFingerprint()}|${pageAssets.fingerprint}`)
        .digest('hex')
        .slice(0, 16),
      pageViews,
      publishedPages: new PublishedPageCache(),
    };
    await jobs.register(allJobs(deps));
    if (options.workers && config.inboundEmail) {
      const inbound = await startInboundSmtpServer(deps, config.inboundEmail);
      cleanups.push(['inbound smtp', () => inbound.close()]);
    }
    return { deps, cleanups };
  } catch (error) {
    for (const [, close] of cleanups.reverse()) await close().catch(() => undefined);
    throw error;
  }
}
