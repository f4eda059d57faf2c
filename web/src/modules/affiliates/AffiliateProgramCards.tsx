import { ClockCircleOutlined, DollarOutlined, PercentageOutlined, TeamOutlined } from '@ant-design/icons';
import { formatCount, formatPercent } from '../../app/format';
import type { AffiliateAccountFieldsFragment } from '../../gql/graphql';
import { StatCard, StatCardSkeleton } from '../reports/StatCard';
import { formatCommissionRate, formatDollars, payoutThresholdOf } from './affiliate-format';

/**
 * 001 §2.7 cards: Total Earnings with the payout threshold, Pending Commissions awaiting
 * approval, Total Referrals, and Conversion Rate with the commission rate.
 */
export function AffiliateProgramCards({ affiliate }: { affiliate: AffiliateAccountFieldsFragment | null }) {
  if (!affiliate)
    return (
      <section className="ff-stats ff-affiliate-stats" aria-label="Affiliate statistics" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <StatCardSkeleton key={i} />
        ))}
      </section>
    );
  const { stats } = affiliate;
  return (
    <section className="ff-stats ff-affiliate-stats" aria-label="Affiliate statistics">
      <StatCard
        label="Total Earnings"
        value={formatDollars(stats.totalEarnings)}
        detail={`Threshold: ${formatDollars(payoutThresholdOf(affiliate))}`}
        help="Approved and paid commissions, after adjustments. A payout is possible from the threshold on."
        icon={<DollarOutlined />}
      />
      <StatCard
        label="Pending Commissions"
        value={formatDollars(stats.pendingCommissions)}
        detail="Awaiting approval"
        help="Commissions still in their holding period; they count towards a payout once approved."
        icon={<ClockCircleOutlined />}
      />
      <StatCard
        label="Total Referrals"
        value={formatCount(stats.totalReferrals)}
        detail={`${formatCount(stats.convertedReferrals)} converted`}
        help="People who signed up through your link; converted ones have paid."
        icon={<TeamOutlined />}
      />
      <StatCard
        label="Conversion Rate"
        value={formatPercent(stats.conversionRate)}
        detail={`Rate: ${formatCommissionRate(affiliate.commissionRate)}`}
        help="Sign-ups per click on your link. The rate below is your commission on each payment a referral makes."
        icon={<PercentageOutlined />}
      />
    </section>
  );
}
