import { RobotOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { formatDate } from '../../app/format';
import { AiUsageDocument, AudioMonthlyCostDocument } from '../../gql/graphql';
import { formatEur, formatUsd, imagesThisMonthText } from './ai-format';
import './ai.css';

/**
 * This month's AI use, as the api counts it: images and videos against their allowances with
 * their cost in US dollars, and the voice cost in euro (kept apart: different currencies are
 * never added).
 */
export function AiMonthTotals() {
  const usage = useQuery(AiUsageDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const audio = useQuery(AudioMonthlyCostDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const figures = usage.data?.aiUsage;
  const voiceCost = audio.data?.audioMonthlyCost;
  const unknown = (loading: boolean) => (loading ? 'loading…' : 'not available');
  return (
    <section className="ff-ai-totals" aria-label="AI use this month">
      <span>
        <RobotOutlined aria-hidden="true" /> AI this month:
      </span>
      <span data-total="images">
        Images:{' '}
        <strong>
          {figures
            ? imagesThisMonthText(figures.imagesThisMonth, figures.imagesAllowed)
            : unknown(usage.loading)}
        </strong>
      </span>
      {figures ? (
        <span data-total="videos">
          Videos:{' '}
          <strong>
            {figures.videosThisMonth} of {figures.videosAllowed} videos this month
          </strong>
        </span>
      ) : null}
      {figures ? (
        <span data-total="cost">
          Images and videos: <strong>{formatUsd(figures.estimatedCostThisMonth)}</strong> · renews{' '}
          {formatDate(figures.resetsAt)}
        </span>
      ) : null}
      <span data-total="audio">
        Voice: <strong>{voiceCost === undefined ? unknown(audio.loading) : formatEur(voiceCost)}</strong>
      </span>
    </section>
  );
}
