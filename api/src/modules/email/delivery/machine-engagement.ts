import { isbot } from 'isbot';

/**
 * Why an open or a click was a machine's and not a person's, or null for a person: known bots
 * and link scanners by user agent (isbot); Apple Mail Privacy Protection, which fetches every
 * image of every message on arrival through a proxy that says only 'Mozilla/5.0'; and anything
 * within the scanner window (a second by default) of the message being handed over. Gmail's and
 * Yahoo's image proxies fetch when the reader opens the message, so they count as people.
 */
export function machineReason(
  visitor: { userAgent: string | null; at: Date },
  sentAt: Date | null,
  /** A scanner opens or follows links the moment a message arrives; a person takes longer. */
  scannerWindowMs: number,
): string | null {
  const agent = (visitor.userAgent ?? '').trim();
  if (/GoogleImageProxy|YahooMailProxy/i.test(agent)) return null;
  if (agent === 'Mozilla/5.0') return 'privacy proxy (Apple Mail Privacy Protection)';
  if (agent === '' || isbot(agent)) return 'bot or security scanner';
  if (sentAt && visitor.at.getTime() - sentAt.getTime() < scannerWindowMs)
    return 'right after delivery (a security scanner)';
  return null;
}
