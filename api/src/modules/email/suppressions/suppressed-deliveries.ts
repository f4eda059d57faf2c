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
 * SQL answering whether a lead (by its table alias) still waits to confirm its double opt-in:
 * sends skip it like a suppressed address.
 */
export const PENDING_OPT_IN = (leadAlias: string) => `coalesce(${leadAlias}.opt_in = 'pending', false)`;

/** Why a delivery to a lead that has not confirmed its double opt-in was skipped. */
export const PENDING_OPT_IN_SKIP =
  'Not confirmed: the lead has not followed the link of its double opt-in email';

type Claimed = { id: string; unsubscribed: boolean; suppressed: string | null; pending?: boolean };

/** A claimed delivery that may go: not unsubscribed, not suppressed, not waiting for its opt-in. */
export const isWanted = (item: Claimed): boolean =>
  !item.unsubscribed && item.suppressed === null && item.pending !== true;

/**
 * Skips the claimed deliveries that must not go: the lead unsubscribed, has not confirmed its
 * double opt-in, or the address is on the suppression list. Answers how many were skipped
 * (status 'skipped': counted apart from failures).
 */
export async function skipUnwanted(
  queue: DeliveryQueue,
  batch: ReadonlyArray<Claimed>,
  unsubscribedReason: string,
): Promise<number> {
  let skipped = await queue.skip(
    batch.filter((item) => item.unsubscribed).map((item) => item.id),
    unsubscribedReason,
  );
  skipped += await queue.skip(
    batch.filter((item) => !item.unsubscribed && item.pending === true).map((item) => item.id),
    PENDING_OPT_IN_SKIP,
  );
  const byReason = new Map<string, string[]>();
  for (const item of batch) {
    if (item.unsubscribed || item.pending === true || item.suppressed === null) continue;
    byReason.set(item.suppressed, [...(byReason.get(item.suppressed) ?? []), item.id]);
  }
  for (const [reason, ids] of byReason) skipped += await queue.skip(ids, suppressedSkip(reason));
  return skipped;
}
