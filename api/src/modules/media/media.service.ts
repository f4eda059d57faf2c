import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { imageTooLarge, noImage, notAnImage } from './media.errors';
import { ImageGeneration } from '../ai';
import { toAvatarWebp } from './avatar-image';
import { detectImageType } from './media-types';
import { Service } from '../../shared/service';

/** 5 MB: the largest image a page should carry (002 §9 uses the same cap for avatars). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOADS_PATH = '/uploads';
export const AVATARS_PATH = `${UPLOADS_PATH}/avatars`;

export type MediaItem = {
  id: string;
  name: string;
  url: string;
  type: 'image' | 'video';
  size: number;
  uploadedAt: string;
  source: 'upload' | 'ai';
  prompt: string | null;
};

/** Files a user uploaded, kept under DATA_DIR/uploads/<user id>/, and AI images they generated. */
export class MediaService extends Service {
  private userDir(userId: string): string {
    return path.join(this.deps.config.dataDir, 'uploads', userId);
  }

  /** Removes every file the user uploaded (their account is being deleted). */
  async removeAllOf(userId: string): Promise<void> {
    await rm(this.userDir(userId), { recursive: true, force: true });
  }

  /** Stores an uploaded image after checking what it really is; answers its public URL. */
  async uploadImage(
    actor: Actor | null,
    file: { buffer: Buffer; originalname: string; size: number } | undefined,
  ): Promise<MediaItem> {
    const { userId } = requireActor(actor, 'write');
    if (!file || file.size === 0) throw noImage();
    if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge();
    const type = await detectImageType(file.buffer);
    if (!type) throw notAnImage();
    const dir = this.userDir(userId);
    await mkdir(dir, { recursive: true });
    const id = randomUUID();
    const fileName = `${id}.${type.ext}`;
    await writeFile(path.join(dir, fileName), file.buffer, { mode: 0o644 });
    // The original name is kept beside the file, for the library; it never becomes a path.
    await writeFile(path.join(dir, `${id}.name`), file.originalname.slice(0, 200), { mode: 0o644 });
    return {
      id,
      name: file.originalname.slice(0, 200) || fileName,
      url: `${UPLOADS_PATH}/${userId}/${fileName}`,
      type: 'image',
      size: file.size,
      uploadedAt: this.deps.clock.now().toISOString(),
      source: 'upload',
      prompt: null,
    };
  }

  /**
   * Stores a user's avatar (issue 16): an image by its bytes (file-type), re-encoded by sharp,
   * so what is served is a clean 256 px WebP whatever was sent. Kept apart from the library
   * (DATA_DIR/uploads/avatars/<user id>/), served at /uploads like every upload. Answers its
   * URL, or null when the bytes are not an image.
   */
  async storeAvatar(userId: string, bytes: Buffer): Promise<string | null> {
    if (!(await detectImageType(bytes))) return null;
    const webp = await toAvatarWebp(bytes);
    if (!webp) return null;
    const dir = this.avatarDir(userId);
    await mkdir(dir, { recursive: true });
    const fileName = `${randomUUID()}.webp`;
    await writeFile(path.join(dir, fileName), webp, { mode: 0o644 });
    return `${AVATARS_PATH}/${userId}/${fileName}`;
  }

  /** Deletes an avatar this module stored for the user; any other URL (a provider's picture) is left. */
  async removeAvatar(userId: string, url: string): Promise<void> {
    const prefix = `${AVATARS_PATH}/${userId}/`;
    const fileName = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    if (!/^[0-9a-f-]{36}\.webp$/.test(fileName)) return;
    await rm(path.join(this.avatarDir(userId), fileName), { force: true });
  }

  private avatarDir(userId: string): string {
    return path.join(this.deps.config.dataDir, 'uploads', 'avatars', userId);
  }

  /** 000 §3: the media library as { images, videos }, newest first. */
  async library(actor: Actor | null): Promise<{ images: MediaItem[]; videos: MediaItem[] }> {
    const { userId } = requireActor(actor, 'read');
    const uploaded = await this.uploaded(userId);
    const generated = await this.em.find(
      ImageGeneration,
      { user: userId, imageUrl: { $ne: null } },
      { orderBy: { createdAt: 'desc' }, limit: 500 },
    );
    const ai: MediaItem[] = generated.map((image) => ({
      id: image.id,
      name: image.prompt.slice(0, 60),
      url: image.imageUrl ?? '',
      type: 'image',
      size: 0,
      uploadedAt: image.createdAt.toISOString(),
      source: 'ai',
      prompt: image.prompt,
    }));
    const images = [...uploaded.filter((m) => m.type === 'image'), ...ai].sort((a, b) =>
      b.uploadedAt.localeCompare(a.uploadedAt),
    );
    return { images, videos: uploaded.filter((m) => m.type === 'video') };
  }

  private async uploaded(userId: string): Promise<MediaItem[]> {
    const dir = this.userDir(userId);
    const names = await readdir(dir).catch(() => [] as string[]);
    const items = await Promise.all(
      names
        .filter((name) => /^[0-9a-f-]{36}\.(png|jpg|gif|webp|avif)$/.test(name))
        .map(async (name) => {
          const info = await stat(path.join(dir, name));
          const id = name.slice(0, 36);
          const original = await readFile(path.join(dir, `${id}.name`), 'utf8').catch(() => name);
          const item: MediaItem = {
            id,
            name: original,
            url: `${UPLOADS_PATH}/${userId}/${name}`,
            type: 'image',
            size: info.size,
            uploadedAt: info.mtime.toISOString(),
            source: 'upload',
            prompt: null,
          };
          return item;
        }),
    );
    return items;
  }
}
