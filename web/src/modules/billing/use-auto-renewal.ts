import { useApolloClient, useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { formatDate } from '../../app/format';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  CancelSubscriptionDocument,
  ResumeSubscriptionDocument,
  type SubscriptionStatusFieldsFragment,
} from '../../gql/graphql';
import { BILLING_TEXT } from './billing-messages';
import { writeSubscriptionStatus } from './use-subscription-status';

/** Manage: turning auto-renewal off (the plan ends at the period end) or on again, each confirmed. */
export function useAutoRenewal(status: SubscriptionStatusFieldsFragment | null) {
  const { modal } = App.useApp();
  const client = useApolloClient();
  const [cancel, cancelling] = useMutation(CancelSubscriptionDocument);
  const [resume, resuming] = useMutation(ResumeSubscriptionDocument);
  const periodEnd = formatDate(status?.currentPeriodEnd ?? status?.nextBillingDate);

  const run = async (mutate: () => Promise<SubscriptionStatusFieldsFragment | undefined>, done: string) => {
    try {
      const next = await mutate();
      if (next) writeSubscriptionStatus(client.cache, next);
      successToast(done);
    } catch (error) {
      failureToast(error, (info) => info.message, {
        title: BILLING_TEXT.subscriptionErrorTitle,
        fallback: BILLING_TEXT.subscriptionFailed,
      });
    }
  };

  const confirmCancel = () =>
    modal.confirm({
      title: 'Cancel auto-renewal?',
      content: periodEnd
        ? `Your ${status?.planName ?? ''} plan stays active until ${periodEnd} and then ends. You can resume auto-renewal before then.`
        : 'Your plan stays active until the end of this period and then ends.',
      okText: 'Cancel auto-renewal',
      cancelText: 'Keep auto-renewal',
      okButtonProps: { danger: true },
      onOk: () =>
        run(
          async () => (await cancel()).data?.cancelSubscription,
          'Auto-renewal is off. Your plan ends at the end of this period.',
        ),
    });

  const confirmResume = () =>
    modal.confirm({
      title: 'Resume auto-renewal?',
      content: periodEnd
        ? `Your ${status?.planName ?? ''} plan renews on ${periodEnd}.`
        : 'Your plan renews at the end of this period.',
      okText: 'Resume auto-renewal',
      cancelText: 'Not now',
      onOk: () => run(async () => (await resume()).data?.resumeSubscription, 'Auto-renewal is on again.'),
    });

  return { confirmCancel, confirmResume, busy: cancelling.loading || resuming.loading };
}
