import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { inTransaction } from '../../shared/db/transaction';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { decodeCursor, encodeCursor, expiredCursor, type Page } from '../../shared/pagination';
import { pgArray } from '../../shared/db/pg-array';
import { Service } from '../../shared/service';
import type { AppDeps } from '../../shared/app-deps';
import type { Services } from '../../modules';
import { User } from '../accounts';
import { toAvatarWebp } from './avatar-image';
import { reencodeImage } from './image-processing';
import { MediaItem, type MediaSource } from './media-item.entity';
import { derivedKey, keyOfUrl, LIBRARY_KEY, mediaKeysIn, mediaUrlsIn, originalKey } from './media-keys';
import { detectImageType, detectMediaTypeOfFile, type MediaKind, type MediaType } from './media-types';
import {
  brokenImage,
  brokenVideo,
  imageTooLarge,
  mediaNotFound,
  mediaTypeMismatch,
  noImage,
  notAnImage,
  notAVideo,
  noVideo,
  tooManyPixels,
  videoTooLarge,
} from './media.errors';
import { deleteMediaSchema, mediaListSchema } from './media.schemas';
import { MEDIA_VARIANTS_JOB } from './media.jobs';
import type { MediaStorage } from './storage/media-storage';
import { probeVideo } from './video-probe';
import type { MediaRendition } from '../page-renderer';

export const AVATARS_PREFIX = 'avatars';

/** A file multer wrote to a temporary path while it streamed in. */
export type UploadedFile = { path: string; originalname: string; size: number };

/** 000 §3 / 002 §3: a media item as clients see it (REST and GraphQL alike). */
export type MediaView = {
  id: string;
  name: string;
  url: string;
  thumbnailUrl: string | null;
  type: MediaKind;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  uploadedAt: string;
  source: MediaSource;
  prompt: string | null;
  generator: string | null;
  /** An AI item's estimated cost, in its provider's currency (images and videos USD, voice EUR). */
  estimatedCost: number | null;
  costCurrency: 'USD' | 'EUR' | null;
  details: Record<string, unknown> | null;
  storageKey: string;
};

/** The estimated cost an AI generator recorded in an item's details, with its currency. */
function costOf(details: Record<string, unknown> | null | undefined) {
  const usd = details?.estimatedCostUsd;
  if (typeof usd === 'number') return { estimatedCost: usd, costCurrency: 'USD' as const };
  const eur = details?.estimatedCostEur;
  if (typeof eur === 'number') return { estimatedCost: eur, costCurrency: 'EUR' as const };
  return { estimatedCost: null, costCurrency: null };
}

export type MediaUsageView = { funnelId: string; funnelName: string };
export type MediaStats = {
  total: number;
  images: number;
  videos: number;
  audio: number;
  aiGenerated: number;
  totalBytes: number;
};

type MediaRow = {
  id: string;
  user_id: string;
  kind: MediaKind;
  source: MediaSource;
  name: string;
  mime_type: string;
  size: string;
  storage_key: string;
  width: number | null;
  height: number | null;
  duration: string | null;
  prompt: string | null;
  generator: string | null;
  details: Record<string, unknown> | null;
  thumbnail_key: string | null;
  created_at: Date;
  cursor_at: string;
};

const LIBRARY_LIMIT = 1000;
const NAME_MAX = 200;

/**
 * The media library (002 §2, §3): every uploaded and generated image, video and audio file of a
 * user, stored through one MediaStorage (local disk or S3), listed from media_items, with the
 * funnels that use each (media_usages, rewritten with every funnel save).
 */
export class MediaService extends Service {
  constructor(
    deps: AppDeps,
    services: Services,
    readonly storage: MediaStorage,
  ) {
    super(deps, services);
  }

  /** Where multer writes uploads while they stream in: beside the data, never in memory. */
  get uploadDir(): string {
    return path.join(this.deps.config.dataDir, 'tmp', 'uploads');
  }

  // ---- uploads ----------------------------------------------------------------------------

