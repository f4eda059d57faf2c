import { MAX_CONSENT_TEXT, type ConfigCheck } from './contract';
import { DEFAULT_PAGE_BACKGROUND } from './defaults';
import { firstElementProblem } from './element-problem';
import { isRecord } from './is-record';
import { definitionOf } from './registry';
import {
  emptySeo,
  isStepKind,
  MAX_SLUG,
  MAX_STEP_NAME,
  MAX_STEPS,
  RESERVED_SLUGS,
  SLUG_PATTERN,
  uniqueSlug,
} from './steps';
import {
  ELEMENT_ACTIONS,
  STYLE_KEYS,
  type ClientConfig,
  type ElementAction,
  type FunnelStep,
  type PageBackground,
  type PageConfig,
  type PageElement,
  type StepKind,
  type StepSeo,
} from './types';

/** The saved format's version; readConfig migrates anything older to it (1: a single page, read as one step). */
export const CURRENT_CONFIG_VERSION = 2;
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
  // Kept only when set, so forms without double opt-in are stored (and drawn) as before.
  if (value.doubleOptIn === true) element.doubleOptIn = true;
  const consentText = text(value.consentText, MAX_CONSENT_TEXT);
  if (consentText !== undefined && consentText.trim() !== '') element.consentText = consentText;
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

const normalizeElements = (elements: readonly unknown[]): PageElement[] =>
  elements
    .slice(0, MAX_ELEMENTS)
    .map((element, i) => normalizeElement(element, i))
    .filter((element): element is PageElement => element !== null);

function normalizeSeo(value: unknown): StepSeo {
  if (!isRecord(value)) return emptySeo();
  return {
    title: text(value.title, 120)?.trim() ?? '',
    description: text(value.description, 300)?.trim() ?? '',
    image: text(value.image, 2000)?.trim() ?? '',
    canonical: text(value.canonical, 2000)?.trim() ?? '',
    noindex: value.noindex === true,
  };
}

/** A legacy page's or an AI page's kind, from the words it used. */
function kindFrom(value: unknown): StepKind {
  if (isStepKind(value)) return value;
  const word = typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]/g, '') : '';
  if (['optin', 'landing', 'capture', 'leadmagnet', 'squeeze'].includes(word)) return 'opt-in';
  if (['sales', 'offer', 'upsell', 'checkout'].includes(word)) return 'sales';
  if (['thankyou', 'thanks', 'download', 'confirmation'].includes(word)) return 'thank-you';
  if (['order', 'orderconfirmation', 'receipt'].includes(word)) return 'order-confirmation';
  if (['webinar', 'registration', 'event'].includes(word)) return 'webinar';
  return 'other';
}

/** One step as stored: ids and slugs unique among `taken`, known fields only, bounded sizes. */
function normalizeStep(value: Record<string, unknown>, index: number, taken: StepKeys): FunnelStep {
  let id = text(value.id, 100)?.trim() || `step-${index + 1}`;
  while (taken.ids.has(id)) id = `${id}-${index + 1}`;
  taken.ids.add(id);
  const name = text(value.name, MAX_STEP_NAME)?.trim() || `Step ${index + 1}`;
  const slug = uniqueSlug(text(value.slug, MAX_SLUG) || name, taken.slugs);
  taken.slugs.add(slug);
  return {
    id,
    name,
    slug,
    kind: kindFrom(value.kind),
    elements: normalizeElements(Array.isArray(value.elements) ? value.elements : []),
    pageBackground: normalizeBackground(value.pageBackground),
    seo: normalizeSeo(value.seo),
  };
}

type StepKeys = { ids: Set<string>; slugs: Set<string> };

/** The single page of the first saved format (and of bare element lists) as a funnel's one step. */
const LEGACY_STEP = { id: 'step-1', name: 'Main page', slug: 'main', kind: 'other' } as const;

/** 000 §3: an AI-generated config holds pages; each page's content becomes a step's elements. */
function stepFromPage(page: unknown, p: number): Record<string, unknown> {
  const record = isRecord(page) ? page : {};
  const content = isRecord(record.content) ? record.content : {};
  const id = (name: string) => `page${p + 1}-${name}`;
  const elements: unknown[] = [];
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
  const name = text(record.name, MAX_STEP_NAME) ?? text(record.title, MAX_STEP_NAME) ?? text(record.type, 40);
  return {
    id: `step-${p + 1}`,
    name: name ?? `Step ${p + 1}`,
    slug: record.slug,
    kind: kindFrom(record.kind ?? record.type ?? (p === 0 ? 'opt-in' : 'other')),
    elements,
    pageBackground: record.pageBackground,
    seo: record.seo,
  };
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
  steps: [
    {
      ...LEGACY_STEP,
      elements: [],
      pageBackground: { ...DEFAULT_PAGE_BACKGROUND },
      seo: emptySeo(),
    },
  ],
});

