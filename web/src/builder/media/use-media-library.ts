import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from '../../app/api-fetch';
import { SessionExpiredError } from '../../app/session-expired';
import { safeMediaSrc } from '../../page-model/safe-url';

/** 000 §3: a media item as the pickers show it. */
export type MediaType = 'image' | 'video';
export type MediaItem = {
  id: string;
  name: string;
  url: string;
  /** A small picture for grids (an image's 320 px variant, a video's poster), null until made. */
  thumbnailUrl: string | null;
  type: MediaType;
  /** Bytes; 0 when not known (AI images). */
  size: number;
  uploadedAt: string;
  /** 'ai' earns an AI badge. */
  source: 'upload' | 'ai';
  prompt: string | null;
};
export type MediaLibrary = { images: MediaItem[]; videos: MediaItem[] };

export const MEDIA_URL = '/api/media';
/** 000 §7: GET /api/media is retried up to 2 times (never on 401), 1 s apart, and is stale after 30 s. */
export const MEDIA_RETRIES = 2;
export const MEDIA_RETRY_DELAY_MS = 1000;
export const MEDIA_FRESH_MS = 30_000;

/** auth: signed out (401) or an answer that is not JSON (a sign-in page); http: another failed answer; network: no answer. */
export type MediaErrorKind = 'auth' | 'http' | 'network' | 'format';

export class MediaLibraryError extends Error {
  readonly kind: MediaErrorKind;
  constructor(kind: MediaErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaLibraryError';
    this.kind = kind;
  }
}

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_ITEMS = 1000;

