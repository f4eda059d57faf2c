import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The claims the provider puts about the person in the id_token (iss, aud, nonce, iat, exp are added). */
export type IdentityClaims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
};

/** What a relying party asked for at the authorization endpoint (read from its redirect). */
export type AuthorizationRequest = {
  responseType: string | null;
  clientId: string | null;
  redirectUri: string | null;
  scope: string | null;
  state: string | null;
  nonce: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
};

/** One request to the token endpoint and how the provider answered it. */
export type TokenRequest = {
  clientAuth: 'client_secret_basic' | 'client_secret_post' | 'none';
  params: Record<string, string>;
  status: number;
  error: string | null;
};

type IssuedCode = {
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  codeChallenge: string;
  claims: IdentityClaims;
  used: boolean;
};

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/** Answers the authorization request parameters of a URL pointing at the authorization endpoint. */
export function readAuthorizationRequest(url: string | URL): AuthorizationRequest {
  const q = new URL(url).searchParams;
  return {
    responseType: q.get('response_type'),
    clientId: q.get('client_id'),
    redirectUri: q.get('redirect_uri'),
    scope: q.get('scope'),
    state: q.get('state'),
    nonce: q.get('nonce'),
    codeChallenge: q.get('code_challenge'),
    codeChallengeMethod: q.get('code_challenge_method'),
  };
}

/** Decodes a client_secret_basic credential: each part is form-urlencoded before base64 (RFC 6749 §2.3.1). */
function decodeBasic(header: string): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  return { id: unform(decoded.slice(0, colon)), secret: unform(decoded.slice(colon + 1)) };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A minimal but real OpenID Connect provider on 127.0.0.1: discovery, JWKS, and a token endpoint
 * that authenticates the client and checks the code, the redirect_uri and the PKCE verifier, then
 * answers an RS256-signed id_token. The authorization step (a person signing in at the provider)
 * is done by the test through `authorize()`, which registers a code for a recorded request.
 */
export class TestOidcProvider {
  readonly tokenRequests: TokenRequest[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly privateKey: KeyObject;
  private readonly publicJwk: Record<string, unknown>;
  private readonly kid = base64url(randomBytes(8));

  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    readonly clientId: string,
    private readonly clientSecret: string,
    keys: { privateKey: KeyObject; publicKey: KeyObject },
  ) {
    this.privateKey = keys.privateKey;
    this.publicJwk = { ...keys.publicKey.export({ format: 'jwk' }), kid: this.kid, alg: 'RS256', use: 'sig' };
  }

