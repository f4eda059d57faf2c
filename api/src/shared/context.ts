import type { Request, Response } from 'express';
import type { Services } from '../modules';
import type { Actor } from './auth/actor';
import { Loaders } from './graphql/loaders';
import type { Logger } from './logging/logger';

/**
 * What a resolver or REST handler works with: the actor, the services (built once per process),
 * the request's DataLoaders. The database work happens in the services, on the unit of work the
 * transport opened for the request (shared/db/unit-of-work.ts).
 */
export type RequestContext = {
  actor: Actor | null;
  services: Services;
  loaders: Loaders;
  log: Logger;
  ip: string;
  /** Present for HTTP requests (sign-in and sign-out need the session); null over WebSocket. */
  http: { req: Request; res: Response } | null;
};

export function createRequestContext(
  app: { services: Services; log: Logger },
  init: { actor: Actor | null; ip: string; http: RequestContext['http'] },
): RequestContext {
  return {
    ...init,
    services: app.services,
    log: app.log,
    loaders: new Loaders({ actor: init.actor, services: app.services }),
  };
}
