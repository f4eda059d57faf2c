import Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../shared/errors/app-error';
import { BILLING_MESSAGES } from './billing.errors';

export type StripeClient = Stripe;
export type StripeSettings = NonNullable<Config['stripe']>;

/**
 * Pinned, so the objects Stripe answers keep their shape when the account's default version
 * moves on (the webhook endpoint should be created with the same version).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** The one Stripe client of the process; STRIPE_API_URL points it at a stand-in (tests, stripe-mock). */
export function createStripeClient(settings: StripeSettings): StripeClient {
  const url = settings.apiUrl;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url ? { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** Stripe said the object does not exist (an id from elsewhere, or deleted). */
export function isStripeMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

/**
 * What a Stripe failure becomes for the person who caused it: a declined card is theirs to fix
 * (400 with Stripe's words); anything else is the provider's or this server's (502), said
 * plainly. Never a stack trace. `null`: not a Stripe error.
 */
export function stripeFailure(error: unknown): AppError | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  if (error instanceof Stripe.errors.StripeCardError) return new AppError('BAD_USER_INPUT', error.message);
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new AppError('BAD_GATEWAY', BILLING_MESSAGES.stripeUnreachable);
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  )
    return new AppError('BAD_GATEWAY', BILLING_MESSAGES.stripeRefusedKey);
  return new AppError('BAD_GATEWAY', BILLING_MESSAGES.stripeFailed(error.message));
}
