import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import type { Config } from '../../config';
import type { Services } from '../../modules';
import type { Actor } from '../../shared/auth/actor';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { singleUpload } from '../../shared/rest/single-upload';
import { mimeOfFileName } from './media-types';
import { imageTooLarge, noImage, noVideo, videoTooLarge } from './media.errors';
import type { MediaView } from './media.service';
import { isMediaKey, UPLOADS_PATH } from './storage/media-storage';

/** A text an AI generator recorded in an item's details, else null. */
function textIn(details: Record<string, unknown> | null, key: string): string | null {
  const value = details?.[key];
  return typeof value === 'string' ? value : null;
}

/**
 * 000 §3 AI image: id, imageUrl, prompt, style, size, createdAt. The id is the image
 * generation's (what DELETE /api/ai/images/:id takes); mediaId is the library item's.
 */
const aiImage = (m: MediaView) => ({
  id: textIn(m.details, 'generationId') ?? m.id,
  mediaId: m.id,
  filename: m.name,
  localPath: m.storageKey,
  imageUrl: m.url,
  thumbnailUrl: m.thumbnailUrl,
  prompt: m.prompt,
  style: textIn(m.details, 'style'),
  size: textIn(m.details, 'size') ?? (m.width && m.height ? `${m.width}x${m.height}` : null),
  generator: m.generator,
  estimatedCost: m.costCurrency === 'USD' ? m.estimatedCost : null,
  createdAt: m.uploadedAt,
});

/**
 * 000 §3 Audio item: id, audioUrl, voiceName, characterCount, estimatedCost (euro); with 002's
 * filename, text and duration.
 */
const audioItem = (m: MediaView) => {
  const text = textIn(m.details, 'text') ?? m.prompt ?? '';
  return {
    id: m.id,
    filename: m.name,
    audioUrl: m.url,
    text,
    characterCount: typeof m.details?.characterCount === 'number' ? m.details.characterCount : text.length,
    duration: m.duration,
    voiceName: textIn(m.details, 'voiceName'),
    estimatedCost: m.costCurrency === 'EUR' ? m.estimatedCost : null,
    generator: m.generator,
    source: m.source,
    createdAt: m.uploadedAt,
  };
};

/**
 * The media library over REST (000 §7, 002 §7): uploads, the lists the builder's pickers and AI
 * dialogs read, and delete under both of the spec's paths.
 */
export function mediaRoutes(services: Services, config: Config): Router {
  const router = Router();
  const { uploadDir } = services.media;
  const { maxImageBytes, maxVideoBytes } = config.media;
  router.post(
    '/upload/image',
    requireSignedIn,
    ...singleUpload(uploadDir, 'image', maxImageBytes, () => imageTooLarge(maxImageBytes), noImage),
    handle(
      async (ctx, req) =>
        withUsage(ctx.services, ctx.actor, await ctx.services.media.uploadImage(ctx.actor, req.file)),
      {
        status: 201,
      },
    ),
  );
  router.post(
    '/upload/video',
    requireSignedIn,
    ...singleUpload(uploadDir, 'video', maxVideoBytes, () => videoTooLarge(maxVideoBytes), noVideo),
    handle(
      async (ctx, req) =>
        withUsage(ctx.services, ctx.actor, await ctx.services.media.uploadVideo(ctx.actor, req.file)),
      {
        status: 201,
      },
    ),
  );
  router.get(
    '/media',
    requireSignedIn,
    handle(async (ctx) => {
      const { images, videos } = await ctx.services.media.library(ctx.actor);
      const usage = await usagesOf(ctx.services, ctx.actor, [...images, ...videos]);
      const item = (m: MediaView) => ({ ...clientItem(m), usedInFunnels: usage.get(m.id) ?? [] });
      return { images: images.map(item), videos: videos.map(item) };
    }),
  );
  router.get(
    '/ai/images',
    requireSignedIn,
    handle(async (ctx) => (await ctx.services.media.newest(ctx.actor, 'image', 'ai')).map(aiImage)),
  );
  const audio = handle(async (ctx) => (await ctx.services.media.newest(ctx.actor, 'audio')).map(audioItem));
  router.get('/ai/audio-library', requireSignedIn, audio);
  router.get('/media/audio', requireSignedIn, audio);
  const remove = handle(async (ctx, req) => {
    // {id, type} in the JSON body (002 §7), or in the query string for clients that send no body.
    const { id } = await ctx.services.media.remove(ctx.actor, { ...req.query, ...(req.body as object) });
    return { success: true, id };
  });
  router.delete('/media/delete', requireSignedIn, remove);
  router.delete('/ai/delete-media', requireSignedIn, remove);
  return router;
}

/** An item as the REST lists answer it: 000 §3's fields and 002's uploadDate, no storage internals. */
function clientItem(m: MediaView) {
  const { storageKey: _key, details: _details, ...item } = m;
  return { ...item, uploadDate: m.uploadedAt };
}

async function usagesOf(services: Services, actor: Actor | null, items: MediaView[]) {
  if (!actor || items.length === 0) return new Map<string, Array<{ funnelId: string; funnelName: string }>>();
  return services.media.usages(
    actor.userId,
    items.map((m) => m.id),
  );
}

async function withUsage(services: Services, actor: Actor | null, item: MediaView) {
  const usage = await usagesOf(services, actor, [item]);
  return { ...clientItem(item), usedInFunnels: usage.get(item.id) ?? [] };
}

/** Headers of every stored file: its checked type, never sniffed, never a document, cached for good. */
function fileHeaders(res: Response, file: string): void {
  const type = mimeOfFileName(file);
  res.setHeader('Content-Type', type ?? 'application/octet-stream');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
  if (!type) res.setHeader('Content-Disposition', 'attachment');
}

/**
 * Stored files at /uploads, public (published pages show them). Keys hold a content hash and an
 * id, so they are cached for good. Local disk is served by express.static (ranges for video
 * seeking); an S3 bucket without a public address is streamed through from the bucket.
 */
export function uploadsRoutes(services: Services, config: Config): Router {
  const router = Router();
  if (services.media.storage.kind === 'local') {
    router.use(
      UPLOADS_PATH,
      express.static(path.join(config.dataDir, 'uploads'), {
        index: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
        setHeaders: fileHeaders,
      }),
    );
    router.use(UPLOADS_PATH, notStored);
    return router;
  }
  const proxy: RequestHandler = async (req, res, next) => {
    const key = req.path.replace(/^\//, '');
    if (!isMediaKey(key)) return next();
    try {
      const file = await services.media.storage.get(key);
      if (!file) return next();
      fileHeaders(res, key);
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      file.body.on('error', (error) => res.destroy(error));
      file.body.pipe(res);
    } catch (error) {
      next(error);
    }
  };
  router.get(`${UPLOADS_PATH}/*path`, (req, res, next) => {
    req.url = req.url.slice(UPLOADS_PATH.length);
    void proxy(req, res, next);
  });
  router.use(UPLOADS_PATH, notStored);
  return router;
}

/** A file that is not (or no longer) stored: a plain 404 here, never the web app's page. */
const notStored: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').setHeader('X-Content-Type-Options', 'nosniff');
  res.send('Not found');
};
