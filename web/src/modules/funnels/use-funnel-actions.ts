import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { failureToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import {
  DeleteFunnelDocument,
  DuplicateFunnelDocument,
  PublishFunnelDocument,
  UnpublishFunnelDocument,
} from '../../gql/graphql';

const REFRESH = ['Funnels', 'FunnelStats', 'RecycledFunnels'];

export type FunnelActions = ReturnType<typeof useFunnelActions>;

/** The card actions of My Funnels with the toasts of 000 §8. */
export function useFunnelActions() {
  const [busy, setBusy] = useState<string | null>(null);
  const [publish] = useMutation(PublishFunnelDocument, { refetchQueries: REFRESH });
  const [unpublish] = useMutation(UnpublishFunnelDocument, { refetchQueries: REFRESH });
  const [duplicate] = useMutation(DuplicateFunnelDocument, { refetchQueries: REFRESH });
  const [remove] = useMutation(DeleteFunnelDocument, { refetchQueries: REFRESH });

  /** Runs one action; answers whether it succeeded. */
  const run = async (id: string, action: () => Promise<unknown>, success: () => void, failure: string) => {
    setBusy(id);
    try {
      await action();
      success();
      return true;
    } catch (error) {
      failureToast(error, failure);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const updated = () =>
    toast({ title: 'Success', description: 'Funnel updated successfully', variant: 'success' });

  return {
    busyId: busy,
    publish: (id: string) =>
      run(id, () => publish({ variables: { id } }), updated, 'Failed to update funnel'),
    unpublish: (id: string) =>
      run(id, () => unpublish({ variables: { id } }), updated, 'Failed to update funnel'),
    duplicate: (id: string) =>
      run(
        id,
        () => duplicate({ variables: { id } }),
        () => toast({ title: 'Success', description: 'Funnel duplicated successfully', variant: 'success' }),
        'Failed to duplicate funnel',
      ),
    remove: (id: string) =>
      run(
        id,
        () => remove({ variables: { id } }),
        () =>
          toast({
            title: 'Funnel Moved to Recycle Bin',
            description: 'You can restore it from the Recycle Bin within 7 days.',
            variant: 'success',
          }),
        'Failed to delete funnel',
      ),
  };
}
