import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { PageViewRecorder } from '../modules/analytics/page-view-recorder';
import type { PublishedPageCache } from '../modules/funnels/published-page-cache';
import type { PageAssets } from '../modules/page-renderer/page-assets';
import type { RateLimits } from './auth/rate-limits';
import type { Clock } from './clock';
import type { SecretBox } from './crypto/secret-box';
import type { EventBus } from './events/event-bus';
import type { JobQueue } from './jobs/job-queue';
import type { Logger } from './logging/logger';

/** The long-lived parts every service may use; created once per process. */
export type AppDeps = {
  config: Config;
  orm: MikroORM;
  log: Logger;
  events: EventBus;
  limits: RateLimits;
  clock: Clock;
  jobs: JobQueue;
  /** The app secret (SESSION_SECRET or the generated one): keys for hashes and signed tokens. */
  secret: string;
  /** Seals and opens stored SMTP passwords (EMAIL_ENCRYPTION_KEY or the generated key). */
  secretBox: SecretBox;
  pageAssets: PageAssets;
  /** Identifies the renderer of published pages: page model, stylesheet and script together. */
  rendererVersion: string;
  pageViews: PageViewRecorder;
  publishedPages: PublishedPageCache;
};
