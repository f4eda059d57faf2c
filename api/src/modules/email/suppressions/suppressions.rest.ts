import { Router } from 'express';
import { sendPage } from '../../../shared/pagination';
import { handle, requireSignedIn } from '../../../shared/rest/rest';
import { sendCsv } from '../../../shared/rest/send-csv';
import type { EmailSuppression } from './email-suppression.entity';

const toJson = (row: EmailSuppression) => ({
  id: row.id,
  email: row.email,
  reason: row.reason,
  detail: row.detail ?? null,
  source: row.sourceLabel ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The suppression list (cookie session): GET /api/suppressions (search, reason, limit, after),
 * POST /api/suppressions { email, note }, DELETE /api/suppressions/:id, and
 * GET /api/suppressions/export.csv (the filtered list as CSV).
 */
export function suppressionsRoutes(): Router {
  const router = Router();
  router.get(
    '/suppressions/export.csv',
    requireSignedIn,
    handle((ctx, req, res) =>
      sendCsv(res, ctx.services.suppressions.export(ctx.actor, req.query), ctx.log, 'suppression list'),
    ),
  );
  router.get(
    '/suppressions',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.suppressions.list(ctx.actor, req.query), toJson),
    ),
  );
  router.post(
    '/suppressions',
    requireSignedIn,
    handle(async (ctx, req) => toJson(await ctx.services.suppressions.add(ctx.actor, req.body)), {
      status: 201,
    }),
  );
  router.delete(
    '/suppressions/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      await ctx.services.suppressions.remove(ctx.actor, String(req.params.id));
      return { message: 'Address removed from the suppression list' };
    }),
  );
  return router;
}
