import type { Request, Response } from 'express';
import { establishSession } from '../../shared/auth/session';
import type { RequestContext } from '../../shared/context';
import type { OidcIdentity } from './accounts.service';
import { deviceTokenOf, existingDeviceHash } from './device-cookie';
import { noPendingSignIn } from './security.errors';
import type { User } from './user.entity';

declare module 'express-session' {
  interface SessionData {
    /**
     * A first step (password or identity provider) was right and a two-factor code is due: who,
     * until when (ms), and the provider's identity to link once the code is right. Not signed in.
     */
    twoFactor?: { userId: string; until: number; oidc?: OidcIdentity };
  }
}

export type PasswordSignInResult = { user: User | null; twoFactorRequired: boolean };

type Http = { req: Request; res: Response };

/** After a sign-in: the browser's device is remembered, and its owner told when it is new. */
export async function afterSignIn(ctx: RequestContext, { req, res }: Http, userId: string, notify = true) {
  await ctx.services.accountNotifications.recordSignIn(
    userId,
    { deviceToken: deviceTokenOf(req, res), userAgent: req.headers['user-agent'], ip: ctx.ip },
    notify,
  );
}

/**
 * The password was right. Without two-factor the session is signed in; with it, the session
 * (a fresh id) only holds the pending step for a few minutes, and the answer asks for a code.
 */
export async function finishPasswordSignIn(
  ctx: RequestContext,
  http: Http,
  user: User,
): Promise<PasswordSignInResult> {
  if (await ctx.services.twoFactor.isEnabled(user.id)) {
    await awaitCode(ctx, http, { userId: user.id });
    return { user: null, twoFactorRequired: true };
  }
  await establishSession(http.req, user.id);
  await afterSignIn(ctx, http, user.id);
  return { user, twoFactorRequired: false };
}

/**
 * The identity provider vouched for the person (the OIDC callback). An account with two-factor
 * on gets the same pending code step as a password sign-in: the provider's own second factor,
 * if any, is not this account's.
 */
export async function finishOidcSignIn(
  ctx: RequestContext,
  http: Http,
  identity: OidcIdentity,
): Promise<{ twoFactorRequired: boolean }> {
  const { user, twoFactorRequired } = await ctx.services.accounts.signInWithOidc(
    identity,
    existingDeviceHash(http.req),
  );
  if (twoFactorRequired) {
    await awaitCode(ctx, http, { userId: user.id, oidc: identity });
    return { twoFactorRequired: true };
  }
  await establishSession(http.req, user.id);
  await afterSignIn(ctx, http, user.id);
  return { twoFactorRequired: false };
}

/** A fresh session id that holds only the pending code step (any earlier state, OIDC's too, goes). */
function awaitCode(
  ctx: RequestContext,
  http: Http,
  pending: { userId: string; oidc?: OidcIdentity },
): Promise<void> {
  const until = ctx.services.twoFactor.pendingUntil();
  return new Promise<void>((resolve, reject) => {
    http.req.session.regenerate((error) => {
      if (error) return reject(error);
      http.req.session.twoFactor = { ...pending, until };
      http.req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** The code step: a current or recovery code for the pending sign-in signs the session in. */
export async function finishTwoFactorSignIn(ctx: RequestContext, http: Http, input: unknown): Promise<User> {
  const pending = http.req.session?.twoFactor;
  if (!pending || !ctx.services.twoFactor.isPending(pending.until)) throw noPendingSignIn();
  await ctx.services.twoFactor.verifySignIn(pending.userId, input, ctx.ip);
  const user = await ctx.services.accounts.findUser(pending.userId);
  if (!user) throw noPendingSignIn();
  if (pending.oidc) await ctx.services.accounts.linkOidc(user.id, pending.oidc);
  // A fresh session id: the pending state goes with the old one.
  await establishSession(http.req, user.id);
  await afterSignIn(ctx, http, user.id);
  return user;
}
