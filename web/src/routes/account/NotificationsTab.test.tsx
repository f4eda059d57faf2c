import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { NotificationsTab } from './NotificationsTab';

const settings = (loginNotifications: boolean, signUpNotices: boolean) => ({
  __typename: 'NotificationSettings' as const,
  loginNotifications,
  signUpNotices,
});

describe('NotificationsTab', () => {
  it('lists the account emails that exist and saves a switch as it is flipped', async () => {
    renderWithApp(<NotificationsTab />, {
      mocks: [
        {
          request: { query: NotificationSettingsDocument },
          result: { data: { notificationSettings: settings(true, true) } },
        },
        {
          request: {
            query: UpdateNotificationSettingsDocument,
            variables: { input: { signUpNotices: false } },
          },
          result: { data: { updateNotificationSettings: settings(true, false) } },
        },
      ],
    });
    const newSignIn = await screen.findByRole('switch', { name: 'New sign-in' });
    const signUpAttempt = screen.getByRole('switch', { name: 'Sign-up attempt with your address' });
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(newSignIn).toBeChecked();
    expect(signUpAttempt).toBeChecked();

    await userEvent.click(signUpAttempt);
    expect(await screen.findByText('Sign-up attempt with your address emails off.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sign-up attempt with your address' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'New sign-in' })).toBeChecked();
  });

  it('lists the emails that are always sent, with no switch to turn them off', async () => {
    renderWithApp(<NotificationsTab />, {
      mocks: [
        {
          request: { query: NotificationSettingsDocument },
          result: { data: { notificationSettings: settings(false, true) } },
        },
      ],
    });
    // The saved choice replaces the default once it has loaded.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'New sign-in' })).not.toBeChecked());
    const always = screen.getByRole('list', { name: 'Emails that are always sent' });
    const items = within(always).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Password changed',
      'Email address changed',
      'Subscription',
    ]);
    for (const item of items) {
      expect(within(item).getByText('Always on')).toBeInTheDocument();
      expect(within(item).queryByRole('switch')).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('switch')).toHaveLength(2);
  });

  it("keeps a switch where it was and shows the server's message when saving is refused", async () => {
    renderWithApp(<NotificationsTab />, {
      mocks: [
        {
          request: { query: NotificationSettingsDocument },
          result: { data: { notificationSettings: settings(true, true) } },
        },
        {
          request: {
            query: UpdateNotificationSettingsDocument,
            variables: { input: { loginNotifications: false } },
          },
          result: {
            errors: [
              new GraphQLError('Too many changes. Try again in a minute.', {
                extensions: { code: 'RATE_LIMITED' },
              }),
            ],
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'New sign-in' }));
    expect(await screen.findByText('Too many changes. Try again in a minute.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New sign-in' })).toBeChecked();
  });
});
