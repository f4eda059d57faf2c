import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../shared/app-deps';
import { afterCommit } from '../../shared/db/transaction';

/**
 * Sets an affiliate's totals from their rows, in the caller's transaction: totalEarnings is
 * the approved and paid commissions net of adjustments, pendingCommissions those still held,
 * totalReferrals their sign-ups. Recomputed rather than incremented, so they always equal the
 * sum of the rows whatever happened before. Answers the affiliate's user id.
 */
export async function refreshAffiliateTotals(em: EntityManager, affiliateId: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ user_id: string }>>(
    `update affiliates a set
       total_earnings = coalesce((select sum(amount) from commissions
                                   where affiliate_id = a.id and status in ('approved', 'paid')), 0),
       pending_commissions = coalesce((select sum(amount) from commissions
                                        where affiliate_id = a.id and status = 'pending'), 0),
       total_referrals = (select count(*) from referrals where affiliate_id = a.id),
       updated_at = now()
     where a.id = ? returning a.user_id`,
    [affiliateId],
  );
  return row?.user_id ?? null;
}

/** Tells the affiliate's open screens to re-read, once the change has committed. */
export function announceAffiliateChange(deps: AppDeps, userId: string | null): void {
  if (userId) afterCommit(() => deps.events.publish('AFFILIATE_CHANGED', userId, { userId }));
}
