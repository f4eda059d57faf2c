import { AppError, notFound } from '../../shared/errors/app-error';

/** The leads module's messages (001 §8 and the lead form's own). */
export const LEAD_MESSAGES = {
  duplicateEmail: 'A lead with this email already exists',
} as const;

export const leadNotFound = () => notFound('Lead');

export const duplicateEmail = () =>
  new AppError('CONFLICT', LEAD_MESSAGES.duplicateEmail, {
    fieldErrors: { email: LEAD_MESSAGES.duplicateEmail },
  });
