import { Router, type Response } from 'express';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import { escapeHtml } from '../../shared/html/escape-html';
import { sendNoticePage as page } from '../../shared/rest/notice-page';
import { CONFIRM_PATH } from './lead-opt-in.service';

const invalidLink = (res: Response) =>
  page(
    res,
    400,
    'This confirmation link is not valid',
    '<p>It may have been copied incompletely, or it is more than 30 days old. Open it again from the email, or sign up again.</p>',
  );

const fromFunnel = (funnelName: string | null) =>
  funnelName ? ` from <strong>${escapeHtml(funnelName)}</strong>` : '';

const alreadyConfirmed = (res: Response, email: string) =>
  page(
    res,
    200,
    'Subscription confirmed',
    `<p><strong>${escapeHtml(email)}</strong> was already confirmed. Nothing else to do.</p>`,
  );

/**
 * The link of a double opt-in confirmation email. The signed token is the only credential (no
 * session, no CSRF check). GET /confirm/{token} asks with a Confirm button and POST confirms: a
 * GET alone never confirms, as mail scanners follow every link. A used link says so; a forged,
 * damaged or expired one answers 400.
 */
export function leadOptInRoutes(services: Services, deps: AppDeps): Router {
  const router = Router();

  router.get(`${CONFIRM_PATH}/:token`, async (req, res) => {
    const target = await services.leadOptIn.confirmTarget(req.params.token);
    if (target.outcome === 'invalid') return invalidLink(res);
    if (target.outcome === 'already-confirmed') return alreadyConfirmed(res, target.email);
    page(
      res,
      200,
      'Confirm your subscription',
      `<p>Receive emails${fromFunnel(target.funnelName)} at <strong>${escapeHtml(target.email)}</strong>?</p>` +
        `<form method="post" action="${CONFIRM_PATH}/${encodeURIComponent(req.params.token)}">` +
        `<button type="submit">Confirm subscription</button></form>`,
    );
  });

  router.post(`${CONFIRM_PATH}/:token`, async (req, res) => {
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
    if (result.outcome === 'invalid') return invalidLink(res);
    if (result.outcome === 'already-confirmed') return alreadyConfirmed(res, result.email);
    page(
      res,
      200,
      'Subscription confirmed',
      `<p>Thank you! <strong>${escapeHtml(result.email)}</strong> will receive emails${fromFunnel(result.funnelName)}.</p>` +
        '<p>You can unsubscribe at any time from any of them.</p>',
    );
  });
  return router;
}
