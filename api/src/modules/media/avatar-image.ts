import sharp from 'sharp';

/** The side of the square every avatar is stored as: twice the largest size the app draws it. */
export const AVATAR_SIZE = 256;

/** Larger pictures than this (about 50 megapixels) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An uploaded picture made into what the app serves: its first frame, turned upright by its
 * EXIF orientation, cropped to a 256 px square around its middle, encoded as WebP with no
 * metadata (sharp drops EXIF, GPS and ICC unless asked to keep them). Null when the bytes do
 * not decode as an image.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Corrupt, truncated or too large to decode: not an image this app will store.
    return null;
  }
}
