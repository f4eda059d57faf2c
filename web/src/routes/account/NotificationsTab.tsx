import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Switch, Typography } from 'antd';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  NotificationSettingsDocument,
  UpdateNotificationSettingsDocument,
  type NotificationSettingsInput,
} from '../../gql/graphql';
import './security.css';

type Setting = keyof NotificationSettingsInput;

/** The emails FunnelForge sends about an account; each one can be turned off. */
const EMAILS: ReadonlyArray<{ key: Setting; title: string; description: string }> = [
  {
    key: 'loginNotifications',
    title: 'New sign-in',
    description: 'When your account is signed in from a device or browser it has not seen before.',
  },
  {
    key: 'signUpNotices',
    title: 'Sign-up attempt with your address',
    description: 'When someone tries to create a new account with your email address.',
  },
];

/** Settings, Notifications tab: which account emails you get, saved as you switch them. */
export function NotificationsTab() {
  const settings = useQuery(NotificationSettingsDocument);
  const [update, { loading }] = useMutation(UpdateNotificationSettingsDocument, {
    // The settings have no id to be found by in the cache: the query's answer is replaced.
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: NotificationSettingsDocument,
          data: { __typename: 'Query', notificationSettings: data.updateNotificationSettings },
        });
    },
  });

  const toggle = async (key: Setting, checked: boolean, title: string) => {
    try {
      await update({ variables: { input: { [key]: checked } } });
      successToast(`${title} emails ${checked ? 'on' : 'off'}.`);
    } catch (caught) {
      failureToast(caught, (info) => info.message);
    }
  };

  return (
    <Card title="Email Notifications" className="ff-security__card">
      <Typography.Paragraph type="secondary">
        Emails about your account&apos;s security. Campaign and sequence emails to your leads are not
        affected.
      </Typography.Paragraph>
      <ul className="ff-notifications">
        {EMAILS.map(({ key, title, description }) => (
          <li key={key}>
            <label className="ff-security__toggle">
              <Switch
                checked={settings.data?.notificationSettings[key] ?? true}
                disabled={!settings.data}
                loading={loading}
                onChange={(checked) => void toggle(key, checked, title)}
                aria-label={title}
              />
              <span>
                <Typography.Text strong>{title}</Typography.Text>
                <Typography.Paragraph type="secondary" className="ff-security__hint">
                  {description}
                </Typography.Paragraph>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}
