import MailChecker from 'mailchecker';
import { registerEnumType } from 'type-graphql';

/** 001 §5 labels: Valid, Flagged, Invalid. */
export const EmailQuality = { VALID: 'VALID', FLAGGED: 'FLAGGED', INVALID: 'INVALID' } as const;
export type EmailQuality = (typeof EmailQuality)[keyof typeof EmailQuality];
registerEnumType(EmailQuality, {
  name: 'EmailQuality',
  description: '001 §5: how an address looks — Valid, Flagged (spam-like) or Invalid.',
});

export const EMAIL_QUALITY_LABELS: Record<EmailQuality, string> = {
  VALID: 'Valid',
  FLAGGED: 'Flagged',
  INVALID: 'Invalid',
};

/** Something@something.something, nothing else. */
const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Placeholder addresses people type to get past a form. */
const FLAGGED_ADDRESSES = new Set(['test@test.com', 'example@example.com']);

const FLAGGED_LOCAL_PARTS = new Set(['noreply', 'temp', 'temporary', 'fake', 'dummy']);

/**
 * Disposable-inbox domains come from mailchecker's maintained list (tens of thousands of
 * providers, updated upstream). The spec names seven; mailchecker lacks two of them
 * (tempmail.com, throwaway.email), so all seven are added to its list once, here.
 */
const SPEC_DISPOSABLE_DOMAINS = [
  '10minutemail.com',
  'guerrillamail.com',
  'mailinator.com',
  'tempmail.com',
  'throwaway.email',
  'yopmail.com',
  'trashmail.com',
];
MailChecker.addCustomDomains(SPEC_DISPOSABLE_DOMAINS);

/**
 * The domain or a parent of it is on the list (sub.mailinator.com is mailinator.com), as
 * MailChecker.isValid checks it. isValid itself is not used: it also fails addresses its strict
 * RFC pattern rejects, which 001 §5 calls Valid (or Invalid, by its own looser shape).
 */
function isDisposableDomain(domain: string): boolean {
  const listed = MailChecker.blacklist();
  for (let at = -1; ;) {
    if (listed.has(domain.slice(at + 1))) return true;
    at = domain.indexOf('.', at + 1);
    if (at === -1) return false;
  }
}

export type EmailClassification = { quality: EmailQuality; reason: string };

/**
 * 001 §5 email classification — the one module behind POST /api/leads/validate-email, the
 * Lead.emailQuality field the list's badge shows, and the score's email rule.
 */
export function classifyEmail(raw: string): EmailClassification {
  const email = raw.trim().toLowerCase();
  if (!SHAPE.test(email) || /\s/.test(raw.trim()))
    return { quality: 'INVALID', reason: 'Does not look like an email address' };
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (FLAGGED_ADDRESSES.has(email)) return { quality: 'FLAGGED', reason: 'A placeholder address' };
  if (FLAGGED_LOCAL_PARTS.has(local)) return { quality: 'FLAGGED', reason: `A throwaway name (${local})` };
  if ((local.match(/\d/g)?.length ?? 0) >= 10)
    return { quality: 'FLAGGED', reason: 'Ten or more digits before the @' };
  if (isDisposableDomain(domain)) return { quality: 'FLAGGED', reason: `A disposable inbox (${domain})` };
  return { quality: 'VALID', reason: 'Looks like a real address' };
}
