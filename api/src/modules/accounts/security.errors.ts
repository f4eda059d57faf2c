import { AppError, notFound } from '../../shared/errors/app-error';

export const SECURITY_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  invalidCode:
    'That code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  noPendingSignIn: 'Your sign-in expired. Sign in with your email and password again.',
  tooManyCodes: (minutes: number) =>
    `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  alreadyEnabled: 'Two-factor authentication is already on.',
  notEnabled: 'Two-factor authentication is off.',
  noSetup: 'Start setting up two-factor authentication first.',
  sessionOnly: 'Only a signed-in session can change security settings, not an API key.',
  wrongPassword: 'That password is not correct',
  confirmDelete: 'Type DELETE to confirm',
  exportBuilding: 'Your data is already being prepared.',
  exportGone: 'This download has expired or was already used. Request a new one.',
} as const;

export const invalidCode = () =>
  new AppError('BAD_USER_INPUT', SECURITY_MESSAGES.invalidCode, {
    fieldErrors: { code: SECURITY_MESSAGES.invalidCode },
  });
export const noPendingSignIn = () => new AppError('UNAUTHENTICATED', SECURITY_MESSAGES.noPendingSignIn);
export const sessionOnly = () => new AppError('FORBIDDEN', SECURITY_MESSAGES.sessionOnly);
export const wrongPassword = () =>
  new AppError('BAD_USER_INPUT', SECURITY_MESSAGES.wrongPassword, {
    fieldErrors: { password: SECURITY_MESSAGES.wrongPassword },
  });
export const exportNotFound = () => notFound('Export');
