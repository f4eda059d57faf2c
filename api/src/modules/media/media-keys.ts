import { UPLOADS_PATH, isMediaKey, type MediaStorage } from './storage/media-storage';

/** The key of an uploaded or generated file: the owner's folder, the content hash and the item id. */
export function originalKey(userId: string, contentHash: string, id: string, ext: string): string {
  return `${userId}/${contentHash.slice(0, 16)}-${id}.${ext}`;
}

/** The folder beside an original that holds its variants and poster. */
export function derivedKey(original: string, name: string): string {
  return `${original.replace(/\.[a-z0-9]+$/, '')}/${name}`;
}

/**
 * Keys of library files (and of uploads from before the library had a table, a bare uuid, which
 * are added to it at start): an address with such a key and no item is media that was deleted.
 */
export const LIBRARY_KEY = /^[0-9a-f-]{36}\/(?:[0-9a-f]{16}-)?[0-9a-f-]{36}\.[a-z0-9]+$/;

/**
 * Every address of a stored file a funnel's config names, with its storage key: the config's
 * strings that are this site's /uploads/… (with or without an origin) or the storage's public
 * address.
 */
export function mediaUrlsIn(config: unknown, storage: MediaStorage): Map<string, string> {
  const found = new Map<string, string>();
  const publicPrefix = storage.url('x').replace(/x$/, '');
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const key = keyOfUrl(value, publicPrefix);
      if (key) found.set(value, key);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(config);
  return found;
}

/** The storage keys a funnel's config names. */
export function mediaKeysIn(config: unknown, storage: MediaStorage): Set<string> {
  return new Set(mediaUrlsIn(config, storage).values());
}

/** The storage key an address points at, or null when it is not one of the media storage's. */
export function keyOfUrl(url: string, publicPrefix: string): string | null {
  const text = url.trim();
  if (text.length > 2000) return null;
  let key: string | null = null;
  if (publicPrefix.startsWith('http') && text.startsWith(publicPrefix)) key = text.slice(publicPrefix.length);
  else {
    const match = /^(?:https?:\/\/[^/]+)?(\/uploads\/.+)$/.exec(text);
    if (match?.[1]) key = match[1].slice(UPLOADS_PATH.length + 1);
  }
  if (key === null) return null;
  key = key.split(/[?#]/)[0] ?? '';
  return isMediaKey(key) ? key : null;
}
