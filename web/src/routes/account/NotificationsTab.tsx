import { Card, Switch, Tag, Typography } from 'antd';
import type { NotificationSettingsInput } from '../../gql/graphql';
import { useNotificationSettings } from '../../modules/accounts/use-notification-settings';
import './security.css';

type Setting = keyof NotificationSettingsInput;

/** The emails FunnelForge sends about an account that can be turned off. */
const OPTIONAL_EMAILS: ReadonlyArray<{ key: Setting; title: string; description: string }> = [
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

/**
 * The emails that are always sent: each tells the owner of a change to the account or its plan,
 * so someone who took the account over cannot silence them.
 */
const ALWAYS_SENT: ReadonlyArray<{ title: string; description: string }> = [
  {
    title: 'Password changed',
    description: "When your account's password is changed.",
  },
  {
    title: 'Email address changed',
    description: 'Sent to your previous address when the account moves to a new one.',
  },
  {
    title: 'Subscription',
    description: 'When your plan renews, a renewal fails, your free trial ends or your plan ends.',
  },
];

/** Settings, Notifications tab: which account emails you get, saved as you switch them. */
export function NotificationsTab() {
  const { settings, saving, change } = useNotificationSettings();

  return (
    <Card title="Email Notifications" className="ff-security__card">
      <Typography.Paragraph type="secondary">
        Emails about your account and its security. Campaign and sequence emails to your leads are not
        affected.
      </Typography.Paragraph>
      <ul className="ff-notifications">
        {OPTIONAL_EMAILS.map(({ key, title, description }) => (
          <li key={key}>
            <label className="ff-security__toggle">
              <Switch
                checked={settings?.[key] ?? true}
                disabled={!settings}
                loading={saving}
                onChange={(checked) =>
                  void change({ [key]: checked }, `${title} emails ${checked ? 'on' : 'off'}.`)
                }
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
      <Typography.Title level={5} className="ff-notifications__heading">
        Always sent
      </Typography.Title>
      <ul className="ff-notifications" aria-label="Emails that are always sent">
        {ALWAYS_SENT.map(({ title, description }) => (
          <li key={title} className="ff-notifications__always">
            <Tag color="blue">Always on</Tag>
            <span>
              <Typography.Text strong>{title}</Typography.Text>
              <Typography.Paragraph type="secondary" className="ff-security__hint">
                {description}
              </Typography.Paragraph>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
