import { fileTypeFromBuffer } from 'file-type';

/** Image formats the library accepts: what an upload is stored and served as. */
export const IMAGE_TYPES = [
  { ext: 'png', mime: 'image/png' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'gif', mime: 'image/gif' },
  { ext: 'webp', mime: 'image/webp' },
  { ext: 'avif', mime: 'image/avif' },
] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];

/** file-type's names for the same formats: an animated PNG is still a PNG to a browser. */
const SAME_FORMAT: Readonly<Record<string, ImageType['ext']>> = { apng: 'png' };

/**
 * file-type calls anything that starts with "GIF" a GIF; a real one names its version (87a or
 * 89a). Kept from the hand-written check, so a text that starts with "GIF" stays refused.
 */
const GIF_VERSIONS = ['GIF87a', 'GIF89a'];
const isGifHeader = (bytes: Uint8Array) =>
  GIF_VERSIONS.includes(Buffer.from(bytes.subarray(0, 6)).toString('latin1'));

/**
 * What the bytes are, by their signatures (file-type), never by name or client claim; null for
 * anything else. file-type is ESM-only: the api's CommonJS build loads it with require(esm)
 * (Node 20.19 and later, as package.json's engines say; tsc allows it under NodeNext). A
 * dynamic import() would work there too, but not inside jest's module sandbox on Node 20
 * (it needs --experimental-vm-modules); the jest config compiles file-type to CommonJS instead.
 */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  const ext = SAME_FORMAT[found.ext] ?? found.ext;
  if (ext === 'gif' && !isGifHeader(bytes)) return null;
  return IMAGE_TYPES.find((type) => type.ext === ext) ?? null;
}

export function mimeOfExtension(ext: string): string | null {
  return IMAGE_TYPES.find((type) => type.ext === ext)?.mime ?? null;
}
