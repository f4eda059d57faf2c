import express, { Router } from 'express';
import { MODULES, type Services } from '../../modules';
import { apiKeyAuth } from '../../modules/api-keys';
import type { AppDeps } from '../app-deps';
import { apiKeyActorOf } from '../auth/bearer';
import { unitOfWorkMiddleware } from '../db/unit-of-work';
import { apiErrorHandler, apiNotFound, contextMiddleware } from './rest';

/**
 * The public API, /api/v1: bearer API keys only. No session middleware runs here, so a cookie
 * is never read; the actor is the key's (rate limited per key), and every module's `v1` routes
 * are thin over the same services as GraphQL.
 */
export function v1Router(services: Services, deps: AppDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(apiKeyAuth(services, deps, 'rest'));
  router.use(contextMiddleware(services, deps.log, apiKeyActorOf));
  router.use(express.json({ limit: '1mb' }));
  // After the body is read: the parser's stream callbacks would lose the unit of work.
  router.use(unitOfWorkMiddleware(deps.orm));
  for (const module of MODULES) {
    const routes = module.routes?.v1;
    if (routes) router.use(routes(services, deps));
  }
  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.log));
  return router;
}
