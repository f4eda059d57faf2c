import type { AffiliateAccountFieldsFragment } from '../../gql/graphql';
import { formatDollars, payoutThresholdOf } from './affiliate-format';

/**
 * 002 §2 Payout History's pending balance: commissions still held (awaiting approval) and bank
 * transfers asked for but not yet made, beside what a payout would pay now and its minimum.
 */
export function AffiliatePendingBalance({ affiliate }: { affiliate: AffiliateAccountFieldsFragment }) {
  const { stats } = affiliate;
  return (
    <div role="group" aria-label="Pending balance">
      <dl className="ff-affiliate-pending">
        <div>
          <dt>Pending commissions (awaiting approval)</dt>
          <dd>{formatDollars(stats.pendingCommissions)}</dd>
        </div>
        <div>
          <dt>Pending payouts (bank transfers not yet paid)</dt>
          <dd>{formatDollars(stats.pendingPayouts)}</dd>
        </div>
        <div>
          <dt>Available for payout</dt>
          <dd>{formatDollars(stats.availableBalance)}</dd>
        </div>
        <div>
          <dt>Minimum payout</dt>
          <dd>{formatDollars(payoutThresholdOf(affiliate))}</dd>
        </div>
      </dl>
    </div>
  );
}
