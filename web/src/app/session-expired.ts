import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { LOGGED_OUT_NOTICE, announceLoggedOutAndRedirect, type SignOutNotice } from './auth-redirect';

/** A REST call answered 401: the session has ended (already reported by `apiFetch`). */
export class SessionExpiredError extends Error {
  constructor(message = 'Unauthorized', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SessionExpiredError';
  }
}

/** Whether a failed call failed only because the session has ended (GraphQL or REST). */
export function isSessionExpired(error: unknown): boolean {
  if (error instanceof SessionExpiredError) return true;
  if (ServerError.is(error)) return error.statusCode === 401;
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * 000 §6: the one reaction to an ended session — the toast, then sign-in with a way back to
 * where the user was. Called by the Apollo error link and by `apiFetch`, never by screens.
 */
export function reportSessionExpired(notice: SignOutNotice = LOGGED_OUT_NOTICE): void {
  announceLoggedOutAndRedirect(window.location.pathname + window.location.search, notice);
}
