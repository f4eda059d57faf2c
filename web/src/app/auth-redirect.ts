import { assignLocation } from './browser-navigation';
import { toast } from './toast/toasts';

/** What the user is told before the browser goes to sign-in, and how long it waits. */
export type SignOutNotice = { title: string; description: string; delayMs: number };

/** 000 §9: go to sign-in 500 ms after the 'Unauthorized' toast. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** 000 §2.1: a signed-out visitor, or any call answered as unauthorised. */
export const LOGGED_OUT_NOTICE: SignOutNotice = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  delayMs: LOGIN_REDIRECT_DELAY_MS,
};

/** 000 §9: a save that finds the session ended says so in its own words and waits 1 s. */
export const SAVE_SESSION_EXPIRED_NOTICE: SignOutNotice = {
  title: 'Session Expired',
  description: 'Please log in again.',
  delayMs: 1000,
};

export function loginUrl(returnTo: string): string {
  return returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * 000 §2.1: tells a signed-out visitor and sends them to sign in. Several callers noticing the
 * same expired session at once schedule one redirect. Returns a cancel function.
 */
export function announceLoggedOutAndRedirect(
  returnTo: string,
  { title, description, delayMs }: SignOutNotice = LOGGED_OUT_NOTICE,
): () => void {
  if (pending !== null) return () => undefined;
  toast({ title, description, variant: 'destructive' });
  const target = loginUrl(returnTo);
  const timer = setTimeout(() => {
    pending = null;
    assignLocation(target);
  }, delayMs);
  pending = timer;
  return () => {
    clearTimeout(timer);
    if (pending === timer) pending = null;
  };
}
