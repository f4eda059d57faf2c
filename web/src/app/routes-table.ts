/**
 * Every signed-in route of 002 §2, the A/B tests of issue 21 and the suppression list of issue 24
 * (the preview route is public and listed separately).
 */
export const SIGNED_IN_PATHS = [
  '/',
  '/ai-generator',
  '/funnels',
  '/builder',
  '/builder/:id',
  '/funnel-builder',
  '/funnel-builder/:id',
  '/templates',
  '/leads',
  '/campaigns',
  '/autoresponders',
  '/media-library',
  '/analytics',
  '/experiments',
  '/experiments/:id',
  '/checkout',
  '/payment-success',
  '/affiliates',
  '/email-settings',
  '/suppressions',
  '/profile',
  '/account',
  '/subscription',
  '/api-keys',
  '/affiliate-stats',
  '/recycle-bin',
] as const;

export const PREVIEW_PATH = '/preview/:id';
