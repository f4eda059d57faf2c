import { Router } from 'express';
import type { Services } from '../../modules';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { sendPage } from '../../shared/pagination';
import type { AudioGenerationView } from './audio-generation.service';

/** How long POST /api/ai/generate-audio waits for the speech before answering 202. */
export const GENERATE_AUDIO_WAIT_MS = 60_000;

/** 002 §3 Audio item and AI audio fields, plus the generator and status. */
const audioAnswer = (g: AudioGenerationView) => ({ ...g, generationId: g.id });

/** Text to speech over REST (issue 18): generate, list, read, delete, the voices and the month's cost. */
export function audioGenerationRoutes(_services: Services): Router {
  const router = Router();
  router.post(
    '/ai/generate-audio',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      const generation = await ctx.services.audioGenerations.generate(
        ctx.actor,
        req.body,
        GENERATE_AUDIO_WAIT_MS,
      );
      if (generation.status === 'completed') return audioAnswer(generation);
      if (generation.status === 'failed') {
        res.status(422).json({ message: generation.failureReason, ...audioAnswer(generation) });
        return;
      }
      // Still speaking: the client follows it (aiAudioStatusChanged or GET /api/ai/audio/:id).
      res.status(202).json({ generationId: generation.id, status: generation.status });
    }),
  );
  router.get(
    '/ai/voices',
    requireSignedIn,
    handle((ctx) => ctx.services.audioGenerations.voices(ctx.actor)),
  );
  router.get(
    '/ai/audio',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.audioGenerations.list(ctx.actor, req.query), audioAnswer),
    ),
  );
  router.get(
    '/ai/audio-cost',
    requireSignedIn,
    handle(async (ctx) => ({
      monthlyEstimatedCost: await ctx.services.audioGenerations.monthlyCost(ctx.actor),
    })),
  );
  router.get(
    '/ai/audio/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      audioAnswer(await ctx.services.audioGenerations.get(ctx.actor, String(req.params.id))),
    ),
  );
  router.delete(
    '/ai/audio/:id',
    requireSignedIn,
    handle(async (ctx, req) => ({
      success: true,
      ...(await ctx.services.audioGenerations.remove(ctx.actor, String(req.params.id))),
    })),
  );
  return router;
}
