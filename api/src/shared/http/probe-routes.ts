import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';
import type { AppMetrics } from '../observability/metrics';
import { metricsRoute } from '../observability/metrics-route';

/**
 * What a load balancer, an orchestrator and a scraper ask every process (web or worker):
 * /healthz (the process answers), /readyz (and reaches its database; 503 when not) and
 * /metrics (with METRICS_TOKEN).
 */
export function probeRoutes(orm: MikroORM, metrics: AppMetrics, metricsToken: string | null): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const up = await orm.isConnected();
    res.status(up ? 200 : 503).json({ status: up ? 'ready' : 'database unavailable' });
  });
  router.get('/metrics', metricsRoute(metrics, metricsToken));
  return router;
}
