import { Router } from 'express';
import { handle } from '../../shared/rest/rest';

export function affiliatesRoutes(): Router {
  const router = Router();

  // Public: fired by the landing page for ?ref= visits. Answers 202 whether or not the code exists.
  router.post(
    '/referral/track',
    handle(
      async (ctx, req) => {
        await ctx.services.affiliates.trackReferralClick(req.body ?? {}, { ip: ctx.ip });
        return { received: true };
      },
      { status: 202 },
    ),
  );

  return router;
}
