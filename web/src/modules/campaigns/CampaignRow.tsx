import { DeleteOutlined, EditOutlined, PauseCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { CampaignRowFragment } from '../../gql/graphql';
import {
  CAMPAIGN_STATUS_BADGES,
  campaignWhen,
  ratePercent,
  recipientsLabel,
  skippedLabel,
} from './campaign-meta';
import { AbTestButton } from './AbTestResults';
import { CampaignSendProgress } from './CampaignSendProgress';
import type { CampaignActions } from './use-campaign-actions';

type Props = {
  campaign: CampaignRowFragment;
  actions: CampaignActions;
  onEdit: (id: string) => void;
  /** A send this row was following stopped. */
  onSendFinished: () => void;
};

/** Only drafts and scheduled campaigns can change; the sending engine owns the others. */
export const isEditable = (campaign: Pick<CampaignRowFragment, 'status'>) =>
  campaign.status === 'draft' || campaign.status === 'scheduled';

/**
 * One campaign of 001 §2.3: name, subject and recipient count, when it was sent or is
 * scheduled, open and click rates once sent (and how many recipients were skipped), its status,
 * and its actions. While it is being sent, a live progress bar.
 */
export function CampaignRow({ campaign, actions, onEdit, onSendFinished }: Props) {
  const badge = CAMPAIGN_STATUS_BADGES[campaign.status];
  const when = campaignWhen(campaign);
  const skipped = campaign.status === 'sent' || campaign.status === 'completed' ? skippedLabel(campaign) : '';
  const busy = actions.busy === campaign.id;
  const editable = isEditable(campaign);
  return (
    <article className="ff-campaign" aria-label={campaign.name}>
      <div className="ff-campaign__body">
        <div className="ff-campaign__heading">
          <h3 className="ff-campaign__name">{campaign.name}</h3>
          <span className={badge.className}>{badge.label}</span>
        </div>
        <div className="ff-campaign__subject">{campaign.subject}</div>
        <div className="ff-campaign__meta ff-muted">
          <span>{recipientsLabel(campaign.recipients)}</span>
          {when ? <span>{when}</span> : null}
          {campaign.status === 'sent' ? (
            <>
              <span>{`${ratePercent(campaign.opens, campaign.recipients)} opens`}</span>
              <span>{`${ratePercent(campaign.clicks, campaign.recipients)} clicks`}</span>
            </>
          ) : null}
          {skipped ? (
            <span title="Unsubscribed or on your suppression list: not emailed, not counted as failed">
              {skipped}
            </span>
          ) : null}
        </div>
        <AbTestButton campaign={campaign} />
        {campaign.status === 'sending' ? (
          <CampaignSendProgress campaign={campaign} onFinished={onSendFinished} />
        ) : null}
      </div>
      <div className="ff-campaign__actions">
        {campaign.status === 'draft' ? (
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={busy}
            onClick={() => void actions.sendNow(campaign.id)}
          >
            Send Now
          </Button>
        ) : null}
        {campaign.status === 'scheduled' || campaign.status === 'sending' ? (
          <Button icon={<PauseCircleOutlined />} loading={busy} onClick={() => void actions.pause(campaign)}>
            Pause
          </Button>
        ) : null}
        <Tooltip title={editable ? 'Edit' : 'A sent campaign cannot be edited'}>
          <Button
            aria-label={`Edit ${campaign.name}`}
            icon={<EditOutlined />}
            disabled={!editable || busy}
            onClick={() => onEdit(campaign.id)}
          />
        </Tooltip>
        <Tooltip title="Delete">
          <Button
            aria-label={`Delete ${campaign.name}`}
            icon={<DeleteOutlined />}
            danger
            disabled={busy}
            onClick={() => void actions.remove(campaign.id)}
          />
        </Tooltip>
      </div>
    </article>
  );
}
