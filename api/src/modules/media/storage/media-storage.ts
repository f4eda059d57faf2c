import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, its length and the type it was stored as. */
export type StoredFile = { body: Readable; size: number; contentType: string };

/**
 * Where the media library's files live: local disk under DATA_DIR (LocalMediaStorage) or an
 * S3-compatible bucket (S3MediaStorage). Keys are relative paths made by the media service
 * (`<user id>/<content hash>-<media id>.<ext>`, variants under `<...>/w640.webp`): never from
 * user input, always validated by `isMediaKey`.
 */
export interface MediaStorage {
  /** Which storage this is, for logs and the library's item metadata. */
  readonly kind: 'local' | 's3';
  /** Writes the stream under `key` (replacing what was there); resolves once it is stored. */
  put(key: string, body: Readable, options: { contentType: string }): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the files; keys with nothing stored are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (a user's folder when the account goes). */
  removePrefix(prefix: string): Promise<void>;
  /** The address browsers fetch the file at. */
  url(key: string): string;
  /** The CSP source pages need to show the files (this site's own for local disk). */
  readonly source: string;
}

/** Where the app serves stored files when the storage has no public address of its own. */
export const UPLOADS_PATH = '/uploads';

/** A key the media service makes: lowercase path segments of safe characters, no '..', no leading '/'. */
export function isMediaKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 300 &&
    key.split('/').every((segment) => /^[a-z0-9][a-z0-9._-]*$/.test(segment) && !segment.includes('..'))
  );
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
}
