import type { Request, Response } from 'express';
import { establishSession } from '../../shared/auth/session';
import type { RequestContext } from '../../shared/context';
import { deviceTokenOf } from './device-cookie';
import { noPendingSignIn } from './security.errors';
import type { User } from './user.entity';

declare module 'express-session' {
  interface SessionData {
    /** A password was right and a two-factor code is due: who, and until when (ms). Not signed in. */
    twoFactor?: { userId: string; until: number };
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
    const until = ctx.services.twoFactor.pendingUntil();
    await new Promise<void>((resolve, reject) => {
      http.req.session.regenerate((error) => {
        if (error) return reject(error);
        http.req.session.twoFactor = { userId: user.id, until };
        http.req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
      });
    });
    return { user: null, twoFactorRequired: true };
  }
  await establishSession(http.req, user.id);
  await afterSignIn(ctx, http, user.id);
  return { user, twoFactorRequired: false };
}

/** The code step: a current or recovery code for the pending sign-in signs the session in. */
export async function finishTwoFactorSignIn(ctx: RequestContext, http: Http, input: unknown): Promise<User> {
  const pending = http.req.session?.twoFactor;
  if (!pending || !ctx.services.twoFactor.isPending(pending.until)) throw noPendingSignIn();
  await ctx.services.twoFactor.verifySignIn(pending.userId, input, ctx.ip);
  const user = await ctx.services.accounts.findUser(pending.userId);
  if (!user) throw noPendingSignIn();
  // A fresh session id: the pending state goes with the old one.
  await establishSession(http.req, user.id);
  await afterSignIn(ctx, http, user.id);
  return user;
}