  static async start(client: { clientId: string; clientSecret: string }): Promise<TestOidcProvider> {
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    let provider: TestOidcProvider | null = null;
    const server = createServer((req, res) => {
      if (!provider) return sendJson(res, 503, { error: 'temporarily_unavailable' });
      provider.handle(req, res).catch((error: unknown) => {
        sendJson(res, 500, { error: 'server_error', error_description: String(error) });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    provider = new TestOidcProvider(
      server,
      `http://127.0.0.1:${port}`,
      client.clientId,
      client.clientSecret,
      keys,
    );
    return provider;
  }

  get authorizationEndpoint(): string {
    return `${this.issuer}/authorize`;
  }

  get tokenEndpoint(): string {
    return `${this.issuer}/token`;
  }

  /**
   * The person signs in at the provider: checks the authorization request found at `url` (the
   * relying party's redirect), issues a one-time code for `claims`, and answers where the browser
   * goes next (the redirect_uri with code and state).
   */
  authorize(url: string, claims: IdentityClaims): { code: string; state: string | null; callbackUrl: URL } {
    const request = readAuthorizationRequest(url);
    if (!url.startsWith(`${this.authorizationEndpoint}?`))
      throw new Error(`not an authorization URL: ${url}`);
    if (request.responseType !== 'code') throw new Error(`unsupported response_type ${request.responseType}`);
    if (request.clientId !== this.clientId) throw new Error(`unknown client_id ${request.clientId}`);
    if (!request.redirectUri) throw new Error('redirect_uri is missing');
    if (!request.codeChallenge || request.codeChallengeMethod !== 'S256') {
      throw new Error('a PKCE S256 code_challenge is required');
    }
    const code = base64url(randomBytes(24));
    this.codes.set(code, {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      nonce: request.nonce,
      codeChallenge: request.codeChallenge,
      claims,
      used: false,
    });
    const callbackUrl = new URL(request.redirectUri);
    callbackUrl.searchParams.set('code', code);
    if (request.state !== null) callbackUrl.searchParams.set('state', request.state);
    return { code, state: request.state, callbackUrl };
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.close((error) => (error ? reject(error) : resolve()));
      this.server.closeAllConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', this.issuer).pathname;
    if (req.method === 'GET' && path === '/.well-known/openid-configuration') {
      return sendJson(res, 200, {
        issuer: this.issuer,
        authorization_endpoint: this.authorizationEndpoint,
        token_endpoint: this.tokenEndpoint,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'email', 'profile'],
        grant_types_supported: ['authorization_code'],
      });
    }
    if (req.method === 'GET' && path === '/jwks') {
      return sendJson(res, 200, { keys: [this.publicJwk] });
    }
    if (req.method === 'POST' && path === '/token') {
      return this.token(req, res);
    }
    sendJson(res, 404, { error: 'not_found' });
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const params = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const basic = decodeBasic(req.headers.authorization ?? '');
    const clientAuth: TokenRequest['clientAuth'] = basic
      ? 'client_secret_basic'
      : params.client_secret !== undefined
        ? 'client_secret_post'
        : 'none';
    const record = (status: number, error: string | null) =>
      this.tokenRequests.push({ clientAuth, params, status, error });
    const fail = (status: number, error: string, description: string) => {
      record(status, error);
      sendJson(res, status, { error, error_description: description });
    };

    const clientId = basic?.id ?? params.client_id ?? '';
    const clientSecret = basic?.secret ?? params.client_secret ?? '';
    if (!safeEqual(clientId, this.clientId) || !safeEqual(clientSecret, this.clientSecret)) {
      return fail(401, 'invalid_client', 'client authentication failed');
    }
    if (params.grant_type !== 'authorization_code') {
      return fail(400, 'unsupported_grant_type', `grant_type ${params.grant_type}`);
    }
    const issued = params.code ? this.codes.get(params.code) : undefined;
    if (!issued || issued.used) return fail(400, 'invalid_grant', 'unknown or used code');
    issued.used = true; // one use only, even when the rest of the request is wrong
    if (issued.clientId !== clientId) return fail(400, 'invalid_grant', 'code issued to another client');
    if (params.redirect_uri !== issued.redirectUri)
      return fail(400, 'invalid_grant', 'redirect_uri mismatch');
    const verifier = params.code_verifier ?? '';
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) {
      return fail(400, 'invalid_grant', 'code_verifier missing or malformed');
    }
    if (base64url(createHash('sha256').update(verifier).digest()) !== issued.codeChallenge) {
      return fail(400, 'invalid_grant', 'PKCE verification failed');
    }

    const now = Math.floor(Date.now() / 1000);
    const idToken = this.signJwt({
      iss: this.issuer,
      aud: this.clientId,
      iat: now,
      exp: now + 300,
      auth_time: now,
      ...(issued.nonce === null ? {} : { nonce: issued.nonce }),
      ...issued.claims,
    });
    record(200, null);
    sendJson(res, 200, {
      access_token: base64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: 300,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }

  private signJwt(payload: Record<string, unknown>): string {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: this.kid }));
    const body = base64url(JSON.stringify(payload));
    const signature = sign('sha256', Buffer.from(`${header}.${body}`), this.privateKey);
    return `${header}.${body}.${base64url(signature)}`;
  }
}
