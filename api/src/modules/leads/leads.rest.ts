import { Router } from 'express';
import { sendPage } from '../../shared/pagination';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { toLeadJson } from './lead.mapper';

/** When GET /api/leads is called without a limit (the spec's client loads "the list"). */
const DEFAULT_REST_LIMIT = 1000;

/**
 * 001 §7 lead paths (cookie session). GET /api/leads keeps its list answer and takes optional
 * search, status, score, source, sort, order, limit, offset and after parameters; when more
 * leads follow, the X-Next-Cursor header carries the `after` value for the next page.
 */
export function leadsRoutes(): Router {
  const router = Router();
  router.get(
    '/leads',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      const page = await ctx.services.leads.list(ctx.actor, { limit: DEFAULT_REST_LIMIT, ...req.query });
      return sendPage(res, page, toLeadJson);
    }),
  );
  router.get(
    '/leads/sources',
    requireSignedIn,
    handle(async (ctx) => ctx.services.leads.sources(ctx.actor)),
  );
  router.get(
    '/leads/count',
    requireSignedIn,
    handle(async (ctx, req) => ({ total: await ctx.services.leads.count(ctx.actor, req.query) })),
  );
  router.post(
    '/leads/validate-email',
    requireSignedIn,
    handle(async (ctx, req) => ctx.services.leads.validateEmail(req.body)),
  );
  router.delete(
    '/leads/bulk/all',
    requireSignedIn,
    handle(async (ctx) => ({
      message: 'All leads deleted successfully',
      deleted: await ctx.services.leads.removeAll(ctx.actor),
    })),
  );
  router.post(
    '/leads',
    requireSignedIn,
    handle(async (ctx, req) => toLeadJson(await ctx.services.leads.create(ctx.actor, req.body)), {
      status: 201,
    }),
  );
  router.get(
    '/leads/:id',
    requireSignedIn,
    handle(async (ctx, req) => toLeadJson(await ctx.services.leads.get(ctx.actor, String(req.params.id)))),
  );
  router.put(
    '/leads/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      toLeadJson(await ctx.services.leads.update(ctx.actor, String(req.params.id), req.body)),
    ),
  );
  router.delete(
    '/leads/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      await ctx.services.leads.remove(ctx.actor, String(req.params.id));
      return { message: 'Lead deleted successfully' };
    }),
  );
  return router;
}
