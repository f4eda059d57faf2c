import Redis from 'ioredis';
import type { Config } from './config';
import { MODULES, buildServices, type Services } from './modules';
import type { AppDeps } from './shared/app-deps';
import { DEFAULT_RATE_LIMITS, createRateLimits, type RateLimitRules } from './shared/auth/rate-limits';
import { loadSessionSecret } from './shared/auth/session';
import { systemClock, type Clock } from './shared/clock';
import { loadSecretBox } from './shared/crypto/secret-box';
import type { Database } from './shared/db/database';
import { inUnitOfWork } from './shared/db/unit-of-work';
import { DomainEvents } from './shared/events/domain-events';
import { createEventBus } from './shared/events/event-bus';
import { startJobQueue } from './shared/jobs/job-queue';
import type { Logger } from './shared/logging/logger';
import { AppMetrics } from './shared/observability/metrics';
import type { Closable, ProcessRole } from './shared/modules/module';

export type ComposeOptions = { clock?: Clock; rateLimits?: RateLimitRules; role: ProcessRole };

export type Cleanup = [name: string, close: () => Promise<unknown>];

export type ComposedApp = { deps: AppDeps; services: Services; cleanups: Cleanup[] };

const closable = (value: unknown): value is Closable =>
  typeof value === 'object' && value !== null && typeof (value as Closable).close === 'function';

/**
 * Everything a process (web or worker) runs on, around an open database: the shared
 * infrastructure (events, rate limits, the job queue), every module's services built once,
 * their domain-event reactions, their jobs, and their start hooks. Cleanups are listed in the
 * order things were made; close them in reverse.
 */
export async function composeApp(
  config: Config,
  db: Database,
  log: Logger,
  options: ComposeOptions,
): Promise<ComposedApp> {
  const cleanups: Cleanup[] = [];
  try {
    const events = createEventBus(config.redisUrl);
    cleanups.push(['events', () => events.close()]);
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
    if (redis) cleanups.push(['redis', () => redis.quit()]);
    const jobs = await startJobQueue(db.url, {
      workers: options.role.workers,
      log,
      unitOfWork: (work) => inUnitOfWork(db.orm, work),
    });
    cleanups.push(['jobs', () => jobs.stop()]);
    const metrics = new AppMetrics();
    metrics.measureQueues(() => jobs.depths());
    const deps: AppDeps = {
      config,
      orm: db.orm,
      databaseUrl: db.url,
      log,
      metrics,
      events,
      domainEvents: new DomainEvents(log),
      limits: createRateLimits(
        {
          apiKeyRequests: { points: config.apiKeyRequestsPerMinute, durationSeconds: 60 },
          ...(options.rateLimits ?? {
            ...DEFAULT_RATE_LIMITS,
            signUpPerIp: { points: config.signUpsPerIpPerHour, durationSeconds: 60 * 60 },
          }),
        },
        redis,
      ),
      redis,
      clock: options.clock ?? systemClock,
      jobs,
      secret: await loadSessionSecret(config),
      secretBox: await loadSecretBox(config),
    };
    const services = buildServices(deps);
    // Closed after the job queue has stopped (so no handler still uses them), before the bus.
    const jobsAt = cleanups.findIndex(([name]) => name === 'jobs');
    for (const [name, service] of Object.entries(services))
      if (closable(service)) cleanups.splice(jobsAt, 0, [name, async () => service.close()]);
    for (const module of MODULES) {
      if (module.subscriptions) deps.domainEvents.subscribe(module.name, module.subscriptions(services));
    }
    await jobs.register(MODULES.flatMap((module) => module.jobs?.(services, deps) ?? []));
    for (const module of MODULES) {
      if (!module.start) continue;
      const started = await inUnitOfWork(db.orm, () => module.start!(services, deps, options.role));
      if (started) cleanups.push([`${module.name} start`, async () => started.close()]);
    }
    return { deps, services, cleanups };
  } catch (error) {
    for (const [name, close] of cleanups.reverse())
      await close().catch((closeError: unknown) =>
        log.error({ err: closeError, step: name }, 'failed to close'),
      );
    throw error;
  }
}
