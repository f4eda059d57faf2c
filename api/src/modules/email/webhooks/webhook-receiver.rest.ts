import express, { Router } from 'express';
import type { Services } from '../../../modules';
import { AppError } from '../../../shared/errors/app-error';
import { sendAppError } from '../../../shared/rest/rest';

/** SendGrid batches events: a few megabytes at most. */
const WEBHOOK_BODY_LIMIT = '5mb';

/**
 * POST /api/webhooks/email/{provider}/{token}: an email service's server calling with bounces
 * and complaints, no session and no Origin. The body is read raw: SendGrid signs its exact bytes.
 */
export function emailWebhookReceiverRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/webhooks/email/:provider/:token',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res, next) => {
      const provider = String(req.params.provider);
      try {
        const receipt = await services.emailWebhooks.receive({
          provider,
          token: String(req.params.token),
          body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          header: (name) => req.get(name),
        });
        res.json(receipt);
      } catch (error) {
        if (!(error instanceof AppError)) return next(error);
        // Postmark sends its login when challenged for one.
        if (error.code === 'UNAUTHENTICATED' && provider === 'postmark')
          res.setHeader('WWW-Authenticate', 'Basic realm="FunnelForge webhooks"');
        sendAppError(res, error);
      }
    },
  );
  return router;
}
