import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** What the library holds: the kind of a media item. */
export type MediaKind = 'image' | 'video' | 'audio';

/** Formats the library accepts, by kind: what a file is stored and served as. */
export const MEDIA_TYPES = [
  { kind: 'image', ext: 'png', mime: 'image/png' },
  { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  { kind: 'image', ext: 'gif', mime: 'image/gif' },
  { kind: 'image', ext: 'webp', mime: 'image/webp' },
  { kind: 'image', ext: 'avif', mime: 'image/avif' },
  { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  { kind: 'video', ext: 'webm', mime: 'video/webm' },
  { kind: 'video', ext: 'mov', mime: 'video/quicktime' },
  { kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' },
  { kind: 'audio', ext: 'wav', mime: 'audio/wav' },
  { kind: 'audio', ext: 'm4a', mime: 'audio/mp4' },
  { kind: 'audio', ext: 'ogg', mime: 'audio/ogg' },
] as const satisfies ReadonlyArray<{ kind: MediaKind; ext: string; mime: string }>;

export type MediaType = (typeof MEDIA_TYPES)[number];
export type ImageType = Extract<MediaType, { kind: 'image' }>;
export const IMAGE_TYPES = MEDIA_TYPES.filter((type): type is ImageType => type.kind === 'image');

/** file-type's names for the same formats: an animated PNG is still a PNG to a browser. */
const SAME_FORMAT: Readonly<Record<string, MediaType['ext']>> = { apng: 'png', qt: 'mov', m4v: 'mp4' };

/**
 * file-type calls anything that starts with "GIF" a GIF; a real one names its version (87a or
 * 89a). Kept from the hand-written check, so a text that starts with "GIF" stays refused.
 */
const GIF_VERSIONS = ['GIF87a', 'GIF89a'];
const isGifHeader = (bytes: Uint8Array) =>
  GIF_VERSIONS.includes(Buffer.from(bytes.subarray(0, 6)).toString('latin1'));

function known(found: { ext: string } | undefined, head: Uint8Array | null): MediaType | null {
  if (!found) return null;
  const ext = SAME_FORMAT[found.ext] ?? found.ext;
  if (ext === 'gif' && head && !isGifHeader(head)) return null;
  return MEDIA_TYPES.find((type) => type.ext === ext) ?? null;
}

/**
 * What the bytes are, by their signatures (file-type), never by name or client claim; null for
 * anything else. file-type is ESM-only: the api's CommonJS build loads it with require(esm)
 * (Node 20.19 and later, as package.json's engines say; tsc allows it under NodeNext). A
 * dynamic import() would work there too, but not inside jest's module sandbox on Node 20
 * (it needs --experimental-vm-modules); the jest config compiles file-type to CommonJS instead.
 */
export async function detectMediaType(bytes: Uint8Array): Promise<MediaType | null> {
  return known(await fileTypeFromBuffer(bytes), bytes);
}

/** The type of a file on disk, read from its first bytes only (an upload is never read whole). */
export async function detectMediaTypeOfFile(file: string, head: Uint8Array): Promise<MediaType | null> {
  return known(await fileTypeFromFile(file), head);
}

/** An image format the library accepts, by the bytes; null for anything else (videos included). */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const type = await detectMediaType(bytes);
  return type?.kind === 'image' ? type : null;
}

export function mimeOfExtension(ext: string): string | null {
  return MEDIA_TYPES.find((type) => type.ext === ext)?.mime ?? null;
}

/** The type a stored file is served as, from the extension the media service gave it. */
export function mimeOfFileName(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : mimeOfExtension(name.slice(dot + 1).toLowerCase());
}
