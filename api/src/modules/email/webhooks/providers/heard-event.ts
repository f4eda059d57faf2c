import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { EMAIL_WEBHOOK_MESSAGES, malformedWebhook } from '../email-webhooks.errors';

/** A header of the call, by name (case-insensitive). */
export type HeaderOf = (name: string) => string | undefined;

/**
 * One provider event in the app's terms. `id` is the provider's id for it (a retry carries the
 * same one); `messageId` our Message-ID as the provider reports it, when it does; `email` the
 * recipient it is about.
 */
export type HeardEvent =
  | {
      kind: 'bounce';
      id: string;
      messageId: string | null;
      email: string | null;
      permanent: boolean;
      status: string | null;
      diagnostic: string | null;
    }
  | { kind: 'complaint'; id: string; messageId: string | null; email: string | null; feedbackType: string }
  | { kind: 'ignored'; id: string | null; type: string };

/** The body as JSON, or a 400. */
export function jsonOf(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw malformedWebhook(EMAIL_WEBHOOK_MESSAGES.notJson);
  }
}

/** An id for an event its provider gave none: the same event sent again hashes the same. */
export const digestOf = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 40);

/** Optional text the providers send as a string or a number (status codes, ids). */
export const textish = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

/** The value of a header in a list of { name, value } pairs, whatever the case of its name. */
export function headerIn(
  headers: ReadonlyArray<{ name: string; value: string }> | undefined,
  name: string,
): string | null {
  const wanted = name.toLowerCase();
  return headers?.find((h) => h.name.toLowerCase() === wanted)?.value ?? null;
}

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
