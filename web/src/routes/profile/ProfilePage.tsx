import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { NameBioForm } from '../../modules/accounts/NameBioForm';
import { SubscriptionSummary } from '../../modules/accounts/SubscriptionSummary';
import { BillingHistory } from '../../modules/billing/BillingHistory';
import { useCurrentUser } from '../../modules/accounts/use-current-user';
import { AccountTab } from '../account/AccountTab';
import { NotificationsTab } from '../account/NotificationsTab';
import '../../modules/accounts/accounts.css';

const TABS = [
  { key: 'profile', label: 'Profile', Panel: NameBioForm },
  {
    key: 'subscription',
    label: 'Subscription',
    Panel: () => (
      <>
        <SubscriptionSummary variant="card" />
        <BillingHistory />
      </>
    ),
  },
  { key: 'account', label: 'Account', Panel: AccountTab },
  { key: 'notifications', label: 'Notifications', Panel: NotificationsTab },
] as const;

/** 002 §2 Settings screen (/profile): back to the dashboard, and four tabs. */
export function ProfilePage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // Only reached signed in (the auth gate); the user is in the cache already.
  if (!user) return null;
  return (
    <div className="ff-settings">
      <div className="ff-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>
          Back to Dashboard
        </Button>
      </div>
      <Card>
        <Tabs
          defaultActiveKey="profile"
          items={TABS.map(({ key, label, Panel }) => ({
            key,
            label,
            children: (
              <>
                <h2 className="ff-visually-hidden">{label}</h2>
                <Panel user={user} />
              </>
            ),
          }))}
        />
      </Card>
    </div>
  );
}
