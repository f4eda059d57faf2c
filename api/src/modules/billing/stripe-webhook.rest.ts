import express, { Router } from 'express';
import type { Services } from '../../modules';
import { AppError } from '../../shared/errors/app-error';
import { sendAppError } from '../../shared/rest/rest';

/** Stripe's events are small; a larger body is not Stripe's. */
const WEBHOOK_BODY_LIMIT = '512kb';

/**
 * POST /api/stripe/webhook: Stripe's server calling, with no session and no Origin. The body is
 * read raw, because the signature is over the exact bytes Stripe sent.
 */
export function stripeWebhookRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/stripe/webhook',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res, next) => {
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        res.json(await services.stripeEvents.receive(body, req.get('stripe-signature')));
      } catch (error) {
        if (error instanceof AppError) sendAppError(res, error);
        else next(error);
      }
    },
  );
  return router;
}
