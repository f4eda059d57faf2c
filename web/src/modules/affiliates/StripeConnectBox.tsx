import { useMutation } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { assignLocation } from '../../app/browser-navigation';
import { errorInfo, GENERIC_FAILURE } from '../../app/graphql-errors';
import { isSessionExpired } from '../../app/session-expired';
import { ConnectAffiliateStripeDocument, type AffiliateAccountFieldsFragment } from '../../gql/graphql';

/**
 * 'Connect with Stripe': Stripe's own onboarding makes (or finishes) the affiliate's Stripe
 * account, then sends the browser back here. Payouts through Stripe need it done.
 */
export function StripeConnectBox({ affiliate }: { affiliate: AffiliateAccountFieldsFragment }) {
  const [connect, { loading }] = useMutation(ConnectAffiliateStripeDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const connected = affiliate.stripeConnect.connected;

  const start = async () => {
    setFailure(null);
    try {
      const { data } = await connect();
      if (data?.connectAffiliateStripe) assignLocation(data.connectAffiliateStripe);
    } catch (error) {
      if (isSessionExpired(error)) return;
      setFailure(errorInfo(error, GENERIC_FAILURE).message);
    }
  };

  return (
    <fieldset className="ff-payout-settings__bank">
      <legend>Stripe account</legend>
      <p className="ff-muted">
        {connected
          ? 'Your Stripe account is connected. If Stripe still needs details from you, continue the setup.'
          : 'Payouts through Stripe go to your own Stripe account: Stripe asks for your details once.'}
      </p>
      <Button onClick={() => void start()} loading={loading}>
        {connected ? 'Continue Stripe setup' : 'Connect with Stripe'}
      </Button>
      {failure ? (
        <Alert type="error" showIcon title={failure} className="ff-payout-settings__failure" />
      ) : null}
    </fieldset>
  );
}
