import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { handle } from '../../shared/rest/rest';
import type { VisitMeta } from './visit-recorder';

export function visitMeta(req: Request): VisitMeta {
  return {
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent') ?? null,
    referrer: req.get('referer') ?? null,
    pageUrl: null,
  };
}

/** Public tracking calls of funnel pages: always answered 204, whatever was sent. */
export function trackingRoutes(): Router {
  const router = Router();
  // sendBeacon posts text/plain or application/json; both are read as JSON, small bodies only.
  const body = express.json({ limit: '4kb', type: ['application/json', 'text/plain'] });

  router.post(
    '/track/click',
    body,
    handle(async (ctx, req) => {
      await ctx.services.tracking.recordClick(req.body, visitMeta(req));
    }),
  );

  router.post(
    '/funnels/:id/view',
    body,
    handle(async (ctx, req) => {
      await ctx.services.tracking.recordPreviewView(ctx.actor, String(req.params.id), {
        ...visitMeta(req),
        pageUrl: typeof req.body?.pageUrl === 'string' ? req.body.pageUrl : null,
      });
    }),
  );

  // A visitor's browser sent something unreadable: nothing to record, and nothing to tell it.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (
      typeof error === 'object' &&
      error !== null &&
      'type' in error &&
      String(error.type).startsWith('entity.')
    ) {
      res.status(204).end();
      return;
    }
    next(error);
  });

  return router;
}
