import { Tag, Tooltip } from 'antd';
import type { LeadOptIn } from '../../gql/graphql';

export const PENDING_OPT_IN_LABEL = 'Pending confirmation';

/**
 * Double opt-in (issue 24): a lead that has not yet followed its confirmation email's link. Sends
 * skip it until it does. Confirmed leads show nothing.
 */
export function PendingOptInTag({ optIn }: { optIn: LeadOptIn }) {
  if (optIn !== 'pending') return null;
  return (
    <Tooltip title="This lead signed up on a double opt-in form and has not followed the link in its confirmation email yet. Campaigns and sequences do not email it until it does.">
      <Tag color="gold" className="ff-lead-pending" tabIndex={0}>
        {PENDING_OPT_IN_LABEL}
      </Tag>
    </Tooltip>
  );
}
