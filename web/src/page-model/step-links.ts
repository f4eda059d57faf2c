import type { DanglingLink } from './contract';
import { isRecord } from './is-record';
import { definitionOf } from './registry';
import { isStepLink, NEXT_STEP_LINK, stepLinkTarget } from './steps';
import type { FunnelStep, PageElement } from './types';

const MAX_DEPTH = 3;

/** Step links in a value of an element's content (buttons of a hero, CTA or pricing plans). */
function linksIn(value: unknown, found: string[]): void {
  if (typeof value === 'string') {
    if (isStepLink(value)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found);
  } else if (isRecord(value)) {
    // Section columns hold elements of their own: they are looked at one by one.
    for (const [key, item] of Object.entries(value)) if (key !== 'columns') linksIn(item, found);
  }
}

/** The stored step links of one element, its own content's included (not those of its children). */
export function stepLinksOf(element: PageElement): string[] {
  const found: string[] = [];
  if (isStepLink(element.link) && element.action !== 'form') found.push(element.link);
  const definition = definitionOf(element.type);
  if (definition?.contentKind === 'json') linksIn(definition.parse(element.content), found);
  return found;
}

/** 'the Button "Get the guide"': how a message names an element. */
export function describeElement(element: PageElement): string {
  const definition = definitionOf(element.type);
  const label = definition?.label ?? element.type;
  const content = definition?.contentKind === 'text' ? element.content.trim() : '';
  const snippet = content.length > 40 ? `${content.slice(0, 39)}…` : content;
  return snippet ? `the ${label} "${snippet}"` : `the ${label}`;
}

function visit(elements: readonly PageElement[], depth: number, each: (element: PageElement) => void) {
  for (const element of elements) {
    each(element);
    const definition = definitionOf(element.type);
    if (definition?.children && depth < MAX_DEPTH)
      visit(definition.children(definition.parse(element.content)), depth + 1, each);
  }
}

/** Every element of a step in reading order, those inside sections included. */
export function eachElement(step: Pick<FunnelStep, 'elements'>, each: (element: PageElement) => void) {
  visit(step.elements, 0, each);
}

/**
 * Links to steps that lead nowhere: to a deleted step, or to the next step from the last one.
 * The builder warns of them; publishing refuses them with the first message.
 */
export function danglingLinks(config: { readonly steps: readonly FunnelStep[] }): DanglingLink[] {
  const found: DanglingLink[] = [];
  config.steps.forEach((step, index) => {
    eachElement(step, (element) => {
      for (const link of stepLinksOf(element)) {
        if (stepLinkTarget(link, config.steps, index)) continue;
        const what = describeElement(element);
        const reason = link === NEXT_STEP_LINK ? 'no-next-step' : 'deleted-step';
        const message =
          reason === 'no-next-step'
            ? `${capitalize(what)} on step '${step.name}' leads to the next step, but it is the last one: choose where it leads`
            : `${capitalize(what)} on step '${step.name}' links to a step that was deleted: choose where it leads`;
        found.push({ stepId: step.id, stepName: step.name, elementId: element.id, reason, message });
      }
    });
  });
  return found;
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
