import { linkError } from './content-checks';
import { MAX_SECTION_DEPTH } from './elements/columns';
import { definitionOf } from './registry';
import type { ElementDefinition, PageElement } from './types';

/**
 * Why an element cannot be saved as it is, in the builder's words: its content's problem, else
 * the link its action needs (a click that opens a link, a form that redirects). The edit
 * dialog and checkConfigInput both ask this, so the server refuses what the builder refuses.
 */
export function elementProblem(definition: ElementDefinition, element: PageElement): string | null {
  const problem = definition.validate(definition.parse(element.content));
  if (problem) return problem;
  const { action } = element;
  const needsLink =
    definition.actions !== undefined &&
    !definition.linkInContent &&
    action !== undefined &&
    action !== 'form';
  return needsLink
    ? linkError(element.link ?? '', action !== 'form-redirect' && action !== 'external')
    : null;
}

/** The first problem among a page's elements, in reading order, those inside sections included. */
export function firstElementProblem(elements: readonly PageElement[], depth = 0): string | null {
  for (const element of elements) {
    const definition = definitionOf(element.type);
    if (!definition) continue;
    const problem =
      elementProblem(definition, element) ??
      (definition.children && depth < MAX_SECTION_DEPTH
        ? firstElementProblem(definition.children(definition.parse(element.content)), depth + 1)
        : null);
    if (problem) return problem;
  }
  return null;
}
