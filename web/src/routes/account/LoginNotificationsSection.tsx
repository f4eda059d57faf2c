import { Card, Switch, Typography } from 'antd';
import { useNotificationSettings } from '../../modules/accounts/use-notification-settings';

/** On or off: an email each time the account is signed in from a browser it has not seen before. */
export function LoginNotificationsSection() {
  const { settings, loading, saving, change } = useNotificationSettings();
  const on = settings?.loginNotifications ?? true;

  return (
    <Card title="Login Notifications" className="ff-security__card">
      <label className="ff-security__toggle">
        <Switch
          checked={on}
          loading={saving || loading}
          disabled={!settings}
          onChange={(checked) =>
            void change(
              { loginNotifications: checked },
              checked ? 'Login notifications are on.' : 'Login notifications are off.',
            )
          }
          aria-label="Login Notifications"
        />
        <span>
          <Typography.Text strong>Email me about sign-ins from a new device or browser</Typography.Text>
          <Typography.Paragraph type="secondary" className="ff-security__hint">
            The email names the browser and system, the time and the approximate network, so you can tell at
            once if it was not you.
          </Typography.Paragraph>
        </span>
      </label>
    </Card>
  );
}
