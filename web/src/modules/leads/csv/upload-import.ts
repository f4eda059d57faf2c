import { SessionExpiredError, reportSessionExpired } from '../../../app/session-expired';
import type { LeadImportExisting } from '../../../gql/graphql';
import type { ColumnTarget } from './csv-mapping';

export const IMPORT_UPLOAD_URL = '/api/leads/imports';

export const UPLOAD_MESSAGES = {
  network: 'Network error: the file could not be uploaded. Please try again.',
  failed: 'The file could not be uploaded. Please try again.',
} as const;

const messageOf = (text: string): string | null => {
  try {
    const payload = JSON.parse(text) as unknown;
    if (typeof payload === 'object' && payload !== null && 'message' in payload) {
      const { message } = payload as { message: unknown };
      return typeof message === 'string' && message.trim() ? message.trim() : null;
    }
  } catch {
    // not JSON: a proxy's page
  }
  return null;
};

/**
 * Uploads a CSV file with its column mapping to POST /api/leads/imports (through XMLHttpRequest:
 * fetch reports no upload progress). Answers the id of the import the server queued; the import
 * then runs on the server whether or not this page stays open.
 */
export function uploadLeadImport(
  file: File,
  options: {
    mapping: readonly ColumnTarget[];
    onExisting: LeadImportExisting;
    onProgress?: (loaded: number, total: number) => void;
    signal?: AbortSignal;
  },
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', IMPORT_UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status === 401) {
        reportSessionExpired();
        reject(new SessionExpiredError());
        return;
      }
      const message = messageOf(text);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(message ?? `${UPLOAD_MESSAGES.failed} (${xhr.status})`));
        return;
      }
      try {
        const { id } = JSON.parse(text) as { id?: unknown };
        if (typeof id === 'string') return resolve(id);
      } catch {
        // falls through
      }
      reject(new Error(UPLOAD_MESSAGES.failed));
    };
    xhr.onerror = () => {
      done();
      reject(new Error(UPLOAD_MESSAGES.network));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const body = new FormData();
    body.append('mapping', JSON.stringify(options.mapping));
    body.append('onExisting', options.onExisting);
    // No Content-Type header: the browser writes the multipart boundary itself.
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
