import { Router, type Response } from 'express';
import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import { escapeHtml } from '../../../shared/html/escape-html';
import { noStore, sendNoticePage as page } from '../../../shared/rest/notice-page';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const invalidLink = (res: Response) =>
  page(
    res,
    404,
    'This link is not valid',
    '<p>It may have been copied incompletely. Open it again from the email.</p>',
  );

/**
 * Public endpoints of campaign emails (no session, no CSRF check: the signed token is the only
 * credential): GET /t/o/{token}.gif the open pixel, GET /t/c/{token} a tracked link (a 302 only
 * to the URL signed into the token), POST /u/{token} one-click unsubscribe (RFC 8058, and the
 * confirm page's button), GET /u/{token} the confirm page (a GET alone never unsubscribes).
 */
export function emailTrackingRoutes(services: Services, deps: AppDeps): Router {
  const router = Router();
  const service = () => services.emailTracking;

  router.get('/t/o/:file', async (req, res) => {
    const token = req.params.file.replace(/\.gif$/, '');
    try {
      await service().open(token, { userAgent: req.get('user-agent') ?? null });
    } catch (error) {
      deps.log.warn({ err: error }, 'an email open could not be recorded');
    }
    noStore(res);
    res.status(200).type('image/gif').send(PIXEL);
  });

  router.get('/t/c/:token', async (req, res) => {
    const url = await service().click(req.params.token, { userAgent: req.get('user-agent') ?? null });
    if (!url) return invalidLink(res);
    noStore(res);
    res.redirect(302, url);
  });

  router.get('/u/:token', async (req, res) => {
    const target = await service().unsubscribeTarget(req.params.token);
    if (!target) return invalidLink(res);
    const who = target.email ? `<strong>${escapeHtml(target.email)}</strong>` : 'this address';
    if (target.unsubscribed) {
      const subject = target.email ? who : 'This address';
      return page(
        res,
        200,
        'You are unsubscribed',
        `<p>${subject} receives no more emails from this sender.</p>`,
      );
    }
    page(
      res,
      200,
      'Unsubscribe',
      `<p>Stop sending emails from this sender to ${who}?</p>` +
        `<form method="post" action="/u/${encodeURIComponent(req.params.token)}">` +
        `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">Unsubscribe</button></form>`,
    );
  });

  router.post('/u/:token', async (req, res) => {
    const tracking = service();
    if (!(await tracking.unsubscribe(req.params.token))) return invalidLink(res);
    const target = await tracking.unsubscribeTarget(req.params.token);
    const who = target?.email ? `<strong>${escapeHtml(target.email)}</strong>` : 'This address';
    page(res, 200, 'You have been unsubscribed', `<p>${who} receives no more emails from this sender.</p>`);
  });

  return router;
}