  /** POST /api/upload/image: an image by its bytes, re-encoded, stored, its variants queued. */
  async uploadImage(actor: Actor | null, file: UploadedFile | undefined): Promise<MediaView> {
    const { userId } = requireActor(actor, 'write');
    try {
      if (!file || file.size === 0) throw noImage();
      if (file.size > this.deps.config.media.maxImageBytes)
        throw imageTooLarge(this.deps.config.media.maxImageBytes);
      const type = await this.detect(file.path);
      if (type?.kind !== 'image') throw notAnImage();
      const output = `${file.path}.out`;
      try {
        const result = await reencodeImage(file.path, type, output);
        if ('refused' in result) throw result.refused === 'tooLarge' ? tooManyPixels() : brokenImage();
        return await this.store(userId, {
          file: output,
          type,
          name: file.originalname,
          width: result.size.width,
          height: result.size.height,
        });
      } finally {
        await rm(output, { force: true });
      }
    } finally {
      if (file) await rm(file.path, { force: true });
    }
  }

  /** POST /api/upload/video: a video by its bytes that ffmpeg can decode, stored with a poster frame. */
  async uploadVideo(actor: Actor | null, file: UploadedFile | undefined): Promise<MediaView> {
    const { userId } = requireActor(actor, 'write');
    try {
      if (!file || file.size === 0) throw noVideo();
      if (file.size > this.deps.config.media.maxVideoBytes)
        throw videoTooLarge(this.deps.config.media.maxVideoBytes);
      const type = await this.detect(file.path);
      if (type?.kind !== 'video') throw notAVideo();
      const poster = `${file.path}.poster.webp`;
      try {
        const facts = await probeVideo(file.path, poster);
        if (!facts) throw brokenVideo();
        return await this.store(userId, {
          file: file.path,
          type,
          name: file.originalname,
          width: facts.width,
          height: facts.height,
          duration: facts.duration,
          poster,
        });
      } finally {
        await rm(poster, { force: true });
      }
    } finally {
      if (file) await rm(file.path, { force: true });
    }
  }

  /**
   * Stores a file the app made or checked (uploads, and AI generators later): its bytes under a
   * key of its content hash and a new id, then its row; the row exists only once the bytes do,
   * and the bytes are removed again when the row cannot be written.
   */
  async store(
    userId: string,
    input: {
      file: string;
      type: MediaType;
      name: string;
      source?: MediaSource;
      width?: number | null;
      height?: number | null;
      duration?: number | null;
      prompt?: string | null;
      generator?: string | null;
      details?: Record<string, unknown> | null;
      poster?: string;
    },
  ): Promise<MediaView> {
    const { hash, size } = await hashFile(input.file);
    const id = randomUUID();
    const key = originalKey(userId, hash, id, input.type.ext);
    await this.storage.put(key, createReadStream(input.file), { contentType: input.type.mime });
    const stored: string[] = [key];
    try {
      let thumbnailKey: string | null = null;
      if (input.poster) {
        thumbnailKey = derivedKey(key, 'poster.webp');
        await this.storage.put(thumbnailKey, createReadStream(input.poster), { contentType: 'image/webp' });
        stored.push(thumbnailKey);
      }
      const item = await inTransaction(this.em, async (tx) => {
        const row = tx.create(MediaItem, {
          id,
          user: tx.getReference(User, userId),
          kind: input.type.kind,
          source: input.source ?? 'upload',
          name: cleanName(input.name) || path.basename(key),
          mimeType: input.type.mime,
          size,
          contentHash: hash,
          storageKey: key,
          width: input.width ?? null,
          height: input.height ?? null,
          duration:
            input.duration === null || input.duration === undefined ? null : input.duration.toFixed(3),
          prompt: input.prompt ?? null,
          generator: input.generator ?? null,
          details: input.details ?? null,
          thumbnailKey,
          variantState: input.type.kind === 'image' ? 'pending' : 'none',
          createdAt: this.now(),
        });
        await tx.flush();
        if (row.variantState === 'pending')
          await this.deps.jobs.send(MEDIA_VARIANTS_JOB, { mediaId: id }, { tx });
        return row;
      });
      this.changed(userId, id, 'created');
      return this.viewOf(item);
    } catch (error) {
      // The row was not written: its files go; if that fails too, the first error is the one to answer.
      await this.storage
        .remove(stored)
        .catch((cleanup: unknown) =>
          this.deps.log.warn(
            { err: cleanup, keys: stored },
            'could not remove the files of a media item not stored',
          ),
        );
      throw error;
    }
  }

