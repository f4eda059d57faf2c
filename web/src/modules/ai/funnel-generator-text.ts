/** The complete-funnel generator's words (002 §2, §5, §8). */
export const FUNNEL_GENERATOR_TEXT = {
  generate: 'Generate Complete Funnel System',
  missingTitle: 'Missing Information',
  failedTitle: 'Generation Failed',
  failed: 'Failed to generate complete funnel system. Please try again.',
  readyTitle: 'Funnel generated',
  cancelledTitle: 'Generation cancelled',
  cancelled: 'Nothing was kept. Change your answers and generate again whenever you like.',
} as const;
