import { AppError, notFound } from '../../shared/errors/app-error';

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordContainsEmail: 'Password must not contain your email address',
  /** zxcvbn's warning says why, its first suggestion what to do instead. */
  passwordTooWeak: (warning: string | null, suggestion: string | null) =>
    ['This password is too easy to guess.', warning, suggestion ?? 'Add more words that are less common.']
      .filter(Boolean)
      .join(' '),
  /**
   * A sign-up that cannot go ahead with this address. Neutral on purpose (issue 14, finding 5):
   * it never says whether the address has an account, and comes with the status and code of
   * any other refused sign-up.
   */
  signUpRefused:
    'We could not create an account with these details. If you already have an account, sign in instead.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManySignUps: (minutes: number) =>
    `Too many accounts created from this network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  oidcFailed: 'Sign-in with your identity provider failed. Please try again.',
  oidcUnavailable:
    'Sign-in is unavailable right now: the identity provider could not be reached. Please try again later.',
  oidcNoEmail: 'Your identity provider did not share a verified email address.',
  httpOnly: 'Sign in and sign out over HTTP, not over a WebSocket',
} as const;

export const userNotFound = () => notFound('User');
export const httpOnly = () => new AppError('BAD_USER_INPUT', ACCOUNT_MESSAGES.httpOnly);
export const invalidCredentials = () => new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
/** 400 BAD_USER_INPUT with the message on the email field: the shape of every refused sign-up. */
export const signUpRefused = () =>
  new AppError('BAD_USER_INPUT', ACCOUNT_MESSAGES.signUpRefused, {
    fieldErrors: { email: ACCOUNT_MESSAGES.signUpRefused },
  });
