import { attachClicks, CLICK_DEFAULTS, type ClickOptions } from './attach-clicks';
import { attachCountdowns, type CountdownOptions } from './attach-countdowns';
import { attachEngagement, ENGAGEMENT_DEFAULTS, type EngagementOptions } from './attach-engagement';
import { attachForms, FORM_DEFAULTS, type FormOptions } from './attach-forms';
import { takeCarriedLead } from './take-carried-lead';

/**
 * Everything published pages run, attached at once: what the preview attaches. Published pages
 * carry it as separate scripts (core.ts, forms.ts, countdowns.ts), each page only those its
 * elements need. Plain DOM, no framework, nothing stored in the visitor's browser: the lead a
 * form made goes on to the funnel's next step in the address's fragment only.
 */

export type RuntimeOptions = ClickOptions & EngagementOptions & FormOptions & CountdownOptions;

export const DEFAULT_RUNTIME_OPTIONS: RuntimeOptions = {
  ...CLICK_DEFAULTS,
  ...ENGAGEMENT_DEFAULTS,
  ...FORM_DEFAULTS,
};

/** Wires a rendered page inside `root`; answers a function that unwires it. */
export function attachPageRuntime(
  root: HTMLElement | Document,
  overrides: Partial<RuntimeOptions> = {},
): () => void {
  const options = { ...DEFAULT_RUNTIME_OPTIONS, ...overrides };
  const detach = [
    attachForms(root, options, takeCarriedLead()),
    attachClicks(root, options),
    attachCountdowns(root, options),
    attachEngagement(root, options),
  ];
  return () => detach.forEach((undo) => undo());
}
