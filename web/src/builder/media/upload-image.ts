import { SessionExpiredError } from '../../app/session-expired';
import { MAX_IMAGE_BYTES, UploadError, uploadMediaFile } from '../../modules/media/upload-media';
import { safeMediaSrc } from '../../page-model/safe-url';
import { isAbortError } from './use-media-library';

export const UPLOAD_URL = '/api/upload/image';
/** The api refuses larger images (413: 10 MB, MB = 1024 × 1024 bytes); the same cap is checked before sending. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Please choose an image file',
  tooLarge: 'Images must be 10 MB or smaller',
  network: 'Network error: the image could not be uploaded',
  noUrl: 'The upload did not answer an image address',
} as const;

/** Why a file cannot be uploaded, checked in the browser (000 §5: image files only), or null. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * POST /api/upload/image (000 §7: multipart field `image`) through the app's one uploader
 * (`uploadMediaFile`: an ended session signs out as everywhere else); answers the new image's URL.
 * Throws an Error whose message can be shown: the browser-side check, the server's message, or
 * 'status: body' when the server said nothing readable (000 §8).
 */
export async function uploadImage(
  file: File,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?(loaded: number, total: number): void } = {},
): Promise<string> {
  const problem = uploadProblem(file);
  if (problem) throw new Error(problem);
  let payload: Record<string, unknown>;
  try {
    payload = await uploadMediaFile(file, { signal, onProgress });
  } catch (error) {
    // A 401 has been reported (toast, then sign-in); its 'Unauthorized' stays as it is.
    if (error instanceof SessionExpiredError || isAbortError(error) || signal?.aborted) throw error;
    if (error instanceof UploadError && error.kind === 'network')
      throw new Error(UPLOAD_MESSAGES.network, { cause: error });
    if (error instanceof UploadError && error.kind === 'answer')
      throw new Error(UPLOAD_MESSAGES.noUrl, { cause: error });
    throw error;
  }
  const url = typeof payload.url === 'string' ? safeMediaSrc(payload.url) : null;
  if (!url) throw new Error(UPLOAD_MESSAGES.noUrl);
  return url;
}
