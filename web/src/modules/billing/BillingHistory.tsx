import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Tag } from 'antd';
import { formatDate } from '../../app/format';
import { PagedListSection } from '../../app/PagedListSection';
import { BillingPaymentsDocument, type BillingPaymentRowFragment } from '../../gql/graphql';
import { formatPaymentAmount } from './money';
import './billing.css';

export const BILLING_PAGE_SIZE = 10;

const TYPE_LABELS: Record<string, string> = {
  subscription: 'Subscription',
  renewal: 'Renewal',
  top_up: 'ForgeCoin top-up',
};

const STATUS_TAGS: Record<string, { label: string; color: string }> = {
  succeeded: { label: 'Paid', color: 'green' },
  pending: { label: 'Pending', color: 'gold' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'default' },
  partially_refunded: { label: 'Partially refunded', color: 'default' },
  disputed: { label: 'Disputed', color: 'orange' },
};

function PaymentRow({ payment }: { payment: BillingPaymentRowFragment }) {
  const tag = STATUS_TAGS[payment.status] ?? { label: payment.status, color: 'default' };
  return (
    <li className="ff-billing-history__row">
      <span className="ff-billing-history__date">{formatDate(payment.createdAt)}</span>
      <span className="ff-billing-history__what">
        {payment.description || TYPE_LABELS[payment.type] || payment.type}
      </span>
      <span className="ff-billing-history__amount">
        {formatPaymentAmount(payment.amount, payment.currency)}
      </span>
      <Tag color={tag.color} className="ff-billing-history__status">
        {tag.label}
      </Tag>
      <span className="ff-billing-history__receipt">
        {payment.receiptUrl ? (
          <a href={payment.receiptUrl} download>
            <DownloadOutlined aria-hidden /> Receipt
            <span className="ff-visually-hidden"> for {formatDate(payment.createdAt)}</span>
          </a>
        ) : null}
      </span>
    </li>
  );
}

/** Billing history on the Settings screen: the user's payments, newest first, with receipts. */
export function BillingHistory() {
  const query = useQuery(BillingPaymentsDocument, {
    variables: { limit: BILLING_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <PagedListSection
      query={query}
      page={query.data?.billingPayments}
      title="Billing history"
      headingId="billing-history-heading"
      className="ff-billing-history"
      listLabel="Payments"
      failedText="Could not load your billing history."
      emptyText="No payments yet"
      renderItem={(payment) => <PaymentRow key={payment.id} payment={payment} />}
    />
  );
}
