import { useForgecoinBalance } from '../coins/use-forgecoin-balance';
import { formatCoins, formatEuroCents } from './money';
import { PaymentError, PaymentPending, PaymentSucceeded } from './PaymentOutcome';
import { usePaymentVerification } from './use-payment-verification';

/** A ForgeCoin top-up Stripe returned from: verified, then the amount and the new balance. */
export function TopUpResult({
  paymentIntentId,
  clientSecret,
}: {
  paymentIntentId: string;
  clientSecret: string;
}) {
  const verification = usePaymentVerification(paymentIntentId, clientSecret);
  const { balance } = useForgecoinBalance();
  if (verification.state === 'loading') return <PaymentPending title="Verifying your payment…" />;
  if (verification.state === 'error') return <PaymentError />;
  return (
    <PaymentSucceeded
      details={
        <>
          <span className="ff-payment-result__line">
            You paid <strong>{formatEuroCents(verification.amountCents)}</strong>.
          </span>
          {balance ? (
            <span className="ff-payment-result__line">
              Your ForgeCoin balance is now <strong>{formatCoins(balance.balance)}</strong>.
            </span>
          ) : null}
        </>
      }
      next={{ label: 'View ForgeCoin balance', to: '/account' }}
    />
  );
}
