import { setTimeout as sleep } from 'node:timers/promises';

/** An outside provider refused or failed; `message` is fit to show (the provider's own words). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    /** The HTTP status, or null when no answer came (timeout, connection). */
    readonly status: number | null,
    /** Worth trying again later (429, 5xx, no answer); false: this request will never succeed. */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export type ProviderRequest = {
  /** The provider's name, for messages ('OpenAI', 'Luma', 'ElevenLabs'). */
  provider: string;
  url: string;
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  /** JSON body (sent with Content-Type application/json). */
  json?: unknown;
  timeoutMs: number;
  /** Tries in all (default 3): 429, 5xx and no answer are tried again with growing waits. */
  attempts?: number;
  /** The first wait between tries (default 1 s); doubled each time, or the provider's Retry-After. */
  backoffMs?: number;
};

const MAX_WAIT_MS = 30_000;

/**
 * One request to an AI provider, the one way every adapter calls out: a timeout per try, retries
 * with backoff on 429 and 5xx (honouring Retry-After) and when no answer comes, and the
 * provider's own error message in the ProviderError when it refuses. Headers (the API key) are
 * never put into errors or logs.
 */
export async function providerFetch(request: ProviderRequest): Promise<Response> {
  const attempts = Math.max(1, request.attempts ?? 3);
  let wait = request.backoffMs ?? 1000;
  let last: ProviderError | null = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let response: Response;
    const signal = AbortSignal.timeout(request.timeoutMs);
    try {
      response = await fetch(request.url, {
        method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
        headers: {
          Accept: 'application/json',
          ...(request.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...request.headers,
        },
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal,
      });
    } catch {
      // Why no answer came is in the message (timeout or connection), not the error object.
      const timedOut = signal.aborted;
      last = new ProviderError(
        request.provider,
        timedOut
          ? `${request.provider} did not answer within ${request.timeoutMs / 1000} s`
          : `${request.provider} could not be reached`,
        null,
        true,
      );
      if (attempt < attempts) await sleep(Math.min(wait, MAX_WAIT_MS));
      wait *= 2;
      continue;
    }
    if (response.ok) return response;
    const transient = response.status === 429 || response.status >= 500;
    last = new ProviderError(
      request.provider,
      await errorMessage(request.provider, response),
      response.status,
      transient,
    );
    if (!transient || attempt === attempts) break;
    await sleep(Math.min(retryAfterMs(response) ?? wait, MAX_WAIT_MS));
    wait *= 2;
  }
  throw last ?? new ProviderError(request.provider, `${request.provider} failed`, null, true);
}

/** The provider's own explanation from its error body (OpenAI, Luma and ElevenLabs shapes), or the status. */
async function errorMessage(provider: string, response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let said: string | null = null;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const error = body.error;
    const detail = body.detail;
    if (
      typeof error === 'object' &&
      error !== null &&
      typeof (error as { message?: unknown }).message === 'string'
    )
      said = (error as { message: string }).message;
    else if (typeof error === 'string') said = error;
    else if (typeof detail === 'string') said = detail;
    else if (
      typeof detail === 'object' &&
      detail !== null &&
      typeof (detail as { message?: unknown }).message === 'string'
    )
      said = (detail as { message: string }).message;
    else if (typeof body.message === 'string') said = body.message;
  } catch {
    // Not JSON: the status says enough (an HTML error page is not worth showing).
  }
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return said ? `${provider}: ${said.slice(0, 500)}` : `${provider} answered ${status}`;
}

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
