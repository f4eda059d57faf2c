import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';

/** The archive of "Download Your Data": once, by its owner, within its day. */
export function securityRoutes(): Router {
  const router = Router();
  router.get(
    '/account/data-exports/:id/download',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      const { stream, filename, size } = await ctx.services.dataExports.takeDownload(
        ctx.actor,
        String(req.params.id),
      );
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Length', String(size));
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      await pipeline(stream, res);
    }),
  );
  return router;
}
