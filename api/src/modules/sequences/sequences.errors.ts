import { AppError, notFound } from '../../shared/errors/app-error';

/** 001 §5 Sequences and §8 texts, and the rules for each trigger's value. */
export const SEQUENCE_MESSAGES = {
  nameRequired: 'Sequence name is required',
  subjectRequired: 'Step subject is required',
  contentRequired: 'Step content is required',
  delayRequired: 'Delay hours is required',
  delayWhole: 'Delay hours must be a whole number from 0 to 8760',
  tagRequired: 'Enter the tag that starts this sequence',
  dateRequired: 'Choose the date that starts this sequence',
  funnelId: 'Choose a funnel, or any funnel',
  stepOrder: 'List every step of the sequence exactly once',
  leadUnsubscribed: 'The lead has unsubscribed',
  leadNotFound: 'Lead not found',
} as const;

export const sequenceNotFound = () => notFound('Sequence');
export const stepNotFound = () => notFound('Step');
export const subscriberNotFound = () => notFound('Subscriber');
export const stepOrderWrong = () =>
  new AppError('BAD_USER_INPUT', SEQUENCE_MESSAGES.stepOrder, {
    fieldErrors: { stepIds: SEQUENCE_MESSAGES.stepOrder },
  });
