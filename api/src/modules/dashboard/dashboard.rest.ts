import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';

/** 000 §7 dashboard paths (cookie session); stats and performance take an optional ?days=7|30|90. */
export function dashboardRoutes(): Router {
  const router = Router();
  router.get(
    '/dashboard/stats',
    requireSignedIn,
    handle((ctx, req) => ctx.services.dashboard.stats(ctx.actor, { days: req.query.days })),
  );
  router.get(
    '/dashboard/top-funnels',
    requireSignedIn,
    handle((ctx) => ctx.services.dashboard.topFunnels(ctx.actor)),
  );
  router.get(
    '/dashboard/recent-leads',
    requireSignedIn,
    handle(async (ctx) =>
      // 000 §3 Lead (as shown on dashboard).
      (await ctx.services.dashboard.recentLeads(ctx.actor)).map((lead) => ({
        id: lead.id,
        firstName: lead.firstName ?? null,
        lastName: lead.lastName ?? null,
        email: lead.email,
        source: lead.source ?? null,
        score: lead.score,
        createdAt: lead.createdAt,
        status: lead.status,
      })),
    ),
  );
  router.get(
    '/dashboard/performance',
    requireSignedIn,
    handle((ctx, req) => ctx.services.dashboard.performance(ctx.actor, { days: req.query.days })),
  );
  return router;
}
