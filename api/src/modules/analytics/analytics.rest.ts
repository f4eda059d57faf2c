import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import type { AnalyticsReport } from './analytics-report';

/**
 * 001 §7 analytics paths (cookie session), each with ?days=7|30|90 (default 30):
 * GET /api/dashboard/advanced-stats[?funnelId=] and the per-funnel breakdowns.
 */
export function analyticsRoutes(): Router {
  const router = Router();
  router.get(
    '/dashboard/advanced-stats',
    requireSignedIn,
    handle(async (ctx, req) => {
      const report = await ctx.services.analytics.report(ctx.actor, {
        days: req.query.days,
        funnelId: req.query.funnelId,
      });
      return { ...report.summary, previous: report.previous, changes: report.changes, days: report.days };
    }),
  );
  const perFunnel = (path: string, pick: (report: AnalyticsReport) => unknown) =>
    router.get(
      `/analytics/funnels/:funnelId/${path}`,
      requireSignedIn,
      handle(async (ctx, req) =>
        pick(
          await ctx.services.analytics.report(ctx.actor, {
            days: req.query.days,
            funnelId: req.params.funnelId,
          }),
        ),
      ),
    );
  perFunnel('traffic-sources', (r) => r.trafficSources);
  perFunnel('device-breakdown', (r) => r.devices);
  perFunnel('daily-traffic', (r) => r.daily);
  perFunnel('countries', (r) => r.countries);
  perFunnel('top-pages', (r) => r.topPages);
  perFunnel('exit-pages', (r) => r.exitPages);
  perFunnel('utm-campaigns', (r) => r.utmCampaigns);
  perFunnel('funnel-steps', (r) => r.funnelSteps);
  return router;
}
