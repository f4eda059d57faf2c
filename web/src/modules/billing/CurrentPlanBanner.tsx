import { Alert, Button } from 'antd';
import { formatDate } from '../../app/format';
import type { SubscriptionStatusFieldsFragment } from '../../gql/graphql';
import { subscriptionState } from './plan-meta';
import { useAutoRenewal } from './use-auto-renewal';

/** The banner's sentence: the plan, and when it renews, ends or ended. */
function describe(status: SubscriptionStatusFieldsFragment): string {
  const state = subscriptionState(status.status);
  const periodEnd = formatDate(status.currentPeriodEnd ?? status.subscriptionEndDate);
  if (state === 'Trial')
    return periodEnd ? `Your free trial ends on ${periodEnd}.` : 'You are on the free trial.';
  if (state === 'Inactive')
    return status.endedReason ? `Your plan has ended: ${status.endedReason}` : 'You have no active plan.';
  if (status.cancelAtPeriodEnd)
    return periodEnd ? `Ends on ${periodEnd}.` : 'Ends at the end of this period.';
  const renews = formatDate(status.nextBillingDate ?? status.currentPeriodEnd);
  return renews ? `Renews on ${renews}.` : 'Renews automatically.';
}

/** 002 §2: the current plan with its renewal date, and Manage (auto-renewal off or on). */
export function CurrentPlanBanner({ status }: { status: SubscriptionStatusFieldsFragment }) {
  const { confirmCancel, confirmResume, busy } = useAutoRenewal(status);
  const state = subscriptionState(status.status);
  const renews = state === 'Active' && status.billingMethod !== 'trial';
  return (
    <Alert
      className="ff-current-plan"
      type={state === 'Inactive' ? 'warning' : 'info'}
      showIcon
      title={state === 'Inactive' ? 'No active plan' : `Current plan: ${status.planName}`}
      description={describe(status)}
      action={
        renews ? (
          status.cancelAtPeriodEnd ? (
            <Button size="small" loading={busy} onClick={confirmResume}>
              Resume auto-renewal
            </Button>
          ) : (
            <Button size="small" loading={busy} onClick={confirmCancel}>
              Cancel auto-renewal
            </Button>
          )
        ) : null
      }
    />
  );
}
