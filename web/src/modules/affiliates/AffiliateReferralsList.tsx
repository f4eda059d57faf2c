import { formatDate } from '../../app/format';
import { PagedListSection } from '../../app/PagedListSection';
import type { AffiliateReferralRowFragment } from '../../gql/graphql';
import { formatDollars, referralBadge } from './affiliate-format';
import type { AffiliateReferralsQuery } from './use-affiliate-lists';
import './affiliates.css';

export const NO_REFERRALS = 'No referrals yet. Start sharing your affiliate link!';

function ReferralRow({ referral }: { referral: AffiliateReferralRowFragment }) {
  const badge = referralBadge(referral.status);
  return (
    <li className="ff-affiliate-row">
      <span className="ff-affiliate-row__what">
        <strong>{referral.name || referral.email || 'Deleted account'}</strong>
        {referral.name && referral.email ? <span className="ff-muted">{referral.email}</span> : null}
      </span>
      <span className="ff-affiliate-row__date ff-muted">{formatDate(referral.createdAt)}</span>
      <span className="ff-affiliate-row__amount">
        <span className="ff-visually-hidden">Commission earned: </span>
        {formatDollars(referral.commissionEarned)}
      </span>
      <span className={`ff-affiliate-row__status ${badge.className}`}>{badge.label}</span>
    </li>
  );
}

/** 001 §2.7 referrals: name, email, commission earned, date and status, a page at a time. */
export function AffiliateReferralsList({
  query,
  title,
  headingId,
}: {
  query: AffiliateReferralsQuery;
  title: string;
  headingId: string;
}) {
  return (
    <PagedListSection
      query={query}
      page={query.data?.affiliateReferrals}
      title={title}
      headingId={headingId}
      className="ff-affiliate-list"
      listLabel="Referrals"
      failedText="Could not load your referrals."
      emptyText={NO_REFERRALS}
      renderItem={(referral) => <ReferralRow key={referral.id} referral={referral} />}
    />
  );
}
