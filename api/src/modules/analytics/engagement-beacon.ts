import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import { labelRoute } from '../../shared/observability/route-label';
import { engagementSchema } from './tracking.schemas';

export const ENGAGEMENT_PATH = '/api/track/engagement';
/** A beacon is a few dozen bytes; anything bigger is not one. */
const MAX_BODY = 4096;

type Trust = (address: string, index: number) => boolean;

/**
 * POST /api/track/engagement, answered before Express (no session, no middleware) like published
 * pages are: every page view ends in one of these, so it must cost next to nothing. Always 204
 * — a visitor's browser is told nothing whatever it sent; what is malformed, too big or over the
 * per-address limit is dropped, the rest joins the visitor's current visit (VisitRecorder).
 */
export function engagementBeaconHandler(services: Services, deps: AppDeps, trust: Trust) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== ENGAGEMENT_PATH) return next();
    labelRoute(req, ENGAGEMENT_PATH);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('error', () => undefined);
    req.on('end', () => {
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
      if (size > MAX_BODY) return;
      void record(
        Buffer.concat(chunks).toString('utf8'),
        proxyaddr(req, trust),
        req.headers['user-agent'] ?? null,
      );
    });
  };

  async function record(body: string, ip: string, userAgent: string | null): Promise<void> {
    let input: unknown;
    try {
      input = JSON.parse(body);
    } catch {
      return;
    }
    const parsed = engagementSchema.safeParse(input);
    if (!parsed.success) return;
    try {
      if (!(await deps.limits.trackingEventsPerIp.allow(ip))) return;
    } catch (error) {
      deps.log.warn({ err: error }, 'the tracking rate limit could not be checked');
      return;
    }
    const { funnelId, ...engagement } = parsed.data;
    services.visits.recordEngagement(funnelId, { ip, userAgent }, engagement);
  }
}