/** The stored steps of any shape a config came in (the raw records, before they are normalised). */
function rawSteps(value: unknown): Record<string, unknown>[] {
  // 000 §3: a template's config may be an array whose first item is used.
  if (Array.isArray(value) && value.length > 0 && isRecord(value[0]) && !('type' in value[0]))
    return rawSteps(value[0]);
  if (Array.isArray(value)) return [{ ...LEGACY_STEP, elements: value }];
  if (!isRecord(value)) return [];
  if (Array.isArray(value.steps)) {
    const steps = value.steps.slice(0, MAX_STEPS).filter(isRecord);
    // Clients of the single-page format send elements (and a background) at the top: the first step's.
    const [first, ...others] = steps;
    if (first && Array.isArray(value.elements))
      return [
        {
          ...first,
          elements: value.elements,
          pageBackground: value.pageBackground ?? first.pageBackground,
        },
        ...others,
      ];
    return steps;
  }
  if (Array.isArray(value.pages)) return value.pages.slice(0, MAX_STEPS).map(stepFromPage);
  return [
    {
      ...LEGACY_STEP,
      elements: Array.isArray(value.elements) ? value.elements : [],
      pageBackground: value.pageBackground,
    },
  ];
}

const parseJson = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/**
 * Reads a stored or submitted config — a JSON string or an object, in the current format, the
 * single-page format before it, the AI `pages` shape, or a bare list of elements — into the
 * current format. Never throws: what cannot be read becomes one empty step.
 */
export function readConfig(raw: unknown): PageConfig {
  const records = rawSteps(parseJson(raw));
  if (records.length === 0) return emptyConfig();
  const taken: StepKeys = { ids: new Set(), slugs: new Set() };
  return {
    version: CURRENT_CONFIG_VERSION,
    steps: records.map((record, index) => normalizeStep(record, index, taken)),
  };
}

/** The config answered to clients: a one-step funnel also carries its page at the top (000 §3). */
export function configForClients(config: PageConfig): ClientConfig {
  const [only, ...others] = config.steps;
  if (!only || others.length > 0) return config;
  return { ...config, elements: only.elements, pageBackground: only.pageBackground };
}

/**
 * A single-page config sent for a funnel that has several steps (a client of the older format
 * edited the page it knows): its page replaces the first step; the other steps stay.
 */
function onPreviousSteps(value: unknown, previous: unknown): unknown {
  if (!isRecord(value) || Array.isArray(value.steps) || !Array.isArray(value.elements)) return value;
  const before = previous === undefined ? null : readConfig(previous);
  if (!before || before.steps.length < 2) return value;
  return { steps: before.steps, elements: value.elements, pageBackground: value.pageBackground };
}

/** Size in UTF-8 bytes (an 'é' counts two), which is what the limit is about. */
const byteLength = (text: string) => new TextEncoder().encode(text).length;

export type { ConfigCheck };

/** Why the submitted steps cannot be saved as they are (addresses as the builder checks them). */
function stepsProblem(value: Record<string, unknown>): string | null {
  if (value.steps === undefined) return null;
  if (!Array.isArray(value.steps)) return 'The funnel configuration must list its steps';
  if (value.steps.length === 0) return 'A funnel needs at least one step';
  if (value.steps.length > MAX_STEPS) return `A funnel can hold ${MAX_STEPS} steps at most`;
  const seen = new Set<string>();
  for (const step of value.steps) {
    if (!isRecord(step)) return 'Each step must be an object with elements';
    if (step.elements !== undefined && !Array.isArray(step.elements))
      return 'Each step must list its elements';
    if (Array.isArray(step.elements) && step.elements.length > MAX_ELEMENTS)
      return `A page can hold ${MAX_ELEMENTS} elements at most`;
    const name = text(step.name, MAX_STEP_NAME)?.trim() || 'untitled';
    if (step.slug === undefined) continue;
    const slug = typeof step.slug === 'string' ? step.slug : '';
    if (!SLUG_PATTERN.test(slug) || slug.length > MAX_SLUG)
      return `The address of step '${name}' may only use lowercase letters, digits and single hyphens (${MAX_SLUG} at most)`;
    if (RESERVED_SLUGS.includes(slug))
      return `'${slug}' is reserved: choose another address for step '${name}'`;
    if (seen.has(slug)) return `Two steps use the address '${slug}': give each step its own`;
    seen.add(slug);
  }
  return null;
}

/**
 * Checks a config sent by a client before it is saved: readable, not too large, steps with
 * addresses of their own, and every element as the builder would save it (the message is the
 * one the builder shows). `previous` is the config saved before, which a single-page config
 * sent for a funnel of several steps updates (see onPreviousSteps).
 */
export function checkConfigInput(raw: unknown, previous?: unknown): ConfigCheck {
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
  const stepProblem = isRecord(value) ? stepsProblem(value) : null;
  if (stepProblem) return { ok: false, message: stepProblem };
  const config = readConfig(onPreviousSteps(value, previous));
  for (const step of config.steps) {
    const problem = firstElementProblem(step.elements);
    if (problem)
      return { ok: false, message: config.steps.length > 1 ? `Step '${step.name}': ${problem}` : problem };
  }
  return { ok: true, config };
}
