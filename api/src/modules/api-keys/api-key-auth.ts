import type { RequestHandler, Response } from 'express';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import { apiKeyActorOf, bearerToken, setApiKeyActor, wwwAuthenticate } from '../../shared/auth/bearer';
import { AppError } from '../../shared/errors/app-error';
import { API_KEY_MESSAGES } from './api-keys.errors';

/** How a transport words a refusal: /api/v1 answers {message}, /graphql a GraphQL error. */
export type RefusalShape = 'rest' | 'graphql';

function refuse(res: Response, status: number, message: string, shape: RefusalShape): void {
  const code = status === 401 ? 'UNAUTHENTICATED' : 'RATE_LIMITED';
  res.status(status).json(shape === 'rest' ? { message } : { errors: [{ message, extensions: { code } }] });
}

/**
 * Resolves an `Authorization: Bearer` API key into the request's actor, counted against the
 * key's rate limit (RateLimit-* headers on every answer, 429 over it). A key that opens nothing
 * answers 401 with WWW-Authenticate. Without the header the request goes on with no key actor
 * (the route decides: /api/v1 data routes refuse, /graphql falls back to the session).
 */
export function apiKeyAuth(services: Services, deps: AppDeps, shape: RefusalShape): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (token === undefined) return next();
    let actor;
    try {
      actor = await services.apiKeys.authenticate(token);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'UNAUTHENTICATED') throw error;
      res.setHeader('WWW-Authenticate', wwwAuthenticate(true));
      return refuse(res, 401, error.message, shape);
    }
    const limit = await deps.limits.apiKeyRequests.take(actor.apiKeyId ?? actor.userId);
    res.setHeader('RateLimit-Limit', String(limit.limit));
    res.setHeader('RateLimit-Remaining', String(limit.remaining));
    res.setHeader('RateLimit-Reset', String(limit.resetSeconds));
    if (!limit.allowed) {
      res.setHeader('Retry-After', String(limit.resetSeconds));
      return refuse(res, 429, API_KEY_MESSAGES.tooMany(limit.resetSeconds), shape);
    }
    setApiKeyActor(req, actor);
    next();
  };
}

/** For paths that take only API keys (after apiKeyAuth): no key presented is a 401 naming the header. */
export const requireApiKey: RequestHandler = (req, res, next) => {
  if (apiKeyActorOf(req)) return next();
  res.setHeader('WWW-Authenticate', wwwAuthenticate(false));
  res.status(401).json({ message: API_KEY_MESSAGES.missing });
};
