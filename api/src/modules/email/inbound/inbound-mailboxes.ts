import { RETURN_PATH_PREFIX, type TrackingTokens } from '../delivery/tracking-tokens';
import type { Outbox } from '../delivery/outboxes';
import { isUnsubscribeMailbox } from './unsubscribe-mailbox';

/** Where feedback loops (ARF complaint reports) are registered to send. */
export const COMPLAINTS_LOCAL_PART = 'complaints';

/** What an address of the inbound domain is for; null: no such mailbox here. */
export type InboundMailbox =
  | { kind: 'unsubscribe' }
  | { kind: 'bounce'; delivery: { outbox: Outbox; recipientId: string } }
  | { kind: 'complaints' };

/**
 * The mailboxes of the inbound domain: unsubscribe@ (and unsubscribe+TOKEN@), each delivery's own
 * return path bounce+…@ (only with a valid signature), and complaints@.
 */
export function inboundMailboxOf(
  address: string,
  domain: string,
  tokens: TrackingTokens,
): InboundMailbox | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  if (isUnsubscribeMailbox(address, domain)) return { kind: 'unsubscribe' };
  const local = address.slice(0, at).toLowerCase();
  if (local === COMPLAINTS_LOCAL_PART) return { kind: 'complaints' };
  if (local.startsWith(RETURN_PATH_PREFIX)) {
    const delivery = tokens.deliveryOfReturnPath(local);
    return delivery ? { kind: 'bounce', delivery } : null;
  }
  return null;
}
