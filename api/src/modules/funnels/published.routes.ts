import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Services } from '../../modules';
import type { Config } from '../../config';
import type { AppDeps } from '../../shared/app-deps';
import { mediaImageSources } from '../media';
import type { PublishedPage } from './published-page-cache';
import { labelRoute } from '../../shared/observability/route-label';

/**
 * Published pages: only the page's own stylesheet and script run; no framing; forms post to
 * this site only; images come from this site and the media storage only (a visitor's browser
 * asks no other host: no tracking pixels); videos may come from https sources the marketer chose.
 */
export function publishedPageCsp(imageSources: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources.join(' ')}`,
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

type SecurityHeaders = Record<string, string>;

function securityHeaders(config: Config): SecurityHeaders {
  return {
    'Content-Security-Policy': publishedPageCsp(mediaImageSources(config)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The 404 of /p/{id}: its content in a main landmark, under an h1. */
const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>' +
  '<body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 16px;color:#111827"><main><h1>Page not found</h1><p>This page does not exist or is no longer published.</p></main></body></html>';

const PAGE_PATH = /^\/p\/([^/?#]+)\/?(?:\?.*)?$/;

type Trust = (address: string, index: number) => boolean;

/**
 * GET and HEAD /p/{id}: a published funnel page, signed out and without cookies. It is served
 * before the app's middleware (no session, no body parsing) from memory, with an ETag (304
 * when unchanged); every page sent to a GET is counted as a view. Answers false for other requests.
 */
export function publishedPageHandler(services: Services, deps: AppDeps, trust: Trust) {
  const security = securityHeaders(deps.config);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = PAGE_PATH.exec(req.url ?? '');
    if (!match) return false;
    // Ids are uuids, which never need decoding; anything else simply is not found.
    const id = match[1] ?? '';
    labelRoute(req, '/p/:id');
    void serve(services, security, trust, id, req, res).catch((error: unknown) => {
      deps.log.error({ err: error, funnelId: id }, 'could not serve a published page');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The page could not be shown. Please try again.');
    });
    return true;
  };
}

/** Response headers per page version, built once rather than on every request. */
const headersOf = new WeakMap<PublishedPage, { ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders }>();

function pageHeaders(page: PublishedPage, security: SecurityHeaders) {
  let headers = headersOf.get(page);
  if (!headers) {
    const common = { ...security, ETag: page.etag, 'Cache-Control': 'public, no-cache' };
    headers = { ok: { ...common, 'Content-Type': 'text/html; charset=utf-8' }, notModified: common };
    headersOf.set(page, headers);
  }
  return headers;
}

async function serve(
  services: Services,
  security: SecurityHeaders,
  trust: Trust,
  id: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  // From memory when it can be (no unit of work, no database); else the service looks it up.
  const page = services.publishedPages.get(id) ?? (await services.funnels.publishedPage(id));
  if (!page) {
    res.writeHead(404, {
      ...security,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(NOT_FOUND_HTML);
    return;
  }
  const headers = pageHeaders(page, security);
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers.notModified);
    res.end();
    return;
  }
  // A view is a page sent (200); a revalidation answered 304 sends nothing new and is not counted.
  if (req.method === 'GET') {
    services.pageViews.recordVisit(id, {
      ip: proxyaddr(req, trust),
      userAgent: req.headers['user-agent'] ?? null,
      referrer: req.headers.referer ?? null,
      pageUrl: req.url ?? null,
    });
  }
  res.writeHead(200, headers.ok);
  res.end(req.method === 'HEAD' ? undefined : page.html);
}
