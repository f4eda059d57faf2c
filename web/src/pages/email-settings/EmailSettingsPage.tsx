import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SmtpSettingsForm } from '../../modules/email/SmtpSettingsForm';

/**
 * 001 §2.8 Email Settings: back to the dashboard, and the SMTP Settings tab. The designer,
 * live preview and performance tabs arrive with the email designer.
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
          items={[{ key: 'smtp', label: 'SMTP Settings', children: <SmtpSettingsForm /> }]}
        />
      </Card>
    </div>
  );
}
