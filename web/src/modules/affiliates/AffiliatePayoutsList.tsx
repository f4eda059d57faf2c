import type { ReactNode } from 'react';
import { formatDate } from '../../app/format';
import { PagedListSection } from '../../app/PagedListSection';
import type { AffiliatePayoutRowFragment } from '../../gql/graphql';
import { formatDollars, paidBadge } from './affiliate-format';
import type { AffiliatePayoutsQuery } from './use-affiliate-lists';
import './affiliates.css';

function PayoutRow({ payout }: { payout: AffiliatePayoutRowFragment }) {
  const badge = paidBadge(payout.status);
  return (
    <li className="ff-affiliate-row">
      <span className="ff-affiliate-row__what">
        <strong>{payout.method}</strong>
        {payout.completedAt ? (
          <span className="ff-muted">Paid {formatDate(payout.completedAt)}</span>
        ) : payout.status === 'pending' ? (
          <span className="ff-muted">Waiting to be paid</span>
        ) : payout.status === 'failed' ? (
          <span className="ff-muted">Not paid: {payout.failureReason ?? 'the transfer was refused'}</span>
        ) : null}
      </span>
      <span className="ff-affiliate-row__date ff-muted">{formatDate(payout.createdAt)}</span>
      <span className="ff-affiliate-row__amount">{formatDollars(payout.amount)}</span>
      <span className={`ff-affiliate-row__status ${badge.className}`}>{badge.label}</span>
    </li>
  );
}

/** 002 §2 payout history: method, date asked for, amount and status, with the pending balance above. */
export function AffiliatePayoutsList({
  query,
  title,
  headingId,
  summary,
}: {
  query: AffiliatePayoutsQuery;
  title: string;
  headingId: string;
  summary?: ReactNode;
}) {
  return (
    <PagedListSection
      query={query}
      page={query.data?.affiliatePayouts}
      title={title}
      headingId={headingId}
      className="ff-affiliate-list"
      listLabel="Payouts"
      failedText="Could not load your payouts."
      emptyText="No payouts yet"
      summary={summary}
      renderItem={(payout) => <PayoutRow key={payout.id} payout={payout} />}
    />
  );
}
