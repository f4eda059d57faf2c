import { AppError, notFound } from '../../shared/errors/app-error';

export const API_KEY_MESSAGES = {
  missing: 'Authorization: Bearer <API key> is required',
  invalid: 'Invalid API key',
  deactivated: 'This API key has been deactivated',
  expired: 'This API key has expired',
  cookiePathRefused:
    'API keys are accepted on /api/v1 and /graphql only; this path needs a signed-in session',
  tooMany: (seconds: number) => `Too many requests with this API key; try again in ${seconds} seconds`,
  tooManyKeys: (max: number) => `You can have at most ${max} API keys; delete one you no longer use`,
} as const;

export const apiKeyNotFound = () => notFound('API key');

/** A key that does not open anything: unknown (or deleted), deactivated or expired. */
export const badApiKey = (message: string) => new AppError('UNAUTHENTICATED', message);
