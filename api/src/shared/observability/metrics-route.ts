import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { notFoundAnswer } from '../http/final-errors';
import type { AppMetrics } from './metrics';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * GET /metrics in Prometheus's text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without a token set the path does not exist (404).
 */
export function metricsRoute(metrics: AppMetrics, token: string | null): RequestHandler {
  return async (req, res, next) => {
    // Not configured: as if the path did not exist (the web app would answer its page).
    if (!token) return notFoundAnswer(req, res, next);
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!same(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.setHeader('Content-Type', metrics.registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(body);
    } catch (error) {
      next(error);
    }
  };
}
