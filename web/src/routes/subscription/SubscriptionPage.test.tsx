import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { assignLocation, reloadPage } from '../../app/browser-navigation';
import {
  CancelSubscriptionDocument,
  CreateCheckoutSessionDocument,
  SubscribeWithForgecoinsDocument,
  type SubscriptionStatusFieldsFragment,
} from '../../gql/graphql';
import {
  balanceMock,
  configMock,
  makeStatus,
  plansMock,
  quietBillingPushes,
  statusMock,
} from '../../modules/billing/billing-test-fixtures';
import { newIdempotencyKey } from '../../modules/billing/idempotency-key';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { SubscriptionPage } from './SubscriptionPage';

jest.mock('../../modules/billing/idempotency-key', () => ({ newIdempotencyKey: jest.fn() }));
const newKey = newIdempotencyKey as jest.MockedFunction<typeof newIdempotencyKey>;
const reload = reloadPage as jest.MockedFunction<typeof reloadPage>;
const assign = assignLocation as jest.MockedFunction<typeof assignLocation>;

let keys = 0;
beforeEach(() => {
  keys = 0;
  newKey.mockImplementation(() => `attempt-key-${++keys}`);
  reload.mockReset();
  assign.mockReset();
  resetToasts();
});

const activePro = makeStatus({
  status: 'active',
  planId: 'plan-pro',
  planName: 'Pro',
  billingMethod: 'forgecoin',
  nextBillingDate: '2026-12-26T00:00:00.000Z',
  currentPeriodEnd: '2026-12-26T00:00:00.000Z',
});

function renderPage({
  balance = '100.00',
  cardPayments = false,
  status = makeStatus(),
  extra = [],
}: {
  balance?: string;
  cardPayments?: boolean;
  status?: SubscriptionStatusFieldsFragment;
  extra?: MockLink.MockedResponse[];
} = {}) {
  return renderWithApp(<SubscriptionPage />, {
    path: '/subscription',
    mocks: [
      ...extra,
      plansMock(),
      configMock(cardPayments),
      statusMock(status),
      balanceMock(balance),
      ...quietBillingPushes,
    ],
  });
}

const planCard = (name: string) => screen.getByRole('article', { name });
const planButton = (name: string) => within(planCard(name)).getByRole('button');

async function payWithCoins(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('article', { name: 'Pro' });
  await user.click(screen.getByText('Pay with Forgecoins'));
}

const subscribeMock = (
  planId: string,
  idempotencyKey: string,
  answer: SubscriptionStatusFieldsFragment | GraphQLError,
): MockLink.MockedResponse => ({
  request: { query: SubscribeWithForgecoinsDocument, variables: { input: { planId, idempotencyKey } } },
  result:
    answer instanceof GraphQLError
      ? { errors: [answer] }
      : { data: { __typename: 'Mutation', subscribeWithForgecoins: answer } },
});

