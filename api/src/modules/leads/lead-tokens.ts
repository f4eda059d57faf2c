import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a visitor's later steps may add to the lead their first form made. */
export const LEAD_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const SIGNATURE_BYTES = 16;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
function uuidFrom(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The lead a form on a funnel made, carried to the funnel's next steps (in the URL fragment,
 * never sent to a server but by the page's own script), so a later form there updates that
 * lead without asking for the email again. Signed with a key of its own, bound to the funnel,
 * and short-lived.
 */
export class LeadTokens {
  private readonly key: Buffer;

  /**
   * `purpose` keeps each use's key its own (a token of one is never good for another); `ttlMs`
   * is how long a token stays good.
   */
  constructor(
    secret: string,
    purpose = 'funnelforge funnel lead tokens v1',
    private readonly ttlMs = LEAD_TOKEN_TTL_MS,
  ) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  sign(leadId: string, funnelId: string, now: Date): string {
    const expires = Buffer.alloc(6);
    expires.writeUIntBE(Math.floor((now.getTime() + this.ttlMs) / 1000), 0, 6);
    const payload = Buffer.concat([uuidBytes(leadId), expires]);
    return `${payload.toString('base64url')}.${this.signature(payload, funnelId).toString('base64url')}`;
  }

  /** The lead of a token made for this funnel and not yet expired; null for anything else. */
  verify(token: unknown, funnelId: string, now: Date): string | null {
    if (typeof token !== 'string' || token.length > 100) return null;
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const payload = Buffer.from(body, 'base64url');
    const signature = Buffer.from(mac, 'base64url');
    if (payload.length !== 22 || signature.length !== SIGNATURE_BYTES) return null;
    if (!timingSafeEqual(signature, this.signature(payload, funnelId))) return null;
    if (payload.readUIntBE(16, 6) * 1000 <= now.getTime()) return null;
    return uuidFrom(payload.subarray(0, 16));
  }

  private signature(payload: Buffer, funnelId: string): Buffer {
    return createHmac('sha256', this.key)
      .update(funnelId)
      .update(payload)
      .digest()
      .subarray(0, SIGNATURE_BYTES);
  }
}

/** How long a double opt-in confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** What a confirmation link's token is bound to (its id is the consent record's). */
export const CONFIRM_TOKEN_SCOPE = 'opt-in';

/** The signed tokens of double opt-in confirmation links: a consent record's id, good for 30 days. */
export const confirmTokens = (secret: string) =>
  new LeadTokens(secret, 'funnelforge double opt-in confirmation v1', CONFIRM_TOKEN_TTL_MS);
