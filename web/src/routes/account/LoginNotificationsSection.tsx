import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Switch, Typography } from 'antd';
import { failureToast, successToast } from '../../app/toast/notify';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from '../../gql/graphql';

/** On or off: an email each time the account is signed in from a browser it has not seen before. */
export function LoginNotificationsSection() {
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
  const on = settings.data?.notificationSettings.loginNotifications ?? true;

  const toggle = async (checked: boolean) => {
    try {
      await update({ variables: { input: { loginNotifications: checked } } });
      successToast(checked ? 'Login notifications are on.' : 'Login notifications are off.');
    } catch (caught) {
      failureToast(caught, (info) => info.message);
    }
  };

  return (
    <Card title="Login Notifications" className="ff-security__card">
      <label className="ff-security__toggle">
        <Switch
          checked={on}
          loading={loading || settings.loading}
          disabled={!settings.data}
          onChange={(checked) => void toggle(checked)}
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
