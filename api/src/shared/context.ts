import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { createServices, type Services } from '../services';
import type { AppDeps } from './app-deps';
import type { Actor } from './auth/actor';
import type { Logger } from './logging/logger';

/** What a resolver or REST handler works with: its own EntityManager, the actor, and the services. */
export type RequestContext = {
  em: EntityManager;
  actor: Actor | null;
  services: Services;
  log: Logger;
  ip: string;
  /** Present for HTTP requests (sign-in and sign-out need the session); null over WebSocket. */
  http: { req: Request; res: Response } | null;
};

export function createRequestContext(
  deps: AppDeps,
  init: { actor: Actor | null; ip: string; http: RequestContext['http'] },
): RequestContext {
  const em = deps.orm.em.fork() as EntityManager;
  return { em, services: createServices(deps, em), log: deps.log, ...init };
}
