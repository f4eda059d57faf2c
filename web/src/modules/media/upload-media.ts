import { SessionExpiredError, reportSessionExpired } from '../../app/session-expired';
import { invalidateMediaLibrary } from '../../builder/media/use-media-library';

/** What the browser can upload: audio only comes from AI generation. */
export type UploadKind = 'image' | 'video';

const MB = 1024 * 1024;
/** The api's limits (MB = 1024 × 1024 bytes); checked before sending too. */
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_VIDEO_BYTES = 200 * MB;

export const UPLOAD_ENDPOINTS: Record<UploadKind, string> = {
  image: '/api/upload/image',
  video: '/api/upload/video',
};

export const MEDIA_UPLOAD_MESSAGES = {
  notMedia: 'Only images (PNG, JPEG, GIF, WebP or AVIF) and videos (MP4, WebM or MOV) can be uploaded',
  svg: 'SVG is not accepted: upload a PNG, JPEG, GIF, WebP or AVIF image',
  imageTooLarge: 'Images must be 10 MB or smaller',
  videoTooLarge: 'Videos must be 200 MB or smaller',
  network: 'Network error: the file could not be uploaded',
  /** 002 §8: a failed upload with nothing readable from the server. */
  failedTitle: 'Upload failed',
  failed: 'Failed to upload file. Please try again.',
} as const;

/** The endpoint a file goes to, by its browser type; null for anything that is not an image or video. */
export function uploadKindOf(file: Pick<File, 'type'>): UploadKind | null {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return null;
}

/** Why a file cannot be uploaded, checked in the browser with the server's limits, or null. */
export function mediaUploadProblem(file: Pick<File, 'type' | 'size'>): string | null {
  const kind = uploadKindOf(file);
  if (!kind) return MEDIA_UPLOAD_MESSAGES.notMedia;
  if (file.type.toLowerCase().startsWith('image/svg')) return MEDIA_UPLOAD_MESSAGES.svg;
  if (kind === 'image' && file.size > MAX_IMAGE_BYTES) return MEDIA_UPLOAD_MESSAGES.imageTooLarge;
  if (kind === 'video' && file.size > MAX_VIDEO_BYTES) return MEDIA_UPLOAD_MESSAGES.videoTooLarge;
  return null;
}

/**
 * Why an upload failed: refused in the browser; `server`: the server's own words (its JSON
 * `message`); `http`: a failed answer with nothing readable (a status line); `network`: no answer;
 * `answer`: a success that was not a media item. All but `refused` and `server` earn 002 §8's toast.
 */
export type UploadErrorKind = 'refused' | 'server' | 'http' | 'network' | 'answer';

export class UploadError extends Error {
  readonly kind: UploadErrorKind;
  readonly status: number | null;
  constructor(kind: UploadErrorKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'UploadError';
    this.kind = kind;
    this.status = status;
  }

  /** Whether the user was told something readable (their file's problem or the server's message). */
  get readable(): boolean {
    return this.kind === 'refused' || this.kind === 'server';
  }
}

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON the upload endpoints answer (a media item); only what callers read is typed. */
export type UploadedMedia = UnknownRecord & { url?: unknown; id?: unknown };

export type UploadOptions = {
  /** Bytes sent so far of `total`, as the browser reports them. */
  onProgress?(loaded: number, total: number): void;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const abortError = () => new DOMException('Aborted', 'AbortError');

/**
 * The app's one way to upload a file: POST to /api/upload/image (field `image`) or
 * /api/upload/video (field `video`) with the session cookie, through XMLHttpRequest because
 * fetch reports no upload progress. A 401 follows `apiFetch`'s rule (the app's sign-out toast and
 * redirect, then a `SessionExpiredError`). Answers the server's JSON media item.
 */
export function uploadMediaFile(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedMedia> {
  const problem = mediaUploadProblem(file);
  const kind = uploadKindOf(file);
  if (problem || !kind)
    return Promise.reject(new UploadError('refused', problem ?? MEDIA_UPLOAD_MESSAGES.notMedia));
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<UploadedMedia>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', UPLOAD_ENDPOINTS[kind]);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      const payload = parseJson(text);
      if (xhr.status === 401) {
        reportSessionExpired();
        reject(new SessionExpiredError());
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const message =
          isRecord(payload) && typeof payload.message === 'string' ? payload.message.trim() : '';
        if (message) {
          reject(new UploadError('server', message, xhr.status));
          return;
        }
        // 000 §8: 'status: body'; an HTML error page (a proxy's) is not worth showing, its status text is.
        const plain = text.trim().startsWith('<') ? '' : text.trim().slice(0, 300);
        reject(new UploadError('http', `${xhr.status}: ${plain || xhr.statusText}`, xhr.status));
        return;
      }
      if (!isRecord(payload)) {
        reject(new UploadError('answer', 'The upload did not answer a media item', xhr.status));
        return;
      }
      // The builder's pickers load the library again when next opened.
      invalidateMediaLibrary();
      resolve(payload);
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError('network', MEDIA_UPLOAD_MESSAGES.network));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const body = new FormData();
    // No Content-Type header: the browser writes the multipart boundary itself.
    body.append(kind, file, file.name);
    xhr.send(body);
  });
}
