import { AppError, notFound } from '../../shared/errors/app-error';

/** The email settings' messages: the status banner's words and the form's. */
export const EMAIL_SETTINGS_MESSAGES = {
  simulated:
    'Emails are simulated: no SMTP server is configured. Campaigns are marked sent and each message is logged, not delivered.',
  inactive:
    'Emails are simulated: your SMTP settings are saved but turned off (not active). Campaigns are marked sent and each message is logged, not delivered.',
  unreadablePassword:
    'The stored SMTP password cannot be read (the encryption key changed). Enter the password again and save.',
  passwordRequired: 'Password is required',
} as const;

export const emailSettingsNotFound = () => notFound('Email settings');
export const unreadablePassword = () => new AppError('CONFLICT', EMAIL_SETTINGS_MESSAGES.unreadablePassword);
export const passwordRequired = () =>
  new AppError('BAD_USER_INPUT', EMAIL_SETTINGS_MESSAGES.passwordRequired, {
    fieldErrors: { smtpPassword: EMAIL_SETTINGS_MESSAGES.passwordRequired },
  });
