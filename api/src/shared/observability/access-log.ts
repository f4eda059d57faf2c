import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logging/logger';
import type { AppMetrics } from './metrics';
import { requestIdFor } from './request-scope';
import { routeLabel } from './route-label';

type Served = IncomingMessage & { id?: unknown; session?: { userId?: string } };

/** One access log line: what was asked and how it ended; never a body, a cookie, a query or a key. */
function accessLine(req: Served, res: ServerResponse, durationMs: number) {
  return {
    requestId: req.id,
    method: req.method,
    route: routeLabel(req, res.statusCode),
    status: res.headersSent ? res.statusCode : null,
    durationMs,
    userId: req.session?.userId ?? null,
  };
}

/**
 * The access log (pino-http) and the request metrics for every request, published pages
 * included: the request id is the caller's X-Request-Id when it is a plain token (a proxy's),
 * else a new uuid, and is echoed in the X-Request-Id answer header. Returns the request's id.
 */
export function accessLog(
  log: Logger,
  metrics: AppMetrics,
): (req: IncomingMessage, res: ServerResponse) => string {
  const logged = pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      const id = requestIdFor(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // The line is built at the end (accessLine); the request logger pino-http makes for
    // handlers is not used, so it is bound to nothing of the request.
    quietResLogger: true,
    serializers: { req: () => undefined },
    wrapSerializers: false,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, value: { responseTime: number }) =>
      accessLine(req, res, value.responseTime),
    customErrorObject: (req, res, error, value: { responseTime: number }) => ({
      ...accessLine(req, res, value.responseTime),
      // The cause is logged where it happened, with the same request id.
      error: error instanceof Error ? error.message : String(error),
    }),
  });
  return (req, res) => {
    const started = performance.now();
    logged(req, res);
    res.once('close', () => {
      const route = routeLabel(req, res.statusCode);
      const status = res.headersSent ? String(res.statusCode) : 'aborted';
      metrics.httpRequests.inc({ method: req.method ?? 'GET', route, status });
      metrics.httpDuration.observe(
        { method: req.method ?? 'GET', route },
        (performance.now() - started) / 1000,
      );
    });
    return String((req as Served).id);
  };
}
