import { mkdirSync } from 'node:fs';
import type { ErrorRequestHandler } from 'express';
import multer from 'multer';

/**
 * An upload streamed to a temporary file under `dir` (never held whole in memory), one file per
 * request, with up to `fields` text fields beside it; multer's own errors answer like every
 * other input error: `tooLarge` past `maxBytes`, `missing` for anything else it refuses.
 */
export function singleUpload(
  dir: string,
  field: string,
  maxBytes: number,
  tooLarge: () => Error,
  missing: () => Error,
  fields = 5,
) {
  mkdirSync(dir, { recursive: true });
  const upload = multer({ dest: dir, limits: { fileSize: maxBytes, files: 1, fields } }).single(field);
  const errors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
    if (error instanceof multer.MulterError) {
      next(error.code === 'LIMIT_FILE_SIZE' ? tooLarge() : missing());
      return;
    }
    next(error);
  };
  return [upload, errors] as const;
}
