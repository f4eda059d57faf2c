import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { toApiKeyJson } from './api-key.mapper';

/** 002 §7 API key paths (cookie session). */
export function apiKeysRoutes(): Router {
  const router = Router();
  router.get(
    '/keys',
    requireSignedIn,
    handle(async (ctx) => (await ctx.services.apiKeys.list(ctx.actor)).map(toApiKeyJson)),
  );
  // "Creation returns apiKey": the key itself is in it, this once.
  router.post(
    '/keys',
    requireSignedIn,
    handle(
      async (ctx, req) => {
        const { apiKey, key } = await ctx.services.apiKeys.create(ctx.actor, req.body);
        return { apiKey: { ...toApiKeyJson(apiKey), key } };
      },
      { status: 201 },
    ),
  );
  router.patch(
    '/keys/:id/deactivate',
    requireSignedIn,
    handle(async (ctx, req) =>
      toApiKeyJson(await ctx.services.apiKeys.deactivate(ctx.actor, String(req.params.id))),
    ),
  );
  router.delete(
    '/keys/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      await ctx.services.apiKeys.remove(ctx.actor, String(req.params.id));
      return { message: 'API key deleted' };
    }),
  );
  return router;
}
