import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AiImageStatusChangedDocument,
  AiUsageDocument,
  GenerateImageDocument,
  ImageGenerationDocument,
  ImageGenerationsDocument,
  type AiImageFieldsFragment,
  type GenerateImageInput,
} from '../../gql/graphql';
import { useFollowGeneration, type GenerationOutcome } from './use-follow-generation';

export type ImageOutcome = GenerationOutcome<AiImageFieldsFragment>;

const hasImage = (generation: AiImageFieldsFragment) => Boolean(generation.imageUrl);

/**
 * Asks for an AI image and follows it to its end by the aiImageStatusChanged subscription (open
 * only while a generation runs), with one imageGeneration query when the socket reconnects.
 */
export function useImageGeneration(onOutcome: (outcome: ImageOutcome) => void) {
  const client = useApolloClient();
  const [generateImage] = useMutation(GenerateImageDocument);
  const fetchOne = useCallback(
    async (id: string) =>
      (await client.query({ query: ImageGenerationDocument, variables: { id }, fetchPolicy: 'network-only' }))
        .data?.imageGeneration ?? null,
    [client],
  );
  const follow = useFollowGeneration<AiImageFieldsFragment>({
    fetchOne,
    isReady: hasImage,
    onOutcome: (outcome) => {
      // The month's count and the library move on; a failed refetch shows in those queries' own
      // error, so the rejection needs nothing more.
      void client
        .refetchQueries({ include: [AiUsageDocument, ImageGenerationsDocument] })
        .catch(() => undefined);
      onOutcome(outcome);
    },
  });
  const { receive } = follow;
  useSubscription(AiImageStatusChangedDocument, {
    skip: !follow.busy,
    onData: ({ data }) => {
      const change = data.data?.aiImageStatusChanged;
      if (change) receive(change.id, change.generation ?? null);
    },
    // A dropped socket reconnects by itself; the reconnect asks for the generation again.
    onError: () => undefined,
  });
  const { run } = follow;
  const generate = useCallback(
    (input: GenerateImageInput) =>
      run(async () => (await generateImage({ variables: { input } })).data?.generateImage),
    [generateImage, run],
  );
  return { generate, busy: follow.busy };
}
