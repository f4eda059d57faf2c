import { Card, Empty } from 'antd';
import { useLocation } from 'react-router-dom';
import { pageKeyOf } from '../../app/page-key';

/**
 * What each screen will hold, for routes whose screen is not built yet. It says so plainly
 * and shows no invented data.
 */
const PENDING: Record<string, string> = {
  dashboard:
    'Your funnel stats, top funnels and most recent leads will appear here once you build funnels and capture leads.',
  funnels: 'The funnels you build will be listed here, with their views and conversion rates.',
  templates:
    'Proven templates for sales, landing, thank-you, splash, event and education pages will be listed here.',
  leads: 'Leads captured by your funnels and the ones you add will be listed here.',
  campaigns: 'Your email campaigns and their delivery, open and click figures will be listed here.',
  autoresponders: 'Timed email sequences that follow up with your leads will be listed here.',
  'email-settings': 'Connect your own SMTP server and choose the look of your emails here.',
  'media-library': 'Images, videos and audio you upload or generate will be kept here.',
  builder: 'The drag-and-drop page builder will open here.',
  account: 'Your profile, password, ForgeCoin balance and subscription details will be managed here.',
  'api-keys': 'API keys for the public REST API will be created and revoked here.',
  'recycle-bin': 'Deleted funnels will wait here for 7 days, ready to be restored.',
  profile: 'Your name, bio and photo will be edited here.',
};

export function PendingPage() {
  const key = pageKeyOf(useLocation().pathname);
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <div className="ff-pending">
            <strong>Nothing here yet</strong>
            <span>{PENDING[key] ?? 'This screen is on its way.'}</span>
          </div>
        }
      />
    </Card>
  );
}
