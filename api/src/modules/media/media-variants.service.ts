import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Service } from '../../shared/service';
import { makeImageVariants } from './image-variants';
import { MediaItem, type MediaVariant } from './media-item.entity';
import { IMAGE_TYPES } from './media-types';

/**
 * The background half of an image upload: resized variants for published pages' srcset and the
 * grid thumbnail (the narrowest WebP). Funnels already using the image are published again, so
 * their pages pick the variants up.
 */
export class MediaVariantsService extends Service {
  async build(mediaId: string): Promise<void> {
    const item = await this.em.findOne(MediaItem, { id: mediaId });
    if (!item || item.kind !== 'image' || item.variantState !== 'pending') return;
    const type = IMAGE_TYPES.find((t) => t.mime === item.mimeType);
    const { media } = this.services;
    const file = await media.scratchFile(`.${type?.ext ?? 'img'}`);
    let variants: MediaVariant[];
    try {
      const stored = type && item.width && item.height ? await media.storage.get(item.storageKey) : null;
      if (!type || !item.width || !item.height || !stored) {
        await this.em.nativeUpdate(MediaItem, { id: item.id }, { variantState: 'failed' });
        return;
      }
      await pipeline(stored.body, createWriteStream(file));
      variants = await makeImageVariants({
        input: file,
        type,
        width: item.width,
        height: item.height,
        key: item.storageKey,
        storage: media.storage,
        scratch: (suffix) => media.scratchFile(suffix),
      });
    } finally {
      await rm(file, { force: true });
    }
    // Deleted while the variants were made: its files go too.
    const thumbnailKey = variants.find((v) => v.format === 'webp')?.key ?? null;
    const updated = await this.em.nativeUpdate(
      MediaItem,
      { id: item.id },
      { variants, thumbnailKey, variantState: 'ready' },
    );
    if (updated === 0) {
      await media.storage.remove(variants.map((v) => v.key));
      return;
    }
    const used = await media.usages(item.user.id, [item.id]);
    await this.services.funnels.republishUsing((used.get(item.id) ?? []).map((u) => u.funnelId));
    media.changed(item.user.id, item.id, 'updated');
  }
}
