import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { toResultsView } from './experiment-results';

/** A/B tests over REST (cookie session), answering what GraphQL answers. */
export function experimentsRoutes(): Router {
  const router = Router();
  const id = (params: Record<string, unknown>) => String(params.id);
  router.get(
    '/experiments',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.experiments.views(
        await ctx.services.experiments.list(ctx.actor, {
          funnelId: req.query.funnelId,
          status: req.query.status,
        }),
      ),
    ),
  );
  router.post(
    '/experiments',
    requireSignedIn,
    handle(
      async (ctx, req) =>
        ctx.services.experiments.view(await ctx.services.experiments.create(ctx.actor, req.body)),
      { status: 201 },
    ),
  );
  router.get(
    '/experiments/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.experiments.view(await ctx.services.experiments.get(ctx.actor, id(req.params))),
    ),
  );
  router.get(
    '/experiments/:id/results',
    requireSignedIn,
    handle(async (ctx, req) =>
      toResultsView(await ctx.services.experiments.results(ctx.actor, id(req.params))),
    ),
  );
  router.patch(
    '/experiments/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.experiments.view(
        await ctx.services.experiments.update(ctx.actor, id(req.params), req.body),
      ),
    ),
  );
  router.post(
    '/experiments/:id/variants',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.experiments.view(await ctx.services.experiments.addVariant(ctx.actor, id(req.params))),
    ),
  );
  router.put(
    '/experiments/:id/variants/:key',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.experiments.view(
        await ctx.services.experiments.saveVariant(
          ctx.actor,
          id(req.params),
          String(req.params.key),
          req.body,
        ),
      ),
    ),
  );
  router.delete(
    '/experiments/:id/variants/:key',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.experiments.view(
        await ctx.services.experiments.removeVariant(ctx.actor, id(req.params), String(req.params.key)),
      ),
    ),
  );
  for (const action of ['start', 'pause', 'end'] as const)
    router.post(
      `/experiments/:id/${action}`,
      requireSignedIn,
      handle(async (ctx, req) =>
        ctx.services.experiments.view(await ctx.services.experiments[action](ctx.actor, id(req.params))),
      ),
    );
  router.post(
    '/experiments/:id/promote',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.experiments.view(
        await ctx.services.experiments.promote(ctx.actor, id(req.params), String(req.body?.key ?? '')),
      ),
    ),
  );
  router.delete(
    '/experiments/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      await ctx.services.experiments.remove(ctx.actor, id(req.params));
      return { message: 'A/B test deleted' };
    }),
  );
  return router;
}
