import { AppError, notFound } from '../../shared/errors/app-error';
import { MAX_VARIANTS } from './experiment-data';

export const EXPERIMENT_MESSAGES = {
  stepNotFound: 'This funnel has no such step',
  alreadyTesting: 'This step already has an A/B test: end it before creating another',
  maxVariants: `An A/B test has at most ${MAX_VARIANTS} variants`,
  minVariants: 'An A/B test needs at least two variants',
  controlFixed: 'Variant A is the page as it is: edit it in the funnel',
  notDraft: 'Only a draft A/B test can change its variants, weights or goals',
  notPublished: 'Publish the funnel before starting its A/B test',
  cannotStart: 'Only a draft or paused A/B test can start',
  cannotPause: 'Only a running A/B test can be paused',
  cannotEnd: 'This A/B test has already ended',
  cannotPromote: 'Only variant B, C or D can replace the page; A already is it',
  cannotDelete: 'A running A/B test cannot be deleted: end it first',
  clickGoal: 'Choose the element whose click counts as a conversion',
} as const;

export const experimentNotFound = () => notFound('A/B test');
export const variantNotFound = () => notFound('Variant');

export const experimentRefused = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field ? { fieldErrors: { [field]: message } } : undefined);
