import express, { Router } from 'express';
import { requestOrigin } from '../../shared/http/request-origin';
import { handle } from '../../shared/rest/rest';

/** 64 KB: a lead form is a few fields; anything bigger is refused before it is read. */
export const LEAD_BODY_LIMIT = '64kb';

/** POST /api/public/funnels/{id}/leads: forms on published and preview pages. */
export function leadCaptureRoutes(): Router {
  const router = Router();
  router.post(
    '/public/funnels/:id/leads',
    express.json({ limit: LEAD_BODY_LIMIT }),
    handle(
      async (ctx, req) => {
        const result = await ctx.services.leadCapture.capture(ctx.actor, String(req.params.id), req.body, {
          ip: req.ip ?? 'unknown',
          userAgent: req.get('user-agent') ?? null,
          origin: requestOrigin(req),
        });
        // Bots get this same answer (see LeadCaptureService). The token carries the lead to the funnel's next steps.
        return { ok: true, leadToken: result.leadToken };
      },
      { status: 201 },
    ),
  );
  return router;
}
