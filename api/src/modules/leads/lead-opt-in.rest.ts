import { Router, type Response } from 'express';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import { escapeHtml } from './escape-html';
import { CONFIRM_PATH } from './lead-opt-in.service';

/** A small branded page, in the style of the unsubscribe pages (no script, never cached or indexed). */
function page(res: Response, status: number, title: string, body: string): void {
  res.setHeader('Cache-Control', 'no-store, no-cache, must-revalidate, private');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res
    .status(status)
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)}</title><style>` +
        `body{margin:0;background:#f1f5f9;font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#334155}` +
        `main{max-width:440px;margin:15vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08)}` +
        `h1{margin:0 0 12px;font-size:22px;color:#0f172a}` +
        `</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/**
 * GET /confirm/{token}: the link of a double opt-in confirmation email. The signed token is the
 * only credential (no session). Following it again says so; a forged or damaged link answers 400.
 */
export function leadOptInRoutes(services: Services, deps: AppDeps): Router {
  const router = Router();
  router.get(`${CONFIRM_PATH}/:token`, async (req, res) => {
    let result;
    try {
      result = await services.leadOptIn.confirm(req.params.token);
    } catch (error) {
      deps.log.error({ err: error }, 'a double opt-in confirmation failed');
      return page(
        res,
        500,
        'Something went wrong',
        '<p>Your subscription was not confirmed. Please try the link again in a minute.</p>',
      );
    }
    if (result.outcome === 'invalid')
      return page(
        res,
        400,
        'This confirmation link is not valid',
        '<p>It may have been copied incompletely, or it is more than 30 days old. Open it again from the email, or sign up again.</p>',
      );
    const from = result.funnelName ? ` from <strong>${escapeHtml(result.funnelName)}</strong>` : '';
    page(
      res,
      200,
      'Subscription confirmed',
      result.outcome === 'confirmed'
        ? `<p>Thank you! <strong>${escapeHtml(result.email)}</strong> will receive emails${from}.</p><p>You can unsubscribe at any time from any of them.</p>`
        : `<p><strong>${escapeHtml(result.email)}</strong> was already confirmed. Nothing else to do.</p>`,
    );
  });
  return router;
}
