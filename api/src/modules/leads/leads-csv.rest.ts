import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { sendCsv } from '../../shared/rest/send-csv';

/**
 * CSV export and import of leads (cookie session). Registered before leadsRoutes(), whose
 * GET /leads/:id would otherwise take 'export.csv' for an id.
 *
 * GET /api/leads/export.csv takes the list's search, status, score, source, funnelId, sort and
 * order and streams every matching lead. POST /api/leads/import takes { rows, onExisting } (at
 * most 500 rows) and answers { created, updated, skipped, errors }.
 */
export function leadsCsvRoutes(): Router {
  const router = Router();
  router.get(
    '/leads/export.csv',
    requireSignedIn,
    handle((ctx, req, res) =>
      sendCsv(res, ctx.services.leadExport.open(ctx.actor, req.query), ctx.log, 'lead'),
    ),
  );
  router.post(
    '/leads/import',
    requireSignedIn,
    handle(async (ctx, req) => ctx.services.leadImport.importRows(ctx.actor, req.body)),
  );
  return router;
}
