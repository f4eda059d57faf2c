import { Button, Card } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AffiliateAccountFieldsFragment } from '../../gql/graphql';
import { formatDollars } from './affiliate-format';
import { payoutBlockedReason } from './payout-methods';
import { RequestPayoutDialog } from './RequestPayoutDialog';

/**
 * The 'Payouts' area of /affiliates: what a payout would pay now and 'Request payout', disabled
 * with the reason below the threshold.
 */
export function AffiliatePayoutCard({
  affiliate,
  onRequested,
}: {
  affiliate: AffiliateAccountFieldsFragment;
  onRequested: () => void;
}) {
  const [open, setOpen] = useState(false);
  const reason = payoutBlockedReason(affiliate);
  const { stats } = affiliate;
  return (
    <Card
      className="ff-affiliate-payouts"
      title={<h2 className="ff-card-heading">Payouts</h2>}
      extra={<Link to="/affiliate-stats">Payout history</Link>}
    >
      <dl className="ff-affiliate-payouts__facts">
        <div>
          <dt>Available balance</dt>
          <dd className="ff-affiliate-payouts__available">{formatDollars(stats.availableBalance)}</dd>
        </div>
        <div>
          <dt>Paid out</dt>
          <dd>{formatDollars(stats.paidOut)}</dd>
        </div>
        <div>
          <dt>Transfers pending</dt>
          <dd>{formatDollars(stats.pendingPayouts)}</dd>
        </div>
      </dl>
      <Button
        type="primary"
        disabled={reason !== null}
        aria-describedby={reason ? 'payout-blocked-reason' : undefined}
        onClick={() => setOpen(true)}
      >
        Request payout
      </Button>
      {reason ? (
        <p id="payout-blocked-reason" className="ff-affiliate-payouts__reason ff-muted">
          {reason}
        </p>
      ) : null}
      {open ? (
        <RequestPayoutDialog affiliate={affiliate} onClose={() => setOpen(false)} onRequested={onRequested} />
      ) : null}
    </Card>
  );
}
