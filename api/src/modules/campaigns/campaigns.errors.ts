import { AppError, notFound } from '../../shared/errors/app-error';

/** 001 §5 and §8 texts, and the rules of sending. */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  subjectRequired: 'Email subject is required',
  contentRequired: 'Email content is required',
  futureSchedule: 'Choose a send date and time in the future',
  sentCannotBeEdited: 'A sent campaign cannot be edited',
  alreadySent: 'This campaign has already been sent',
  noRecipients: 'This campaign has no recipients: choose leads who have not unsubscribed',
} as const;

export const campaignNotFound = () => notFound('Campaign');
export const sentCannotBeEdited = () => new AppError('CONFLICT', CAMPAIGN_MESSAGES.sentCannotBeEdited);
export const alreadySent = () => new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadySent);
export const noRecipients = () => new AppError('BAD_USER_INPUT', CAMPAIGN_MESSAGES.noRecipients);
export const futureSchedule = () =>
  new AppError('BAD_USER_INPUT', CAMPAIGN_MESSAGES.futureSchedule, {
    fieldErrors: { scheduledAt: CAMPAIGN_MESSAGES.futureSchedule },
  });
