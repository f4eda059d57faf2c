import { DataExportSection } from './DataExportSection';
import { LoginNotificationsSection } from './LoginNotificationsSection';
import { TwoFactorSection } from './TwoFactorSection';
import './security.css';

/** 002 §2 Account Settings, Security tab: Two-Factor, Login Notifications, Download Your Data. */
export function SecurityTab() {
  return (
    <div className="ff-security">
      <TwoFactorSection />
      <LoginNotificationsSection />
      <DataExportSection />
    </div>
  );
}