describe('Subscription plans (/subscription, 002 §2)', () => {
  it('shows one card per plan with its badge, EUR price per interval and features, the explainer and the pricing note', async () => {
    renderPage();
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(within(planCard('Pro Trial')).getByText('FREE TRIAL')).toBeInTheDocument();
    expect(within(pro).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(within(planCard('Elite')).getByText('PREMIUM')).toBeInTheDocument();
    expect(within(pro).getByText('€29.99')).toBeInTheDocument();
    expect(within(pro).getByText('per month')).toBeInTheDocument();
    expect(within(planCard('Elite')).getByText('€99.99')).toBeInTheDocument();
    expect(within(pro).getByText('Unlimited funnels')).toBeInTheDocument();
    expect(screen.getByText('Paying with Forgecoins')).toBeInTheDocument();
    expect(
      screen.getByText('Prices reflect AI provider costs plus 40% for affiliate rewards.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pay with Card/ })).toBeChecked();
  });

  it('shows the current plan with its renewal date; its button says so, and the trial cannot be bought', async () => {
    renderPage({ status: activePro, cardPayments: true });
    expect(await screen.findByText('Current plan: Pro')).toBeInTheDocument();
    expect(screen.getByText('Renews on Dec 26, 2026.')).toBeInTheDocument();
    await waitFor(() => expect(planButton('Pro')).toHaveTextContent('Current Plan'));
    expect(planButton('Pro')).toBeDisabled();
    expect(planButton('Pro Trial')).toBeDisabled();
    expect(planButton('Elite')).toHaveTextContent('Subscribe with Card');
    expect(planButton('Elite')).toBeEnabled();
  });

  it('without card payments on the server says so and disables the card buttons', async () => {
    renderPage({ cardPayments: false });
    expect(
      await screen.findByText('Card payment is not configured on this server. Pay with Forgecoins instead.'),
    ).toBeInTheDocument();
    expect(planButton('Pro')).toHaveTextContent('Subscribe with Card');
    expect(planButton('Pro')).toBeDisabled();
    expect(planButton('Elite')).toBeDisabled();
  });

  it('sends the card path to the hosted checkout', async () => {
    const user = userEvent.setup();
    renderPage({
      cardPayments: true,
      extra: [
        {
          request: { query: CreateCheckoutSessionDocument, variables: { planId: 'plan-elite' } },
          result: {
            data: {
              __typename: 'Mutation',
              createCheckoutSession: {
                __typename: 'CheckoutSession',
                sessionId: 'cs_test_1',
                url: 'https://checkout.stripe.com/c/pay/cs_test_1',
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('article', { name: 'Elite' });
    await waitFor(() => expect(planButton('Elite')).toBeEnabled());
    await user.click(planButton('Elite'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  it('under coin payment shows the balance and disables plans it does not cover, with the shortfall', async () => {
    const user = userEvent.setup();
    renderPage({ balance: '10.00' });
    await payWithCoins(user);
    expect(await screen.findByText('10.00 FC')).toBeInTheDocument();
    // Kept in the address, so the reload after subscribing comes back to coin payment.
    expect(window.location.search).toBe('?pay=forgecoins');
    expect(planButton('Pro')).toHaveTextContent('Need 19.99 more FC');
    expect(planButton('Pro')).toBeDisabled();
    expect(planButton('Elite')).toHaveTextContent('Need 89.99 more FC');
    expect(planButton('Elite')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Top up/ })).toBeInTheDocument();
  });

  it('confirms the plan, its price in FC and the balance after, subscribes with the plan and one key, then reloads', async () => {
    const user = userEvent.setup();
    renderPage({
      extra: [subscribeMock('plan-pro', 'attempt-key-1', activePro)],
    });
    await payWithCoins(user);
    await waitFor(() => expect(planButton('Pro')).toBeEnabled());
    await user.click(planButton('Pro'));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Pro?' });
    expect(within(dialog).getByText('29.99 FC per month')).toBeInTheDocument();
    expect(within(dialog).getByText('70.01 FC')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Forgecoins' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(newKey).toHaveBeenCalledTimes(1);
  });

  it("says 'Insufficient Forgecoins' when the server finds the balance short, and the button works again", async () => {
    const user = userEvent.setup();
    const short = 'You need 29.99 FC but only have 20.00 FC. Please top up your Forgecoin balance.';
    renderPage({
      extra: [
        subscribeMock(
          'plan-pro',
          'attempt-key-1',
          new GraphQLError(short, { extensions: { code: 'BAD_USER_INPUT' } }),
        ),
      ],
    });
    await payWithCoins(user);
    await waitFor(() => expect(planButton('Pro')).toBeEnabled());
    await user.click(planButton('Pro'));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Pro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Forgecoins' }));
    await expectToast('Insufficient Forgecoins', short);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(planButton('Pro')).toBeEnabled());
  });

  it("says 'Subscription Error' with the server's message on another failure", async () => {
    const user = userEvent.setup();
    renderPage({
      extra: [
        subscribeMock(
          'plan-elite',
          'attempt-key-1',
          new GraphQLError('This plan cannot be paid with Forgecoins; pay by card instead'),
        ),
      ],
    });
    await payWithCoins(user);
    await waitFor(() => expect(planButton('Elite')).toBeEnabled());
    await user.click(planButton('Elite'));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Elite?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Forgecoins' }));
    await expectToast('Subscription Error', 'This plan cannot be paid with Forgecoins; pay by card instead');
    expect(reload).not.toHaveBeenCalled();
  });

  it('cancels auto-renewal after a confirmation, then shows when the plan ends', async () => {
    const user = userEvent.setup();
    renderPage({
      status: activePro,
      extra: [
        {
          request: { query: CancelSubscriptionDocument },
          result: {
            data: {
              __typename: 'Mutation',
              cancelSubscription: { ...activePro, cancelAtPeriodEnd: true, nextBillingDate: null },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel auto-renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel auto-renewal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel auto-renewal' }));
    expect(await screen.findByText('Ends on Dec 26, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume auto-renewal' })).toBeInTheDocument();
  });
});
