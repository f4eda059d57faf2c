import sharp from 'sharp';
import type { GeneratedImage } from './image-provider';

const FORMATS = ['png', 'jpeg', 'webp'] as const;

/** Decodes bytes with sharp: the image they are, or null when they are not one we store. */
export async function checkedImage(bytes: Buffer): Promise<GeneratedImage | null> {
  try {
    // limitInputPixels: a provider is outside input too; 50 megapixels is far above any size offered.
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
    const format = FORMATS.find((f) => f === meta.format);
    if (!format || !meta.width || !meta.height) return null;
    // Decoding the whole image, not just its header, proves the data is not truncated.
    await sharp(bytes, { limitInputPixels: 50_000_000 }).raw().toBuffer();
    return { bytes, format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
