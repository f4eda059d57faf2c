import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens in campaign emails: the open pixel (o), a tracked link (c, with the URL signed
 * in, so a click can only ever redirect where the email pointed) and unsubscribe (u, with the
 * lead, so it works even after the campaign is deleted). A token names one campaign recipient;
 * it needs no session and no lookup to be trusted.
 */
export type TrackingToken =
  | { kind: 'open'; recipientId: string }
  | { kind: 'click'; recipientId: string; url: string }
  | { kind: 'unsubscribe'; recipientId: string; leadId: string };

const KIND_BYTES = { open: 0x6f, click: 0x63, unsubscribe: 0x75 } as const;
const SIGNATURE_BYTES = 16;
/** Longer links are not tracked (they stay as written); keeps every token a sane URL length. */
export const MAX_TRACKED_URL = 2000;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');

function uuidFrom(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export class TrackingTokens {
  private readonly key: Buffer;

  /** The key is derived from the app secret, so it differs from every other use of it. */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('funnelforge campaign tracking tokens v1').digest();
  }

  sign(token: TrackingToken): string {
    const parts = [Buffer.from([KIND_BYTES[token.kind]]), uuidBytes(token.recipientId)];
    if (token.kind === 'click') parts.push(Buffer.from(token.url, 'utf8'));
    if (token.kind === 'unsubscribe') parts.push(uuidBytes(token.leadId));
    const payload = Buffer.concat(parts);
    return `${payload.toString('base64url')}.${this.signature(payload).toString('base64url')}`;
  }

  /** The token's content when its signature is right and it is of `kind`; else null. */
  verify<K extends TrackingToken['kind']>(kind: K, text: string): Extract<TrackingToken, { kind: K }> | null {
    if (text.length > 4 * MAX_TRACKED_URL) return null;
    const [body, mac, extra] = text.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const payload = Buffer.from(body, 'base64url');
    const given = Buffer.from(mac, 'base64url');
    if (payload.length < 17 || given.length !== SIGNATURE_BYTES) return null;
    if (!timingSafeEqual(given, this.signature(payload))) return null;
    if (payload[0] !== KIND_BYTES[kind]) return null;
    const recipientId = uuidFrom(payload.subarray(1, 17));
    let token: TrackingToken;
    if (kind === 'click') {
      if (payload.length === 17) return null;
      token = { kind: 'click', recipientId, url: payload.subarray(17).toString('utf8') };
    } else if (kind === 'unsubscribe') {
      if (payload.length !== 33) return null;
      token = { kind: 'unsubscribe', recipientId, leadId: uuidFrom(payload.subarray(17, 33)) };
    } else {
      if (payload.length !== 17) return null;
      token = { kind: 'open', recipientId };
    }
    return token as Extract<TrackingToken, { kind: K }>;
  }

  private signature(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  }
}
