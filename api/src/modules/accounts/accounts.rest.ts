import { Router, type ErrorRequestHandler } from 'express';
import multer from 'multer';
import type { Config } from '../../config';
import { browserOrigin, isAllowedOrigin } from '../../shared/auth/origin';
import { endSession, establishSession } from '../../shared/auth/session';
import { AppError, unauthenticated } from '../../shared/errors/app-error';
import { ACCOUNT_MESSAGES, avatarNotAnImage, avatarTooLarge } from './accounts.errors';
import { MAX_AVATAR_BYTES } from './accounts.service';
import { contextOf, handle, requireSignedIn } from '../../shared/rest/rest';
import type { OidcSignIn } from './oidc';
import { OIDC_CALLBACK_PATH } from './oidc';
import { toPublicUser } from './public-user';
import { existingDeviceHash } from './device-cookie';
import { afterSignIn, finishOidcSignIn, finishPasswordSignIn, finishTwoFactorSignIn } from './sign-in-flow';

/** GET /api/logout: a self-contained page (no script; the app's CSP) whose button signs out. */
const LOGOUT_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Log out</title><style>' +
  "body{margin:0;padding:0 16px;background:#f1f5f9;font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#334155}" +
  'main{max-width:440px;margin:15vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08)}' +
  'h1{margin:0 0 12px;font-size:22px;color:#0f172a}' +
  'button{margin-top:16px;padding:10px 20px;border:0;border-radius:6px;background:#1e40af;color:#fff;font:inherit;cursor:pointer}' +
  'a{color:#1e40af}' +
  '</style></head><body><main><h1>Log out</h1><p>Log out of FunnelForge on this browser?</p>' +
  '<form method="post" action="/api/logout"><button type="submit">Log out</button></form>' +
  '<p><a href="/">Back to the app</a></p></main></body></html>';

/** The avatar is read into memory (at most 5 MB) and checked by its bytes before anything is stored. */
const avatarUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5 },
});

/** multer's limits and unexpected fields answer with the spec's avatar messages (002 §5). */
const avatarUploadErrors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  if (error instanceof multer.MulterError) {
    next(error.code === 'LIMIT_FILE_SIZE' ? avatarTooLarge() : avatarNotAnImage());
    return;
  }
  next(error);
};

/** Only same-site paths are allowed as a place to return to after sign-in. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
    ? value
    : '/';
}

/** The web's sign-in screen at its two-factor code step, returning to `returnTo` afterwards. */
export function codeStepPath(returnTo: string): string {
  return returnTo === '/'
    ? '/login?twoFactor=1'
    : `/login?twoFactor=1&returnTo=${encodeURIComponent(returnTo)}`;
}

export function accountsRoutes(oidc: OidcSignIn | null, config: Config): Router {
  const router = Router();

  router.get('/login', async (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (!oidc) {
      res.redirect(302, returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`);
      return;
    }
    try {
      const { url, state } = await oidc.start(req);
      req.session.oidc = { ...state, returnTo };
      req.session.save(() => res.redirect(302, url));
    } catch (error) {
      // The identity provider is unreachable or misconfigured: say so on the sign-in screen.
      contextOf(req).log.error({ err: error }, 'OpenID Connect sign-in could not start');
      res.redirect(302, `/login?error=${encodeURIComponent(ACCOUNT_MESSAGES.oidcUnavailable)}`);
    }
  });

  router.get(OIDC_CALLBACK_PATH.replace('/api', ''), async (req, res) => {
    const expected = req.session.oidc;
    if (!oidc || !expected) {
      res.redirect(302, '/login');
      return;
    }
    try {
      const identity = await oidc.finish(req, expected);
      const { twoFactorRequired } = await finishOidcSignIn(contextOf(req), { req, res }, identity);
      // With two-factor on, the sign-in screen opens at its code step (the session holds it).
      res.redirect(302, twoFactorRequired ? codeStepPath(expected.returnTo) : expected.returnTo);
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'Sign-in failed. Please try again.';
      res.redirect(302, `/login?error=${encodeURIComponent(message)}`);
    }
  });

  // 000 §2.3 'Log out (/api/logout)'. Signing out changes state, so it is a POST from this site
  // (Origin or Referer checked; the session cookie is SameSite=lax, so no other site's post
  // carries it anyway). A GET, from an old bookmark or another site's image or link, only shows
  // a page whose button posts here: a person can still sign out, a cross-site request cannot.
  router.get('/logout', (req, res) => {
    if (!contextOf(req).actor) {
      res.redirect(302, '/');
      return;
    }
    // Under helmet's no-referrer, Chromium posts the form with 'Origin: null', which the POST
    // refuses: same-origin lets this site's own form say where it comes from.
    res.setHeader('Referrer-Policy', 'same-origin');
    res.status(200).type('html').send(LOGOUT_PAGE);
  });

  router.post('/logout', async (req, res) => {
    if (!isAllowedOrigin(browserOrigin(req), req, config)) {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    await endSession(req, res);
    res.redirect(303, '/');
  });

  // 201 with a new account; 200 when the address's owner signed up again with their own
  // password (answered as a sign-in). Any other sign-up with an existing address is refused
  // like any refused sign-up (400), never saying that the address has an account.
  router.post(
    '/auth/register',
    handle(async (ctx, req, res) => {
      const { user, created } = await ctx.services.accounts.register(req.body, {
        ip: ctx.ip,
        deviceHash: existingDeviceHash(req),
      });
      await establishSession(req, user.id);
      // The browser an account was created on is its first known device: no notice for it.
      await afterSignIn(ctx, { req, res }, user.id, !created);
      res.status(created ? 201 : 200).json(toPublicUser(user));
    }),
  );

  router.post(
    '/auth/login',
    handle(async (ctx, req, res) => {
      const user = await ctx.services.accounts.authenticate(req.body, { ip: ctx.ip });
      const { twoFactorRequired } = await finishPasswordSignIn(ctx, { req, res }, user);
      // 200 either way: with two-factor on, the session is not signed in until the code step.
      return twoFactorRequired ? { twoFactorRequired: true } : toPublicUser(user);
    }),
  );

  router.post(
    '/auth/login/two-factor',
    handle(async (ctx, req, res) => toPublicUser(await finishTwoFactorSignIn(ctx, { req, res }, req.body))),
  );

  router.post(
    '/auth/logout',
    handle(async (_ctx, req, res) => {
      await endSession(req, res);
    }),
  );

  router.get(
    '/auth/user',
    requireSignedIn,
    handle(async (ctx) => {
      const user = await ctx.services.accounts.findUser(ctx.actor!.userId);
      if (!user) throw unauthenticated();
      return toPublicUser(user);
    }),
  );

  // 002 §7: the profile form's fields; a new password signs out the user's other sessions.
  router.patch(
    '/users/profile',
    requireSignedIn,
    handle(async (ctx, req) =>
      toPublicUser(await ctx.services.accounts.updateProfile(ctx.actor, req.body, req.sessionID)),
    ),
  );

  router.post(
    '/users/upload-photo',
    requireSignedIn,
    avatarUpload.single('profileImage'),
    avatarUploadErrors,
    handle(async (ctx, req) => ({ imageUrl: await ctx.services.accounts.uploadPhoto(ctx.actor, req.file) })),
  );

  return router;
}
