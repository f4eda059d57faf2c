import { useMutation } from '@apollo/client/react';
import { PauseCampaignDocument, SendCampaignDocument } from '../../gql/graphql';

/** The sending engine's calls: start a send now, and pause a send in progress. */
export function useCampaignSending() {
  const [send] = useMutation(SendCampaignDocument);
  const [pause] = useMutation(PauseCampaignDocument);
  return {
    send: (id: string) => send({ variables: { id } }),
    pauseSending: (id: string) => pause({ variables: { id } }),
  };
}
