import { AppError, notFound } from '../../../shared/errors/app-error';

export const SUPPRESSION_MESSAGES = {
  alreadySuppressed: 'This address is already on your suppression list',
  reasonInvalid: 'Reason must be one of hard_bounce, complaint, unsubscribe, manual',
} as const;

export const suppressionNotFound = () => notFound('Suppressed address');

export const alreadySuppressed = () =>
  new AppError('CONFLICT', SUPPRESSION_MESSAGES.alreadySuppressed, {
    fieldErrors: { email: SUPPRESSION_MESSAGES.alreadySuppressed },
  });

/** Why an outbox row was skipped (its error column): the address is on the suppression list. */
export function suppressedSkip(reason: string): string {
  const words: Record<string, string> = {
    hard_bounce: 'it bounced',
    complaint: 'of a spam complaint',
    unsubscribe: 'it unsubscribed',
    manual: 'it was added by hand',
  };
  return `Skipped: the address is on the suppression list because ${words[reason] ?? reason}`;
}
