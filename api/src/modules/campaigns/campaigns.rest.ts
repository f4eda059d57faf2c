import { Router } from 'express';
import { sendPage } from '../../shared/pagination';
import { requestOrigin } from '../../shared/http/request-origin';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { toCampaignJson } from './campaign.mapper';

/**
 * 001 §7 campaign paths (cookie session), over the same service as the GraphQL resolvers.
 * GET /api/campaigns takes an optional ?status= (all, draft, scheduled, sending, sent, completed).
 * POST /api/campaigns/{id}/send belongs to the sending engine (campaigns/sending).
 */
export function campaignsRoutes(): Router {
  const router = Router();
  router.get(
    '/campaigns',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.campaigns.list(ctx.actor, req.query), toCampaignJson),
    ),
  );
  router.get(
    '/campaigns/stats',
    requireSignedIn,
    handle(async (ctx) => ctx.services.campaigns.stats(ctx.actor)),
  );
  router.delete(
    '/campaigns/bulk/all',
    requireSignedIn,
    handle(async (ctx) => ({
      message: 'All campaigns deleted successfully',
      deleted: await ctx.services.campaigns.removeAll(ctx.actor),
    })),
  );
  router.post(
    '/campaigns',
    requireSignedIn,
    handle(async (ctx, req) => toCampaignJson(await ctx.services.campaigns.create(ctx.actor, req.body)), {
      status: 201,
    }),
  );
  router.get(
    '/campaigns/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      toCampaignJson(await ctx.services.campaigns.get(ctx.actor, String(req.params.id))),
    ),
  );
  router.get(
    '/campaigns/:id/recipients',
    requireSignedIn,
    handle(async (ctx, req) => ctx.services.campaigns.recipientIds(ctx.actor, String(req.params.id))),
  );
  router.put(
    '/campaigns/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      toCampaignJson(await ctx.services.campaigns.update(ctx.actor, String(req.params.id), req.body)),
    ),
  );
  // Send test: { to: [up to 5 addresses] } → one { email, status, suppression, reason } per address.
  router.post(
    '/campaigns/:id/test',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.campaigns.sendTest(ctx.actor, String(req.params.id), req.body, {
        baseUrl: requestOrigin(req),
      }),
    ),
  );
  router.delete(
    '/campaigns/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      await ctx.services.campaigns.remove(ctx.actor, String(req.params.id));
      return { message: 'Campaign deleted successfully' };
    }),
  );
  return router;
}