  private async detect(file: string): Promise<MediaType | null> {
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(4100);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      return await detectMediaTypeOfFile(file, head.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  }

  // ---- reading -------------------------------------------------------------------------------

  /** One page of the actor's library, newest first, filtered by kind, source and a search text. */
  async list(actor: Actor | null, input: unknown = {}): Promise<Page<MediaView> & { total: number }> {
    const { userId } = requireActor(actor, 'read');
    const query = parseInput(mediaListSchema, input ?? {});
    const where: string[] = ['m.user_id = ?'];
    const params: unknown[] = [userId];
    if (query.type) {
      where.push('m.kind = ?');
      params.push(query.type);
    }
    if (query.source) {
      where.push('m.source = ?');
      params.push(query.source);
    }
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(`(m.name ilike ? or m.prompt ilike ?)`);
      params.push(pattern, pattern);
    }
    const [count] = await this.em.execute<Array<{ n: string }>>(
      `select count(*) as n from media_items m where ${where.join(' and ')}`,
      params,
    );
    const keyset = [...where];
    const keysetParams = [...params];
    if (query.after) {
      const { c, i } = decodeCursor(query.after);
      if (typeof c !== 'string' || typeof i !== 'string' || !isUuid(i) || Number.isNaN(Date.parse(c)))
        throw expiredCursor();
      keyset.push('(m.created_at, m.id) < (?::timestamptz, ?::uuid)');
      keysetParams.push(c, i);
    }
    const rows = await this.em.execute<MediaRow[]>(
      `select m.*, m.created_at::text as cursor_at from media_items m
        where ${keyset.join(' and ')}
        order by m.created_at desc, m.id desc limit ?`,
      [...keysetParams, query.limit + 1],
    );
    const kept = rows.slice(0, query.limit);
    const last = kept.at(-1);
    return {
      items: kept.map((row) => this.viewOfRow(row)),
      total: Number(count?.n ?? 0),
      endCursor: last ? encodeCursor({ c: last.cursor_at, i: last.id }) : null,
      hasMore: rows.length > query.limit,
    };
  }

  /** 002 §2 stat cards: how many items of each kind, AI-made ones, and their bytes. */
  async stats(actor: Actor | null): Promise<MediaStats> {
    const { userId } = requireActor(actor, 'read');
    const [row] = await this.em.execute<Array<Record<keyof MediaStats, string | null>>>(
      `select count(*) as total,
              count(*) filter (where kind = 'image') as images,
              count(*) filter (where kind = 'video') as videos,
              count(*) filter (where kind = 'audio') as audio,
              count(*) filter (where source = 'ai') as "aiGenerated",
              coalesce(sum(size), 0) as "totalBytes"
         from media_items where user_id = ?`,
      [userId],
    );
    return {
      total: Number(row?.total ?? 0),
      images: Number(row?.images ?? 0),
      videos: Number(row?.videos ?? 0),
      audio: Number(row?.audio ?? 0),
      aiGenerated: Number(row?.aiGenerated ?? 0),
      totalBytes: Number(row?.totalBytes ?? 0),
    };
  }

  /** One item of the actor's; another user's id answers not found. */
  async get(actor: Actor | null, id: string): Promise<MediaView> {
    const { userId } = requireActor(actor, 'read');
    return this.viewOf(await findOwned(this.em, MediaItem, id, { user: userId }, mediaNotFound));
  }

  /**
   * The actor's item of `kind` a stored file's address points at (its original file: this site's
   * /uploads/… with or without an origin, or the storage's public address), else not found.
   */
  async findByUrl(
    actor: Actor | null,
    url: string,
    kind: MediaKind,
    notFound: () => Error,
  ): Promise<MediaView> {
    const { userId } = requireActor(actor, 'read');
    const key = keyOfUrl(url, this.storage.url('x').replace(/x$/, ''));
    const item = key ? await this.em.findOne(MediaItem, { storageKey: key, user: userId, kind }) : null;
    if (!item) throw notFound();
    return this.viewOf(item);
  }

  /** Copies an item's stored file to a path on this machine (for ffmpeg); false when it is gone. */
  async copyToFile(item: Pick<MediaView, 'storageKey'>, file: string): Promise<boolean> {
    const stored = await this.storage.get(item.storageKey);
    if (!stored) return false;
    await pipeline(stored.body, createWriteStream(file));
    return true;
  }

  /** The newest items of one kind (and source), for the spec's plain lists (GET /api/media, /api/ai/*). */
  async newest(actor: Actor | null, kind: MediaKind, source?: MediaSource): Promise<MediaView[]> {
    const page = await this.list(actor, { type: kind, source, limit: LIBRARY_LIMIT });
    return page.items;
  }

