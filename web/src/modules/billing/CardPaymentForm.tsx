import { LockOutlined } from '@ant-design/icons';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from 'antd';
import { useState } from 'react';
import { toast } from '../../app/toast/toasts';
import { BILLING_TEXT } from './billing-messages';
import { formatEuroCents } from './money';

/** The card form inside Stripe's Elements: the total, Stripe's card element, a security note. */
export function CardPaymentForm({ amountCents, onBack }: { amountCents: number; onBack: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    if (!stripe || !elements) return;
    setPaying(true);
    // On success Stripe sends the browser to the return URL; only a failure comes back here.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/payment-success` },
    });
    setPaying(false);
    toast({
      title: BILLING_TEXT.paymentFailedTitle,
      description: error.message ?? BILLING_TEXT.paymentSetupFailed,
      variant: 'destructive',
    });
  };

  return (
    <form
      className="ff-card-form"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <p className="ff-card-form__total">
        Total: <strong>{formatEuroCents(amountCents)}</strong>
        <span className="ff-muted"> · {(amountCents / 100).toFixed(2)} FC</span>
      </p>
      <PaymentElement options={{ layout: 'tabs' }} />
      <p className="ff-card-form__secure">
        <LockOutlined aria-hidden /> Your payment is processed securely by Stripe. Your card details never
        reach FunnelForge&apos;s servers.
      </p>
      <div className="ff-card-form__actions">
        <Button onClick={onBack} disabled={paying}>
          Change amount
        </Button>
        <Button type="primary" htmlType="submit" loading={paying} disabled={!stripe || !elements}>
          Pay {formatEuroCents(amountCents)}
        </Button>
      </div>
    </form>
  );
}
