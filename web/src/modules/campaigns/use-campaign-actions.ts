import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useState } from 'react';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  DeleteAllCampaignsDocument,
  DeleteCampaignDocument,
  UpdateCampaignDocument,
  type CampaignRowFragment,
} from '../../gql/graphql';
import { CAMPAIGN_TOASTS, DELETE_ALL_CAMPAIGNS_QUESTION } from './campaign-toasts';
import { useCampaignSending } from './use-campaign-sending';

export type CampaignActionsOptions = {
  /** Reloads the list and the stat cards after a change. */
  refresh: () => void;
};

/**
 * The row and list actions of 001 §2.3 with the toasts of §8: Send Now, Pause (a scheduled
 * campaign goes back to draft; a send in progress is paused by the sending engine), delete
 * (no confirmation, per §5) and Delete All (confirmed).
 */
export function useCampaignActions({ refresh }: CampaignActionsOptions) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [updateCampaign] = useMutation(UpdateCampaignDocument);
  const [deleteCampaign] = useMutation(DeleteCampaignDocument);
  const [deleteAll] = useMutation(DeleteAllCampaignsDocument);
  const sending = useCampaignSending();

  const run = async (key: string, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(key);
    try {
      await action();
      successToast(success);
      return true;
    } catch (error) {
      failureToast(error, failure);
      return false;
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return {
    /** The key of the action in flight: a campaign id, or 'all'. */
    busy,
    sendNow: (id: string) =>
      run(id, () => sending.send(id), CAMPAIGN_TOASTS.sent, CAMPAIGN_TOASTS.sendFailed),
    pause: (campaign: Pick<CampaignRowFragment, 'id' | 'status'>) =>
      run(
        campaign.id,
        () =>
          campaign.status === 'sending'
            ? sending.pauseSending(campaign.id)
            : updateCampaign({ variables: { id: campaign.id, input: { status: 'draft' } } }),
        CAMPAIGN_TOASTS.updated,
        CAMPAIGN_TOASTS.updateFailed,
      ),
    remove: (id: string) =>
      run(
        id,
        () => deleteCampaign({ variables: { id } }),
        CAMPAIGN_TOASTS.deleted,
        CAMPAIGN_TOASTS.deleteFailed,
      ),
    removeAll: () =>
      modal.confirm({
        title: DELETE_ALL_CAMPAIGNS_QUESTION,
        okText: 'Delete All',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        // The dialog stays open, its button spinning, until the call is answered.
        onOk: () =>
          run('all', () => deleteAll(), CAMPAIGN_TOASTS.deletedAll, CAMPAIGN_TOASTS.deleteAllFailed),
      }),
  };
}

export type CampaignActions = ReturnType<typeof useCampaignActions>;
