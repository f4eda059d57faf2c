import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { VerifyPaymentDocument } from '../../gql/graphql';

export type Verification =
  { state: 'loading' } | { state: 'success'; amountCents: number } | { state: 'error' };

/**
 * 002 §2, §4: checks a card payment Stripe returned from (its payment_intent and client secret)
 * once; succeeded is a success, anything else an error.
 */
export function usePaymentVerification(paymentIntentId: string, clientSecret: string): Verification {
  const [verify] = useMutation(VerifyPaymentDocument);
  const [result, setResult] = useState<Verification>({ state: 'loading' });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verify({ variables: { paymentIntentId, clientSecret } }).then(
      ({ data }) => {
        const payment = data?.verifyPayment;
        setResult(
          payment?.status === 'succeeded'
            ? { state: 'success', amountCents: payment.amount }
            : { state: 'error' },
        );
      },
      () => setResult({ state: 'error' }),
    );
  }, [verify, paymentIntentId, clientSecret]);
  return result;
}
