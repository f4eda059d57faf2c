import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';
import { compressedBodies, preferredEncoding, type Encoding } from '../../shared/http/compressed';
import type { Services } from '../../modules';
import type { Config } from '../../config';
import type { AppDeps } from '../../shared/app-deps';
import { mediaImageSources } from '../media';
import { PAGE_ASSETS_PATH } from '../page-renderer';
import type { PublishedPage } from './published-page-cache';
import { assignVariant } from '../../shared/experiments/assign-variant';
import { labelRoute } from '../../shared/observability/route-label';

/**
 * Published pages: only the page's own styles and scripts run (inlined, each allowed by its
 * hash in `scriptSources`, or from this site); no framing; forms post to this site only;
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

/**
 * A page of a funnel whose marketer switched on their own code (pixels, analytics, scripts),
 * on the funnel's verified domain: scripts run by this response's nonce and what they load
 * ('strict-dynamic'), and may reach https hosts. Only that funnel's pages there get it; nothing
 * on the app's own origin (/p/{id} included) ever does.
 */
export function customCodeCsp(nonce: string, scriptSources: readonly string[] = []): string {
  return [
    "default-src 'none'",
    [`script-src 'nonce-${nonce}'`, ...scriptSources, "'strict-dynamic' https: 'self'"].join(' '),
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' https: data:",
    "media-src 'self' https:",
    "font-src 'self' https: data:",
    "connect-src 'self' https:",
    'frame-src https:',
    "form-action 'self' https:",
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
function securityHeaders(imageSources: readonly string[], scriptSources: readonly string[]): SecurityHeaders {
  return {
    'Content-Security-Policy': publishedPageCsp(imageSources, scriptSources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The 404 of /p/{id}: its content in a main landmark, under an h1. */
const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Page not found</title></head>' +
  '<body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 16px;color:#111827"><main><h1>Page not found</h1><p>This page does not exist or is no longer published.</p></main></body></html>';

/** /p/{id}, /p/{id}/ and /p/{id}/{slug}; anything else under /p (the pages' assets) is the app's. */
const PAGE_PATH = /^\/p\/([^/?#]+)(?:\/([a-z0-9-]*))?\/?(?:\?.*)?$/;
/** On a funnel's domain: / and /{slug}. */
const DOMAIN_PAGE_PATH = /^\/([a-z0-9-]*)\/?(?:\?.*)?$/;

type Trust = (address: string, index: number) => boolean;
type Next = () => void;

/**
 * Where a step is served: the base its links to other steps take, the origin of absolute URLs,
 * and whether it is the funnel's own verified domain (the only place the marketer's code runs).
 */
type Site = { base: string; origin: string; ownDomain: boolean };

/**
 * Published funnel steps, signed out and without cookies, answered before the app's middleware
 * (no session, no body parsing) from memory, with an ETag (304 when unchanged); every page
 * sent to a GET is counted as a view. Two ways in: /p/{id}[/{slug}] on the app, and / and
 * /{slug} on a funnel's verified domain, where nothing of the app answers but the pages'
 * assets and their own form and click endpoints. Anything else goes to `next` (the app).
 */
export function publishedPageHandler(services: Services, deps: AppDeps, trust: Trust) {
  const imageSources = mediaImageSources(deps.config);
  // The 404 page runs no script. A page allows the scripts it inlines (page-renderer), by their hashes.
  const security = securityHeaders(imageSources, []);
  const appHost = deps.config.publicUrl ? new URL(deps.config.publicUrl).host.toLowerCase() : null;
  const fail = (res: ServerResponse, funnelId: string) => (error: unknown) => {
    deps.log.error({ err: error, funnelId }, 'could not serve a published page');
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The page could not be shown. Please try again.');
  };

  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const host = (req.headers.host ?? '').toLowerCase();
    if (!isAppHost(host, appHost)) {
      void serveFunnelHost(host, req, res, next).catch(fail(res, host));
      return;
    }
    const read = req.method === 'GET' || req.method === 'HEAD';
    const path = read ? (req.url ?? '').split('?')[0] : null;
    if (path === '/robots.txt' || path === '/sitemap.xml') {
      labelRoute(req, path);
      const origin = requestOrigin(req, host, trust, deps.config);
      if (path === '/robots.txt') return text(res, 'text/plain', services.sitemaps.appRobots(origin));
      void services.sitemaps
        .appSitemap(origin)
        .then((xml) => text(res, 'application/xml', xml))
        .catch(fail(res, path));
      return;
    }
    const match = read && !path?.startsWith(`${PAGE_ASSETS_PATH}/`) && PAGE_PATH.exec(req.url ?? '');
    if (!match) return next();
    const id = (match[1] ?? '').toLowerCase();
    const slug = match[2] || null;
    labelRoute(req, slug ? '/p/:id/:slug' : '/p/:id');
    const site = { base: `/p/${id}`, origin: requestOrigin(req, host, trust, deps.config), ownDomain: false };
    void serve(id, slug, site, req, res).catch(fail(res, id));
  };

  /** A request whose Host may be a funnel's domain; an unknown one is the app's. */
  async function serveFunnelHost(host: string, req: IncomingMessage, res: ServerResponse, next: Next) {
    const funnelId = await services.funnelDomains.funnelForHost(host);
    if (!funnelId) return next();
    labelRoute(req, '/:funnel-domain');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const origin = `https://${host.replace(/:\d+$/, '')}`;
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && path.startsWith(`${PAGE_ASSETS_PATH}/`)) return next();
    if (read && path.startsWith('/uploads/')) return next();
    if (read && path === '/favicon.svg') return next();
    // A double opt-in email's link may point at the domain the form was sent from: its page (GET)
    // and its Confirm button (POST).
    if ((read || req.method === 'POST') && path.startsWith('/confirm/')) return next();
    if (
      req.method === 'POST' &&
      (path === `/api/public/funnels/${funnelId}/leads` ||
        path === '/api/track/click' ||
        path === '/api/track/engagement')
    )
      return next();
    if (read && path === '/robots.txt')
      return text(res, 'text/plain', services.sitemaps.funnelRobots(origin));
    if (read && path === '/sitemap.xml')
      return text(res, 'application/xml', await services.sitemaps.funnelSitemap(funnelId, origin));
    const match = read ? DOMAIN_PAGE_PATH.exec(req.url ?? '/') : null;
    if (!match) return notFound(res);
    await serve(funnelId, match[1] || null, { base: '', origin, ownDomain: true }, req, res);
  }

  async function serve(
    id: string,
    slug: string | null,
    site: Site,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    // From memory when it can be (no unit of work, no database); else the service looks it up.
    const found = services.publishedPages.get(id, slug) ?? (await services.funnels.publishedPage(id, slug));
    if (!found) return notFound(res);
    const ip = proxyaddr(req, trust);
    const userAgent = req.headers['user-agent'] ?? null;
    // A running A/B test: each visitor (the daily hash; a crawler sees A) gets their variant's page.
    const visitorId = found.experiment ? services.visits.visitorOf({ ip, userAgent }) : null;
    const variant =
      found.experiment && visitorId
        ? assignVariant(found.experiment.id, visitorId, found.experiment.variants)
        : null;
    const shown = variant?.page ?? found;
    // The marketer's code only on their own domain: on the app's origin it could act with a
    // signed-in visitor's session.
    const page = site.ownDomain ? (shown.ownDomain ?? shown) : shown;
    // A variant is the visitor's own: no shared cache may hand it to someone else.
    const served = variantOf(page, site, services.pageRenderer.tokens, variant ? 'private' : 'public');
    const nonce = site.ownDomain && page.customCode ? randomBytes(16).toString('base64') : null;
    if (!nonce && req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, served.notModified);
      res.end();
      return;
    }
    // A view is a page sent (200) to a person: a revalidation answered 304 sends nothing new, and a prefetch may never be seen.
    if (req.method === 'GET' && !isPrefetch(req)) {
      services.visits.recordVisit(id, {
        ip,
        userAgent,
        referrer: req.headers.referer ?? null,
        pageUrl: req.url ?? null,
        path: slug ? `/${slug}` : '/',
        host: req.headers.host ?? null,
        experiment: found.experiment && variant ? { id: found.experiment.id, variant: variant.key } : null,
      });
    }
    if (nonce) {
      // The marketer's scripts run by a nonce of this response: never cached, never shared.
      res.writeHead(200, {
        ...security,
        'Content-Security-Policy': customCodeCsp(nonce, page.scriptSources),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-cache',
      });
      res.end(
        req.method === 'HEAD' ? undefined : served.html.replaceAll(services.pageRenderer.tokens.nonce, nonce),
      );
      return;
    }
    const answer = served.ok(preferredEncoding(req.headers['accept-encoding']));
    res.writeHead(200, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.bytes);
  }

  function notFound(res: ServerResponse) {
    res.writeHead(404, {
      ...security,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(NOT_FOUND_HTML);
  }

  function text(res: ServerResponse, type: string, body: string) {
    res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=300' });
    res.end(body);
  }

  /** A page's HTML and headers where it is served, made once per page version and site. */
  function variantOf(
    page: PublishedPage,
    site: Site,
    tokens: { base: string; origin: string },
    cache: 'public' | 'private',
  ) {
    let variants = variantsOf.get(page);
    if (!variants) {
      variants = new Map();
      variantsOf.set(page, variants);
    }
    const key = `${site.base}|${site.origin}`;
    let variant = variants.get(key);
    if (!variant) {
      const common = {
        ...securityHeaders(imageSources, page.scriptSources),
        ETag: page.etag,
        'Cache-Control': `${cache}, no-cache`,
        Vary: 'Accept-Encoding',
      };
      const html = page.html.replaceAll(tokens.base, site.base).replaceAll(tokens.origin, site.origin);
      const bodies = compressedBodies(Buffer.from(html, 'utf8'));
      const answers = new Map<Encoding | null, EncodedAnswer>();
      variant = {
        html,
        notModified: common,
        // Each coding is compressed on first demand and kept with the page version.
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
      // A page is served from few places (its /p address, its domain); a flood of Host names is not kept.
      if (variants.size > 8) variants.clear();
      variants.set(key, variant);
    }
    return variant;
  }
}

type EncodedAnswer = { headers: OutgoingHttpHeaders; bytes: Buffer };
/** A page where it is served: its HTML, and its 200 answer in a content coding (none, brotli, gzip). */
type Variant = {
  html: string;
  notModified: OutgoingHttpHeaders;
  ok(encoding: Encoding | null): EncodedAnswer;
};
const variantsOf = new WeakMap<PublishedPage, Map<string, Variant>>();

/** Browsers mark speculative loads (link prefetch, prerender, search-result preloads); none is a visit. */
function isPrefetch(req: IncomingMessage): boolean {
  const purpose = `${req.headers['sec-purpose'] ?? ''} ${req.headers.purpose ?? ''} ${req.headers['x-purpose'] ?? ''} ${req.headers['x-moz'] ?? ''}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

/** The app's own host (PUBLIC_URL), localhost and IP addresses: never a funnel's domain. */
function isAppHost(host: string, appHost: string | null): boolean {
  if (host === '' || host === appHost) return true;
  const name = host.replace(/:\d+$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^[\d.]+$/.test(name) ||
    name.startsWith('[') ||
    (appHost !== null && name === appHost.replace(/:\d+$/, ''))
  );
}

/** The origin this request reached: PUBLIC_URL when set, else its own scheme and Host. */
function requestOrigin(req: IncomingMessage, host: string, trust: Trust, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const trusted = req.socket.remoteAddress ? trust(req.socket.remoteAddress, 0) : false;
  const scheme = encrypted ? 'https' : trusted && forwarded === 'https' ? 'https' : 'http';
  return `${scheme}://${host || 'localhost'}`;
}
