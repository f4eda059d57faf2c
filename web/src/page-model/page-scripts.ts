import type { PageScript } from './contract';
import { definitionOf } from './registry';
import { eachElement } from './step-links';
import type { FunnelStep } from './types';

/** In the order a page runs them: the core script first (it hands the carried lead to the forms one). */
const ORDER: readonly PageScript[] = ['core', 'forms', 'countdowns'];

/**
 * The scripts a published step carries: the core one always, and those its elements (inside
 * sections too, as deep as they are drawn) declare they need.
 */
export function pageScripts(step: Pick<FunnelStep, 'elements'>): PageScript[] {
  const needed = new Set<PageScript>(['core']);
  eachElement(step, (element) => {
    const script = definitionOf(element.type)?.pageScript;
    if (script) needed.add(script);
  });
  return ORDER.filter((script) => needed.has(script));
}
