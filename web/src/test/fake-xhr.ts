/**
 * A stand-in for XMLHttpRequest (uploads): each request made is kept in `FakeXhr.requests`, and a
 * test moves it on with `progress`, `respond`, `fail`. Install with `installFakeXhr()` in a
 * beforeEach; it answers the function that puts the real one back.
 */
type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The server answers; an object body is sent as JSON. */
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  /** No answer at all (the network failed). */
  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }

  /** The file sent in the multipart field `name`. */
  file(name: string): File | null {
    const value = this.body?.get(name);
    return value instanceof File ? value : null;
  }
}

export function installFakeXhr(): () => void {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.requests = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
    FakeXhr.requests = [];
  };
}

/** The newest request, or a failure saying none was made. */
export function lastXhr(): FakeXhr {
  const request = FakeXhr.requests[FakeXhr.requests.length - 1];
  if (!request) throw new Error('No upload was sent');
  return request;
}
