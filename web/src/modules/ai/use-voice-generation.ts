import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AiAudioStatusChangedDocument,
  AudioGenerationDocument,
  AudioMonthlyCostDocument,
  GenerateAudioDocument,
  type AudioFieldsFragment,
  type GenerateAudioInput,
} from '../../gql/graphql';
import { useFollowGeneration, type GenerationOutcome } from './use-follow-generation';

export type VoiceOutcome = GenerationOutcome<AudioFieldsFragment>;

const hasAudio = (generation: AudioFieldsFragment) => Boolean(generation.audioUrl);

/**
 * Speaks text and follows it to its end by the aiAudioStatusChanged subscription (open only while
 * it runs), with one audioGeneration query when the socket reconnects.
 */
export function useVoiceGeneration(onOutcome: (outcome: VoiceOutcome) => void) {
  const client = useApolloClient();
  const [generateAudio] = useMutation(GenerateAudioDocument);
  const fetchOne = useCallback(
    async (id: string) =>
      (await client.query({ query: AudioGenerationDocument, variables: { id }, fetchPolicy: 'network-only' }))
        .data?.audioGeneration ?? null,
    [client],
  );
  const follow = useFollowGeneration<AudioFieldsFragment>({
    fetchOne,
    isReady: hasAudio,
    onOutcome: (outcome) => {
      // The month's cost moves on; a failed refetch shows in that query's own error.
      void client.refetchQueries({ include: [AudioMonthlyCostDocument] }).catch(() => undefined);
      onOutcome(outcome);
    },
  });
  const { receive, run } = follow;
  useSubscription(AiAudioStatusChangedDocument, {
    skip: !follow.busy,
    onData: ({ data }) => {
      const change = data.data?.aiAudioStatusChanged;
      if (change) receive(change.id, change.generation ?? null);
    },
    // A dropped socket reconnects by itself; the reconnect asks for the generation again.
    onError: () => undefined,
  });
  const generate = useCallback(
    (input: GenerateAudioInput) =>
      run(async () => (await generateAudio({ variables: { input } })).data?.generateAudio),
    [generateAudio, run],
  );
  return { generate, busy: follow.busy };
}
