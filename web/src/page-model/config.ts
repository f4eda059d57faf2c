import type { ConfigCheck } from './contract';
import { DEFAULT_PAGE_BACKGROUND } from './defaults';
import { firstElementProblem } from './element-problem';
import { isRecord } from './is-record';
import { definitionOf } from './registry';
import {
  ELEMENT_ACTIONS,
  STYLE_KEYS,
  type ElementAction,
  type PageBackground,
  type PageConfig,
  type PageElement,
} from './types';

/** The saved format's version; readConfig migrates anything older to it. */
export const CURRENT_CONFIG_VERSION = 1;
/** A page's JSON may be this large at most (builders stay far below it). */
export const MAX_CONFIG_BYTES = 512 * 1024;
export const MAX_ELEMENTS = 500;
const MAX_CONTENT_CHARS = 100_000;
const MAX_NESTING = 3;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : undefined;

function normalizeStyles(value: unknown): PageElement['styles'] {
  if (!isRecord(value)) return {};
  const styles: PageElement['styles'] = {};
  for (const key of STYLE_KEYS) {
    const raw = value[key];
    const str = typeof raw === 'boolean' ? String(raw) : text(raw, 300);
    if (str !== undefined && str !== '') styles[key] = str;
  }
  return styles;
}

/** One element as stored: known fields only, bounded sizes; unknown types are kept as they are. */
export function normalizeElement(value: unknown, index: number, depth = 0): PageElement | null {
  if (!isRecord(value)) return null;
  const type = text(value.type, 60)?.trim();
  if (!type) return null;
  let content = value.content;
  // Complex content may arrive as an object (templates, AI, API clients); it is stored as JSON text.
  if (isRecord(content) || Array.isArray(content)) {
    content = JSON.stringify(depth < MAX_NESTING ? normalizeNested(content, depth) : content);
  }
  const element: PageElement = {
    id: text(value.id, 100)?.trim() || `el-${index + 1}`,
    type,
    content: text(content, MAX_CONTENT_CHARS) ?? '',
    styles: normalizeStyles(value.styles),
  };
  const action = text(value.action, 20);
  if (action && (ELEMENT_ACTIONS as readonly string[]).includes(action))
    element.action = action as ElementAction;
  const link = text(value.link, 2000);
  if (link !== undefined) element.link = link;
  if (typeof value.openNewTab === 'boolean') element.openNewTab = value.openNewTab;
  return element;
}

/** Section columns hold elements of their own; they are normalised the same way. */
function normalizeNested(content: unknown, depth: number): unknown {
  if (!isRecord(content) || !Array.isArray(content.columns)) return content;
  return {
    ...content,
    columns: content.columns.map((column) =>
      isRecord(column)
        ? {
            ...column,
            elements: Array.isArray(column.elements)
              ? column.elements
                  .map((el, i) => normalizeElement(el, i, depth + 1))
                  .filter((el): el is PageElement => el !== null)
              : [],
          }
        : { elements: [] },
    ),
  };
}

function normalizeBackground(value: unknown): PageBackground {
  if (!isRecord(value)) return { ...DEFAULT_PAGE_BACKGROUND };
  return {
    color: text(value.color, 100) || DEFAULT_PAGE_BACKGROUND.color,
    gradient: text(value.gradient, 500) ?? '',
    useGradient: value.useGradient === true || value.useGradient === 'true',
  };
}

/** 000 §3: an AI-generated config holds pages; each page's content becomes elements. */
function elementsFromPages(pages: unknown[]): unknown[] {
  const elements: unknown[] = [];
  pages.forEach((page, p) => {
    const content = isRecord(page) && isRecord(page.content) ? page.content : null;
    if (!content) return;
    const id = (name: string) => `page${p + 1}-${name}`;
    if (p > 0) elements.push({ id: id('divider'), type: 'divider', content: '' });
    if (typeof content.headline === 'string')
      elements.push({ id: id('headline'), type: 'headline', content: content.headline });
    if (typeof content.subheadline === 'string')
      elements.push({
        id: id('subheadline'),
        type: 'text',
        content: content.subheadline,
        styles: { fontSize: '20px' },
      });
    if (typeof content.bodyText === 'string')
      elements.push({ id: id('body'), type: 'text', content: content.bodyText });
    if (Array.isArray(content.benefits) && content.benefits.length > 0) {
      elements.push({
        id: id('benefits'),
        type: 'feature-list',
        content: {
          title: '',
          layout: 'list',
          columns: 1,
          features: content.benefits
            .filter((b): b is string => typeof b === 'string')
            .map((benefit) => ({ icon: 'check', title: benefit, description: '' })),
        },
      });
    }
    if (typeof content.callToAction === 'string')
      elements.push({ id: id('cta'), type: 'button', content: content.callToAction, action: 'form' });
    if (Array.isArray(content.elements)) elements.push(...content.elements);
  });
  return elements;
}

