import { Router } from 'express';
import type { Services } from '../../modules';
import { AppError } from '../../shared/errors/app-error';
import { handle, requireSignedIn, sendAiRefusal } from '../../shared/rest/rest';
import { FUNNEL_GENERATION_MESSAGES } from './funnel-generation.errors';
import type { FunnelGenerationView } from './funnel-generation.service';

/** How long POST /api/ai/generate-complete-funnel waits before answering 202 with the id. */
const WAIT_MS = 90_000;

/** 002 §7's answer (success, totalImages, editUrl, message) with the generation's fields. */
const answer = (g: FunnelGenerationView) => ({
  success: g.status !== 'failed',
  generationId: g.id,
  ...g,
});

/**
 * The complete-funnel generator over REST (002 §7): the work is a job; the POST waits for it,
 * up to a bound, so the spec's one-call client gets its edit URL.
 */
export function funnelGenerationRoutes(_services: Services): Router {
  const router = Router();
  router.post(
    '/ai/generate-complete-funnel',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      let started: FunnelGenerationView;
      try {
        started = await ctx.services.funnelGenerations.start(ctx.actor, req.body);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        sendAiRefusal(res, error, { success: false });
        return;
      }
      const done = await ctx.services.funnelGenerations.waitForOutcome(ctx.actor, started.id, WAIT_MS);
      if (done.status === 'completed') return answer(done);
      if (done.status === 'failed' || done.status === 'cancelled') {
        res.status(done.status === 'failed' ? 502 : 409).json({
          ...answer(done),
          success: false,
          message:
            done.status === 'failed'
              ? FUNNEL_GENERATION_MESSAGES.failed
              : FUNNEL_GENERATION_MESSAGES.cancelled,
          error: done.error ?? done.message,
        });
        return;
      }
      res.status(202).json({ ...answer(done), success: true, message: FUNNEL_GENERATION_MESSAGES.started });
    }),
  );
  router.get(
    '/ai/funnel-generations/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      answer(await ctx.services.funnelGenerations.get(ctx.actor, String(req.params.id))),
    ),
  );
  router.post(
    '/ai/funnel-generations/:id/cancel',
    requireSignedIn,
    handle(async (ctx, req) =>
      answer(await ctx.services.funnelGenerations.cancel(ctx.actor, String(req.params.id))),
    ),
  );
  return router;
}
