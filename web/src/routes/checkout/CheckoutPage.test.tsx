import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { CreatePaymentIntentDocument } from '../../gql/graphql';
import { configMock } from '../../modules/billing/billing-test-fixtures';
import { loadStripeFor } from '../../modules/billing/stripe-loader';
import { buttonByText } from '../../test/dom';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { CheckoutPage } from './CheckoutPage';

const confirmPayment = jest.fn();
const fakeStripe = { confirmPayment };

// Stripe.js itself comes from js.stripe.com; here its loader and React bindings stand in.
jest.mock('../../modules/billing/stripe-loader', () => ({ loadStripeFor: jest.fn() }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => fakeStripe,
  useElements: () => ({}),
}));
const loadStripe = loadStripeFor as jest.MockedFunction<typeof loadStripeFor>;

beforeEach(() => {
  loadStripe.mockReset();
  loadStripe.mockResolvedValue(fakeStripe as never);
  confirmPayment.mockReset();
  resetToasts();
});

const intentMock = (amount: number, clientSecret: string): MockLink.MockedResponse => ({
  request: { query: CreatePaymentIntentDocument, variables: { amount } },
  result: {
    data: {
      __typename: 'Mutation',
      createPaymentIntent: {
        __typename: 'PaymentIntentView',
        clientSecret,
        paymentIntentId: 'pi_123',
        amount,
      },
    },
  },
});

function renderCheckout(cardPayments: boolean, extra: MockLink.MockedResponse[] = []) {
  return renderWithApp(
    <>
      <CheckoutPage />
      <LocationProbe />
    </>,
    { path: '/checkout', mocks: [...extra, configMock(cardPayments)] },
  );
}

describe('Checkout (/checkout, 002 §2)', () => {
  it('without card payments says so, never loads Stripe.js, and leads to paying with Forgecoins', async () => {
    const user = userEvent.setup();
    renderCheckout(false);
    expect(await screen.findByText('Card payment is not configured on this server')).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    await user.click(buttonByText('Pay with Forgecoins'));
    expect(currentLocation()).toBe('/subscription?pay=forgecoins');
  });

  it('tops up 29.99 by default: the total, the card form with a security note, and confirmation returning to /payment-success', async () => {
    const user = userEvent.setup();
    confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    renderCheckout(true, [intentMock(2999, 'pi_123_secret_abc')]);
    expect(await screen.findByText('€29.99')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    await user.click(buttonByText('Continue to payment'));
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(screen.getByText(/processed securely by Stripe/)).toBeInTheDocument();
    await user.click(buttonByText('Pay €29.99'));
    await waitFor(() =>
      expect(confirmPayment).toHaveBeenCalledWith({
        elements: {},
        confirmParams: { return_url: `${window.location.origin}/payment-success` },
      }),
    );
    await expectToast('Payment Failed', 'Your card was declined.');
  });

  it('takes an amount of its own', async () => {
    const user = userEvent.setup();
    renderCheckout(true, [intentMock(1250, 'pi_123_secret_abc')]);
    await user.click(await screen.findByText('Other amount'));
    await user.type(screen.getByLabelText('Amount in EUR'), '12.5');
    expect(await screen.findByText('€12.50')).toBeInTheDocument();
    await user.click(buttonByText('Continue to payment'));
    expect(await screen.findByText('Pay €12.50')).toBeInTheDocument();
  });

  it("says 'Payment Setup Failed' when no client secret comes back", async () => {
    const user = userEvent.setup();
    renderCheckout(true, [intentMock(2999, '')]);
    await user.click(await screen.findByText('Continue to payment'));
    await expectToast('Payment Setup Failed', 'Unable to initialize payment. Please try again.');
    expect(screen.queryByTestId('payment-element')).not.toBeInTheDocument();
  });
});
