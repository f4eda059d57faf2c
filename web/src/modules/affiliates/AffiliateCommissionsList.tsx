import { formatDate } from '../../app/format';
import { PagedListSection } from '../../app/PagedListSection';
import type { AffiliateCommissionRowFragment } from '../../gql/graphql';
import { toCents } from '../billing/money';
import { formatDollars, paidBadge } from './affiliate-format';
import type { AffiliateCommissionsQuery } from './use-affiliate-lists';
import './affiliates.css';

export const NO_COMMISSIONS = 'No commissions yet. Keep referring customers!';

function CommissionRow({ commission }: { commission: AffiliateCommissionRowFragment }) {
  const badge = paidBadge(commission.status);
  const negative = (toCents(commission.amount) ?? 0) < 0;
  const fallback = commission.type === 'adjustment' ? 'Adjustment' : 'Referral commission';
  return (
    <li className="ff-affiliate-row">
      <span className="ff-affiliate-row__what">
        <strong>{commission.description || fallback}</strong>
        {commission.status === 'pending' && commission.availableAt ? (
          <span className="ff-muted">Awaiting approval until {formatDate(commission.availableAt)}</span>
        ) : null}
      </span>
      <span className="ff-affiliate-row__date ff-muted">{formatDate(commission.createdAt)}</span>
      <span className={`ff-affiliate-row__amount${negative ? ' ff-affiliate-row__amount--out' : ''}`}>
        {formatDollars(commission.amount)}
      </span>
      <span className={`ff-affiliate-row__status ${badge.className}`}>{badge.label}</span>
    </li>
  );
}

/** 001 §2.7 commissions: description, date, amount and status (adjustments negative). */
export function AffiliateCommissionsList({
  query,
  title,
  headingId,
}: {
  query: AffiliateCommissionsQuery;
  title: string;
  headingId: string;
}) {
  return (
    <PagedListSection
      query={query}
      page={query.data?.affiliateCommissions}
      title={title}
      headingId={headingId}
      className="ff-affiliate-list"
      listLabel="Commissions"
      failedText="Could not load your commissions."
      emptyText={NO_COMMISSIONS}
      renderItem={(commission) => <CommissionRow key={commission.id} commission={commission} />}
    />
  );
}
