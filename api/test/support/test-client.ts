import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const SESSION_COOKIE = 'ff.sid';

export type GraphQLResponse<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

let counter = 0;
export const uniqueEmail = (name = 'user') =>
  `${name}.${Date.now().toString(36)}${(counter += 1)}@example.com`;
export const STRONG_PASSWORD = 'Forge-Strong-Passphrase-42';

/** A browser-like HTTP client: keeps the session cookie and sends this site's Origin on writes. */
export class TestClient {
  cookie: string | null = null;
  /** Cookies other than the session's, by name. */
  readonly otherCookies = new Map<string, string>();
  /** Headers every request sends (a browser's User-Agent, a page's Referer). */
  readonly headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookieHeader() ? { cookie: this.cookieHeader() } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0] ?? '';
      // The session cookie is `cookie`; others (the device cookie of sign-in notices) are kept apart.
      if (pair.startsWith(`${SESSION_COOKIE}=`)) this.cookie = pair.endsWith('=') ? null : pair;
      else if (pair.includes('=')) this.otherCookies.set(pair.slice(0, pair.indexOf('=')), pair);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown> | null,
    };
  }

  private cookieHeader(): string {
    return [...this.otherCookies.values(), ...(this.cookie ? [this.cookie] : [])].join('; ');
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', path, body ?? {}, headers);
  patch = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PATCH', path, body ?? {}, headers);
  del = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>> {
    const response = await this.request('POST', '/graphql', { query, variables });
    return response.json as GraphQLResponse<T>;
  }

  async signUp(email = uniqueEmail(), password = STRONG_PASSWORD): Promise<{ id: string; email: string }> {
    const response = await this.post('/api/auth/register', { email, password });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
    return response.json as { id: string; email: string };
  }

  /** A graphql-ws client that authenticates like a browser: the session cookie and an Origin. */
  ws(origin = this.baseUrl): Client {
    const cookie = this.cookie;
    const url = `${this.baseUrl.replace(/^http/, 'ws')}/graphql`;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin, ...(cookie ? { cookie } : {}) } });
      }
    }
    return createClient({ url, webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: true });
  }
}
