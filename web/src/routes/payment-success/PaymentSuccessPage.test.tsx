import type { MockLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  SubscriptionStatusChangedDocument,
  VerifyPaymentDocument,
  type SubscriptionStatusFieldsFragment,
} from '../../gql/graphql';
import {
  balanceMock,
  makeStatus,
  quietBillingPushes,
  statusMock,
} from '../../modules/billing/billing-test-fixtures';
import { CONFIRMATION_PATIENCE_MS } from '../../modules/billing/CheckoutSessionResult';
import { buttonByText } from '../../test/dom';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const VERIFICATION_FAILED =
  'There was an issue verifying your payment. Please contact support if you believe this is an error.';

const RETURN = '/payment-success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc';

const verifyMock = (
  answer: { amount: number; status: string } | GraphQLError,
  delay = 0,
): MockLink.MockedResponse => ({
  request: {
    query: VerifyPaymentDocument,
    variables: { paymentIntentId: 'pi_123', clientSecret: 'pi_123_secret_abc' },
  },
  result:
    answer instanceof GraphQLError
      ? { errors: [answer] }
      : {
          data: {
            __typename: 'Mutation',
            verifyPayment: { __typename: 'PaymentVerificationView', id: 'pi_123', ...answer },
          },
        },
  delay,
});

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return renderWithApp(
    <>
      <PaymentSuccessPage />
      <LocationProbe />
    </>,
    { path, mocks: [...mocks, balanceMock('129.99'), ...quietBillingPushes] },
  );
}

describe('Payment success (/payment-success, 002 §2, §4)', () => {
  it('verifies a card top-up: loading, then the amount paid and the new balance', async () => {
    renderAt(RETURN, [verifyMock({ amount: 2999, status: 'succeeded' }, 50)]);
    expect(screen.getByText('Verifying your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('€29.99')).toBeInTheDocument();
    expect(await screen.findByText('129.99 FC')).toBeInTheDocument();
  });

  it("shows the spec's error with 'Return to Dashboard' when verification fails", async () => {
    const user = userEvent.setup();
    renderAt(RETURN, [verifyMock(new GraphQLError('No such payment_intent'))]);
    expect(await screen.findByText(VERIFICATION_FAILED)).toBeInTheDocument();
    await user.click(buttonByText('Return to Dashboard'));
    expect(currentLocation()).toBe('/');
  });

  it('treats a payment that did not succeed as an error', async () => {
    renderAt(RETURN, [verifyMock({ amount: 2999, status: 'requires_payment_method' })]);
    expect(await screen.findByText(VERIFICATION_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('shows the error without anything to verify', async () => {
    renderAt('/payment-success', []);
    expect(await screen.findByText(VERIFICATION_FAILED)).toBeInTheDocument();
  });

  describe('back from the hosted checkout (session_id)', () => {
    const active = makeStatus({
      status: 'active',
      planId: 'plan-elite',
      planName: 'Elite',
      billingMethod: 'card',
      nextBillingDate: '2026-12-26T00:00:00.000Z',
    });
    const pushed = (status: SubscriptionStatusFieldsFragment, delay: number): MockLink.MockedResponse => ({
      request: { query: SubscriptionStatusChangedDocument },
      result: { data: { __typename: 'Subscription', subscriptionStatusChanged: status } },
      delay,
    });

    it('spins until the subscription push says the plan is active, then shows it', async () => {
      renderAt('/payment-success?session_id=cs_test_1', [statusMock(makeStatus()), pushed(active, 100)]);
      expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
      expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
      expect(screen.getByText('Elite')).toBeInTheDocument();
      expect(screen.getByText('Next billing date: Dec 26, 2026.')).toBeInTheDocument();
    });

    it('says the payment is being confirmed after about 30 s', async () => {
      jest.useFakeTimers();
      try {
        renderAt('/payment-success?session_id=cs_test_1', [statusMock(makeStatus())]);
        await act(async () => {
          await jest.advanceTimersByTimeAsync(CONFIRMATION_PATIENCE_MS - 1000);
        });
        expect(screen.queryByText(/Your payment is being confirmed/)).not.toBeInTheDocument();
        await act(async () => {
          await jest.advanceTimersByTimeAsync(2000);
        });
        expect(screen.getByText(/Your payment is being confirmed/)).toBeInTheDocument();
        expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
