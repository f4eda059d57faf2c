import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { parseInput } from '../../../../shared/errors/parse-input';
import { digestOf, jsonOf, sameSecret, textish, type HeardEvent } from './heard-event';

/** A signed call older (or further ahead) than this is refused: it may be a replay. */
export const MAILGUN_MAX_AGE_MS = 5 * 60_000;

const mailgunCall = z.object({
  signature: z.object(
    {
      timestamp: textish.pipe(z.string({ error: 'signature.timestamp is required' })),
      token: z.string({ error: 'signature.token is required' }).min(1, 'signature.token is required'),
      signature: z.string({ error: 'signature.signature is required' }),
    },
    { error: "The body must carry Mailgun's signature object" },
  ),
  'event-data': z.object(
    {
      id: z.string().nullish(),
      event: z.string({ error: 'event-data.event is required' }),
      severity: z.string().nullish(),
      recipient: z.string().nullish(),
      reason: z.string().nullish(),
      'delivery-status': z
        .object({
          code: textish,
          'enhanced-code': textish,
          message: z.string().nullish(),
          description: z.string().nullish(),
        })
        .nullish(),
      message: z.object({ headers: z.record(z.string(), z.unknown()).nullish() }).nullish(),
    },
    { error: "The body must carry Mailgun's event-data object" },
  ),
});

export type MailgunCall = z.output<typeof mailgunCall>;

export function parseMailgun(body: Buffer): MailgunCall {
  return parseInput(mailgunCall, jsonOf(body));
}

/**
 * Mailgun's signature: HMAC-SHA256 of timestamp and token under the webhook signing key, in hex.
 * Answers why a call is refused, or null when it is Mailgun's and fresh (the token's reuse is
 * checked against the stored ones by the caller).
 */
export function mailgunRefusal(
  signingKey: string,
  call: MailgunCall,
  now: Date,
): 'signature' | 'stale' | null {
  const { timestamp, token, signature } = call.signature;
  const expected = createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest('hex');
  if (!sameSecret(signature.toLowerCase(), expected)) return 'signature';
  const at = Number(timestamp) * 1000;
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > MAILGUN_MAX_AGE_MS) return 'stale';
  return null;
}

/** failed (severity permanent: for good; temporary: for now) and complained; the rest are ignored. */
export function mailgunEvent(call: MailgunCall): HeardEvent {
  const data = call['event-data'];
  const id = data.id ?? digestOf(data);
  const header = data.message?.headers?.['message-id'];
  const about = { id, messageId: typeof header === 'string' ? header : null, email: data.recipient ?? null };
  const status = data['delivery-status'];
  switch (data.event) {
    case 'failed':
      return {
        kind: 'bounce',
        ...about,
        permanent: data.severity === 'permanent',
        status: status?.['enhanced-code'] ?? status?.code ?? null,
        diagnostic: status?.description || status?.message || data.reason || null,
      };
    case 'complained':
      return { kind: 'complaint', ...about, feedbackType: 'complaint (Mailgun)' };
    default:
      return { kind: 'ignored', id, type: data.event };
  }
}
