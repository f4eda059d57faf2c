import { useMutation, useQuery } from '@apollo/client/react';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  NotificationSettingsDocument,
  UpdateNotificationSettingsDocument,
  type NotificationSettingsInput,
} from '../../gql/graphql';

/**
 * The account's email notice choices and one way to change them: the Security tab's Login
 * Notifications and the Settings screen's Notifications tab show the same answer.
 */
export function useNotificationSettings() {
  const query = useQuery(NotificationSettingsDocument);
  const [update, { loading: saving }] = useMutation(UpdateNotificationSettingsDocument, {
    // The settings have no id to be found by in the cache: the query's answer is replaced.
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: NotificationSettingsDocument,
          data: { __typename: 'Query', notificationSettings: data.updateNotificationSettings },
        });
    },
  });

  /** Saves `input`; `saved` is the success toast, a refusal shows the server's message. */
  const change = async (input: NotificationSettingsInput, saved: string): Promise<void> => {
    try {
      await update({ variables: { input } });
      successToast(saved);
    } catch (caught) {
      failureToast(caught, (info) => info.message);
    }
  };

  return {
    settings: query.data?.notificationSettings ?? null,
    loading: query.loading,
    saving,
    change,
  };
}
