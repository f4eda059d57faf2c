import { apiFetch } from '../../app/api-fetch';
import { SessionExpiredError } from '../../app/session-expired';
import { safeMediaSrc } from '../../page-model/safe-url';
import { invalidateMediaLibrary, isAbortError } from './use-media-library';

export const UPLOAD_URL = '/api/upload/image';
/** The api refuses larger images (413); the same cap is checked before sending. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Please choose an image file',
  tooLarge: 'Images must be 5 MB or smaller',
  network: 'Network error: the image could not be uploaded',
  noUrl: 'The upload did not answer an image address',
} as const;

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a file cannot be uploaded, checked in the browser (000 §5: image files only), or null. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * POST /api/upload/image (000 §7: multipart field `image`) through `apiFetch`, so an ended session
 * signs out as everywhere else; answers the new image's URL.
 * Throws an Error whose message can be shown: the browser-side check, the server's message, or
 * 'status: body' when the server said nothing readable (000 §8).
 */
export async function uploadImage(file: File, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
  const problem = uploadProblem(file);
  if (problem) throw new Error(problem);
  const body = new FormData();
  body.append('image', file, file.name);
  let response: Response;
  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    response = await apiFetch(UPLOAD_URL, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    // A 401 has been reported by apiFetch (toast, then sign-in); its 'Unauthorized' stays as it is.
    if (error instanceof SessionExpiredError || isAbortError(error) || signal?.aborted) throw error;
    throw new Error(UPLOAD_MESSAGES.network, { cause: error });
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message.trim() : '';
    // An HTML error page (a proxy's) is not worth showing; its status text is.
    const plain = text.trim().startsWith('<') ? '' : text.trim().slice(0, 300);
    throw new Error(message || `${response.status}: ${plain || response.statusText}`);
  }
  const url = isRecord(payload) && typeof payload.url === 'string' ? safeMediaSrc(payload.url) : null;
  if (!url) throw new Error(UPLOAD_MESSAGES.noUrl);
  // The library has a new image: the next picker opened loads it again.
  invalidateMediaLibrary();
  return url;
}
