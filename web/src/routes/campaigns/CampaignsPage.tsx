import { useState } from 'react';
import { CampaignFormView } from '../../modules/campaigns/CampaignForm';
import { CampaignList } from '../../modules/campaigns/CampaignList';
import { EmailServiceStatusBanner } from '../../modules/email/EmailServiceStatusBanner';
import './campaigns.css';

type View = { kind: 'list' } | { kind: 'form'; campaignId: string | null };

/**
 * 001 §2.3 Email Campaigns: the email service status banner first, then the list or the
 * create/edit form, switched in place (the route stays /campaigns).
 */
export function CampaignsPage() {
  const [view, setView] = useState<View>({ kind: 'list' });
  const toList = () => setView({ kind: 'list' });
  return (
    <div className="ff-campaigns-page">
      <EmailServiceStatusBanner />
      {view.kind === 'list' ? (
        <CampaignList
          onNew={() => setView({ kind: 'form', campaignId: null })}
          onEdit={(campaignId) => setView({ kind: 'form', campaignId })}
        />
      ) : (
        <CampaignFormView
          key={view.campaignId ?? 'new'}
          campaignId={view.campaignId}
          onBack={toList}
          onDone={toList}
        />
      )}
    </div>
  );
}
