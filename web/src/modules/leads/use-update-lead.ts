import { useMutation } from '@apollo/client/react';
import type { ErrorInfo } from '../../app/graphql-errors';
import { failureToast, successToast } from '../../app/toast/notify';
import { UpdateLeadDocument, type LeadUpdateInput } from '../../gql/graphql';

/**
 * Saves changes to one lead with the toasts of 001 §8 ('Lead updated successfully' /
 * 'Failed to update lead'). `save` answers null on success, else what the server said, so a
 * form can show the message next to its field.
 */
export function useUpdateLead(onSaved?: () => void) {
  const [update, { loading }] = useMutation(UpdateLeadDocument);
  const save = async (id: string, input: LeadUpdateInput): Promise<ErrorInfo | null> => {
    try {
      await update({ variables: { id, input } });
      successToast('Lead updated successfully');
      onSaved?.();
      return null;
    } catch (error) {
      return failureToast(error, 'Failed to update lead');
    }
  };
  return { save, saving: loading };
}
