import type { Config } from '../../config';

/** Stripe.js and its card frames (Stripe requires loading them from its own origins). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/**
 * Content-Security-Policy of the app and GraphiQL: everything from this origin, nothing inline
 * but styles. With card payments configured (config.stripe), the checkout's Stripe.js, its
 * frames and its API calls are allowed too; without, nothing of Stripe's is.
 */
export function appCspDirectives(config: Pick<Config, 'stripe'>): Record<string, string[]> {
  const stripe = config.stripe !== null;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? [STRIPE_SCRIPT] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(stripe ? [STRIPE_API] : [])],
    workerSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    frameSrc: [
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      ...(stripe ? STRIPE_FRAMES : []),
    ],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
