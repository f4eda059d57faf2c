import { Router } from 'express';
import type { Services } from '../../modules';
import { AppError } from '../../shared/errors/app-error';
import { handle, requireSignedIn, sendAiRefusal } from '../../shared/rest/rest';
import { DUB_FAILED } from './video-generation.errors';
import { fileNameOf } from './generation-helpers';
import type { VideoGenerationView } from './video-generation.service';

/** 000 §3 AI video (id, status, prompt, resolution, duration, createdAt, thumbnailUrl, videoUrl, failureReason, isPatched, funnelId), 002's filename, and the rest of the row. */
const restView = (g: VideoGenerationView) => ({
  ...g,
  filename: `${fileNameOf(g.prompt, 'ai-video')}${g.isPatched ? '-dubbed' : ''}.mp4`,
});

/**
 * AI videos over REST (000 §7): start a generation (202, then follow GET /api/ai/videos/:id or
 * the aiVideoStatusChanged subscription), the lists the dialogs read, delete, and dubbing.
 */
export function videoGenerationRoutes(_services: Services): Router {
  const router = Router();
  router.post(
    '/ai/generate-video',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      try {
        const created = await ctx.services.aiVideos.create(ctx.actor, req.body);
        res.status(202).json({
          generationId: created.id,
          status: created.status,
          message: 'Video generation started',
          generation: restView(created),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        sendAiRefusal(res, error);
      }
    }),
  );
  const list = (status: 'completed' | null) =>
    handle(async (ctx) => (await ctx.services.aiVideos.listAll(ctx.actor, status)).map(restView));
  router.get('/ai/videos', requireSignedIn, list(null));
  router.get('/ai/videos/completed', requireSignedIn, list('completed'));
  router.get(
    '/ai/videos/:id',
    requireSignedIn,
    handle(async (ctx, req) => restView(await ctx.services.aiVideos.get(ctx.actor, String(req.params.id)))),
  );
  router.delete(
    '/ai/videos/:id',
    requireSignedIn,
    handle(async (ctx, req) => ({
      success: true,
      ...(await ctx.services.aiVideos.remove(ctx.actor, String(req.params.id))),
    })),
  );
  router.post(
    '/ai/dub-video',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      try {
        const { generation, dubbedVideoUrl } = await ctx.services.aiVideos.dub(ctx.actor, req.body);
        return { success: true, dubbedVideoUrl, generation: restView(generation) };
      } catch (error) {
        if (error instanceof AppError) {
          sendAiRefusal(res, error, { success: false });
          return;
        }
        ctx.log.error({ err: error }, 'dubbing failed');
        res.status(500).json({ success: false, error: DUB_FAILED, message: DUB_FAILED });
      }
    }),
  );
  return router;
}