/** A new element of a type, with its defaults (000 §9). */
export function createElement(type: string, id: string): PageElement {
  const definition = definitionOf(type);
  if (!definition) return { id, type, content: '', styles: {} };
  return {
    id,
    type,
    content:
      definition.contentKind === 'json'
        ? definition.serialize(definition.defaultContent)
        : String(definition.defaultContent),
    styles: { ...definition.defaultStyles },
    ...(definition.defaultAction ? { action: definition.defaultAction } : {}),
    ...(definition.defaultLink !== undefined ? { link: definition.defaultLink } : {}),
  };
}

export const emptyConfig = (): PageConfig => ({
  version: CURRENT_CONFIG_VERSION,
  elements: [],
  pageBackground: { ...DEFAULT_PAGE_BACKGROUND },
});

/**
 * Reads a stored or submitted config — a JSON string or an object, in the current format, an
 * older one, the AI `pages` shape, or a bare list of elements — into the current format.
 * Never throws: what cannot be read becomes an empty page.
 */
export function readConfig(raw: unknown): PageConfig {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return emptyConfig();
    }
  }
  // 000 §3: a template's config may be an array whose first item is used.
  if (Array.isArray(value) && value.length > 0 && isRecord(value[0]) && !('type' in value[0]))
    value = value[0];
  let elements: unknown[] = [];
  let background: unknown;
  if (Array.isArray(value)) elements = value;
  else if (isRecord(value)) {
    background = value.pageBackground;
    if (Array.isArray(value.elements)) elements = value.elements;
    else if (Array.isArray(value.pages)) elements = elementsFromPages(value.pages);
  }
  return {
    version: CURRENT_CONFIG_VERSION,
    elements: elements
      .slice(0, MAX_ELEMENTS)
      .map((element, i) => normalizeElement(element, i))
      .filter((element): element is PageElement => element !== null),
    pageBackground: normalizeBackground(background),
  };
}

/** Size in UTF-8 bytes (an 'é' counts two), which is what the limit is about. */
const byteLength = (text: string) => new TextEncoder().encode(text).length;

export type { ConfigCheck };

/**
 * Checks a config sent by a client before it is saved: readable, not too large, and every
 * element as the builder would save it (the message is the one the builder shows).
 */
export function checkConfigInput(raw: unknown): ConfigCheck {
  if (raw === undefined || raw === null || raw === '') return { ok: true, config: emptyConfig() };
  let value = raw;
  if (typeof value === 'string') {
    if (byteLength(value) > MAX_CONFIG_BYTES)
      return { ok: false, message: 'The page is too large to save (512 KB at most)' };
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, message: 'The page configuration is not valid JSON' };
    }
  } else if (byteLength(JSON.stringify(value)) > MAX_CONFIG_BYTES) {
    return { ok: false, message: 'The page is too large to save (512 KB at most)' };
  }
  if (!isRecord(value) && !Array.isArray(value)) {
    return { ok: false, message: 'The page configuration must be an object with elements' };
  }
  if (isRecord(value) && value.elements !== undefined && !Array.isArray(value.elements)) {
    return { ok: false, message: 'The page configuration must list its elements' };
  }
  const elementCount = isRecord(value) && Array.isArray(value.elements) ? value.elements.length : 0;
  if (elementCount > MAX_ELEMENTS)
    return { ok: false, message: `A page can hold ${MAX_ELEMENTS} elements at most` };
  const config = readConfig(value);
  const problem = firstElementProblem(config.elements);
  return problem ? { ok: false, message: problem } : { ok: true, config };
}
