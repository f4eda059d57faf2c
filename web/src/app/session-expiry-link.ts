import { ErrorLink } from '@apollo/client/link/error';
import { SAVE_SESSION_EXPIRED_NOTICE } from './auth-redirect';
import { isSessionExpired, reportSessionExpired } from './session-expired';

/** Operations that ask whether anyone is signed in; their 'Unauthorized' is an answer, not an expiry. */
const SIGN_IN_OPERATIONS = new Set(['Me', 'SignIn', 'SignUp', 'PreviewFunnel']);
/** Saving in the builder words an expired session its own way (000 §9: 'Session Expired'). */
const SAVE_OPERATIONS = new Set(['CreateFunnel', 'UpdateFunnel']);

/**
 * 000 §6: an 'Unauthorized' answer to any call means the session ended; say so once and go to
 * sign-in. The one place the app reacts to it: screens only toast their other failures.
 */
export const sessionExpiryLink = new ErrorLink(({ error, operation }) => {
  const name = operation.operationName ?? '';
  if (SIGN_IN_OPERATIONS.has(name) || !isSessionExpired(error)) return;
  reportSessionExpired(SAVE_OPERATIONS.has(name) ? SAVE_SESSION_EXPIRED_NOTICE : undefined);
});
