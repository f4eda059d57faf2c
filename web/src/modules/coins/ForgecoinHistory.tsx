import { Button, Empty, Skeleton } from 'antd';
import { formatDate } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import type { ForgecoinHistoryRowFragment } from '../../gql/graphql';
import { signedCoins, toCents } from '../billing/money';
import { usePagedList } from '../billing/use-paged-list';
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
  const page = query.data?.forgecoinHistory;
  const { hasMore, loadingMore, loadMore } = usePagedList(query, page);

  let body;
  if (!page && query.error)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Could not load your transactions.">
        <Button onClick={() => refetchQuietly(query)}>Retry</Button>
      </Empty>
    );
  else if (!page) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (page.items.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No transactions yet" />;
  else
    body = (
      <>
        <ul className="ff-coin-history__list" aria-label="ForgeCoin transactions">
          {page.items.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </ul>
        {hasMore ? (
          <Button onClick={loadMore} loading={loadingMore}>
            Load more
          </Button>
        ) : null}
      </>
    );

  return (
    <section className="ff-coin-history" aria-labelledby="coin-history-heading">
      <h3 id="coin-history-heading">Transaction history</h3>
      {body}
    </section>
  );
}
