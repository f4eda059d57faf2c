import type { MikroORM } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import type { Config } from '../config';
import type { RateLimits } from './auth/rate-limits';
import type { Clock } from './clock';
import type { SecretBox } from './crypto/secret-box';
import type { DomainEvents } from './events/domain-events';
import type { EventBus } from './events/event-bus';
import type { JobQueue } from './jobs/job-queue';
import type { Logger } from './logging/logger';
import type { AppMetrics } from './observability/metrics';

/**
 * The long-lived infrastructure every service may use, created once per process (web or
 * worker). What belongs to one domain (page assets, the page-view recorder, the published page
 * cache, the SMTP pool) is built by that domain's module instead.
 */
export type AppDeps = {
  config: Config;
  orm: MikroORM;
  /** The database the app runs on (also for the few parts that keep a pg pool of their own). */
  databaseUrl: string;
  log: Logger;
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: AppMetrics;
  /** Realtime events for GraphQL subscriptions, across processes when REDIS_URL is set. */
  events: EventBus;
  /** Typed in-process reactions between modules (a lead captured starts a sequence…). */
  domainEvents: DomainEvents;
  limits: RateLimits;
  /** Redis (REDIS_URL), for what every process must count together; null: this process alone. */
  redis: Redis | null;
  clock: Clock;
  jobs: JobQueue;
  /** The app secret (SESSION_SECRET or the generated one): keys for hashes and signed tokens. */
  secret: string;
  /** Seals and opens stored SMTP passwords (EMAIL_ENCRYPTION_KEY or the generated key). */
  secretBox: SecretBox;
};
