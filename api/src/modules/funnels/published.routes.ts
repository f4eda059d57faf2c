import { Router, type Response } from 'express';
import { createServices } from '../../services';
import type { AppDeps } from '../../shared/app-deps';
import { visitMeta } from '../analytics/tracking.rest';

/**
 * Published pages: only the page's own stylesheet and script run; no framing; forms post to
 * this site only; media and images may come from https sources the marketer chose.
 */
export const PUBLISHED_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "media-src 'self' https:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>' +
  '<body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 16px;color:#111827"><h1>Page not found</h1><p>This page does not exist or is no longer published.</p></body></html>';

function securityHeaders(res: Response) {
  res.setHeader('Content-Security-Policy', PUBLISHED_PAGE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * GET /p/{id}: a published funnel page, signed out, without cookies. Answers from memory with
 * an ETag (304 when unchanged); every answered GET is counted as a view.
 */
export function publishedPageRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/p/:id', async (req, res) => {
    const id = String(req.params.id);
    const services = createServices(deps, deps.orm.em.fork());
    const page = await services.funnels.publishedPage(id);
    securityHeaders(res);
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(NOT_FOUND_HTML);
      return;
    }
    if (req.method === 'GET')
      services.tracking.recordView(id, { ...visitMeta(req), pageUrl: req.originalUrl });
    const headers = { ETag: page.etag, 'Cache-Control': 'public, no-cache' };
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page.html);
  });
  return router;
}
