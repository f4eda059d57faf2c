import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ForgecoinBalanceDocument } from '../../gql/graphql';
import { buttonByText } from '../../test/dom';
import { janeDoe, meMock } from '../../test/fixtures';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { ProfilePage } from '../profile/ProfilePage';
import { AccountSettingsPage } from './AccountSettingsPage';

const balanceMock = (answer: { balance: string } | GraphQLError): MockLink.MockedResponse => ({
  request: { query: ForgecoinBalanceDocument },
  result:
    answer instanceof GraphQLError
      ? { errors: [answer] }
      : {
          data: {
            __typename: 'Query',
            forgecoinBalance: {
              __typename: 'ForgecoinBalance',
              balance: answer.balance,
              userId: janeDoe.id,
              timestamp: '2026-11-26T11:30:00.000Z',
            },
          },
        },
});

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
      mocks: [meMock(janeDoe), balanceMock({ balance: '0.00' })],
    });
    await user.click(await screen.findByRole('tab', { name: 'ForgeCoin' }));
    expect(await screen.findByText('FC')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.getByText('.00')).toBeInTheDocument();
    expect(screen.getAllByText(janeDoe.id).length).toBeGreaterThan(0);
  });

  it("says 'Unable to load ForgeCoin balance' when it cannot be read", async () => {
    const user = userEvent.setup();
    renderWithApp(<AccountSettingsPage />, {
      path: '/account',
      mocks: [meMock(janeDoe), balanceMock(new GraphQLError('boom'))],
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
      { path: '/account', mocks: [meMock(janeDoe)] },
    );
    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument();
    await user.click(buttonByText('View Plans'));
    expect(currentLocation()).toBe('/subscription');
  });

  it('shows an active subscription with its status in upper case', async () => {
    const user = userEvent.setup();
    const subscribed = {
      ...janeDoe,
      membershipLevel: 'pro',
      subscriptionStatus: 'active',
      subscriptionEndDate: '2026-12-26T00:00:00.000Z',
    };
    renderWithApp(<AccountSettingsPage />, { path: '/account', mocks: [meMock(subscribed)] });
    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByText('Dec 26, 2026')).toBeInTheDocument();
    expect(tab('Subscription')).toHaveAttribute('aria-selected', 'true');
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
