import { CheckOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../app/format';
import type { CurrentUserFragment } from '../../gql/graphql';
import { planLabel } from './display-name';

/** 002 §4: active, trial, anything else is shown as inactive. */
export function subscriptionState(status: string | null | undefined): 'Active' | 'Trial' | 'Inactive' {
  if (status === 'active') return 'Active';
  if (status === 'trial') return 'Trial';
  return 'Inactive';
}

/** 002 §2: what every plan lists. */
const FEATURES = [
  'Unlimited AI text generation',
  '5 AI videos monthly',
  '20 AI images monthly',
  'Unlimited funnels',
];

/**
 * The user's subscription as the users table records it (membership level, status, end date):
 * 'card' is the Settings screen's plan card, 'details' the Account Settings tab. Without an
 * active or trial subscription both say 'No Active Subscription' and lead to the plans.
 */
export function SubscriptionSummary({
  user,
  variant,
}: {
  user: CurrentUserFragment;
  variant: 'card' | 'details';
}) {
  const navigate = useNavigate();
  const toPlans = () => void navigate('/subscription');
  const state = subscriptionState(user.subscriptionStatus);
  const nextBilling = formatDate(user.subscriptionEndDate) || 'N/A';

  if (state === 'Inactive')
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Active Subscription">
        <Button type="primary" onClick={toPlans}>
          View Plans
        </Button>
      </Empty>
    );

  if (variant === 'details')
    return (
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Plan">{planLabel(user.membershipLevel)}</Descriptions.Item>
        <Descriptions.Item label="Status">{(user.subscriptionStatus ?? '').toUpperCase()}</Descriptions.Item>
        <Descriptions.Item label="Next Billing Date">{nextBilling}</Descriptions.Item>
      </Descriptions>
    );

  return (
    <div className="ff-plan-card">
      <div className="ff-plan-card__head">
        <h3>{planLabel(user.membershipLevel)}</h3>
        <Tag color={state === 'Active' ? 'green' : 'blue'}>{state}</Tag>
      </div>
      <p>Next billing date: {nextBilling}</p>
      <ul className="ff-plan-card__features">
        {FEATURES.map((feature) => (
          <li key={feature}>
            <CheckOutlined aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      <div className="ff-plan-card__actions">
        <Button onClick={toPlans}>Manage Subscription</Button>
        <Button type="primary" onClick={toPlans}>
          Upgrade Plan
        </Button>
      </div>
    </div>
  );
}
