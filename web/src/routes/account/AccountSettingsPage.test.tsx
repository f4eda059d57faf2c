import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  balanceMock,
  historyMock,
  makeStatus,
  quietBillingPushes,
  statusMock,
} from '../../modules/billing/billing-test-fixtures';
import { buttonByText } from '../../test/dom';
import { janeDoe, meMock } from '../../test/fixtures';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { ProfilePage } from '../profile/ProfilePage';
import { AccountSettingsPage } from './AccountSettingsPage';

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Account Settings (/account, 002 §2)', () => {
  it('has the tabs Profile, ForgeCoin, Subscription and Security, opening on Profile', async () => {
    renderWithApp(<AccountSettingsPage />, { path: '/account', mocks: [meMock(janeDoe)] });
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'ForgeCoin',
      'Subscription',
      'Security',
    ]);
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(buttonByText('Update Profile')).toBeInTheDocument();
  });

  it('shows the balance to two decimals in FC with the account ID', async () => {
    const user = userEvent.setup();
    renderWithApp(<AccountSettingsPage />, {
      path: '/account',
      mocks: [meMock(janeDoe), balanceMock('0.00'), historyMock(), ...quietBillingPushes],
    });
    await user.click(await screen.findByRole('tab', { name: 'ForgeCoin' }));
    const balance = (await screen.findByText('ForgeCoin Balance')).closest('.ant-statistic');
    expect(balance).toHaveTextContent('0.00FC');
    expect(buttonByText('Top up')).toBeInTheDocument();
    expect(screen.getByText('1 FC is worth 1 EUR.')).toBeInTheDocument();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getAllByText(janeDoe.id).length).toBeGreaterThan(0);
  });

  it("says 'Unable to load ForgeCoin balance' when it cannot be read", async () => {
    const user = userEvent.setup();
    renderWithApp(<AccountSettingsPage />, {
      path: '/account',
      mocks: [meMock(janeDoe), balanceMock(new GraphQLError('boom')), historyMock(), ...quietBillingPushes],
    });
    await user.click(await screen.findByRole('tab', { name: 'ForgeCoin' }));
    expect(await screen.findByText('Unable to load ForgeCoin balance')).toBeInTheDocument();
  });

  it("without a subscription says 'No Active Subscription' and 'View Plans' leads to /subscription", async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <AccountSettingsPage />
        <LocationProbe />
      </>,
      {
        path: '/account',
        mocks: [
          meMock(janeDoe),
          statusMock(makeStatus({ status: 'expired', billingMethod: null, planId: null })),
          ...quietBillingPushes,
        ],
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument();
    await user.click(buttonByText('View Plans'));
    expect(currentLocation()).toBe('/subscription');
  });

  it('shows an active subscription: plan, status in upper case, next billing date, auto-renewal', async () => {
    const user = userEvent.setup();
    const active = makeStatus({
      status: 'active',
      planId: 'plan-pro',
      planName: 'Pro',
      billingMethod: 'forgecoin',
      nextBillingDate: '2026-12-26T00:00:00.000Z',
      currentPeriodEnd: '2026-12-26T00:00:00.000Z',
    });
    renderWithApp(<AccountSettingsPage />, {
      path: '/account',
      mocks: [meMock(janeDoe), statusMock(active), ...quietBillingPushes],
    });
    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('Dec 26, 2026')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    expect(tab('Subscription')).toHaveAttribute('aria-selected', 'true');
  });

  it('says auto-renewal is Disabled when the plan ends at the period end', async () => {
    const user = userEvent.setup();
    const ending = makeStatus({
      status: 'active',
      planId: 'plan-pro',
      planName: 'Pro',
      billingMethod: 'forgecoin',
      cancelAtPeriodEnd: true,
    });
    renderWithApp(<AccountSettingsPage />, {
      path: '/account',
      mocks: [meMock(janeDoe), statusMock(ending), ...quietBillingPushes],
    });
    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});

describe('Settings (/profile, 002 §2)', () => {
  it('has Back to Dashboard and the tabs Profile, Subscription, Account and Notifications', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <ProfilePage />
        <LocationProbe />
      </>,
      { path: '/profile', mocks: [meMock(janeDoe)] },
    );
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'Subscription',
      'Account',
      'Notifications',
    ]);
    expect(buttonByText('Upload Photo')).toBeInTheDocument();
    expect(buttonByText('Save Changes')).toBeInTheDocument();
    await user.click(buttonByText('Back to Dashboard'));
    expect(currentLocation()).toBe('/');
  });
});
