import { formatDate } from '../../app/format';
import { PagedListSection } from '../../app/PagedListSection';
import type { ForgecoinHistoryRowFragment } from '../../gql/graphql';
import { signedCoins, toCents } from '../billing/money';
import type { ForgecoinHistoryQuery } from './use-forgecoin-history';

const TYPE_LABELS: Record<string, string> = {
  top_up: 'Top-up',
  grant: 'Credit',
  subscription: 'Subscription',
  renewal: 'Renewal',
  transfer: 'Transfer',
  affiliate_payout: 'Affiliate payout',
  refund: 'Refund',
  opening_balance: 'Opening balance',
};

function transferLabel(entry: ForgecoinHistoryRowFragment): string {
  if (!entry.counterparty) return TYPE_LABELS.transfer ?? 'Transfer';
  return (toCents(entry.amount) ?? 0) < 0
    ? `Sent to ${entry.counterparty}`
    : `Received from ${entry.counterparty}`;
}

function HistoryRow({ entry }: { entry: ForgecoinHistoryRowFragment }) {
  const incoming = (toCents(entry.amount) ?? 0) >= 0;
  const label = entry.type === 'transfer' ? transferLabel(entry) : (TYPE_LABELS[entry.type] ?? entry.type);
  return (
    <li className="ff-coin-history__row">
      <span className="ff-coin-history__what">
        <strong>{label}</strong>
        {entry.description ? <span className="ff-muted">{entry.description}</span> : null}
      </span>
      <span className="ff-coin-history__date ff-muted">{formatDate(entry.createdAt)}</span>
      <span className={`ff-coin-history__amount ff-coin-history__amount--${incoming ? 'in' : 'out'}`}>
        {signedCoins(entry.amount)}
      </span>
    </li>
  );
}

/** The wallet's movements, newest first, a page at a time. */
export function ForgecoinHistory({ query }: { query: ForgecoinHistoryQuery }) {
  return (
    <PagedListSection
      query={query}
      page={query.data?.forgecoinHistory}
      title="Transaction history"
      headingId="coin-history-heading"
      className="ff-coin-history"
      listLabel="ForgeCoin transactions"
      failedText="Could not load your transactions."
      emptyText="No transactions yet"
      renderItem={(entry) => <HistoryRow key={entry.id} entry={entry} />}
    />
  );
}
