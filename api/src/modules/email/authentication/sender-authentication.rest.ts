import { Router } from 'express';
import { handle, requireSignedIn } from '../../../shared/rest/rest';

/**
 * Sender authentication (cookie session), answered as the GraphQL types are:
 * GET /api/email/dkim (the state), POST /api/email/dkim (set up: 201), POST /api/email/dkim/check,
 * POST /api/email/dkim/rotate, PUT /api/email/dkim/signing { enabled, signAnyway }, and
 * POST /api/email/dns-check (SPF, DKIM and DMARC of the From domain).
 */
export function senderAuthenticationRoutes(): Router {
  const router = Router();
  router.get(
    '/email/dkim',
    requireSignedIn,
    handle((ctx) => ctx.services.senderAuthentication.state(ctx.actor)),
  );
  router.post(
    '/email/dkim',
    requireSignedIn,
    handle((ctx) => ctx.services.senderAuthentication.setup(ctx.actor), { status: 201 }),
  );
  router.post(
    '/email/dkim/check',
    requireSignedIn,
    handle((ctx) => ctx.services.senderAuthentication.check(ctx.actor)),
  );
  router.post(
    '/email/dkim/rotate',
    requireSignedIn,
    handle((ctx) => ctx.services.senderAuthentication.rotate(ctx.actor)),
  );
  router.put(
    '/email/dkim/signing',
    requireSignedIn,
    handle((ctx, req) => ctx.services.senderAuthentication.setSigning(ctx.actor, req.body)),
  );
  router.post(
    '/email/dns-check',
    requireSignedIn,
    handle((ctx) => ctx.services.senderAuthentication.checkDns(ctx.actor)),
  );
  return router;
}
