import { assignLocation } from './browser-navigation';
import { toast } from './toast/toast-store';

/** 000 §9: go to sign-in 500 ms after the 'Unauthorized' toast (1 s after a session-expired save). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

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
  delayMs = LOGIN_REDIRECT_DELAY_MS,
): () => void {
  if (pending !== null) return () => undefined;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
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
