import type { Request } from 'express';
import type { Actor } from './actor';

/** The token of an `Authorization: Bearer <token>` header; undefined without one. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer(?:[ \t]+(\S*))?\s*$/i.exec(header);
  return match ? (match[1] ?? '') : undefined;
}

const keyActors = new WeakMap<Request, Actor>();

/** Remembers the actor an API key stood for on this request (set by the api-keys middleware). */
export function setApiKeyActor(req: Request, actor: Actor): void {
  keyActors.set(req, actor);
}

/** The API key's actor on this request, or null when none was presented. */
export function apiKeyActorOf(req: Request): Actor | null {
  return keyActors.get(req) ?? null;
}

/** What a 401 to a bearer client says (RFC 6750): the scheme, and whether a token was refused. */
export function wwwAuthenticate(refusedToken: boolean): string {
  return refusedToken
    ? 'Bearer realm="FunnelForge API", error="invalid_token"'
    : 'Bearer realm="FunnelForge API"';
}
