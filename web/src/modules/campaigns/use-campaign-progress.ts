import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { CampaignProgressDocument, type CampaignStatus } from '../../gql/graphql';

export type CampaignProgressValue = {
  status: CampaignStatus;
  sent: number;
  failed: number;
  /** Unsubscribed or on the suppression list: done, but neither delivered nor failed. */
  skipped: number;
  total: number;
  /** While the sending quota is spent: when the send goes on (ISO time). */
  quotaResumeAt: string | null;
};

/**
 * The live progress of one campaign being sent, pushed by the sending engine (no polling).
 * Starts from what the list said; `onFinished` runs once when the campaign stops sending
 * (sent, paused back to draft, or failed), so the list and the stat cards can reload.
 */
export function useCampaignProgress(
  campaignId: string,
  initial: CampaignProgressValue,
  onFinished: () => void,
): CampaignProgressValue {
  const [progress, setProgress] = useState<CampaignProgressValue>(initial);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useSubscription(CampaignProgressDocument, {
    variables: { id: campaignId },
    onData: ({ data }) => {
      const event = data.data?.campaignProgress;
      if (!event) return;
      const { status, sent, failed, skipped, total, quotaResumeAt } = event;
      setProgress({ status, sent, failed, skipped, total, quotaResumeAt: quotaResumeAt ?? null });
      if (event.status !== 'sending') finished.current();
    },
    // The bar keeps its last value without live updates; a dropped socket reconnects by itself.
    onError: () => undefined,
  });
  return progress;
}
