import { defineModule } from '../../shared/modules/module';
import { analyticsJobs } from './analytics.jobs';
import { AnalyticsResolver } from './analytics.resolver';
import { analyticsRoutes } from './analytics.rest';
import { AnalyticsRollupService } from './analytics-rollup.service';
import { AnalyticsService } from './analytics.service';
import { AnalyticsSession } from './analytics-session.entity';
import { ClickTracking } from './click-tracking.entity';
import { FunnelAnalyticsDimension } from './funnel-analytics-dimension.entity';
import { UserAnalyticsDimension } from './user-analytics-dimension.entity';
import { FunnelAnalytics } from './funnel-analytics.entity';
import { PageView } from './page-view.entity';
import { trackingRoutes } from './tracking.rest';
import { TrackingService } from './tracking.service';
import { VisitRecorder } from './visit-recorder';

/** What the analytics module adds to the app's services. */
export type AnalyticsServices = {
  tracking: TrackingService;
  visits: VisitRecorder;
  analytics: AnalyticsService;
  analyticsRollup: AnalyticsRollupService;
};

/**
 * Analytics (issue 20): visits, views, beacons, clicks and conversions on funnel pages, their
 * daily rollups, the reports of the Analytics screen and the live visitor count.
 */
export const analyticsModule = defineModule<AnalyticsServices>({
  name: 'analytics',
  entities: [
    PageView,
    ClickTracking,
    FunnelAnalytics,
    FunnelAnalyticsDimension,
    UserAnalyticsDimension,
    AnalyticsSession,
  ],
  services: (deps, services) => ({
    tracking: new TrackingService(deps, services),
    analytics: new AnalyticsService(deps, services),
    analyticsRollup: new AnalyticsRollupService(deps, services),
    /** Buffers views, beacons and conversions and writes them in batches on a pool of its own (closed on shutdown). */
    visits: new VisitRecorder(deps.databaseUrl, deps.log, {
      secret: deps.secret,
      clock: deps.clock,
      events: deps.events,
      publicUrl: deps.config.publicUrl,
    }),
  }),
  resolvers: [AnalyticsResolver],
  routes: { fromPages: () => trackingRoutes(), api: () => analyticsRoutes() },
  jobs: (services, deps) => analyticsJobs(services, deps),
});

export type { VisitMeta } from './visit-recorder';
export { anonymizeIp } from './visitor';
export { withEmailUtm, visitSource } from './visit-source';
export { engagementBeaconHandler } from './engagement-beacon';
