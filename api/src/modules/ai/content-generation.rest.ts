import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';

/**
 * AI text over REST (000 §7): POST /api/ai/generate-content with prompt, type and funnelId
 * answers `content` (with type, generator and, for benefits and FAQ, items). Failures answer
 * the house shape {message}: 400 input, 404 funnel, 429 pace, 502 provider.
 */
export function contentGenerationRoutes(): Router {
  const router = Router();
  router.post(
    '/ai/generate-content',
    requireSignedIn,
    handle((ctx, req) => ctx.services.aiText.generate(ctx.actor, req.body)),
  );
  router.get(
    '/ai/text-generator',
    requireSignedIn,
    handle((ctx) => ({ generator: ctx.services.aiText.generatorName(ctx.actor) })),
  );
  return router;
}