  /** 000 §3: the media library as { images, videos }, newest first. */
  async library(actor: Actor | null): Promise<{ images: MediaView[]; videos: MediaView[] }> {
    const [images, videos] = await Promise.all([this.newest(actor, 'image'), this.newest(actor, 'video')]);
    return { images, videos };
  }

  /** The funnels (not in the recycle bin) whose pages use each item, by item id. */
  async usages(userId: string, mediaIds: readonly string[]): Promise<Map<string, MediaUsageView[]>> {
    const rows = await this.em.execute<Array<{ media_id: string; funnel_id: string; name: string }>>(
      `select u.media_id, f.id as funnel_id, f.name from media_usages u
         join funnels f on f.id = u.funnel_id and f.deleted_at is null
         join media_items m on m.id = u.media_id and m.user_id = ?
        where u.media_id = any(?::uuid[])
        order by f.name, f.id`,
      [userId, `{${mediaIds.filter(isUuid).join(',')}}`],
    );
    const byMedia = new Map<string, MediaUsageView[]>();
    for (const row of rows) {
      const list = byMedia.get(row.media_id) ?? [];
      list.push({ funnelId: row.funnel_id, funnelName: row.name });
      byMedia.set(row.media_id, list);
    }
    return byMedia;
  }

  // ---- deleting ------------------------------------------------------------------------------

  /**
   * Deletes an item and its files (DELETE /api/media/delete, /api/ai/delete-media, deleteMedia).
   * Funnels that used it are published again, so their pages show a placeholder, not a broken image.
   */
  async remove(
    actor: Actor | null,
    input: unknown,
  ): Promise<{ id: string; usedInFunnels: MediaUsageView[] }> {
    const { userId } = requireActor(actor, 'write');
    const { id, type } = parseInput(deleteMediaSchema, input ?? {});
    const item = await findOwned(this.em, MediaItem, id, { user: userId }, mediaNotFound);
    if (type && type !== item.kind) throw mediaTypeMismatch(type);
    const used = (await this.usages(userId, [id])).get(id) ?? [];
    const keys = [
      item.storageKey,
      ...item.variants.map((v) => v.key),
      ...(item.thumbnailKey ? [item.thumbnailKey] : []),
    ];
    await this.em.nativeDelete(MediaItem, { id, user: userId });
    await this.storage.remove([...new Set(keys)]);
    await this.services.funnels.republishUsing(used.map((u) => u.funnelId));
    this.changed(userId, id, 'deleted');
    return { id, usedInFunnels: used };
  }

  /** Removes every file of the user (their account is being deleted; the rows go with the user). */
  async removeAllOf(userId: string): Promise<void> {
    await this.storage.removePrefix(`${userId}/`);
    await this.storage.removePrefix(`${AVATARS_PREFIX}/${userId}/`);
  }

  // ---- funnels -------------------------------------------------------------------------------

  /**
   * Rewrites which items a funnel uses from the addresses in its config and in the pages of its
   * A/B tests' variants (served on its address while a test runs), in the caller's transaction
   * (the funnel's or a variant's save): only the funnel owner's items count.
   */
  async syncUsage(em: EntityManager, funnel: { id: string; userId: string; config: unknown }): Promise<void> {
    const variantPages = await this.services.experiments.variantPagesOf(em, funnel.id);
    const keys = [...mediaKeysIn([funnel.config, ...variantPages], this.storage)];
    await em.execute(`delete from media_usages where funnel_id = ?`, [funnel.id]);
    if (keys.length === 0) return;
    await em.execute(
      `insert into media_usages (media_id, funnel_id)
       select id, ? from media_items where user_id = ? and storage_key = any(?::text[])
       on conflict do nothing`,
      [funnel.id, funnel.userId, pgArray(keys)],
    );
  }

  /**
   * What published pages need to draw the owner's media in a config: each address's size and
   * resized variants; null for an address of a deleted item (drawn as a placeholder).
   */
  async renditions(userId: string, config: unknown): Promise<Record<string, MediaRendition | null>> {
    const urls = mediaUrlsIn(config, this.storage);
    if (urls.size === 0) return {};
    const items = await this.em.find(MediaItem, {
      user: userId,
      storageKey: { $in: [...new Set(urls.values())] },
    });
    const byKey = new Map(items.map((item) => [item.storageKey, item]));
    const renditions: Record<string, MediaRendition | null> = {};
    for (const [url, key] of urls) {
      const item = byKey.get(key);
      if (item) renditions[url] = this.renditionOf(item);
      else if (LIBRARY_KEY.test(key)) renditions[url] = null;
    }
    return renditions;
  }

