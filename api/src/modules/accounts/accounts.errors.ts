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
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  bioTooLong: 'Bio must be at most 1000 characters',
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, hyphens or underscores',
  usernameTaken: 'This username is already taken. Choose another one.',
  emailTaken: 'Another account already uses this email address',
  currentPasswordRequired: 'Enter your current password to change your email or password',
  currentPasswordWrong: 'Current password is incorrect',
  /** 002 §5: the avatar's type and size. */
  notAnImage: 'Please select an image file',
  imageTooLarge: 'Image must be less than 5MB',
} as const;

export const userNotFound = () => notFound('User');
export const httpOnly = () => new AppError('BAD_USER_INPUT', ACCOUNT_MESSAGES.httpOnly);
export const invalidCredentials = () => new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
/** 400 BAD_USER_INPUT with the message on the email field: the shape of every refused sign-up. */
export const signUpRefused = () =>
  new AppError('BAD_USER_INPUT', ACCOUNT_MESSAGES.signUpRefused, {
    fieldErrors: { email: ACCOUNT_MESSAGES.signUpRefused },
  });
export const usernameTaken = () =>
  new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken, {
    fieldErrors: { username: ACCOUNT_MESSAGES.usernameTaken },
  });
export const emailTaken = () =>
  new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken, {
    fieldErrors: { email: ACCOUNT_MESSAGES.emailTaken },
  });
export const currentPasswordRequired = () =>
  new AppError('BAD_USER_INPUT', ACCOUNT_MESSAGES.currentPasswordRequired, {
    fieldErrors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired },
  });
export const currentPasswordWrong = () =>
  new AppError('BAD_USER_INPUT', ACCOUNT_MESSAGES.currentPasswordWrong, {
    fieldErrors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
  });
export const avatarNotAnImage = () => new AppError('BAD_USER_INPUT', ACCOUNT_MESSAGES.notAnImage);
export const avatarTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.imageTooLarge);
