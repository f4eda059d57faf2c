import type { Stripe } from '@stripe/stripe-js';

let loaded: { key: string; stripe: Promise<Stripe | null> } | null = null;

/**
 * Stripe.js for a publishable key, loaded from js.stripe.com on first use only (Stripe requires
 * that it comes from there). The 'pure' entry adds nothing to the page when imported; the script
 * is added when this is first called, which happens only when the server takes card payments.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  if (loaded?.key !== publishableKey) {
    const stripe = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    // A failed load may be tried again.
    stripe.catch(() => {
      if (loaded?.stripe === stripe) loaded = null;
    });
    loaded = { key: publishableKey, stripe };
  }
  return loaded.stripe;
}
