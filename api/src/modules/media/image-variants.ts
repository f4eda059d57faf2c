import { rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { MediaVariant } from './media-item.entity';
import { derivedKey } from './media-keys';
import { encodeAs, openImage, VARIANT_WIDTHS } from './image-processing';
import type { ImageType } from './media-types';
import type { MediaStorage } from './storage/media-storage';

const FORMATS = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg', png: 'image/png' } as const;

/** Per original format: the modern formats, then what the <img> falls back to (its own family). */
const VARIANT_FORMATS: Record<ImageType['ext'], Array<keyof typeof FORMATS>> = {
  jpg: ['avif', 'webp', 'jpg'],
  png: ['avif', 'webp', 'png'],
  webp: ['avif', 'webp'],
  avif: ['avif', 'webp'],
  gif: ['webp'],
};

/**
 * The resized copies published pages pick from with srcset: each width below the original's
 * (and the original's own width when it is narrower than the smallest), as AVIF, WebP and the
 * original's family (PNG stays PNG for transparency, everything else JPEG). GIFs get WebP only
 * (animation kept). `scratch` answers temporary file paths; every file is removed afterwards.
 */
export async function makeImageVariants(options: {
  input: string;
  type: ImageType;
  width: number;
  height: number;
  key: string;
  storage: MediaStorage;
  scratch: (suffix: string) => Promise<string>;
}): Promise<MediaVariant[]> {
  const { input, type, width, key, storage } = options;
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (widths.length === 0 || width <= VARIANT_WIDTHS[0]) widths.unshift(Math.min(width, VARIANT_WIDTHS[0]));
  const formats = VARIANT_FORMATS[type.ext];
  const variants: MediaVariant[] = [];
  for (const w of [...new Set(widths)]) {
    for (const format of formats) {
      const file = await options.scratch(`.${format}`);
      try {
        const info = await encodeAs(
          openImage(input, type).resize({ width: w, withoutEnlargement: true }),
          format,
        ).toFile(file);
        const variantKey = derivedKey(key, `w${w}.${format}`);
        await storage.put(variantKey, createReadStream(file), { contentType: FORMATS[format] });
        const { size } = await stat(file);
        // An animated image's height counts every frame: the ratio gives one frame's.
        const h = Math.max(1, Math.round((info.width * options.height) / width));
        variants.push({ width: info.width, height: h, format, key: variantKey, size });
      } finally {
        await rm(file, { force: true });
      }
    }
  }
  return variants;
}
