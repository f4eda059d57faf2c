import { Card } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refetchQuietly } from '../../app/refetch-quietly';
import { AffiliateClickStats } from '../../modules/affiliates/AffiliateClickStats';
import { AffiliateCommissionsList } from '../../modules/affiliates/AffiliateCommissionsList';
import { AffiliateLoadFailed } from '../../modules/affiliates/AffiliateLoadFailed';
import { AffiliatePayoutsList } from '../../modules/affiliates/AffiliatePayoutsList';
import { AffiliatePendingBalance } from '../../modules/affiliates/AffiliatePendingBalance';
import { AffiliateReferralsList } from '../../modules/affiliates/AffiliateReferralsList';
import { AffiliateStatsCards } from '../../modules/affiliates/AffiliateStatsCards';
import { NoAffiliateAccount } from '../../modules/affiliates/NoAffiliateAccount';
import { useAffiliate } from '../../modules/affiliates/use-affiliate';
import { useAffiliateClickStats } from '../../modules/affiliates/use-affiliate-click-stats';
import {
  useAffiliateCommissions,
  useAffiliatePayouts,
  useAffiliateReferrals,
} from '../../modules/affiliates/use-affiliate-lists';
import type { ReportPeriod } from '../../modules/reports/report-periods';
import '../../modules/affiliates/affiliates.css';

/** The clicks chart opens on the last 30 days (the api's default period). */
const DEFAULT_PERIOD: ReportPeriod = 30;

/**
 * 002 §2 Affiliate statistics (/affiliate-stats): the four cards, clicks and sign-ups over a
 * period with their sources, and the referrals, commissions and payouts (with the pending
 * balance). Every push reloads all of it.
 */
export function AffiliateStatsPage() {
  const [days, setDays] = useState<ReportPeriod>(DEFAULT_PERIOD);
  const clicks = useAffiliateClickStats(days);
  const referrals = useAffiliateReferrals();
  const commissions = useAffiliateCommissions();
  const payouts = useAffiliatePayouts();
  const { affiliate, query, notFound } = useAffiliate({
    onChanged: () => {
      refetchQuietly(clicks);
      refetchQuietly(referrals);
      refetchQuietly(commissions);
      refetchQuietly(payouts);
    },
  });

  if (notFound) return <NoAffiliateAccount />;
  if (!affiliate && query.error) return <AffiliateLoadFailed query={query} />;

  return (
    <div className="ff-affiliate">
      <AffiliateStatsCards stats={affiliate?.stats ?? null} />
      <AffiliateClickStats query={clicks} days={days} onDaysChange={setDays} />
      <div className="ff-affiliate__lists">
        <Card>
          <AffiliateReferralsList
            query={referrals}
            title="Recent Referrals"
            headingId="recent-referrals-heading"
          />
        </Card>
        <Card>
          <AffiliateCommissionsList
            query={commissions}
            title="Commission History"
            headingId="commission-history-heading"
          />
        </Card>
        <Card>
          <AffiliatePayoutsList
            query={payouts}
            title="Payout History"
            headingId="payout-history-heading"
            summary={
              affiliate ? (
                <div className="ff-affiliate-pending-box">
                  <AffiliatePendingBalance affiliate={affiliate} />
                  <Link to="/affiliates">Request a payout</Link>
                </div>
              ) : null
            }
          />
        </Card>
      </div>
    </div>
  );
}
