import { Router } from 'express';
import { handle, requireSignedIn } from '../../../shared/rest/rest';
import { toCampaignJson } from '../campaign.mapper';
import { requestOrigin } from '../../../shared/http/request-origin';

/**
 * POST /api/campaigns/{id}/send (001 §7): starts (or resumes) the send; answers the campaign.
 * GET /api/campaigns/{id}/ab-test: its A/B test with each version's figures.
 */
export function campaignSendingRoutes(): Router {
  const router = Router();
  router.post(
    '/campaigns/:id/send',
    requireSignedIn,
    handle(async (ctx, req) =>
      toCampaignJson(
        await ctx.services.campaignSending.send(ctx.actor, String(req.params.id), {
          baseUrl: requestOrigin(req),
        }),
      ),
    ),
  );
  router.get(
    '/campaigns/:id/ab-test',
    requireSignedIn,
    handle(async (ctx, req) => ctx.services.campaignAbTests.report(ctx.actor, String(req.params.id))),
  );
  return router;
}
