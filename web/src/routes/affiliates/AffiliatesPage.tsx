import { Card, Skeleton, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { refetchQuietly } from '../../app/refetch-quietly';
import { affiliateStatusBadge } from '../../modules/affiliates/affiliate-format';
import { AffiliateCommissionsList } from '../../modules/affiliates/AffiliateCommissionsList';
import { AffiliateLinks } from '../../modules/affiliates/AffiliateLinks';
import { AffiliateLoadFailed } from '../../modules/affiliates/AffiliateLoadFailed';
import { AffiliatePayoutCard } from '../../modules/affiliates/AffiliatePayoutCard';
import { AffiliateProgramCards } from '../../modules/affiliates/AffiliateProgramCards';
import { AffiliateReferralsList } from '../../modules/affiliates/AffiliateReferralsList';
import { GettingStarted } from '../../modules/affiliates/GettingStarted';
import { NoAffiliateAccount } from '../../modules/affiliates/NoAffiliateAccount';
import { PayoutSettingsForm } from '../../modules/affiliates/PayoutSettingsForm';
import { useAffiliate } from '../../modules/affiliates/use-affiliate';
import { useAffiliateCommissions, useAffiliateReferrals } from '../../modules/affiliates/use-affiliate-lists';
import '../../modules/affiliates/affiliates.css';

/**
 * 001 §2.7 Affiliate Program (/affiliates): status, the four cards, the links with copy and a
 * once-only code change, payouts, and the tabs Overview, Referrals (n), Commissions (n) and
 * Payout settings. A push on any change updates the cards and reloads the lists.
 */
export function AffiliatesPage() {
  const referrals = useAffiliateReferrals();
  const commissions = useAffiliateCommissions();
  const { affiliate, query, notFound } = useAffiliate({
    onChanged: () => {
      refetchQuietly(referrals);
      refetchQuietly(commissions);
    },
  });

  if (notFound) return <NoAffiliateAccount />;
  if (!affiliate && query.error) return <AffiliateLoadFailed query={query} />;

  const badge = affiliate ? affiliateStatusBadge(affiliate.status) : null;
  const referralCount = referrals.data?.affiliateReferrals.total ?? affiliate?.stats.totalReferrals;
  const commissionCount = commissions.data?.affiliateCommissions.total;
  const counted = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);

  return (
    <div className="ff-affiliate">
      <div className="ff-affiliate__head">
        <div className="ff-affiliate__status">
          <span>Status</span>
          {badge ? (
            <span className={badge.className}>{badge.label}</span>
          ) : (
            <Skeleton.Button active size="small" />
          )}
        </div>
        <Link to="/affiliate-stats">View detailed statistics</Link>
      </div>

      <AffiliateProgramCards affiliate={affiliate} />

      {affiliate ? (
        <>
          <div className="ff-affiliate__panels">
            <AffiliateLinks affiliate={affiliate} />
            <AffiliatePayoutCard affiliate={affiliate} onRequested={() => refetchQuietly(query)} />
          </div>
          <Card className="ff-affiliate-tabs">
            <Tabs
              defaultActiveKey="overview"
              items={[
                { key: 'overview', label: 'Overview', children: <GettingStarted affiliate={affiliate} /> },
                {
                  key: 'referrals',
                  label: counted('Referrals', referralCount),
                  children: (
                    <AffiliateReferralsList
                      query={referrals}
                      title="Your referrals"
                      headingId="referrals-heading"
                    />
                  ),
                },
                {
                  key: 'commissions',
                  label: counted('Commissions', commissionCount),
                  children: (
                    <AffiliateCommissionsList
                      query={commissions}
                      title="Your commissions"
                      headingId="commissions-heading"
                    />
                  ),
                },
                {
                  key: 'settings',
                  label: 'Payout settings',
                  children: <PayoutSettingsForm affiliate={affiliate} />,
                },
              ]}
            />
          </Card>
        </>
      ) : (
        <Card aria-busy="true">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      )}
    </div>
  );
}