  private renditionOf(item: MediaItem): MediaRendition {
    const byFormat = (format: string) =>
      item.variants
        .filter((v) => v.format === format)
        .sort((a, b) => a.width - b.width)
        .map((v) => ({ url: this.storage.url(v.key), width: v.width }));
    return {
      kind: item.kind,
      width: item.width ?? null,
      height: item.height ?? null,
      avif: byFormat('avif'),
      webp: byFormat('webp'),
      original: byFormat(item.mimeType === 'image/png' ? 'png' : 'jpg'),
      poster: item.kind === 'video' && item.thumbnailKey ? this.storage.url(item.thumbnailKey) : null,
    };
  }

  // ---- avatars -------------------------------------------------------------------------------

  /**
   * Stores a user's avatar (issue 16): an image by its bytes (file-type), re-encoded by sharp,
   * so what is served is a clean 256 px WebP whatever was sent. Kept apart from the library
   * (avatars/<user id>/), served like every stored file. Answers its URL, or null when the
   * bytes are not an image.
   */
  async storeAvatar(userId: string, bytes: Buffer): Promise<string | null> {
    if (!(await detectImageType(bytes))) return null;
    const webp = await toAvatarWebp(bytes);
    if (!webp) return null;
    const key = `${AVATARS_PREFIX}/${userId}/${randomUUID()}.webp`;
    await this.storage.put(key, Readable.from([webp]), { contentType: 'image/webp' });
    return this.storage.url(key);
  }

  /** Deletes an avatar this module stored for the user; any other URL (a provider's picture) is left. */
  async removeAvatar(userId: string, url: string): Promise<void> {
    const prefix = this.storage.url(`${AVATARS_PREFIX}/${userId}/x`).replace(/x$/, '');
    const fileName = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    if (!/^[0-9a-f-]{36}\.webp$/.test(fileName)) return;
    await this.storage.remove([`${AVATARS_PREFIX}/${userId}/${fileName}`]);
  }

  // ---- views ---------------------------------------------------------------------------------

  viewOf(item: MediaItem): MediaView {
    return {
      id: item.id,
      name: item.name,
      url: this.storage.url(item.storageKey),
      thumbnailUrl: item.thumbnailKey ? this.storage.url(item.thumbnailKey) : null,
      type: item.kind,
      mimeType: item.mimeType,
      size: Number(item.size),
      width: item.width ?? null,
      height: item.height ?? null,
      duration: item.duration === null || item.duration === undefined ? null : Number(item.duration),
      uploadedAt: item.createdAt.toISOString(),
      source: item.source,
      prompt: item.prompt ?? null,
      generator: item.generator ?? null,
      ...costOf(item.details),
      details: item.details ?? null,
      storageKey: item.storageKey,
    };
  }

  private viewOfRow(row: MediaRow): MediaView {
    return {
      id: row.id,
      name: row.name,
      url: this.storage.url(row.storage_key),
      thumbnailUrl: row.thumbnail_key ? this.storage.url(row.thumbnail_key) : null,
      type: row.kind,
      mimeType: row.mime_type,
      size: Number(row.size),
      width: row.width,
      height: row.height,
      duration: row.duration === null ? null : Number(row.duration),
      uploadedAt: new Date(row.created_at).toISOString(),
      source: row.source,
      prompt: row.prompt,
      generator: row.generator,
      ...costOf(row.details),
      details: row.details,
      storageKey: row.storage_key,
    };
  }

  /** Tells the owner's open screens (mediaChanged) that an item came, changed or went. */
  changed(userId: string, id: string, change: 'created' | 'updated' | 'deleted'): void {
    this.deps.events.publish('MEDIA_CHANGED', userId, { id, change });
  }

  /** A temporary file path for work on this machine (variants, generators). */
  async scratchFile(suffix: string): Promise<string> {
    const dir = path.join(os.tmpdir(), 'funnelforge-media');
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${randomUUID()}${suffix}`);
  }
}

/** A name fit to show: no control characters or path, at most 200 characters. */
function cleanName(name: string): string {
  return path
    .basename(name.replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, NAME_MAX);
}

async function hashFile(file: string): Promise<{ hash: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { hash: hash.digest('hex'), size };
}
