import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { assignLocation } from '../../app/browser-navigation';
import { failureToast } from '../../app/toast/notify';
import { CreateCheckoutSessionDocument, type PlanFieldsFragment } from '../../gql/graphql';
import { BILLING_TEXT } from './billing-messages';

/** 002 §4: the card path sends the browser to the provider's hosted checkout for the plan. */
export function useCardCheckout() {
  const [createSession] = useMutation(CreateCheckoutSessionDocument);
  const [processingPlanId, setProcessingPlanId] = useState<string | null>(null);

  const choose = async (plan: PlanFieldsFragment) => {
    setProcessingPlanId(plan.id);
    try {
      const { data } = await createSession({ variables: { planId: plan.id } });
      const url = data?.createCheckoutSession.url;
      if (!url) throw new Error(BILLING_TEXT.subscriptionFailed);
      // The page is left; the button stays busy until it is.
      assignLocation(url);
    } catch (error) {
      setProcessingPlanId(null);
      failureToast(error, (info) => info.message, {
        title: BILLING_TEXT.subscriptionErrorTitle,
        fallback: BILLING_TEXT.subscriptionFailed,
      });
    }
  };

  return { choose: (plan: PlanFieldsFragment) => void choose(plan), processingPlanId };
}
