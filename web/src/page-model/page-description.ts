import { definitionOf } from './registry';
import type { PageElement } from './types';

/** Search engines show about this much of a description; a longer one is cut at a word. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** Shorter summaries are taglines or kickers ('FREE 38-PAGE PLAYBOOK'), not a description. */
const MIN_SENTENCE_LENGTH = 50;

/**
 * A published page's meta description when its funnel has none, from the summaries its elements
 * give in reading order (a hero's subtitle, a text, a call to action's subtitle; inside sections'
 * columns too): the first that reads as a sentence, else the longest. On one line, cut to
 * MAX_DESCRIPTION_LENGTH. Empty when no element gives one.
 */
export function pageDescription(elements: readonly PageElement[]): string {
  const summaries = summariesOf(elements, 0).map((summary) => summary.replace(/\s+/g, ' ').trim());
  const chosen =
    summaries.find((summary) => summary.length >= MIN_SENTENCE_LENGTH) ??
    summaries.reduce((longest, summary) => (summary.length > longest.length ? summary : longest), '');
  return shorten(chosen, MAX_DESCRIPTION_LENGTH);
}

function summariesOf(elements: readonly PageElement[], depth: number): string[] {
  return elements.flatMap((element) => {
    const definition = definitionOf(element.type);
    if (!definition) return [];
    const content = definition.parse(element.content);
    const own = definition.summary?.(content).trim();
    const nested =
      definition.children && depth < 3 ? summariesOf(definition.children(content), depth + 1) : [];
    return own ? [own, ...nested] : nested;
  });
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}
