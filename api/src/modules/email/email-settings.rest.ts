import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';

/**
 * 001 §7 email service and settings paths (cookie session). GET /api/email/settings answers
 * the settings without the password (hasPassword instead) or null. POST /api/email/test answers
 * { success, message }: 200 when the server accepted the connection and login, 400 when not.
 */
export function emailSettingsRoutes(): Router {
  const router = Router();
  router.get(
    '/email/status',
    requireSignedIn,
    handle((ctx) => ctx.services.emailSettings.status(ctx.actor)),
  );
  router.get(
    '/email/settings',
    requireSignedIn,
    handle((ctx) => ctx.services.emailSettings.get(ctx.actor)),
  );
  router.post(
    '/email/settings',
    requireSignedIn,
    handle((ctx, req) => ctx.services.emailSettings.save(ctx.actor, req.body)),
  );
  router.delete(
    '/email/settings',
    requireSignedIn,
    handle(async (ctx) => {
      await ctx.services.emailSettings.remove(ctx.actor);
      return { message: 'Settings deleted' };
    }),
  );
  router.post(
    '/email/test',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      const result = await ctx.services.emailSettings.test(ctx.actor, req.body);
      if (!result.success) res.status(400).json(result);
      return result;
    }),
  );
  return router;
}
