import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { SubscriptionPlansDocument } from '../../gql/graphql';
import { subscriptionState, TRIAL_PLAN_NAME } from '../billing/plan-meta';
import { useSubscriptionStatus } from '../billing/use-subscription-status';

/** 002 §2: what the plan card lists when the plan's own features are not known. */
const DEFAULT_FEATURES = [
  'Unlimited AI text generation',
  '5 AI videos monthly',
  '20 AI images monthly',
  'Unlimited funnels',
];

const TAG_COLORS = { Active: 'green', Trial: 'blue', Inactive: 'default' } as const;

/**
 * The user's subscription (subscriptionStatus, kept live by its push): 'card' is the Settings
 * screen's plan card, 'details' the Account Settings tab. Without an active or trial
 * subscription both say 'No Active Subscription' and lead to the plans.
 */
export function SubscriptionSummary({ variant }: { variant: 'card' | 'details' }) {
  const navigate = useNavigate();
  const toPlans = () => void navigate('/subscription');
  const { status, query } = useSubscriptionStatus();
  const plans = useQuery(SubscriptionPlansDocument, { skip: variant !== 'card' });

  if (!status && query.loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!status)
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load your subscription"
        action={
          <Button size="small" onClick={() => refetchQuietly(query)}>
            Try again
          </Button>
        }
      />
    );

  const state = subscriptionState(status.status);
  const planName = status.planName || TRIAL_PLAN_NAME;
  const nextBilling = formatDate(status.nextBillingDate) || 'N/A';

  if (state === 'Inactive')
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Active Subscription">
        {status.endedReason ? <p className="ff-muted">{status.endedReason}</p> : null}
        <Button type="primary" onClick={toPlans}>
          View Plans
        </Button>
      </Empty>
    );

  if (variant === 'details')
    return (
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Plan">{planName}</Descriptions.Item>
        <Descriptions.Item label="Status">{status.status.toUpperCase()}</Descriptions.Item>
        <Descriptions.Item label="Next Billing Date">{nextBilling}</Descriptions.Item>
        <Descriptions.Item label="Auto-renewal">
          {status.cancelAtPeriodEnd ? 'Disabled' : 'Enabled'}
        </Descriptions.Item>
      </Descriptions>
    );

  const plan = plans.data?.subscriptionPlans.find((candidate) => candidate.id === status.planId);
  const features = plan && plan.features.length > 0 ? plan.features : DEFAULT_FEATURES;
  return (
    <div className="ff-plan-card">
      <div className="ff-plan-card__head">
        <h3>{planName}</h3>
        <Tag color={TAG_COLORS[state]}>{state}</Tag>
      </div>
      <p>Next billing date: {nextBilling}</p>
      <ul className="ff-plan-card__features">
        {features.map((feature) => (
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
