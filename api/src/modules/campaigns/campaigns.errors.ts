import { AppError, notFound } from '../../shared/errors/app-error';
import { VARIANT_KEYS } from '../experiments';

/** 001 §5 and §8 texts, and the rules of sending. */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  subjectRequired: 'Email subject is required',
  contentRequired: 'Email content is required',
  futureSchedule: 'Choose a send date and time in the future',
  sentCannotBeEdited: 'A sent campaign cannot be edited',
  alreadySent: 'This campaign has already been sent',
  noRecipients: 'This campaign has no recipients: choose leads who have not unsubscribed',
  abTestNeedsVariant: 'An A/B test needs a second subject line or content',
  abTestLocked: 'The A/B test cannot change once its emails have started going out',
} as const;

/** Variant letters, as page tests have them: A is the campaign itself. */
export const variantLabel = (index: number) => VARIANT_KEYS[index] ?? String(index + 1);

/** A variant the same as the campaign tests nothing. */
export const abVariantUnchanged = (index: number) =>
  new AppError('BAD_USER_INPUT', `Variant ${variantLabel(index)} must change the subject or the content`, {
    fieldErrors: { abTest: `Variant ${variantLabel(index)} must change the subject or the content` },
  });
export const abTestNotFound = () => notFound('A/B test');
export const abTestLocked = () => new AppError('CONFLICT', CAMPAIGN_MESSAGES.abTestLocked);
export const tooFewForAbTest = (variants: number) =>
  new AppError(
    'BAD_USER_INPUT',
    `An A/B test of ${variants} versions needs at least ${variants + 1} recipients: one per version and one for the winner`,
  );

export const campaignNotFound = () => notFound('Campaign');
export const sentCannotBeEdited = () => new AppError('CONFLICT', CAMPAIGN_MESSAGES.sentCannotBeEdited);
export const alreadySent = () => new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadySent);
export const noRecipients = () => new AppError('BAD_USER_INPUT', CAMPAIGN_MESSAGES.noRecipients);
export const futureSchedule = () =>
  new AppError('BAD_USER_INPUT', CAMPAIGN_MESSAGES.futureSchedule, {
    fieldErrors: { scheduledAt: CAMPAIGN_MESSAGES.futureSchedule },
  });
