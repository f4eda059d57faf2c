import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Service } from '../../shared/service';
import { MEDIA_VARIANTS_JOB } from './media.jobs';
import { IMAGE_TYPES } from './media-types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LEGACY_FILE = /^([0-9a-f-]{36})\.(png|jpg|gif|webp|avif)$/;

/**
 * Images uploaded before the library had a table (DATA_DIR/uploads/<user id>/<uuid>.<ext>, the
 * original name in <uuid>.name) become library items where they are, so they are listed, counted
 * and tracked like new ones; their addresses stay as they were. Idempotent (runs at every start).
 */
export class LegacyUploadsService extends Service {
  async importAll(): Promise<number> {
    const { media } = this.services;
    if (media.storage.kind !== 'local') return 0;
    const root = path.join(this.deps.config.dataDir, 'uploads');
    const users = (await readdir(root).catch(() => [] as string[])).filter((name) => UUID.test(name));
    let imported = 0;
    for (const userId of users) {
      const files = (await readdir(path.join(root, userId))).filter((name) => LEGACY_FILE.test(name));
      if (files.length === 0) continue;
      const known = await this.em.execute<Array<{ storage_key: string }>>(
        `select storage_key from media_items where user_id = ? and storage_key like ?`,
        [userId, `${userId}/%`],
      );
      const have = new Set(known.map((row) => row.storage_key));
      const exists = await this.em.execute<Array<{ id: string }>>(`select id from users where id = ?`, [
        userId,
      ]);
      if (exists.length === 0) continue;
      for (const file of files) {
        const key = `${userId}/${file}`;
        if (!have.has(key) && (await this.importOne(root, userId, file, key))) imported += 1;
      }
    }
    return imported;
  }

  private async importOne(root: string, userId: string, file: string, key: string): Promise<boolean> {
    const [, id, ext] = LEGACY_FILE.exec(file) ?? [];
    const type = IMAGE_TYPES.find((t) => t.ext === ext);
    if (!id || !type) return false;
    const full = path.join(root, userId, file);
    let meta: sharp.Metadata;
    try {
      meta = await sharp(full).metadata();
    } catch (error) {
      // A file that does not decode stays on disk (pages may still name it), but is not listed.
      this.deps.log.warn({ err: error, key }, 'legacy upload does not decode: not added to the library');
      return false;
    }
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(full) as AsyncIterable<Buffer>) hash.update(chunk);
    const info = await stat(full);
    const name = await readFile(path.join(root, userId, `${id}.name`), 'utf8').catch(() => file);
    const rows = await this.em.execute<Array<{ id: string }>>(
      `insert into media_items (id, user_id, kind, source, name, mime_type, size, content_hash, storage_key,
                                width, height, variant_state, created_at)
       values (?, ?, 'image', 'upload', ?, ?, ?, ?, ?, ?, ?, 'pending', ?)
       on conflict do nothing returning id`,
      [
        id,
        userId,
        name.trim().slice(0, 200) || file,
        type.mime,
        info.size,
        hash.digest('hex'),
        key,
        meta.width ?? null,
        meta.pageHeight ?? meta.height ?? null,
        info.mtime,
      ],
    );
    if (rows.length === 0) return false;
    await this.deps.jobs.send(MEDIA_VARIANTS_JOB, { mediaId: id });
    return true;
  }
}
