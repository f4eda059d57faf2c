import { AppError, notFound } from '../../../shared/errors/app-error';

export const EMAIL_WEBHOOK_MESSAGES = {
  providerInvalid: 'Provider must be one of ses, sendgrid, postmark, mailgun',
  badSignature: 'The signature of this webhook call does not match',
  stale: 'This webhook call is older than 5 minutes',
  replayed: 'This webhook call was received before',
  noKey: 'No verification key is saved for this webhook: paste it in Email Settings',
  badLogin: 'The user name or password of this webhook call does not match',
  notJson: 'The body must be JSON',
  unconfirmedTopic: 'This SNS topic did not subscribe through this URL: confirm its subscription first',
  snsUnreachable: 'Amazon SNS could not be reached to check this call; try again later',
  sendGridKeyInvalid:
    "The key must be the verification key of SendGrid's signed Event Webhook (an ECDSA public key, base64)",
  mailgunKeyInvalid: "The key must be Mailgun's HTTP webhook signing key",
  noSecret: (provider: string) =>
    `${provider} has no secret to save here: ${
      provider === 'Postmark' ? 'its login is generated for you' : 'Amazon signs its calls'
    }`,
} as const;

export const emailWebhookNotFound = () => notFound('Webhook');

/** A call that cannot prove it is the provider's: 401, and nothing recorded. */
export const webhookRefused = (message: string = EMAIL_WEBHOOK_MESSAGES.badSignature) =>
  new AppError('UNAUTHENTICATED', message);

/** A body that is not the provider's event format: 400. */
export const malformedWebhook = (message: string) => new AppError('BAD_USER_INPUT', message);
