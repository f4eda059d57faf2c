import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useState } from 'react';
import { reloadPage } from '../../app/browser-navigation';
import { errorInfo } from '../../app/graphql-errors';
import { isSessionExpired } from '../../app/session-expired';
import { toast } from '../../app/toast/toasts';
import { SubscribeWithForgecoinsDocument, type PlanFieldsFragment } from '../../gql/graphql';
import { BILLING_TEXT, isInsufficientCoins } from './billing-messages';
import { newIdempotencyKey } from './idempotency-key';
import { formatCoinCents } from './money';
import { coinPriceCents } from './plan-meta';

/**
 * 002 §4, §5, §8: paying for a plan with ForgeCoin. A confirmation names the plan, its price in
 * FC and the balance after; one idempotency key per attempt; on success the page reloads; on
 * failure a toast says why ('Insufficient Forgecoins' for a short balance) and the plan's button
 * works again.
 */
export function useCoinSubscribe(balanceCents: number | null) {
  const { modal } = App.useApp();
  const [subscribe] = useMutation(SubscribeWithForgecoinsDocument);
  const [processingPlanId, setProcessingPlanId] = useState<string | null>(null);

  const pay = async (plan: PlanFieldsFragment, idempotencyKey: string) => {
    setProcessingPlanId(plan.id);
    try {
      await subscribe({ variables: { input: { planId: plan.id, idempotencyKey } } });
      reloadPage();
    } catch (error) {
      setProcessingPlanId(null);
      if (isSessionExpired(error)) return;
      const { message } = errorInfo(error, BILLING_TEXT.subscriptionFailed);
      toast({
        title: isInsufficientCoins(message)
          ? BILLING_TEXT.insufficientTitle
          : BILLING_TEXT.subscriptionErrorTitle,
        description: message,
        variant: 'destructive',
      });
    }
  };

  const choose = (plan: PlanFieldsFragment) => {
    const price = coinPriceCents(plan);
    const have = balanceCents ?? 0;
    if (have < price) {
      toast({
        title: BILLING_TEXT.insufficientTitle,
        description: BILLING_TEXT.insufficient(formatCoinCents(price), formatCoinCents(have)),
        variant: 'destructive',
      });
      return;
    }
    const idempotencyKey = newIdempotencyKey();
    modal.confirm({
      title: `Subscribe to ${plan.name}?`,
      content: (
        <dl className="ff-confirm-facts">
          <dt>Plan</dt>
          <dd>{plan.name}</dd>
          <dt>Price</dt>
          <dd>
            {formatCoinCents(price)} FC per {plan.interval}
          </dd>
          <dt>Balance after</dt>
          <dd>{formatCoinCents(have - price)} FC</dd>
        </dl>
      ),
      okText: 'Pay with Forgecoins',
      onOk: () => pay(plan, idempotencyKey),
    });
  };

  return { choose, processingPlanId };
}
