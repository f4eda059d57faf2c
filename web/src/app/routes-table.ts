/** Every signed-in route of 002 §2 (the preview route is public and listed separately). */
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
  '/checkout',
  '/payment-success',
  '/affiliates',
  '/email-settings',
  '/profile',
  '/account',
  '/subscription',
  '/api-keys',
  '/affiliate-stats',
  '/recycle-bin',
] as const;

export const PREVIEW_PATH = '/preview/:id';
