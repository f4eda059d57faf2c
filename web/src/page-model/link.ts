import { safeHref } from './safe-url';
import { isStepLink, stepLinkTarget } from './steps';
import type { ElementAction, RenderContext } from './types';

/** The anchor a 'form' button action scrolls to: the first form on the page. */
export const FORM_ANCHOR = '#ff-form';

export type LinkAttributes = {
  href?: string;
  target?: '_blank';
  rel?: string;
  'data-ff-track'?: 'click';
  'data-element-id'?: string;
  'data-element-type'?: string;
  'data-action'?: string;
};

/**
 * Where a stored link leads where the page is drawn: a link to a step becomes that step's
 * address (none when the step is gone or the page knows no steps); anything else as safeHref.
 */
export function resolveLink(link: string | null | undefined, ctx: RenderContext): string | null {
  if (!isStepLink(link)) return safeHref(link);
  const steps = ctx.steps;
  if (!steps) return null;
  const target = stepLinkTarget(link, steps.list, steps.current);
  return target ? steps.href(target, steps.list.indexOf(target)) : null;
}

/**
 * Anchor attributes for a call to action. Unsafe links are dropped; external links open in a
 * new tab without an opener; on published and preview pages the click is tracked. In the
 * builder canvas nothing navigates.
 */
export function linkAttributes(
  options: {
    link: string | null | undefined;
    action?: ElementAction;
    openNewTab?: boolean;
    elementId: string;
    elementType: string;
  },
  ctx: RenderContext,
): LinkAttributes {
  if (ctx.mode === 'canvas') return {};
  const action = options.action ?? 'link';
  const href = action === 'form' ? FORM_ANCHOR : resolveLink(options.link, ctx);
  const external = action === 'external' || options.openNewTab === true;
  return {
    ...(href ? { href } : {}),
    ...(href && external && !href.startsWith('#')
      ? { target: '_blank' as const, rel: 'noopener noreferrer' }
      : {}),
    'data-ff-track': 'click',
    'data-element-id': options.elementId,
    'data-element-type': options.elementType,
    'data-action': action,
  };
}