/** One item as the server sent it, or null when it has no usable address (unsafe URLs are dropped). */
function readItem(raw: unknown, index: number, fallbackType?: MediaType): MediaItem | null {
  if (!isRecord(raw)) return null;
  const url = typeof raw.url === 'string' ? safeMediaSrc(raw.url) : null;
  if (!url) return null;
  const type = raw.type === 'image' || raw.type === 'video' ? raw.type : fallbackType;
  if (!type) return null;
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : `${type}-${index}`;
  const fileName = decodeURIComponentSafe(url.split(/[?#]/)[0]?.split('/').pop() ?? '');
  const name = typeof raw.name === 'string' && raw.name.trim() ? raw.name.trim() : fileName || url;
  const size = typeof raw.size === 'number' && Number.isFinite(raw.size) && raw.size > 0 ? raw.size : 0;
  const thumbnailUrl = typeof raw.thumbnailUrl === 'string' ? safeMediaSrc(raw.thumbnailUrl) : null;
  return {
    id,
    name: name.slice(0, 200),
    url,
    thumbnailUrl,
    type,
    size,
    uploadedAt: typeof raw.uploadedAt === 'string' ? raw.uploadedAt : '',
    source: raw.source === 'ai' ? 'ai' : 'upload',
    prompt: typeof raw.prompt === 'string' ? raw.prompt : null,
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function readItems(raw: unknown, fallbackType?: MediaType): MediaItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .slice(0, MAX_ITEMS)
    .map((item, i) => readItem(item, i, fallbackType))
    .filter((item): item is MediaItem => item !== null);
}

/**
 * 000 §3: the answer may be a plain list (each item says its type) or { images, videos }.
 * Anything else cannot be read.
 */
export function readMediaLibrary(body: unknown): MediaLibrary {
  if (Array.isArray(body)) {
    const items = readItems(body);
    return {
      images: items.filter((item) => item.type === 'image'),
      videos: items.filter((item) => item.type === 'video'),
    };
  }
  if (isRecord(body) && (Array.isArray(body.images) || Array.isArray(body.videos))) {
    return {
      images: readItems(body.images, 'image').filter((item) => item.type === 'image'),
      videos: readItems(body.videos, 'video').filter((item) => item.type === 'video'),
    };
  }
  throw new MediaLibraryError('format', 'The media library answer could not be read');
}

export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * One GET /api/media (000 §7): a non-JSON answer counts as signed out. A 401 has already been
 * reported by `apiFetch` (toast, then sign-in); the picker only shows its signed-out state.
 */
export async function fetchMediaLibrary(signal?: AbortSignal): Promise<MediaLibrary> {
  let response: Response;
  try {
    response = await apiFetch(MEDIA_URL, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (error instanceof SessionExpiredError)
      throw new MediaLibraryError('auth', error.message, { cause: error });
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new MediaLibraryError('network', 'Network error', { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new MediaLibraryError('network', 'Network error', { cause: error });
  }
  let body: unknown;
  let json = true;
  try {
    body = JSON.parse(text);
  } catch {
    json = false;
  }
  if (!response.ok) {
    // 000 §8: 'status: body text' (or the status text); a JSON error says its message.
    // An HTML error page (a proxy's) is not worth showing; its status text is.
    const plain = text.trim().startsWith('<') ? '' : text.trim().slice(0, 300);
    const detail = json && isRecord(body) && typeof body.message === 'string' ? body.message : plain;
    throw new MediaLibraryError('http', `${response.status}: ${detail || response.statusText}`);
  }
  if (!json) throw new MediaLibraryError('auth', 'The server did not answer with the media library');
  return readMediaLibrary(body);
}

/** Waits `ms`, or rejects as soon as the signal aborts. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** GET /api/media with the retries of 000 §7: up to `retries` more tries, `delayMs` apart, never when signed out. */
export async function fetchMediaLibraryWithRetry(
  signal: AbortSignal,
  { retries = MEDIA_RETRIES, delayMs = MEDIA_RETRY_DELAY_MS }: { retries?: number; delayMs?: number } = {},
): Promise<MediaLibrary> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchMediaLibrary(signal);
    } catch (error) {
      const auth = error instanceof MediaLibraryError && error.kind === 'auth';
      if (signal.aborted || auth || attempt >= retries) throw error;
    }
    await delay(delayMs, signal);
  }
}

export type MediaLibraryStatus = 'idle' | 'loading' | 'success' | 'error';
export type MediaLibraryState = {
  status: MediaLibraryStatus;
  /** The last library loaded (kept while a refresh runs; dropped when signed out). */
  data: MediaLibrary | null;
  error: MediaLibraryError | null;
  /** When data was loaded (ms since the epoch), 0 when never or marked stale. */
  loadedAt: number;
};

const INITIAL: MediaLibraryState = { status: 'idle', data: null, error: null, loadedAt: 0 };

/**
 * The library is shared by every picker of the page (a picker closed and opened again within
 * 30 s shows what it had), like a query cache: one request at a time, cancelled when the last
 * open picker closes.
 */
let snapshot: MediaLibraryState = INITIAL;
let inflight: AbortController | null = null;
let openPickers = 0;
const listeners = new Set<() => void>();

function publish(next: MediaLibraryState) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => snapshot;

const isFresh = () =>
  snapshot.status === 'success' && snapshot.loadedAt > 0 && Date.now() - snapshot.loadedAt < MEDIA_FRESH_MS;

function load({ force, delayMs }: { force: boolean; delayMs: number }) {
  if (!force && (inflight || isFresh())) return;
  inflight?.abort();
  const controller = new AbortController();
  inflight = controller;
  publish({ ...snapshot, status: 'loading', error: null });
  fetchMediaLibraryWithRetry(controller.signal, { delayMs }).then(
    (data) => {
      if (inflight !== controller) return;
      inflight = null;
      publish({ status: 'success', data, error: null, loadedAt: Date.now() });
    },
    (error: unknown) => {
      if (inflight !== controller) return;
      inflight = null;
      const failure =
        error instanceof MediaLibraryError
          ? error
          : new MediaLibraryError(
              'network',
              error instanceof Error && error.message ? error.message : 'Network error',
            );
      publish({
        status: 'error',
        data: failure.kind === 'auth' ? null : snapshot.data,
        error: failure,
        loadedAt: failure.kind === 'auth' ? 0 : snapshot.loadedAt,
      });
    },
  );
}

function cancel() {
  if (!inflight) return;
  inflight.abort();
  inflight = null;
  publish({ ...snapshot, status: snapshot.data ? 'success' : 'idle', error: null });
}

/** The next open picker loads the library again (after an upload adds to it). */
export function invalidateMediaLibrary(): void {
  if (snapshot.loadedAt !== 0) publish({ ...snapshot, loadedAt: 0 });
}

/** Forgets everything (tests; signing out). */
export function resetMediaLibrary(): void {
  inflight?.abort();
  inflight = null;
  openPickers = 0;
  publish(INITIAL);
}

/**
 * GET /api/media while `enabled` (000 §2.7: the query runs only while the picker is open):
 * loaded on opening unless loaded less than 30 s ago; `refresh` loads it again regardless.
 */
export function useMediaLibrary(
  enabled: boolean,
  { retryDelayMs = MEDIA_RETRY_DELAY_MS }: { retryDelayMs?: number } = {},
): MediaLibraryState & { refresh(): void } {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (!enabled) return;
    openPickers += 1;
    load({ force: false, delayMs: retryDelayMs });
    return () => {
      openPickers -= 1;
      if (openPickers <= 0) {
        openPickers = 0;
        cancel();
      }
    };
  }, [enabled, retryDelayMs]);
  const refresh = useCallback(() => load({ force: true, delayMs: retryDelayMs }), [retryDelayMs]);
  return { ...state, refresh };
}
