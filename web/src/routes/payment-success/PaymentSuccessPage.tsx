import { Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { CheckoutSessionResult } from '../../modules/billing/CheckoutSessionResult';
import { PaymentError } from '../../modules/billing/PaymentOutcome';
import { TopUpResult } from '../../modules/billing/TopUpResult';
import '../../modules/billing/billing.css';

/**
 * 002 §2, §4 Payment success (/payment-success): where Stripe returns to. A card top-up brings
 * payment_intent and its client secret; a hosted checkout brings session_id. Loading, success
 * or error.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const sessionId = params.get('session_id');

  let body;
  if (paymentIntentId && clientSecret)
    body = <TopUpResult paymentIntentId={paymentIntentId} clientSecret={clientSecret} />;
  else if (sessionId) body = <CheckoutSessionResult />;
  else body = <PaymentError />;
  return <Card className="ff-payment-result">{body}</Card>;
}
