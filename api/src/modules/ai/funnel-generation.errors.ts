import { notFound } from '../../shared/errors/app-error';

/** The spec's words for the complete-funnel generator (002 §5, §8). */
export const FUNNEL_GENERATION_MESSAGES = {
  /** The toast title when a required answer is missing. */
  missingTitle: 'Missing Information',
  /** 'Generation Failed' toast's text. */
  failed: 'Failed to generate complete funnel system. Please try again.',
  started: 'Generation started',
  cancelled: 'Generation cancelled',
  interrupted: 'The generation was interrupted; please try again',
} as const;

export const funnelGenerationNotFound = () => notFound('Funnel generation');
