import { readConfig } from './config';
import { consentTextOf } from './consent-text';
import type { FormConsent } from './contract';
import { isRecord } from './is-record';
import { definitionOf } from './registry';
import { eachElement } from './step-links';
import type { PageElement } from './types';

/** A form's heading (the form's content, a contact form's title), else its type's label. */
function formHeading(element: PageElement): string {
  const definition = definitionOf(element.type);
  if (!definition) return element.type;
  const content: unknown = definition.parse(element.content);
  const heading =
    typeof content === 'string'
      ? content
      : isRecord(content) && typeof content.title === 'string'
        ? content.title
        : '';
  const trimmed = heading.trim();
  return trimmed ? `${definition.label} "${trimmed.slice(0, 80)}"` : definition.label;
}

/**
 * What a submission of form `elementId` consents to, read from the stored config (the server's
 * word, not the browser's). A submission naming no form of the funnel (a hand-made post) is held
 * to the first form that asks for double opt-in, so leaving the id out cannot skip it.
 */
export function formConsent(config: unknown, elementId: string | null): FormConsent | null {
  const forms: Array<{ element: PageElement; step: string }> = [];
  for (const step of readConfig(config).steps)
    eachElement(step, (element) => {
      if (definitionOf(element.type)?.isForm) forms.push({ element, step: step.name });
    });
  const named = elementId ? forms.find((form) => form.element.id === elementId) : undefined;
  const form = named ?? forms.find((each) => each.element.doubleOptIn === true);
  if (!form) return null;
  return {
    elementId: form.element.id,
    doubleOptIn: form.element.doubleOptIn === true,
    consentText: consentTextOf(form.element),
    formName: `${formHeading(form.element)} on step '${form.step}'`,
  };
}
