/**
 * The unsubscribe mailbox of List-Unsubscribe (RFC 2369): `unsubscribe@DOMAIN`, with the signed
 * unsubscribe token in the subject (`unsubscribe-TOKEN`, what the mailto asks a client to send)
 * or, for clients that drop the subject, in a plus address (`unsubscribe+TOKEN@DOMAIN`).
 */
export const UNSUBSCRIBE_LOCAL_PART = 'unsubscribe';

/** A tracking token: base64url payload, a dot, base64url signature. */
const TOKEN = '[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+';
const SUBJECT_TOKEN = new RegExp(`(?:^|[^A-Za-z0-9_-])unsubscribe-(${TOKEN})(?![A-Za-z0-9_.-])`, 'i');
const ADDRESS_TOKEN = new RegExp(`^unsubscribe\\+(${TOKEN})@`, 'i');

/** Whether mail to `address` is for the unsubscribe mailbox of `domain` (plain or plus form). */
export function isUnsubscribeMailbox(address: string, domain: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return false;
  const local = address.slice(0, at).toLowerCase();
  return local === UNSUBSCRIBE_LOCAL_PART || local.startsWith(`${UNSUBSCRIBE_LOCAL_PART}+`);
}

/** The unsubscribe token a message carries: from its subject, else from a plus address; null if none. */
export function unsubscribeTokenIn(subject: string | undefined, recipients: string[]): string | null {
  const fromSubject = SUBJECT_TOKEN.exec(subject ?? '')?.[1];
  if (fromSubject) return fromSubject;
  for (const address of recipients) {
    const fromAddress = ADDRESS_TOKEN.exec(address)?.[1];
    if (fromAddress) return fromAddress;
  }
  return null;
}
