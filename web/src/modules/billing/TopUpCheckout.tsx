import { useMutation } from '@apollo/client/react';
import type { Stripe } from '@stripe/stripe-js';
import { Elements } from '@stripe/react-stripe-js';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { failureToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import { CreatePaymentIntentDocument } from '../../gql/graphql';
import { BILLING_TEXT } from './billing-messages';
import { CardPaymentForm } from './CardPaymentForm';
import { loadStripeFor } from './stripe-loader';
import { DEFAULT_TOP_UP_CENTS } from './top-up-amounts';
import { TopUpAmountPicker } from './TopUpAmountPicker';

type StripeState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

/** Stripe.js for the key, once this screen is shown. */
function useStripeJs(publishableKey: string, attempt: number): StripeState {
  const [state, setState] = useState<StripeState & { key: string }>({ status: 'loading', key: '' });
  useEffect(() => {
    let live = true;
    loadStripeFor(publishableKey).then(
      (stripe) => {
        if (live)
          setState(
            stripe
              ? { status: 'ready', stripe, key: publishableKey }
              : { status: 'failed', key: publishableKey },
          );
      },
      () => {
        if (live) setState({ status: 'failed', key: publishableKey });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);
  return state.key === publishableKey ? state : { status: 'loading' };
}

/** Choose an amount, then pay it with Stripe's card element (1 FC = 1 EUR; default 2999 cents). */
export function TopUpCheckout({ publishableKey }: { publishableKey: string }) {
  const [attempt, setAttempt] = useState(0);
  const stripe = useStripeJs(publishableKey, attempt);
  const [createIntent, { loading }] = useMutation(CreatePaymentIntentDocument);
  const [amountCents, setAmountCents] = useState(DEFAULT_TOP_UP_CENTS);
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  const start = async (cents: number) => {
    setAmountCents(cents);
    try {
      const { data } = await createIntent({ variables: { amount: cents } });
      const secret = data?.createPaymentIntent.clientSecret;
      if (!secret) {
        toast({
          title: BILLING_TEXT.paymentSetupFailedTitle,
          description: BILLING_TEXT.paymentSetupFailed,
          variant: 'destructive',
        });
        return;
      }
      setAmountCents(data.createPaymentIntent.amount);
      setClientSecret(secret);
    } catch (error) {
      failureToast(error, (info) => info.message, {
        title: BILLING_TEXT.paymentSetupFailedTitle,
        fallback: BILLING_TEXT.paymentSetupFailed,
      });
    }
  };

  if (stripe.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title="The card form could not be loaded"
        description="Stripe's payment form did not load. Check your connection and try again."
        action={
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        }
      />
    );

  if (!clientSecret)
    return (
      <TopUpAmountPicker
        initialCents={amountCents}
        busy={loading}
        onContinue={(cents) => void start(cents)}
      />
    );

  if (stripe.status === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;

  return (
    <Elements key={clientSecret} stripe={stripe.stripe} options={{ clientSecret }}>
      <CardPaymentForm amountCents={amountCents} onBack={() => setClientSecret(null)} />
    </Elements>
  );
}
