import { useBuilderIfAny } from '../builder-context';
import { DEFAULT_FUNNEL_NAME } from '../builder-store';

/**
 * What 'AI write' in the builder sends: the funnel being edited (the api reads its name and page
 * type; null until it is first saved) and a first prompt. A named funnel says what the page is
 * about; an untitled one leaves the field's own text to start from.
 */
export function useBuilderAiWrite(current: string): { funnelId: string | null; initialPrompt: string } {
  const funnelId = useBuilderIfAny((state) => state.funnelId);
  const name = useBuilderIfAny((state) => state.doc.name).trim();
  return { funnelId, initialPrompt: name && name !== DEFAULT_FUNNEL_NAME ? name : current };
}
