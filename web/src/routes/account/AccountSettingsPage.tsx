import { Card, Tabs } from 'antd';
import { AccountProfileForm } from '../../modules/accounts/AccountProfileForm';
import { SubscriptionSummary } from '../../modules/accounts/SubscriptionSummary';
import { useCurrentUser } from '../../modules/accounts/use-current-user';
import { ForgeCoinWallet } from '../../modules/coins/ForgeCoinWallet';
import { SecurityTab } from './SecurityTab';
import '../../modules/accounts/accounts.css';

/** 002 §2 Account Settings (/account): tabs Profile, ForgeCoin, Subscription, Security. */
export function AccountSettingsPage() {
  const { user } = useCurrentUser();
  // Only reached signed in (the auth gate); the user is in the cache already.
  if (!user) return null;
  const tabs = [
    { key: 'profile', label: 'Profile', children: <AccountProfileForm user={user} /> },
    // Rendered when opened: the balance is asked for only when looked at.
    { key: 'forgecoin', label: 'ForgeCoin', children: <ForgeCoinWallet /> },
    {
      key: 'subscription',
      label: 'Subscription',
      children: <SubscriptionSummary variant="details" />,
    },
    { key: 'security', label: 'Security', children: <SecurityTab /> },
  ];
  return (
    <Card className="ff-settings">
      <Tabs
        defaultActiveKey="profile"
        items={tabs.map(({ key, label, children }) => ({
          key,
          label,
          children: (
            <>
              <h2 className="ff-visually-hidden">{label}</h2>
              {children}
            </>
          ),
        }))}
      />
    </Card>
  );
}
