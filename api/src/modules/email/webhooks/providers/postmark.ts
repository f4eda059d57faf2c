import { z } from 'zod';
import { parseInput } from '../../../../shared/errors/parse-input';
import { digestOf, jsonOf, sameSecret, textish, type HeardEvent } from './heard-event';

/**
 * Postmark signs nothing: its webhooks carry HTTP basic-auth credentials the user puts in the
 * URL. Whether the Authorization header holds the generated user name and password.
 */
export function postmarkLoginMatches(
  authorization: string | undefined,
  username: string,
  password: string,
): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Both compared, whatever the first answers: the time taken says nothing of which was wrong.
  const user = sameSecret(decoded.slice(0, colon), username);
  const pass = sameSecret(decoded.slice(colon + 1), password);
  return user && pass;
}

const postmarkRecord = z.object({
  RecordType: z.string({ error: 'RecordType is required' }),
  ID: textish,
  Type: z.string().nullish(),
  Email: z.string().nullish(),
  Description: z.string().nullish(),
  Details: z.string().nullish(),
  Content: z.string().nullish(),
  Headers: z.array(z.object({ Name: z.string(), Value: z.string() })).nullish(),
});

/** Bounce types that say the address takes no mail; the rest of the bounces are soft or not bounces at all. */
const HARD = new Set(['HardBounce', 'BadEmailAddress']);
const SOFT = new Set(['Transient', 'SoftBounce', 'DnsError', 'Blocked', 'Undeliverable']);

/** Our Message-ID: from Headers when Postmark sends them, else from the bounce's full content. */
function messageIdOf(record: z.output<typeof postmarkRecord>): string | null {
  const header = record.Headers?.find((h) => h.Name.toLowerCase() === 'message-id')?.Value;
  if (header) return header;
  const inContent = /^message-id:\s*(<[^>\r\n]+>)/im.exec(record.Content ?? '');
  return inContent?.[1] ?? null;
}

/** RecordType Bounce (HardBounce and the like; SpamComplaint) and SpamComplaint; the rest are ignored. */
export function postmarkEvent(body: Buffer): HeardEvent {
  const record = parseInput(postmarkRecord, jsonOf(body));
  const id = `${record.RecordType}:${record.ID ?? digestOf(record)}`;
  const about = { id, messageId: messageIdOf(record), email: record.Email ?? null };
  const type = record.Type ?? '';
  if (record.RecordType === 'SpamComplaint' || (record.RecordType === 'Bounce' && type === 'SpamComplaint'))
    return { kind: 'complaint', ...about, feedbackType: 'spam complaint (Postmark)' };
  if (record.RecordType === 'Bounce' && (HARD.has(type) || SOFT.has(type)))
    return {
      kind: 'bounce',
      ...about,
      permanent: HARD.has(type),
      status: null,
      diagnostic: `${type}: ${record.Details || record.Description || 'no details given'}`,
    };
  return { kind: 'ignored', id, type: type ? `${record.RecordType} ${type}` : record.RecordType };
}
