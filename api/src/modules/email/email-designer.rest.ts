import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';

/**
 * The email designer's tabs over REST (cookie session; the spec names no paths, so these sit
 * beside /api/email/settings): GET /api/email/themes; GET and PUT /api/email/theme ({ name });
 * GET /api/email/preview[?theme=Modern] answers { theme, subject, html, text };
 * GET /api/email/performance answers the Performance tab's figures.
 */
export function emailDesignerRoutes(): Router {
  const router = Router();
  router.get(
    '/email/themes',
    requireSignedIn,
    handle((ctx) => ctx.services.emailDesign.themes()),
  );
  router.get(
    '/email/theme',
    requireSignedIn,
    handle((ctx) => ctx.services.emailDesign.theme(ctx.actor)),
  );
  router.put(
    '/email/theme',
    requireSignedIn,
    handle((ctx, req) => ctx.services.emailDesign.chooseTheme(ctx.actor, req.body)),
  );
  router.get(
    '/email/preview',
    requireSignedIn,
    handle((ctx, req) => ctx.services.emailDesign.preview(ctx.actor, { theme: req.query.theme })),
  );
  router.get(
    '/email/performance',
    requireSignedIn,
    handle((ctx) => ctx.services.emailPerformance.performance(ctx.actor)),
  );
  return router;
}
