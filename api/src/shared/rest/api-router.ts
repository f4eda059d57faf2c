import express, { Router } from 'express';
import { MODULES, type Services } from '../../modules';
import type { AppDeps } from '../app-deps';
import { unitOfWorkMiddleware } from '../db/unit-of-work';
import { API_KEY_MESSAGES } from '../../modules/api-keys';
import { apiErrorHandler, apiNotFound, contextMiddleware, refuseBearer, sameOriginWrites } from './rest';

/** The documented /api paths: every module's routes, thin over the same services as the resolvers. */
export function apiRouter(services: Services, deps: AppDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(refuseBearer(API_KEY_MESSAGES.cookiePathRefused));
  router.use(sameOriginWrites(deps.config));
  router.use(contextMiddleware(services, deps.log));
  for (const module of MODULES) {
    const routes = module.routes?.fromPages;
    if (routes) router.use(routes(services, deps));
  }
  router.use(express.json({ limit: '1mb' }));
  // After the body is read: the parser's stream callbacks would lose the unit of work.
  router.use(unitOfWorkMiddleware(deps.orm));
  for (const module of MODULES) {
    const routes = module.routes?.api;
    if (routes) router.use(routes(services, deps));
  }
  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.log));
  return router;
}
