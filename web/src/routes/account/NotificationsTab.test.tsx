import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
