import type { DanglingLink } from '../page-model/contract';
import { danglingLinks } from '../page-model/step-links';
import type { FunnelStep } from '../page-model/types';

// The canvas and the steps bar both ask after each change: the steps are read once per doc.
const found = new WeakMap<readonly FunnelStep[], readonly DanglingLink[]>();

/** The funnel's links that lead nowhere, as publishing finds them (the same rule, not a copy). */
export function danglingLinksOf(steps: readonly FunnelStep[]): readonly DanglingLink[] {
  let links = found.get(steps);
  if (!links) {
    links = danglingLinks({ steps });
    found.set(steps, links);
  }
  return links;
}

/** What the canvas marks on an element: a short label, and the messages publishing would give. */
export type ElementWarning = { label: string; detail: string };

/**
 * The warnings of the shown step's elements on the canvas, by the id of the element drawn there:
 * a link inside a section is marked on the section holding it. Each element is asked alone (the
 * other steps bare), so nested elements sharing an id are told apart; only when the step has such
 * links at all.
 */
export function canvasWarnings(
  steps: readonly FunnelStep[],
  stepId: string,
): ReadonlyMap<string, ElementWarning> {
  const warnings = new Map<string, ElementWarning>();
  const index = steps.findIndex((step) => step.id === stepId);
  const step = steps[index];
  if (!step || !danglingLinksOf(steps).some((link) => link.stepId === stepId)) return warnings;
  const bare = steps.map((each) => ({ ...each, elements: [] }));
  for (const top of step.elements) {
    const alone = bare.map((each, i) => (i === index ? { ...each, elements: [top] } : each));
    const mine = danglingLinks({ steps: alone });
    if (mine.length > 0)
      warnings.set(top.id, {
        label: elementWarningLabel(mine),
        detail: mine.map((link) => link.message).join('\n'),
      });
  }
  return warnings;
}

const every = (links: readonly DanglingLink[], reason: DanglingLink['reason']) =>
  links.every((link) => link.reason === reason);

/** 'Links to a deleted step': what is wrong with one element's links. */
export function elementWarningLabel(links: readonly DanglingLink[]): string {
  const many = links.length > 1;
  if (every(links, 'deleted-step'))
    return many ? `${links.length} links to deleted steps` : 'Links to a deleted step';
  if (every(links, 'no-next-step'))
    return many
      ? `${links.length} links to the next step, but this is the last step`
      : 'Leads to the next step, but this is the last step';
  return `${links.length} links to steps that do not exist`;
}

/** '2 links to deleted steps': what is wrong on a step, counted. */
export function stepWarningLabel(links: readonly DanglingLink[]): string {
  const count = `${links.length} ${links.length === 1 ? 'link' : 'links'}`;
  if (every(links, 'deleted-step'))
    return `${count} to ${links.length === 1 ? 'a deleted step' : 'deleted steps'}`;
  if (every(links, 'no-next-step')) return `${count} to the next step, but this is the last step`;
  return `${count} to steps that do not exist`;
}
