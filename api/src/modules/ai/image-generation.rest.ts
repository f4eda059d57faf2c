import { Router } from 'express';
import type { Services } from '../../modules';
import { AppError } from '../../shared/errors/app-error';
import { handle, requireSignedIn, sendAiRefusal } from '../../shared/rest/rest';
import { aiUsage } from './ai-usage';
import type { ImageGenerationView } from './image-generation.service';

/** How long POST /api/ai/generate-image waits for the image before answering 202 with the id. */
const WAIT_MS = 90_000;

/** 002 §7's answer: `url` (the image), with the generation's fields. */
const answer = (g: ImageGenerationView) => ({ url: g.imageUrl, ...g });

/**
 * AI images over REST (002 §7): "url or error". The work is a job; this route waits for it, up
 * to a bound, so the spec's one-call client gets its image (or the provider's message).
 */
export function imageGenerationRoutes(_services: Services): Router {
  const router = Router();
  router.post(
    '/ai/generate-image',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      let created: ImageGenerationView;
      try {
        created = await ctx.services.aiImages.create(ctx.actor, req.body);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        sendAiRefusal(res, error);
        return;
      }
      const done = await ctx.services.aiImages.waitForOutcome(ctx.actor, created.id, WAIT_MS);
      if (done.status === 'completed') return answer(done);
      if (done.status === 'failed') {
        const message = done.failureReason ?? 'The image could not be generated';
        res.status(502).json({ message, error: message, generationId: done.id, status: done.status });
        return;
      }
      res.status(202).json({ generationId: done.id, status: done.status });
    }),
  );
  router.get(
    '/ai/image-generations/:id',
    requireSignedIn,
    handle(async (ctx, req) => answer(await ctx.services.aiImages.get(ctx.actor, String(req.params.id)))),
  );
  router.get(
    '/ai/usage',
    requireSignedIn,
    handle((ctx) => aiUsage(ctx.services, ctx.actor)),
  );
  router.delete(
    '/ai/images/:id',
    requireSignedIn,
    handle(async (ctx, req) => ({
      success: true,
      ...(await ctx.services.aiImages.remove(ctx.actor, String(req.params.id))),
    })),
  );
  return router;
}
