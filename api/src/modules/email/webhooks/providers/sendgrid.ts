import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { parseInput } from '../../../../shared/errors/parse-input';
import { digestOf, jsonOf, textish, type HeaderOf, type HeardEvent } from './heard-event';

/**
 * SendGrid's Event Webhook with signing on: an ECDSA (P-256) signature over the timestamp
 * header followed by the exact body, checked with the verification key SendGrid shows.
 */
export const SENDGRID_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const SENDGRID_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

/** The verification key as SendGrid shows it (base64 of the DER public key), or PEM; null when it is not one. */
export function sendGridKey(text: string): KeyObject | null {
  const trimmed = text.trim();
  try {
    const key = trimmed.startsWith('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({
          key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'),
          format: 'der',
          type: 'spki',
        });
    return key.asymmetricKeyType === 'ec' ? key : null;
  } catch {
    return null;
  }
}

export function verifySendGrid(publicKey: string, body: Buffer, header: HeaderOf): boolean {
  const key = sendGridKey(publicKey);
  const signature = header(SENDGRID_SIGNATURE_HEADER);
  const timestamp = header(SENDGRID_TIMESTAMP_HEADER);
  if (!key || !signature || !timestamp) return false;
  try {
    const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), body]);
    return verify('sha256', signed, key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

const sendGridEvent = z.object({
  event: z.string({ error: 'Each event must name its type (event)' }),
  email: z.string().nullish(),
  sg_event_id: z.string().nullish(),
  'smtp-id': z.string().nullish(),
  reason: z.string().nullish(),
  status: textish,
  type: z.string().nullish(),
});

const sendGridBatch = z
  .array(sendGridEvent, { error: 'The body must be a list of SendGrid events' })
  .max(10_000, 'At most 10,000 events per call');

/**
 * bounce (type bounce: for good; blocked: for now), dropped (SendGrid will not send to the
 * address: for good, or a complaint when it dropped a spam reporter), spamreport (a complaint);
 * the rest (delivered, opens, deferrals…) are ignored.
 */
export function sendGridEvents(body: Buffer): HeardEvent[] {
  const events = parseInput(sendGridBatch, jsonOf(body));
  return events.map((event): HeardEvent => {
    const id = event.sg_event_id ?? digestOf(event);
    const about = { id, messageId: event['smtp-id'] ?? null, email: event.email ?? null };
    switch (event.event) {
      case 'bounce':
        return {
          kind: 'bounce',
          ...about,
          permanent: event.type !== 'blocked',
          status: event.status,
          diagnostic: event.reason ?? null,
        };
      case 'dropped':
        if (/spam/i.test(event.reason ?? ''))
          return { kind: 'complaint', ...about, feedbackType: 'spam reporter, dropped (SendGrid)' };
        if (/unsubscribe/i.test(event.reason ?? '')) return { kind: 'ignored', id, type: 'dropped' };
        return {
          kind: 'bounce',
          ...about,
          permanent: true,
          status: event.status,
          diagnostic: `Dropped by SendGrid: ${event.reason ?? 'no reason given'}`,
        };
      case 'spamreport':
        return { kind: 'complaint', ...about, feedbackType: 'spam report (SendGrid)' };
      default:
        return { kind: 'ignored', id, type: event.event };
    }
  });
}
