import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Router } from 'express';
import helmet from 'helmet';
import { composeApp, type Cleanup } from './compose';
import type { Config } from './config';
import { MODULES, type Services } from './modules';
import { apiKeyAuth } from './modules/api-keys';
import { engagementBeaconHandler } from './modules/analytics';
import { publishedPageHandler } from './modules/funnels';
import type { AppDeps } from './shared/app-deps';
import { sessionActor } from './shared/auth/actor';
import { apiKeyActorOf } from './shared/auth/bearer';
import type { RateLimitRules } from './shared/auth/rate-limits';
import { createSessions } from './shared/auth/session';
import { requireSharedKeys } from './shared/crypto/key-file';
import type { Clock } from './shared/clock';
import { createRequestContext } from './shared/context';
import { openDatabase } from './shared/db/database';
import { unitOfWorkMiddleware } from './shared/db/unit-of-work';
import { createApollo } from './shared/graphql/apollo';
import { buildAppSchema } from './shared/graphql/schema';
import { GRAPHQL_PATH, attachGraphqlWs } from './shared/graphql/websocket';
import { appCspDirectives } from './shared/http/content-security-policy';
import { webApp } from './shared/http/web-app';
import { createLogger, type Logger } from './shared/logging/logger';
import { accessLog } from './shared/observability/access-log';
import { inRequestScope } from './shared/observability/request-scope';
import { probeRoutes } from './shared/http/probe-routes';
import { finalErrorHandler, graphqlBodyErrors, notFoundAnswer } from './shared/http/final-errors';
import { apiRouter } from './shared/rest/api-router';
import { v1Router } from './shared/rest/v1-router';

export type ServerOptions = {
  clock?: Clock;
  rateLimits?: RateLimitRules;
  log?: Logger;
};

export type RunningServer = {
  url: string;
  port: number;
  deps: AppDeps;
  /** Every module's services (a call from outside a request runs in a unit of work of its own). */
  services: Services;
  close(): Promise<void>;
};

/** Each module's routes of one kind, in module order. */
function moduleRoutes(kind: 'public' | 'static' | 'webhooks', services: Services, deps: AppDeps): Router {
  const router = Router();
  for (const module of MODULES) {
    const routes = module.routes?.[kind];
    if (routes) router.use(routes(services, deps));
  }
  return router;
}

/** What a JSON answer needs: never sniffed as another type, never read by another site's page. */
const apiAnswerHeaders: express.RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  next();
};

/**
 * Starts the whole app on one port: web app, /graphql (HTTP and WebSocket), /graphiql, /api,
 * published pages at /p, and — unless WORKERS=off — the background workers.
 */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  requireSharedKeys(config);
  const log = options.log ?? createLogger(config.logLevel);
  const db = await openDatabase(config, log);
  const cleanups: Cleanup[] = [['database', () => db.close()]];
  const closeAll = async () => {
    for (const [name, cleanup] of cleanups.reverse()) {
      log.debug({ step: name }, 'closing');
      await cleanup().catch((error: unknown) => log.error({ err: error, step: name }, 'failed to close'));
    }
  };

  try {
    const composed = await composeApp(config, db, log, {
      ...options,
      role: { web: true, workers: config.workers },
    });
    cleanups.push(...composed.cleanups);
    const { deps, services } = composed;

    const sessions = createSessions(db.url, deps.secret, config, log, deps.events);
    cleanups.push(['sessions', () => sessions.close()]);
    const schema = await buildAppSchema(deps.events);

    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxy);
    // Published pages are answered before Express: no middleware, no session, from memory.
    const servePublishedPage = publishedPageHandler(services, deps, app.get('trust proxy fn'));
    // So are the page script's engagement beacons: one per page view.
    const serveBeacon = engagementBeaconHandler(services, deps, app.get('trust proxy fn'));
    const logRequest = accessLog(log, deps.metrics);
    const httpServer = http.createServer((req, res) => {
      // Every line logged while serving it carries the request id.
      inRequestScope(logRequest(req, res), () => {
        servePublishedPage(req, res, () => serveBeacon(req, res, () => app(req, res)));
      });
    });
    const ws = attachGraphqlWs(httpServer, schema, { deps, services }, sessions);
    const apollo = createApollo({ schema, httpServer, config, log, onDrain: ws.dispose });
    await apollo.start();
    cleanups.push(['http', () => apollo.stop()]);

    // GraphQL first: its answers are JSON, never a document, so the page headers below (CSP,
    // framing, referrer) say nothing for them; they carry the two that do. Every other route
    // passed on the way cost each GraphQL call measurable time (bench/leads).
    app.use(
      GRAPHQL_PATH,
      apiAnswerHeaders,
      express.json({ limit: '1mb' }),
      graphqlBodyErrors(log),
      sessions.middleware,
      // Integrators may call /graphql with an API key: its actor (and permissions) instead of the session's.
      apiKeyAuth(services, deps, 'graphql'),
      unitOfWorkMiddleware(db.orm),
      expressMiddleware(apollo, {
        context: async ({ req, res }) =>
          createRequestContext(
            { services, log },
            {
              actor: apiKeyActorOf(req) ?? (req.session.userId ? sessionActor(req.session.userId) : null),
              ip: req.ip ?? 'unknown',
              http: { req, res },
            },
          ),
      }),
    );
    // Page assets and uploads set their own headers and never touch sessions.
    app.use(moduleRoutes('static', services, deps));
    app.use(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(config) },
        crossOriginEmbedderPolicy: false,
        strictTransportSecurity: config.isProduction,
      }),
    );
    app.use(probeRoutes(db.orm, deps.metrics, config.metricsToken));
    // Email opens, clicks and unsubscribes: public, no session; each service call is its own unit of work.
    app.use(moduleRoutes('public', services, deps));
    // Other servers' calls (Stripe's webhooks): no cookie, no Origin, a body read raw for its signature.
    app.use('/api', moduleRoutes('webhooks', services, deps));
    // Before /api and without the session middleware: the public API never reads a cookie.
    app.use('/api/v1', v1Router(services, deps));
    app.use('/api', sessions.middleware, apiRouter(services, deps));
    app.use(webApp(config.webDistDir));
    app.use(notFoundAnswer);
    app.use(finalErrorHandler(log));

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    log.info({ url, workers: config.workers, redis: Boolean(config.redisUrl) }, 'FunnelForge is listening');

    let closing: Promise<void> | null = null;
    return {
      url,
      port,
      deps,
      services,
      close: () => (closing ??= closeAll()),
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
