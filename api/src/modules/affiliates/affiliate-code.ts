import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or retyped. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A readable affiliate code: up to eight letters of the first word of the person's name (or of
 * their email's local part), a dash and five random characters, e.g. JANE-7K3QX. Upper case; unique by its random
 * part in practice, and the caller retries on the rare collision.
 */
export function affiliateCodeFor(person: { firstName?: string | null; email: string }): string {
  // The first word: 'jane' of 'Jane Ann' or of 'jane.doe42@…'; accents dropped (José → JOSE).
  const [word = ''] = (person.firstName || person.email.split('@')[0] || '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z]+/)
    .filter(Boolean);
  const base = word.toUpperCase().slice(0, 8);
  let suffix = '';
  for (let i = 0; i < 5; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return base.length >= 2 ? `${base}-${suffix}` : `FF-${suffix}`;
}

/** Addresses that reach the same mailbox: case, a +tag, and Gmail's dots do not make another person. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const plain = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? plain.replace(/\./g, '') : plain}@${gmail ? 'gmail.com' : domain}`;
}
