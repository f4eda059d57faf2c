import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { refetchQuietly } from '../../app/refetch-quietly';
import { BillingConfigDocument, SubscriptionPlansDocument } from '../../gql/graphql';
import { BILLING_TEXT } from '../../modules/billing/billing-messages';
import { CoinBalanceBar } from '../../modules/billing/CoinBalanceBar';
import { CoinPaymentExplainer } from '../../modules/billing/CoinPaymentExplainer';
import { CurrentPlanBanner } from '../../modules/billing/CurrentPlanBanner';
import { toCents } from '../../modules/billing/money';
import { PaymentMethodToggle } from '../../modules/billing/PaymentMethodToggle';
import { PlanCard } from '../../modules/billing/PlanCard';
import { subscriptionState, type PaymentMethod } from '../../modules/billing/plan-meta';
import { useCardCheckout } from '../../modules/billing/use-card-checkout';
import { useCoinSubscribe } from '../../modules/billing/use-coin-subscribe';
import { useSubscriptionStatus } from '../../modules/billing/use-subscription-status';
import { useForgecoinBalance } from '../../modules/coins/use-forgecoin-balance';
import '../../modules/billing/billing.css';

/**
 * 002 §2 Subscription plans (/subscription): card or Forgecoins, the current plan, one card per
 * plan, the coin explainer and the pricing note. Balance and plan stay live by subscription.
 */
export function SubscriptionPage() {
  // In the address, so the reload after a coin subscription comes back to coin payment.
  const [params, setParams] = useSearchParams();
  const method: PaymentMethod = params.get('pay') === 'forgecoins' ? 'forgecoins' : 'card';
  const setMethod = (next: PaymentMethod) =>
    setParams(next === 'forgecoins' ? { pay: 'forgecoins' } : {}, { replace: true });
  const plans = useQuery(SubscriptionPlansDocument, { fetchPolicy: 'cache-and-network' });
  const config = useQuery(BillingConfigDocument);
  const { status } = useSubscriptionStatus();
  const { balance, query: balanceQuery } = useForgecoinBalance();
  const balanceCents = balance ? toCents(balance.balance) : null;
  const coins = useCoinSubscribe(balanceCents);
  const card = useCardCheckout();
  const cardPayments = config.data?.billingConfig.cardPayments ?? false;
  const processingPlanId = method === 'card' ? card.processingPlanId : coins.processingPlanId;
  const currentPlanId = status && subscriptionState(status.status) !== 'Inactive' ? status.planId : null;
  const list = plans.data?.subscriptionPlans;

  return (
    <div className="ff-subscription">
      {status ? <CurrentPlanBanner status={status} /> : <Skeleton.Input active block />}

      <div className="ff-subscription__method">
        <PaymentMethodToggle value={method} onChange={setMethod} />
        {method === 'forgecoins' ? (
          <CoinBalanceBar balance={balance} loading={balanceQuery.loading} query={balanceQuery} />
        ) : config.data && !cardPayments ? (
          <Alert type="warning" showIcon title={BILLING_TEXT.cardNotConfigured} />
        ) : null}
      </div>

      <h2 className="ff-visually-hidden">Plans</h2>
      {!list && plans.error ? (
        <Empty description="Could not load the plans. Check your connection and try again.">
          <Button onClick={() => refetchQuietly(plans)}>Retry</Button>
        </Empty>
      ) : !list ? (
        <div className="ff-plans" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="ff-plan">
              <Skeleton active paragraph={{ rows: 5 }} />
            </div>
          ))}
        </div>
      ) : (
        <div className="ff-plans">
          {list.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              method={method}
              balanceCents={balanceCents}
              current={plan.id === currentPlanId}
              cardPayments={cardPayments}
              processing={processingPlanId === plan.id}
              locked={processingPlanId !== null && processingPlanId !== plan.id}
              onChoose={method === 'card' ? card.choose : coins.choose}
            />
          ))}
        </div>
      )}

      <CoinPaymentExplainer />
    </div>
  );
}
