import { Router } from 'express';
import { AppError } from '../../shared/errors/app-error';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { toFunnelDomainJson, toFunnelJson, toFunnelSiteJson, toRecycledFunnelJson } from './funnel.mapper';

/** 000 §7 and 002 §7 funnel paths (cookie session). */
export function funnelsRoutes(): Router {
  const router = Router();

  // Recycle bin paths first: "recycled" is not a funnel id.
  router.get(
    '/funnels/recycled',
    requireSignedIn,
    handle(async (ctx) => (await ctx.services.recycleBin.list(ctx.actor)).map(toRecycledFunnelJson)),
  );
  router.post(
    '/funnels/recycled/:id/restore',
    requireSignedIn,
    handle(async (ctx, req) =>
      toFunnelJson(await ctx.services.recycleBin.restore(ctx.actor, String(req.params.id))),
    ),
  );
  router.delete(
    '/funnels/recycled/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      await ctx.services.recycleBin.deleteForever(ctx.actor, String(req.params.id));
      return { message: 'Funnel deleted forever' };
    }),
  );
  router.delete(
    '/funnels/recycled',
    requireSignedIn,
    handle(async (ctx) => ({ deleted: await ctx.services.recycleBin.empty(ctx.actor) })),
  );

  router.get(
    '/funnels',
    requireSignedIn,
    handle(async (ctx, req) =>
      (await ctx.services.funnels.list(ctx.actor, req.query)).items.map(toFunnelJson),
    ),
  );
  router.post(
    '/funnels',
    requireSignedIn,
    handle(async (ctx, req) => toFunnelJson(await ctx.services.funnels.create(ctx.actor, req.body)), {
      status: 201,
    }),
  );
  router.get(
    '/funnels/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      toFunnelJson(await ctx.services.funnels.get(ctx.actor, String(req.params.id))),
    ),
  );
  const update = handle(async (ctx, req) =>
    toFunnelJson(await ctx.services.funnels.update(ctx.actor, String(req.params.id), req.body)),
  );
  router.patch('/funnels/:id', requireSignedIn, update);
  // 000 §7: PUT carries an updates object (e.g. {status: 'published'}).
  router.put('/funnels/:id', requireSignedIn, update);
  router.post(
    '/funnels/:id/duplicate',
    requireSignedIn,
    handle(
      async (ctx, req) =>
        toFunnelJson(await ctx.services.funnels.duplicate(ctx.actor, String(req.params.id))),
      {
        status: 201,
      },
    ),
  );
  router.get(
    '/funnels/:id/site',
    requireSignedIn,
    handle(async (ctx, req) =>
      toFunnelSiteJson(await ctx.services.funnels.get(ctx.actor, String(req.params.id))),
    ),
  );
  router.patch(
    '/funnels/:id/site',
    requireSignedIn,
    handle(async (ctx, req) =>
      toFunnelSiteJson(await ctx.services.funnels.updateSite(ctx.actor, String(req.params.id), req.body)),
    ),
  );
  router.get(
    '/funnels/:id/domain',
    requireSignedIn,
    handle(async (ctx, req) => {
      const domain = await ctx.services.funnelDomains.forFunnel(ctx.actor, String(req.params.id));
      return domain ? toFunnelDomainJson(domain) : null;
    }),
  );
  router.put(
    '/funnels/:id/domain',
    requireSignedIn,
    handle(async (ctx, req) =>
      toFunnelDomainJson(await ctx.services.funnelDomains.set(ctx.actor, String(req.params.id), req.body)),
    ),
  );
  router.post(
    '/funnels/:id/domain/verify',
    requireSignedIn,
    handle(async (ctx, req) =>
      toFunnelDomainJson(await ctx.services.funnelDomains.verify(ctx.actor, String(req.params.id))),
    ),
  );
  router.delete(
    '/funnels/:id/domain',
    requireSignedIn,
    handle(async (ctx, req) => ({
      removed: await ctx.services.funnelDomains.remove(ctx.actor, String(req.params.id)),
    })),
  );
  // For a TLS proxy issuing certificates on demand (Caddy's `ask`): 200 only for verified hostnames.
  router.get(
    '/domains/allowed',
    handle(async (ctx, req) => {
      const domain = typeof req.query.domain === 'string' ? req.query.domain : '';
      const funnelId = await ctx.services.funnelDomains.funnelForHost(domain);
      if (!funnelId) throw new AppError('NOT_FOUND', 'This hostname is not a verified funnel domain');
      return { allowed: true };
    }),
  );

  router.delete(
    '/funnels/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      const recycled = await ctx.services.funnels.moveToRecycleBin(ctx.actor, String(req.params.id));
      return { message: 'Funnel Moved to Recycle Bin', recycled: toRecycledFunnelJson(recycled) };
    }),
  );
  return router;
}
