import { Router } from 'express';
import { requestOrigin } from '../../../shared/http/request-origin';
import { handle, requireSignedIn } from '../../../shared/rest/rest';

/**
 * Bounce and complaint webhook settings (cookie session): GET /api/email/webhooks (every
 * provider), PUT /api/email/webhooks/{provider} { enabled, secret } and
 * POST /api/email/webhooks/{provider}/regenerate (a new URL).
 */
export function emailWebhooksRoutes(): Router {
  const router = Router();
  router.get(
    '/email/webhooks',
    requireSignedIn,
    handle((ctx, req) => ctx.services.emailWebhooks.list(ctx.actor, requestOrigin(req))),
  );
  router.put(
    '/email/webhooks/:provider',
    requireSignedIn,
    handle((ctx, req) =>
      ctx.services.emailWebhooks.save(
        ctx.actor,
        { ...(req.body as object), provider: req.params.provider },
        requestOrigin(req),
      ),
    ),
  );
  router.post(
    '/email/webhooks/:provider/regenerate',
    requireSignedIn,
    handle((ctx, req) =>
      ctx.services.emailWebhooks.regenerate(ctx.actor, { provider: req.params.provider }, requestOrigin(req)),
    ),
  );
  return router;
}
