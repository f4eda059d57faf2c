import path from 'node:path';
import express, { Router, type ErrorRequestHandler } from 'express';
import multer from 'multer';
import type { Config } from '../../config';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { mimeOfExtension } from './media-types';
import { imageTooLarge, noImage } from './media.errors';
import { MAX_IMAGE_BYTES, UPLOADS_PATH } from './media.service';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 },
});

/** multer's limits and unexpected fields answer like every other input error. */
const uploadErrors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  if (error instanceof multer.MulterError) {
    next(error.code === 'LIMIT_FILE_SIZE' ? imageTooLarge() : noImage());
    return;
  }
  next(error);
};

/** POST /api/upload/image (multipart field `image`) and GET /api/media (000 §7). */
export function mediaRoutes(): Router {
  const router = Router();
  router.post(
    '/upload/image',
    requireSignedIn,
    upload.single('image'),
    uploadErrors,
    handle(async (ctx, req) => ctx.services.media.uploadImage(ctx.actor, req.file), { status: 201 }),
  );
  router.get(
    '/media',
    requireSignedIn,
    handle(async (ctx) => ctx.services.media.library(ctx.actor)),
  );
  return router;
}

/**
 * Uploaded images, public (published pages show them). Served as what they were checked to be,
 * never sniffed, never HTML; the names are uuids, so they can be cached for good.
 */
export function uploadsRoutes(config: Config): Router {
  const router = Router();
  router.use(
    UPLOADS_PATH,
    express.static(path.join(config.dataDir, 'uploads'), {
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: (res, file) => {
        const type = mimeOfExtension(path.extname(file).slice(1));
        res.setHeader('Content-Type', type ?? 'application/octet-stream');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'");
        res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
        if (!type) res.setHeader('Content-Disposition', 'attachment');
      },
    }),
  );
  return router;
}
