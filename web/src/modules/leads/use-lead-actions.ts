import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useState } from 'react';
import { failureToast, successToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import {
  DeleteAllLeadsDocument,
  DeleteLeadDocument,
  DeleteLeadsDocument,
  type LeadStatus,
} from '../../gql/graphql';
import { useUpdateLead } from './use-update-lead';

export type LeadActionsOptions = {
  /** Reloads what a change may have moved: the page, the count and (after deletes) the sources. */
  refresh: (sources: boolean) => void;
  /** Called with the ids that are gone ('all' after Delete All). */
  onDeleted: (ids: readonly string[] | 'all') => void;
};

/** deleteLeads takes up to 1000 ids a call; a selection gathered over many pages may hold more. */
const DELETE_CHUNK = 1000;

async function deleteInChunks(ids: readonly string[], remove: (chunk: string[]) => Promise<unknown>) {
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
    await remove(ids.slice(start, start + DELETE_CHUNK));
  }
}

/** The row and bulk actions of the leads list, each with the confirmation and toasts of 001 §5 and §8. */
export function useLeadActions({ refresh, onDeleted }: LeadActionsOptions) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const { save } = useUpdateLead(() => refresh(false));
  const [deleteLead] = useMutation(DeleteLeadDocument);
  const [deleteLeads] = useMutation(DeleteLeadsDocument);
  const [deleteAll] = useMutation(DeleteAllLeadsDocument);

  const run = async (key: string, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(key);
    try {
      await action();
      successToast(success);
      refresh(true);
      return true;
    } catch (error) {
      failureToast(error, failure);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const confirm = (title: string, okText: string, onOk: () => Promise<unknown>) =>
    modal.confirm({
      title,
      okText,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // The dialog stays open, its button spinning, until the call is answered.
      onOk: () => onOk(),
    });

  return {
    busy,
    /** 001 §4: any status to any other, saved at once. */
    setStatus: async (id: string, status: LeadStatus) => {
      setBusy(id);
      const failed = await save(id, { status });
      setBusy(null);
      return failed === null;
    },
    remove: (id: string) =>
      confirm('Are you sure you want to delete this lead?', 'Delete', async () => {
        const done = await run(
          id,
          () => deleteLead({ variables: { id } }),
          'Lead deleted successfully',
          'Failed to delete lead',
        );
        if (done) onDeleted([id]);
      }),
    removeSelected: (ids: readonly string[]) => {
      if (ids.length === 0) {
        toast({
          title: 'No Selection',
          description: 'Please select leads to delete',
          variant: 'destructive',
        });
        return;
      }
      confirm(`Are you sure you want to delete ${ids.length} selected lead(s)?`, 'Delete', async () => {
        const done = await run(
          'selected',
          () => deleteInChunks(ids, (chunk) => deleteLeads({ variables: { ids: chunk } })),
          'Selected leads deleted successfully',
          'Failed to delete selected leads',
        );
        if (done) onDeleted(ids);
      });
    },
    removeAll: () =>
      confirm(
        'Are you sure you want to delete ALL leads? This action cannot be undone.',
        'Delete All',
        async () => {
          const done = await run(
            'all',
            () => deleteAll(),
            'All leads deleted successfully',
            'Failed to delete all leads',
          );
          if (done) onDeleted('all');
        },
      ),
  };
}

export type LeadActions = ReturnType<typeof useLeadActions>;
