import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/** Requests answered before Express (published pages) name their route here. */
const answeredAs = new WeakMap<IncomingMessage, string>();

export function labelRoute(req: IncomingMessage, route: string): void {
  answeredAs.set(req, route);
}

type Routed = Partial<Pick<Request, 'baseUrl' | 'route'>>;

/**
 * The route pattern a request matched ('/api/leads/:id', '/graphql'), never its path: ids and
 * tokens stay out of logs and metric labels. The web app's pages are 'web app', files under a
 * mount '/mount/*' (else 'static'), and what found nothing 'unmatched'.
 */
export function routeLabel(req: IncomingMessage, status: number): string {
  const early = answeredAs.get(req);
  if (early) return early;
  const { baseUrl = '', route } = req as IncomingMessage & Routed;
  const path: unknown = (route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${baseUrl}${path === '/' && baseUrl ? '' : path}` || '/';
  if (path instanceof RegExp) return 'web app';
  if (status === 404) return 'unmatched';
  // Answered by a handler mounted without a route of its own (GraphQL, static files).
  if (!baseUrl) return 'static';
  const within = (req.url ?? '').split('?')[0];
  return within === '/' || within === '' ? baseUrl : `${baseUrl}/*`;
}
