import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeStatus,
  payment,
  paymentsMock,
  plansMock,
  quietBillingPushes,
  statusMock,
} from '../../modules/billing/billing-test-fixtures';
import type { SubscriptionStatusFieldsFragment } from '../../gql/graphql';
import { buttonByText } from '../../test/dom';
import { janeDoe, meMock } from '../../test/fixtures';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { ProfilePage } from './ProfilePage';

async function openSubscriptionTab(
  status: SubscriptionStatusFieldsFragment,
  payments: MockLink.MockedResponse[] = [paymentsMock()],
) {
  const user = userEvent.setup();
  renderWithApp(
    <>
      <ProfilePage />
      <LocationProbe />
    </>,
    {
      path: '/profile',
      mocks: [meMock(janeDoe), statusMock(status), plansMock(), ...payments, ...quietBillingPushes],
    },
  );
  await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
  return user;
}

const activePro = makeStatus({
  status: 'active',
  planId: 'plan-pro',
  planName: 'Pro',
  billingMethod: 'forgecoin',
  nextBillingDate: '2026-12-26T00:00:00.000Z',
});

describe('Settings (/profile) Subscription tab (002 §2)', () => {
  it('shows an active plan: Active badge, its name, next billing date and its features; both buttons lead to /subscription', async () => {
    const user = await openSubscriptionTab(activePro);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByText('Next billing date: Dec 26, 2026')).toBeInTheDocument();
    expect(await screen.findByText('Unlimited funnels')).toBeInTheDocument();
    await user.click(buttonByText('Manage Subscription'));
    expect(currentLocation()).toBe('/subscription');
  });

  it("shows the trial as Trial, named 'Pro Trial', with N/A for the next billing date", async () => {
    const user = await openSubscriptionTab(makeStatus());
    expect(await screen.findByText('Trial')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pro Trial' })).toBeInTheDocument();
    expect(screen.getByText('Next billing date: N/A')).toBeInTheDocument();
    await user.click(buttonByText('Upgrade Plan'));
    expect(currentLocation()).toBe('/subscription');
  });

  it("without an active or trial plan says 'No Active Subscription' with 'View Plans'", async () => {
    const user = await openSubscriptionTab(
      makeStatus({ status: 'expired', planId: null, billingMethod: null, endedReason: null }),
    );
    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument();
    expect(screen.queryByText('Inactive')).not.toBeInTheDocument();
    expect(screen.queryByText('Manage Subscription')).not.toBeInTheDocument();
    await user.click(buttonByText('View Plans'));
    expect(currentLocation()).toBe('/subscription');
  });

  it('lists the billing history with amounts, status and receipt downloads, and loads more', async () => {
    const user = await openSubscriptionTab(activePro, [
      paymentsMock(
        [
          payment(),
          payment({
            id: 'p-2',
            amount: '50.00',
            currency: 'eur',
            type: 'top_up',
            description: null,
            status: 'pending',
            receiptUrl: null,
            createdAt: '2026-11-10T09:00:00.000Z',
          }),
        ],
        { endCursor: 'c-2', hasMore: true },
      ),
      paymentsMock(
        [payment({ id: 'p-3', createdAt: '2026-10-21T09:00:00.000Z', description: 'Pro plan renewal' })],
        {
          after: 'c-2',
        },
      ),
    ]);
    const list = await screen.findByRole('list', { name: 'Payments' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Nov 21, 2026');
    expect(rows[0]).toHaveTextContent('Pro plan, 1 month');
    expect(rows[0]).toHaveTextContent('29.99 FC');
    expect(rows[0]).toHaveTextContent('Paid');
    const receipt = within(rows[0]!).getByRole('link', { name: /Receipt/ });
    expect(receipt).toHaveAttribute('href', '/api/billing/payments/p-1/receipt.pdf');
    expect(receipt).toHaveAttribute('download');
    expect(rows[1]).toHaveTextContent('ForgeCoin top-up');
    expect(rows[1]).toHaveTextContent('€50.00');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(buttonByText('Load more'));
    expect(await screen.findByText('Pro plan renewal')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  });
});
