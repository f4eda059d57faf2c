import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Config } from '../../config';
import type { Services } from '../../modules';
import { sessionActor, type Actor } from '../auth/actor';
import { bearerToken } from '../auth/bearer';
import { isAllowedOrigin } from '../auth/origin';
import { createRequestContext, type RequestContext } from '../context';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/logger';
import { bodyErrorAnswer } from '../http/body-errors';

const contexts = new WeakMap<Request, RequestContext>();

/** The signed-in session's actor (cookie paths). */
export const sessionActorOf = (req: Request): Actor | null => {
  const userId = req.session?.userId;
  return userId ? sessionActor(userId) : null;
};

/**
 * Gives each request its RequestContext (the actor, services, loaders); the actor is the
 * session's on /api, the API key's on /api/v1.
 */
export function contextMiddleware(
  services: Services,
  log: Logger,
  actorOf: (req: Request) => Actor | null = sessionActorOf,
): RequestHandler {
  return (req, res, next) => {
    contexts.set(
      req,
      createRequestContext(
        { services, log },
        {
          actor: actorOf(req),
          ip: req.ip ?? 'unknown',
          http: { req, res },
        },
      ),
    );
    next();
  };
}

export function contextOf(req: Request): RequestContext {
  const ctx = contexts.get(req);
  if (!ctx) throw new Error('contextMiddleware must run before REST handlers');
  return ctx;
}

export type Handler = (ctx: RequestContext, req: Request, res: Response) => unknown;

/** Runs a handler; its result is sent as JSON (204 when it returns nothing, unless it answered itself). */
export function handle(handler: Handler, options: { status?: number } = {}): RequestHandler {
  return async (req, res) => {
    const result = await handler(contextOf(req), req, res);
    if (res.headersSent) return;
    if (result === undefined) res.status(204).end();
    else res.status(options.status ?? 200).json(result);
  };
}

export const requireSignedIn: RequestHandler = (req, res, next) => {
  if (contextOf(req).actor) return next();
  res.status(401).json({ message: 'Unauthorized' });
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from this site. Browsers send Origin on every
 * cross-site POST/PUT/PATCH/DELETE, so a foreign or missing-but-form-encoded origin is refused.
 */
export function sameOriginWrites(config: Config): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const allowed =
      origin === undefined
        ? !req.is(['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain'])
        : isAllowedOrigin(origin, req, config);
    if (allowed) {
      return next();
    }
    res.status(403).json({ message: 'Cross-site request refused' });
  };
}

/** Cookie paths never take an API key: one presented is refused, not silently ignored. */
export const refuseBearer =
  (message: string): RequestHandler =>
  (req, res, next) => {
    if (bearerToken(req) === undefined) return next();
    res.status(401).json({ message });
  };

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
};

/**
 * An AppError as JSON: `message` (and fieldErrors when there are some) with its status and, when
 * it has one, Retry-After. `extra` adds what a route's contract also names (e.g. the spec's
 * `error` and `success` for the AI calls).
 */
export function sendAppError(res: Response, error: AppError, extra: Record<string, unknown> = {}): void {
  if (error.details.retryAfterSeconds) res.setHeader('Retry-After', String(error.details.retryAfterSeconds));
  res.status(error.status).json({
    message: error.message,
    ...(error.details.fieldErrors ? { fieldErrors: error.details.fieldErrors } : {}),
    ...extra,
  });
}

/** The AI calls' refusal as 000 §7's clients read it: `error` beside `message`, and the details. */
export function sendAiRefusal(res: Response, error: AppError, extra: Record<string, unknown> = {}): void {
  sendAppError(res, error, { error: error.message, ...error.details, ...extra });
}

/** Every non-OK /api answer is JSON {message}; unexpected failures are logged, never shown. */
export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof AppError) {
      sendAppError(res, error);
      return;
    }
    const answer = bodyErrorAnswer(error);
    if (answer) {
      res.status(answer.status).json({ message: answer.message });
      return;
    }
    log.error({ err: error, path: req.path, method: req.method }, 'request failed');
    res.status(500).json({ message: 'Internal server error' });
  };
}
