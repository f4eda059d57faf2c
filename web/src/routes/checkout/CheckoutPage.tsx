import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { refetchQuietly } from '../../app/refetch-quietly';
import { BillingConfigDocument } from '../../gql/graphql';
import { TopUpCheckout } from '../../modules/billing/TopUpCheckout';
import '../../modules/billing/billing.css';

/**
 * 002 §2 Checkout (/checkout): a ForgeCoin top-up by card. Stripe.js is loaded only when this
 * server takes card payments; otherwise the screen says so and offers the coin plans.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const config = useQuery(BillingConfigDocument, { fetchPolicy: 'cache-and-network' });
  const billing = config.data?.billingConfig;

  let body;
  if (!billing && config.error)
    body = (
      <Empty description="Could not load the checkout. Check your connection and try again.">
        <Button onClick={() => refetchQuietly(config)}>Retry</Button>
      </Empty>
    );
  else if (!billing) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!billing.cardPayments || !billing.publishableKey)
    body = (
      <Result
        status="info"
        title="Card payment is not configured on this server"
        subTitle="You can still subscribe to a plan with your Forgecoins."
        extra={
          <Button type="primary" onClick={() => void navigate('/subscription?pay=forgecoins')}>
            Pay with Forgecoins
          </Button>
        }
      />
    );
  else body = <TopUpCheckout publishableKey={billing.publishableKey} />;

  return (
    <Card className="ff-checkout" title={<h2 className="ff-card-heading">Top up ForgeCoin</h2>}>
      {body}
    </Card>
  );
}
