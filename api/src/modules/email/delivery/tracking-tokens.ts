import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Outbox } from './outboxes';

/**
 * Signed tokens in emails: the open pixel, a tracked link (with the URL signed in, so a click can
 * only ever redirect where the email pointed) and unsubscribe (with the lead, so it works even
 * after the campaign or sequence is deleted). A token names the delivery it tracks: the outbox
 * and the row (`recipientId`). It needs no session and no lookup to be trusted. Tokens made
 * before outboxes were named carry none (`outbox` undefined): their row id is one of either
 * outbox's, never both.
 */
export type TrackingToken =
  | { kind: 'open'; recipientId: string; outbox?: Outbox }
  | { kind: 'click'; recipientId: string; url: string; outbox?: Outbox }
  | { kind: 'unsubscribe'; recipientId: string; leadId: string; outbox?: Outbox };

/** Lower case: no outbox byte follows (the first tokens); upper case: one does. */
const KIND_BYTES = { open: 0x6f, click: 0x63, unsubscribe: 0x75 } as const;
const WITH_OUTBOX = 0x20;
const OUTBOX_BYTES: Record<Outbox, number> = { campaign: 0x63, sequence: 0x73 };
const SIGNATURE_BYTES = 16;
/** Return paths (VERP): their own kind byte, and a shorter signature so the local part stays under 64. */
const RETURN_PATH_BYTE = 0x62;
const RETURN_PATH_SIGNATURE_BYTES = 8;
export const RETURN_PATH_PREFIX = 'bounce+';
const RETURN_PATH = /^bounce\+([cs])([0-9a-f]{32})([0-9a-f]{16})$/;
/** Longer links are not tracked (they stay as written); keeps every token a sane URL length. */
export const MAX_TRACKED_URL = 2000;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');

function uuidFrom(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function outboxOf(byte: number | undefined): Outbox | null {
  if (byte === OUTBOX_BYTES.campaign) return 'campaign';
  if (byte === OUTBOX_BYTES.sequence) return 'sequence';
  return null;
}

export class TrackingTokens {
  private readonly key: Buffer;

  /** The key is derived from the app secret, so it differs from every other use of it. */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('funnelforge campaign tracking tokens v1').digest();
  }

  sign(token: TrackingToken): string {
    const kind = KIND_BYTES[token.kind];
    const head = token.outbox
      ? Buffer.from([kind - WITH_OUTBOX, OUTBOX_BYTES[token.outbox]])
      : Buffer.from([kind]);
    const parts = [head, uuidBytes(token.recipientId)];
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
    const signed = Buffer.from(body, 'base64url');
    const given = Buffer.from(mac, 'base64url');
    if (signed.length < 17 || given.length !== SIGNATURE_BYTES) return null;
    if (!timingSafeEqual(given, this.signature(signed))) return null;
    let outbox: Outbox | undefined;
    let payload: Buffer;
    if (signed[0] === KIND_BYTES[kind]) payload = signed.subarray(1);
    else if (signed[0] === KIND_BYTES[kind] - WITH_OUTBOX) {
      const named = outboxOf(signed[1]);
      if (!named) return null;
      outbox = named;
      payload = signed.subarray(2);
    } else return null;
    if (payload.length < 16) return null;
    const recipientId = uuidFrom(payload.subarray(0, 16));
    const named = outbox ? { outbox } : {};
    let token: TrackingToken;
    if (kind === 'click') {
      if (payload.length === 16) return null;
      token = { kind: 'click', recipientId, url: payload.subarray(16).toString('utf8'), ...named };
    } else if (kind === 'unsubscribe') {
      if (payload.length !== 32) return null;
      token = { kind: 'unsubscribe', recipientId, leadId: uuidFrom(payload.subarray(16, 32)), ...named };
    } else {
      if (payload.length !== 16) return null;
      token = { kind: 'open', recipientId, ...named };
    }
    return token as Extract<TrackingToken, { kind: K }>;
  }

  /**
   * The local part of a delivery's own return path (VERP): `bounce+` and the outbox, row and a
   * signature in hex, because mail servers may change the case of an address's local part.
   */
  returnPath(delivery: { outbox: Outbox; recipientId: string }): string {
    const payload = Buffer.concat([
      Buffer.from([RETURN_PATH_BYTE, OUTBOX_BYTES[delivery.outbox]]),
      uuidBytes(delivery.recipientId),
    ]);
    const mac = this.signature(payload).subarray(0, RETURN_PATH_SIGNATURE_BYTES);
    return `${RETURN_PATH_PREFIX}${delivery.outbox[0]}${payload.subarray(2).toString('hex')}${mac.toString('hex')}`;
  }

  /** The delivery a return path's local part names, when its signature is right; else null. */
  deliveryOfReturnPath(localPart: string): { outbox: Outbox; recipientId: string } | null {
    const match = RETURN_PATH.exec(localPart.toLowerCase());
    if (!match) return null;
    const outbox: Outbox = match[1] === 'c' ? 'campaign' : 'sequence';
    const id = Buffer.from(match[2]!, 'hex');
    const payload = Buffer.concat([Buffer.from([RETURN_PATH_BYTE, OUTBOX_BYTES[outbox]]), id]);
    const mac = this.signature(payload).subarray(0, RETURN_PATH_SIGNATURE_BYTES);
    if (!timingSafeEqual(mac, Buffer.from(match[3]!, 'hex'))) return null;
    return { outbox, recipientId: uuidFrom(id) };
  }

  private signature(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  }
}
