import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import { compressedBodies, preferredEncoding, type Encoding } from '../../shared/http/compressed';
import type { Services } from '../../modules';
import type { Config } from '../../config';
import type { AppDeps } from '../../shared/app-deps';
import { mediaImageSources } from '../media';
import type { PublishedPage } from './published-page-cache';
import { labelRoute } from '../../shared/observability/route-label';

/**
 * Published pages: only the page's own styles and script run (the script inlined, allowed by
 * its hash in `scriptSources`, or from this site); no framing; forms post to this site only;
 * images come from this site and the media storage only (a visitor's browser asks no other
 * host: no tracking pixels); videos may come from https sources the marketer chose.
 */
export function publishedPageCsp(
  imageSources: readonly string[],
  scriptSources: readonly string[] = [],
): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptSources].join(' '),
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

/**
 * No Cross-Origin-Opener-Policy: a page that sends one is put in a browsing context group of its
 * own, so arriving at it (from a search result, an ad, an email) starts a new renderer process,
 * which a phone pays for before the page is usable (in Lighthouse's mobile run the same page
 * blocked its main thread 170-440 ms with it, 0-130 ms without). A published page holds nothing
 * per visitor (no session, no cookies) that an opener could learn, and frame-ancestors 'none'
 * already keeps it out of frames.
 */
function securityHeaders(config: Config, scriptSources: readonly string[]): SecurityHeaders {
  return {
    'Content-Security-Policy': publishedPageCsp(mediaImageSources(config), scriptSources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
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
  // The page runtime is inlined into pages (page-renderer): allowed by its hash.
  const inlineJs = services.pageRenderer.assets.inlineJs;
  const security = securityHeaders(deps.config, inlineJs ? [inlineJs.cspSource] : []);
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

type PageResponse = {
  notModified: OutgoingHttpHeaders;
  /** The page's 200 answer in a content coding (none, brotli, gzip): compressed on first demand. */
  ok(encoding: Encoding | null): { headers: OutgoingHttpHeaders; bytes: Buffer };
};

/** Responses per page version, built once rather than on every request. */
const responseOf = new WeakMap<PublishedPage, PageResponse>();

function pageResponse(page: PublishedPage, security: SecurityHeaders): PageResponse {
  let response = responseOf.get(page);
  if (!response) {
    const common = {
      ...security,
      ETag: page.etag,
      'Cache-Control': 'public, no-cache',
      Vary: 'Accept-Encoding',
    };
    const bodies = compressedBodies(Buffer.from(page.html, 'utf8'));
    const answers = new Map<Encoding | null, { headers: OutgoingHttpHeaders; bytes: Buffer }>();
    response = {
      notModified: common,
      ok(encoding) {
        let answer = answers.get(encoding);
        if (!answer) {
          const body = bodies.for(encoding);
          answer = {
            headers: {
              ...common,
              'Content-Type': 'text/html; charset=utf-8',
              ...(body.encoding ? { 'Content-Encoding': body.encoding } : {}),
              'Content-Length': body.bytes.length,
            },
            bytes: body.bytes,
          };
          answers.set(encoding, answer);
        }
        return answer;
      },
    };
    responseOf.set(page, response);
  }
  return response;
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
  const response = pageResponse(page, security);
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, response.notModified);
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
  const answer = response.ok(preferredEncoding(req.headers['accept-encoding']));
  res.writeHead(200, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.bytes);
}
