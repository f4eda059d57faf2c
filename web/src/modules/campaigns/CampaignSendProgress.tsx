import { Progress } from 'antd';
import dayjs from 'dayjs';
import { formatCount } from '../../app/format';
import type { CampaignRowFragment } from '../../gql/graphql';
import { formatDateTime } from '../leads/lead-dates';
import { sendDone, sendOutcomes, sendProgress } from './campaign-meta';
import { useCampaignProgress } from './use-campaign-progress';

type Props = {
  campaign: Pick<
    CampaignRowFragment,
    | 'id'
    | 'name'
    | 'status'
    | 'sentCount'
    | 'failedCount'
    | 'skippedCount'
    | 'quotaResumeAt'
    | 'recipients'
    | 'abTest'
  >;
  /** The send stopped (done, paused or failed): reload the list and the stat cards. */
  onFinished: () => void;
};

/**
 * While a campaign is being sent: recipients done (delivered, failed or skipped) of the total,
 * kept live. Skipped recipients (unsubscribed or suppressed) count as done, so the bar reaches the end.
 */
export function CampaignSendProgress({ campaign, onFinished }: Props) {
  const progress = useCampaignProgress(
    campaign.id,
    {
      status: campaign.status,
      sent: campaign.sentCount,
      failed: campaign.failedCount,
      skipped: campaign.skippedCount,
      total: campaign.recipients,
      quotaResumeAt: campaign.quotaResumeAt ?? null,
    },
    onFinished,
  );
  const done = sendDone(progress);
  // An A/B test's rest waits for its winner: the bar stops there until the time comes.
  const test = campaign.abTest;
  const waitingFor =
    test && !test.winner && test.decideAt && dayjs(test.decideAt).isAfter(dayjs()) ? test.decideAt : null;
  return (
    <div className="ff-campaign__progress">
      <Progress
        percent={sendProgress(done, progress.total)}
        size="small"
        status={waitingFor ? 'normal' : 'active'}
        aria-label={`Sending ${campaign.name}`}
      />
      <span className="ff-muted" aria-live="polite">
        {progress.quotaResumeAt
          ? `Paused by your sending quota: ${formatCount(done)} of ${formatCount(progress.total)} sent; the rest goes ${formatDateTime(progress.quotaResumeAt)}`
          : waitingFor
            ? `Testing: ${formatCount(done)} of ${formatCount(progress.total)} sent; the rest get the winner ${formatDateTime(waitingFor)}`
            : `Sending: ${formatCount(done)} of ${formatCount(progress.total)}`}
        {sendOutcomes(progress)}
      </span>
    </div>
  );
}
