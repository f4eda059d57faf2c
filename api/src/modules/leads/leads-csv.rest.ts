import { once } from 'node:events';
import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';

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
    handle(async (ctx, req, res) => {
      const { filename, chunks } = ctx.services.leadExport.open(ctx.actor, req.query);
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      try {
        for await (const chunk of chunks) {
          if (res.destroyed) return;
          if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
        }
        res.end();
      } catch (error) {
        // The headers are gone: a cut-off download is all that can tell the browser.
        ctx.log.error({ err: error, path: req.path }, 'lead export failed');
        res.destroy();
      }
    }),
  );
  router.post(
    '/leads/import',
    requireSignedIn,
    handle(async (ctx, req) => ctx.services.leadImport.importRows(ctx.actor, req.body)),
  );
  return router;
}
