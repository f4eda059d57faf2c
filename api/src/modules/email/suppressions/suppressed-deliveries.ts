import type { DeliveryQueue } from '../delivery/delivery-queue';
import { suppressedSkip } from './suppressions.errors';

/**
 * SQL answering the suppression reason of an address for a user (null when not suppressed), for
 * an outbox claim's select: every send path asks it when it takes deliveries, so an address
 * suppressed while a send is under way is skipped from then on.
 */
export const SUPPRESSION_OF = (userIdSql: string, emailSql: string) =>
  `(select s.reason from email_suppressions s where s.user_id = ${userIdSql} and s.email = lower(${emailSql}))`;

/**
 * Skips the claimed deliveries that must not go: the lead unsubscribed, or the address is on the
 * suppression list. Answers how many were skipped (status 'skipped': counted apart from failures).
 */
export async function skipUnwanted(
  queue: DeliveryQueue,
  batch: ReadonlyArray<{ id: string; unsubscribed: boolean; suppressed: string | null }>,
  unsubscribedReason: string,
): Promise<number> {
  let skipped = await queue.skip(
    batch.filter((item) => item.unsubscribed).map((item) => item.id),
    unsubscribedReason,
  );
  const byReason = new Map<string, string[]>();
  for (const item of batch) {
    if (item.unsubscribed || item.suppressed === null) continue;
    byReason.set(item.suppressed, [...(byReason.get(item.suppressed) ?? []), item.id]);
  }
  for (const [reason, ids] of byReason) skipped += await queue.skip(ids, suppressedSkip(reason));
  return skipped;
}
