import { z } from 'zod';
import { EMAIL_WEBHOOK_PROVIDERS } from './email-webhook.entity';
import { EMAIL_WEBHOOK_MESSAGES } from './email-webhooks.errors';

export const webhookProvider = z.enum(EMAIL_WEBHOOK_PROVIDERS, {
  error: EMAIL_WEBHOOK_MESSAGES.providerInvalid,
});

/**
 * One provider's settings: on or off, and its verification secret (SendGrid's public key,
 * Mailgun's signing key); an empty secret keeps the stored one.
 */
export const saveEmailWebhookSchema = z.object({
  provider: webhookProvider,
  enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
  secret: z
    .string({ error: 'The key must be text' })
    .trim()
    .max(4000, 'The key must be at most 4000 characters')
    .nullish()
    .transform((v) => v || null),
});

export type SaveEmailWebhookInput = z.output<typeof saveEmailWebhookSchema>;

export const regenerateEmailWebhookSchema = z.object({ provider: webhookProvider });
