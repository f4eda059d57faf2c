import { Router } from 'express';
import { endSession, establishSession } from '../../shared/auth/session';
import { AppError, unauthenticated } from '../../shared/errors/app-error';
import { ACCOUNT_MESSAGES } from './accounts.errors';
import { contextOf, handle, requireSignedIn } from '../../shared/rest/rest';
import type { OidcSignIn } from './oidc';
import { OIDC_CALLBACK_PATH } from './oidc';
import { toPublicUser } from './public-user';

/** Only same-site paths are allowed as a place to return to after sign-in. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
    ? value
    : '/';
}

export function accountsRoutes(oidc: OidcSignIn | null): Router {
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
      const user = await contextOf(req).services.accounts.signInWithOidc(identity);
      await establishSession(req, user.id);
      res.redirect(302, expected.returnTo);
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'Sign-in failed. Please try again.';
      res.redirect(302, `/login?error=${encodeURIComponent(message)}`);
    }
  });

  router.get('/logout', async (req, res) => {
    await endSession(req, res);
    res.redirect(302, '/');
  });

  router.post(
    '/auth/register',
    handle(
      async (ctx, req) => {
        const user = await ctx.services.accounts.register(req.body, { ip: ctx.ip });
        await establishSession(req, user.id);
        return toPublicUser(user);
      },
      { status: 201 },
    ),
  );

  router.post(
    '/auth/login',
    handle(async (ctx, req) => {
      const user = await ctx.services.accounts.authenticate(req.body, { ip: ctx.ip });
      await establishSession(req, user.id);
      return toPublicUser(user);
    }),
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

  return router;
}
