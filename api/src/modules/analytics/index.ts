import { defineModule } from '../../shared/modules/module';
import { ClickTracking } from './click-tracking.entity';
import { FunnelAnalytics } from './funnel-analytics.entity';
import { PageViewRecorder } from './page-view-recorder';
import { PageView } from './page-view.entity';
import { trackingRoutes } from './tracking.rest';
import { TrackingService } from './tracking.service';

/** What the analytics module adds to the app's services. */
export type AnalyticsServices = { tracking: TrackingService; pageViews: PageViewRecorder };

/** Analytics: page views and clicks on funnel pages. */
export const analyticsModule = defineModule<AnalyticsServices>({
  name: 'analytics',
  entities: [PageView, ClickTracking, FunnelAnalytics],
  services: (deps, services) => ({
    tracking: new TrackingService(deps, services),
    /** Buffers page views and writes them in batches on a pool of its own (closed on shutdown). */
    pageViews: new PageViewRecorder(deps.databaseUrl, deps.log, { secret: deps.secret, clock: deps.clock }),
  }),
  routes: { fromPages: () => trackingRoutes() },
});

export type { VisitMeta } from './page-view-recorder';
export { anonymizeIp } from './visitor';
