import { useEffect, useState } from 'react';
import { formatDate } from '../../app/format';
import { PaymentPending, PaymentSucceeded } from './PaymentOutcome';
import { useSubscriptionStatus } from './use-subscription-status';

/** After this long without the plan turning active, the page says the payment is being confirmed. */
export const CONFIRMATION_PATIENCE_MS = 30_000;

/**
 * A subscription paid on Stripe's hosted checkout: the plan turns active when Stripe tells the
 * server, which pushes the new status here. A spinner until then; after ~30 s, a note that the
 * payment is still being confirmed.
 */
export function CheckoutSessionResult() {
  const { status } = useSubscriptionStatus();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (status?.status === 'active' && status.billingMethod === 'card') {
    const renews = formatDate(status.nextBillingDate ?? status.currentPeriodEnd);
    return (
      <PaymentSucceeded
        details={
          <>
            <span className="ff-payment-result__line">
              Your <strong>{status.planName}</strong> plan is active.
            </span>
            {renews ? <span className="ff-payment-result__line">Next billing date: {renews}.</span> : null}
          </>
        }
        next={{ label: 'View Subscription', to: '/subscription' }}
      />
    );
  }
  return (
    <PaymentPending
      title="Confirming your payment…"
      note={
        slow
          ? 'Your payment is being confirmed. This can take a few minutes; your plan becomes active as soon as it is. You can leave this page.'
          : undefined
      }
    />
  );
}
