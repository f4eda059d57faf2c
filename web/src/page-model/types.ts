import type { CSSProperties, ReactElement } from 'react';

/** Style fields of an element (000 §3). Values are strings as saved by the builder. */
export const STYLE_KEYS = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'textDecoration',
  'textAlign',
  'color',
  'backgroundColor',
  'padding',
  'margin',
  'borderRadius',
  'borderWidth',
  'borderColor',
  'borderStyle',
  'width',
  'height',
  'buttonSize',
  'buttonStyle',
  'hoverScale',
  'hoverShadow',
  'buttonText',
  'buttonColor',
  'buttonBackgroundColor',
  'buttonTextColor',
  'placeholderText',
  'formBackgroundColor',
  'videoLength',
  'autoplay',
  'muted',
  'autoloop',
  'fadeDuration',
  'fadeType',
] as const;

export type StyleKey = (typeof STYLE_KEYS)[number];
export type ElementStyles = Partial<Record<StyleKey, string>>;

export const ELEMENT_ACTIONS = ['link', 'external', 'form', 'form-redirect'] as const;
export type ElementAction = (typeof ELEMENT_ACTIONS)[number];

/** One block of a page. Content is plain text for simple types and a JSON string for complex ones. */
export type PageElement = {
  id: string;
  type: string;
  content: string;
  styles: ElementStyles;
  action?: ElementAction;
  link?: string;
  openNewTab?: boolean;
};

export type PageBackground = { color: string; gradient: string; useGradient: boolean };

/** The saved format. `version` lets later changes migrate old pages. */
export type PageConfig = {
  version: number;
  elements: PageElement[];
  pageBackground: PageBackground;
};

/**
 * Where a page is drawn: the builder canvas (editing, nothing submits), the signed-in or public
 * preview (live), or the published HTML (static markup plus the small page runtime).
 */
export type RenderMode = 'canvas' | 'preview' | 'published';

export type RenderContext = {
  mode: RenderMode;
  /** The funnel whose page this is; forms and tracking need it. Null in the builder before the first save. */
  funnelId: string | null;
  /** Milliseconds since the epoch at render time (countdowns start from it). */
  now: number;
  /** The element that carries the #ff-form anchor 'form' buttons scroll to: the page's first form, even inside a section. */
  formAnchorId?: string | null;
};

export type ElementCategory = 'basic' | 'media' | 'forms' | 'sections' | 'conversion' | 'layout';

export type RenderProps<C> = { element: PageElement; content: C; ctx: RenderContext };

/** Everything the app knows about one element type: defaults, content rules and its one renderer. */
export type ElementDefinition<C = unknown> = {
  type: string;
  label: string;
  category: ElementCategory;
  /** Offered in the builder palette (section-2col/3col are rendered but never offered). */
  palette: boolean;
  contentKind: 'text' | 'json';
  defaultContent: C;
  defaultStyles: ElementStyles;
  defaultAction?: ElementAction;
  defaultLink?: string;
  /** Reads stored content; anything invalid falls back to the defaults (000 §5). */
  parse(content: string | null | undefined): C;
  serialize(content: C): string;
  /** Styles the renderer applies itself (the wrapper skips them). */
  ownStyles?: readonly StyleKey[];
  Render(props: RenderProps<C>): ReactElement | null;
};

export type StyleObject = CSSProperties;
