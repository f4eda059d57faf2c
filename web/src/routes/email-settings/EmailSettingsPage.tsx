import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { EmailLivePreview } from '../../modules/email/EmailLivePreview';
import { EmailPerformancePanel } from '../../modules/email/EmailPerformancePanel';
import { EmailThemePicker } from '../../modules/email/EmailThemePicker';
import { SmtpSettingsForm } from '../../modules/email/SmtpSettingsForm';

/**
 * 001 §2.8 Email Settings: back to the dashboard, and four tabs: SMTP Settings, Email Designer
 * (the theme), Live Preview and Performance. A tab renders when first opened, so each asks the
 * server for its own data only when looked at.
 */
export function EmailSettingsPage() {
  const navigate = useNavigate();
  return (
    <div className="ff-email-settings">
      <div className="ff-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>
          Back to Dashboard
        </Button>
      </div>
      <Card>
        <Tabs
          defaultActiveKey="smtp"
          items={[
            { key: 'smtp', label: 'SMTP Settings', children: <SmtpSettingsForm /> },
            { key: 'designer', label: 'Email Designer', children: <EmailThemePicker /> },
            { key: 'preview', label: 'Live Preview', children: <EmailLivePreview /> },
            { key: 'performance', label: 'Performance', children: <EmailPerformancePanel /> },
          ]}
        />
      </Card>
    </div>
  );
}
