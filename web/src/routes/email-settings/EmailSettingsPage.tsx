import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { EmailLivePreview } from '../../modules/email/EmailLivePreview';
import { EmailPerformancePanel } from '../../modules/email/EmailPerformancePanel';
import { EmailThemePicker } from '../../modules/email/EmailThemePicker';
import { SenderAuthentication } from '../../modules/email/SenderAuthentication';
import { SmtpSettingsForm } from '../../modules/email/SmtpSettingsForm';
import { EmailWebhooksSection } from '../../modules/email/webhooks/EmailWebhooksPanel';
import { SuppressionListLink } from '../../modules/suppressions/SuppressionListLink';

/**
 * The SMTP form, then how the mail it sends is authenticated (DKIM, SPF, DMARC), then the bounce
 * and complaint webhooks of the service behind it.
 */
function SmtpSettingsTab() {
  return (
    <>
      <SmtpSettingsForm />
      <SenderAuthentication />
      <EmailWebhooksSection />
    </>
  );
}

const TABS = [
  { key: 'smtp', label: 'SMTP Settings', Panel: SmtpSettingsTab },
  { key: 'designer', label: 'Email Designer', Panel: EmailThemePicker },
  { key: 'preview', label: 'Live Preview', Panel: EmailLivePreview },
  { key: 'performance', label: 'Performance', Panel: EmailPerformancePanel },
] as const;

/**
 * 001 §2.8 Email Settings: back to the dashboard, the suppression list (issue 24), and four tabs: SMTP Settings, Email Designer
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
        <div className="ff-toolbar__grow" />
        <SuppressionListLink />
      </div>
      <Card>
        <Tabs
          defaultActiveKey="smtp"
          items={TABS.map(({ key, label, Panel }) => ({
            key,
            label,
            children: (
              <>
                {/* The tab's own heading, so the headings inside follow the screen's h1 in order. */}
                <h2 className="ff-visually-hidden">{label}</h2>
                <Panel />
              </>
            ),
          }))}
        />
      </Card>
    </div>
  );
}
