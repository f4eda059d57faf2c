import sharp, { type Sharp } from 'sharp';
import type { ImageType } from './media-types';

/** Larger pictures than this (about 50 megapixels) are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Widths made for published pages' srcset: phones, tablets, laptops, large screens. */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

export type ImageSize = { width: number; height: number };

/** Opens an image for re-encoding: refuses bombs and broken files, keeps animation where the format has it. */
export function openImage(input: string | Buffer, type: ImageType): Sharp {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated }).rotate();
}

/** The encoder for a format, with settings for pages: small files that still look right. */
export function encodeAs(image: Sharp, format: ImageType['ext']): Sharp {
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'webp':
      return image.webp({ quality: 82 });
    case 'gif':
      return image.gif();
    case 'avif':
      return image.avif({ quality: 55, effort: 3 });
  }
}

/**
 * Re-encodes an uploaded image into `output` in its own format: what is stored is pixels sharp
 * decoded and wrote again, so metadata (EXIF, GPS, comments) is gone and anything hidden after
 * or inside the image (a polyglot's script) does not survive. Answers the picture's size, or
 * null when the bytes do not decode (corrupt, truncated, over the pixel limit: `tooLarge`).
 */
export async function reencodeImage(
  input: string,
  type: ImageType,
  output: string,
): Promise<{ size: ImageSize } | { refused: 'broken' | 'tooLarge' }> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
    if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS)
      return { refused: 'tooLarge' };
    await encodeAs(openImage(input, type), type.ext).toFile(output);
    const written = await sharp(output, { animated: true }).metadata();
    const width = written.width ?? 0;
    const height = written.pageHeight ?? written.height ?? 0;
    return width > 0 && height > 0 ? { size: { width, height } } : { refused: 'broken' };
  } catch (error) {
    return { refused: error instanceof Error && /pixel limit/i.test(error.message) ? 'tooLarge' : 'broken' };
  }
}
