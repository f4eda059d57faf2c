import { CURRENT_CONFIG_VERSION } from '../config';
import type { ColumnSectionContent } from '../elements/columns';
import { emptySeo } from '../steps';
import type {
  ElementAction,
  ElementDefinition,
  ElementStyles,
  FunnelStep,
  PageBackground,
  PageConfig,
  PageElement,
} from '../types';

/**
 * Helpers the shipped templates are written with. Each element starts from its definition's
 * defaults (content, styles, action, link) and the template overrides what it sets, so a
 * template always carries complete styles and content its schema accepts (the content types
 * come from the element definitions, so a wrong field name does not compile).
 */

export type ElementExtras = { action?: ElementAction; link?: string; openNewTab?: boolean };

/** Styles as the saved format keeps them: empty values are left out. */
function savedStyles(styles: ElementStyles): ElementStyles {
  return Object.fromEntries(
    Object.entries(styles).filter(([, value]) => value !== undefined && value !== ''),
  );
}

function base<C>(definition: ElementDefinition<C>, id: string, styles: ElementStyles, extras: ElementExtras) {
  return {
    id,
    type: definition.type,
    styles: savedStyles({ ...definition.defaultStyles, ...styles }),
    ...(definition.defaultAction ? { action: definition.defaultAction } : {}),
    ...(definition.defaultLink !== undefined ? { link: definition.defaultLink } : {}),
    ...extras,
  };
}

/** An element with JSON content: the type's default content with `content` laid over it. */
export function block<C extends object>(
  definition: ElementDefinition<C>,
  id: string,
  content: Partial<C>,
  styles: ElementStyles = {},
  extras: ElementExtras = {},
): PageElement {
  return {
    ...base(definition, id, styles, extras),
    content: definition.serialize({ ...definition.defaultContent, ...content }),
  };
}

/** An element whose content is plain text (headline, text, button, form heading). */
export function textBlock(
  definition: ElementDefinition<string>,
  id: string,
  content: string,
  styles: ElementStyles = {},
  extras: ElementExtras = {},
): PageElement {
  return { ...base(definition, id, styles, extras), content };
}

/** The columns of a section-2col / section-3col element; each column holds elements of its own. */
export function columns(
  ...cols: Array<{ styles?: ElementStyles; elements: PageElement[] }>
): Partial<ColumnSectionContent> {
  return { columns: cols.map((col) => ({ styles: col.styles ?? {}, elements: col.elements })) };
}

/** A page background: a colour, or a gradient over a fallback colour. */
export function background(color: string, gradient = ''): PageBackground {
  return { color, gradient, useGradient: gradient !== '' };
}

type StepInfo = Pick<FunnelStep, 'id' | 'name' | 'slug' | 'kind'> & { description?: string };

/** One step of a template: its page, and the description search results and shares show. */
export function step(info: StepInfo, pageBackground: PageBackground, elements: PageElement[]): FunnelStep {
  const { description = '', ...rest } = info;
  return { ...rest, elements, pageBackground, seo: { ...emptySeo(), description } };
}

/** A template of several steps in the current saved format. */
export function funnel(...steps: FunnelStep[]): PageConfig {
  return { version: CURRENT_CONFIG_VERSION, steps };
}

/** A template of one page in the current saved format. */
export function page(
  pageBackground: PageBackground,
  elements: PageElement[],
  info: Partial<StepInfo> = {},
): PageConfig {
  return funnel(
    step({ id: 'step-1', name: 'Main page', slug: 'main', kind: 'other', ...info }, pageBackground, elements),
  );
}
