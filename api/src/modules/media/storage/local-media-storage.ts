import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertMediaKey, UPLOADS_PATH, type MediaStorage, type StoredFile } from './media-storage';
import { mimeOfFileName } from '../media-types';

/**
 * Files on this machine's disk under `<DATA_DIR>/uploads/<key>`, served by this app at
 * /uploads/<key> (express.static, see media.rest.ts). A file is written under a temporary name
 * and renamed into place, so a reader never sees half of one.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;
  readonly source = "'self'";

  constructor(readonly root: string) {}

  private fileOf(key: string): string {
    assertMediaKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, _options: { contentType: string }): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { mode: 0o644 }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    let info;
    try {
      info = await stat(file);
    } catch (error) {
      // Nothing stored under this key; anything else (permissions, I/O) is a real failure.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (!info.isFile()) return null;
    return {
      body: createReadStream(file),
      size: info.size,
      contentType: mimeOfFileName(file) ?? 'application/octet-stream',
    };
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.fileOf(key), { force: true })));
  }

  async removePrefix(prefix: string): Promise<void> {
    await rm(this.fileOf(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }

  url(key: string): string {
    assertMediaKey(key);
    return `${UPLOADS_PATH}/${key}`;
  }
}
