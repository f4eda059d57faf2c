import { Router } from 'express';
import type { Services } from '../../modules';
import { AppError } from '../../shared/errors/app-error';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { sendCsv } from '../../shared/rest/send-csv';
import { singleUpload } from '../../shared/rest/single-upload';
import { CSV_FILE_MESSAGES, MAX_IMPORT_FILE_BYTES } from './lead-import-file';

/**
 * CSV export and import of leads (cookie session). Registered before leadsRoutes(), whose
 * GET /leads/:id would otherwise take 'export.csv' for an id.
 *
 * GET /api/leads/export.csv takes the list's search, status, score, source, funnelId, sort and
 * order and streams every matching lead. POST /api/leads/import takes { rows, onExisting } (at
 * most 500 rows) and answers { created, updated, skipped, errors }.
 *
 * Import jobs: POST /api/leads/imports takes a multipart form (the file as `file`, `mapping` as a
 * JSON list of lead fields by column, `onExisting`) and answers 202 with the import at once; GET
 * /api/leads/imports lists the latest, GET /api/leads/imports/:id reads one, POST
 * /api/leads/imports/:id/cancel stops it, GET /api/leads/imports/:id/report.csv has the rows not
 * imported with their reasons.
 */
export function leadsCsvRoutes(services: Services): Router {
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
  router.post(
    '/leads/imports',
    requireSignedIn,
    ...singleUpload(
      services.leadImportJobs.uploadDir,
      'file',
      MAX_IMPORT_FILE_BYTES,
      () => new AppError('PAYLOAD_TOO_LARGE', CSV_FILE_MESSAGES.tooLarge),
      () => new AppError('BAD_USER_INPUT', CSV_FILE_MESSAGES.missing),
    ),
    handle((ctx, req) => ctx.services.leadImportJobs.upload(ctx.actor, req.file, req.body), { status: 202 }),
  );
  router.get(
    '/leads/imports',
    requireSignedIn,
    handle(async (ctx) => ({ imports: await ctx.services.leadImportJobs.list(ctx.actor) })),
  );
  router.get(
    '/leads/imports/:id',
    requireSignedIn,
    handle((ctx, req) => ctx.services.leadImportJobs.get(ctx.actor, req.params.id)),
  );
  router.post(
    '/leads/imports/:id/cancel',
    requireSignedIn,
    handle((ctx, req) => ctx.services.leadImportJobs.cancel(ctx.actor, req.params.id)),
  );
  router.get(
    '/leads/imports/:id/report.csv',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendCsv(
        res,
        await ctx.services.leadImportJobs.report(ctx.actor, req.params.id),
        ctx.log,
        'import report',
      ),
    ),
  );
  return router;
}
