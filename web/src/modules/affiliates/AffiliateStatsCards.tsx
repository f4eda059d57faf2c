import { DollarOutlined, PercentageOutlined, AimOutlined, TeamOutlined } from '@ant-design/icons';
import { formatCount, formatPercent } from '../../app/format';
import type { AffiliateStatsFieldsFragment } from '../../gql/graphql';
import { StatCard, StatCardSkeleton } from '../reports/StatCard';
import { formatDollars } from './affiliate-format';

/** 002 §2 Affiliate statistics cards: Total Earnings, Total Referrals, Conversion Rate, Total Clicks. */
export function AffiliateStatsCards({ stats }: { stats: AffiliateStatsFieldsFragment | null }) {
  if (!stats)
    return (
      <section className="ff-stats ff-affiliate-stats" aria-label="Affiliate statistics" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <StatCardSkeleton key={i} />
        ))}
      </section>
    );
  return (
    <section className="ff-stats ff-affiliate-stats" aria-label="Affiliate statistics">
      <StatCard
        label="Total Earnings"
        value={formatDollars(stats.totalEarnings)}
        detail={`${formatDollars(stats.paidOut)} paid out`}
        help="Approved and paid commissions, after adjustments."
        icon={<DollarOutlined />}
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
        detail="Clicks to sign-up"
        help="Sign-ups per click on your link, in percent."
        icon={<PercentageOutlined />}
      />
      <StatCard
        label="Total Clicks"
        value={formatCount(stats.totalClicks)}
        detail={`${formatCount(stats.uniqueClicks)} unique`}
        help="Clicks on your link; unique counts each browser once. Bots and your own browsers are not counted."
        icon={<AimOutlined />}
      />
    </section>
  );
}
