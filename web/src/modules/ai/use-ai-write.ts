import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { failureToast } from '../../app/toast/notify';
import { GenerateContentDocument, type GeneratedContentFieldsFragment } from '../../gql/graphql';
import type { AiListType, AiTextType } from '../../page-model/fields';

/** The api's generateContent types: a page's texts and lists, and an email's subject and body. */
export type AiWriteType = AiTextType | AiListType | 'email-subject' | 'email-body';

export type AiWriting = GeneratedContentFieldsFragment;

export const AI_WRITE_TEXTS = {
  failedTitle: 'AI write failed',
  /** When the answer carries no message of the server's (a dropped connection). */
  failed: 'The text could not be written. Please try again.',
} as const;

/**
 * Asks the api to write one piece of text of `type` (for the funnel `funnelId`, whose name and
 * page type the api reads as context). Keeps the last writing, and the server's reason when it
 * could not write, which is also told in a toast.
 */
export function useAiWrite(type: AiWriteType, funnelId: string | null) {
  const [generateContent, { loading }] = useMutation(GenerateContentDocument);
  const [writing, setWriting] = useState<AiWriting | null>(null);
  const [error, setError] = useState<string | null>(null);

  const generate = useCallback(
    async (prompt: string) => {
      setError(null);
      try {
        const answer = await generateContent({
          variables: { input: { prompt: prompt.trim(), type, ...(funnelId ? { funnelId } : {}) } },
        });
        const written = answer.data?.generateContent;
        if (written) setWriting(written);
        else setError(AI_WRITE_TEXTS.failed);
      } catch (caught) {
        const info = failureToast(caught, (said) => said.message, {
          title: AI_WRITE_TEXTS.failedTitle,
          fallback: AI_WRITE_TEXTS.failed,
        });
        setError(info.message);
      }
    },
    [generateContent, type, funnelId],
  );

  return { generate, busy: loading, writing, error };
}
