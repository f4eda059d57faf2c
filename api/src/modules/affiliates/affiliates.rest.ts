import { Router, type Request } from 'express';
import { sendPage } from '../../shared/pagination';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { deviceHashOf } from '../accounts';

/** The referral tracking call (000 §7), the affiliate screens' reads (001 §7, 002 §7), payouts. */
export function affiliatesRoutes(): Router {
  const router = Router();

  // Public: fired by the landing page for ?ref= visits. Answers 202 whether or not the code exists.
  router.post(
    '/referral/track',
    handle(
      async (ctx, req, res) => {
        await ctx.services.referralTracking.trackClick(req.body ?? {}, {
          ip: ctx.ip,
          userAgent: req.headers['user-agent'] ?? null,
          deviceHash: deviceHashOf(req, res),
          userId: ctx.actor?.userId ?? null,
          pageUrl: refererOf(req),
          host: req.headers.host ?? null,
        });
        return { received: true };
      },
      { status: 202 },
    ),
  );

  // 001 §7: the Affiliate Program page.
  router.get(
    '/affiliate/profile',
    requireSignedIn,
    handle((ctx) => ctx.services.affiliates.profile(ctx.actor)),
  );
  router.get(
    '/affiliate/referrals',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.affiliates.referrals(ctx.actor, req.query)),
    ),
  );
  router.get(
    '/affiliate/commissions',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.affiliates.commissions(ctx.actor, req.query)),
    ),
  );

  // 002 §7: Affiliate statistics.
  router.get(
    '/affiliates/my-affiliate',
    requireSignedIn,
    handle((ctx) => ctx.services.affiliates.profile(ctx.actor)),
  );
  router.patch(
    '/affiliates/my-affiliate',
    requireSignedIn,
    handle((ctx, req) => ctx.services.affiliates.update(ctx.actor, req.body)),
  );
  router.get(
    '/affiliates/referrals',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.affiliates.referrals(ctx.actor, req.query)),
    ),
  );
  router.get(
    '/affiliates/commissions',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.affiliates.commissions(ctx.actor, req.query)),
    ),
  );
  router.get(
    '/affiliates/payouts',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.affiliates.payouts(ctx.actor, req.query)),
    ),
  );
  router.get(
    '/affiliates/payouts/:id',
    requireSignedIn,
    handle((ctx, req) => ctx.services.affiliates.payout(ctx.actor, String(req.params.id))),
  );
  router.post(
    '/affiliates/payouts',
    requireSignedIn,
    handle((ctx, req) => ctx.services.payouts.request(ctx.actor, req.body), { status: 201 }),
  );
  // Stripe Connect onboarding: the address to send the browser to.
  router.post(
    '/affiliates/stripe-connect',
    requireSignedIn,
    handle((ctx, req) => ctx.services.affiliates.connectStripe(ctx.actor, originOf(req))),
  );
  router.get(
    '/affiliates/click-stats',
    requireSignedIn,
    handle((ctx, req) => ctx.services.affiliates.clickStats(ctx.actor, req.query)),
  );

  return router;
}

function originOf(req: Request): string | null {
  const origin = req.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : null;
}

/** The landing page's address, from the tracking call's Referer (its UTM parameters name the source). */
function refererOf(req: Request): string | null {
  const referer = req.headers.referer;
  return typeof referer === 'string' && referer.length <= 2000 ? referer : null;
}
