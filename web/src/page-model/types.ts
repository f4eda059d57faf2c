import type { CSSProperties, ReactElement } from 'react';
import type {
  ElementAction,
  ElementStyles,
  MediaRendition,
  PageElement,
  PageScript,
  StyleKey,
} from './contract';
import type { FieldSpec } from './fields';

export {
  ELEMENT_ACTIONS,
  STEP_KINDS,
  STYLE_KEYS,
  type ClientConfig,
  type ElementAction,
  type ElementStyles,
  type FunnelStep,
  type PageBackground,
  type PageConfig,
  type PageContent,
  type PageElement,
  type StepKind,
  type StepSeo,
  type StyleKey,
} from './contract';

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
  /**
   * On a published page, the element whose heading is the page's title (its h1): the first
   * element that can carry one (see ElementDefinition.pageTitle). Everywhere else the app or
   * the preview's header has the h1, and the page's headings start at h2.
   */
  titleElementId?: string | null;
  /**
   * The funnel's steps, for links to them ('step:{id}', 'step:next'): where each is, seen from
   * the step being drawn. Without it a step link leads nowhere (the builder canvas).
   */
  steps?: StepNavigation | null;
  /** On a published page: the media library's files it names (sizes, srcset variants; null: deleted). */
  media?: Readonly<Record<string, MediaRendition | null>>;
};

/** The funnel's steps as links see them, and how to address one where the page is drawn. */
export type StepNavigation = {
  list: readonly { id: string; slug: string }[];
  /** The index in `list` of the step being drawn. */
  current: number;
  href(step: { id: string; slug: string }, index: number): string;
};

export type ElementCategory = 'basic' | 'media' | 'forms' | 'sections' | 'conversion' | 'layout';

export type RenderProps<C> = { element: PageElement; content: C; ctx: RenderContext };

/** Groups of style fields the builder's Style tab offers (the fields of each are the builder's style table). */
export type StyleGroup = 'typography' | 'box' | 'button' | 'form' | 'video' | 'image';

/**
 * Everything the app knows about one element type: defaults, content rules, how it is edited
 * and its one renderer.
 */
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
  /**
   * The content fields the builder's inspector shows, in order. None: the stored content is
   * edited as it is (section columns, whose elements are not edited one by one).
   */
  fields: readonly FieldSpec[];
  /** Why the content cannot be saved as it is, in the builder's words; null when it can. The server asks too. */
  validate(content: C): string | null;
  /** Style groups the Style tab offers. */
  styles: readonly StyleGroup[];
  /** Style fields of those groups the renderer ignores (or takes from its content instead). */
  hiddenStyles?: readonly StyleKey[];
  /** What a click or a submission may do (the Action tab); without them there is no Action tab. */
  actions?: readonly ElementAction[];
  /**
   * The link is a content field (hero, CTA: buttonLink), edited and checked with the content;
   * the Action tab then only chooses what a click does.
   */
  linkInContent?: boolean;
  /** A lead form: the page's first one carries the #ff-form anchor; its actions are worded for submissions. */
  isForm?: boolean;
  /** The page script (besides the core one) that makes its published markup work: pages without it do not carry it. */
  pageScript?: Exclude<PageScript, 'core'>;
  /** Shows a heading that can be the page's title (headline, hero): true when this content has one. */
  pageTitle?(content: C): boolean;
  /**
   * Text that sums the page up (a search result's snippet): a published page whose funnel has
   * no description is described by the first element that gives one.
   */
  summary?(content: C): string;
  /** Elements held inside this one (section columns), in reading order. */
  children?(content: C): readonly PageElement[];
  /** Typed in place on the builder canvas: one line, or several. */
  inlineText?: 'line' | 'lines';
  /** Styles the renderer applies itself (the wrapper skips them). */
  ownStyles?: readonly StyleKey[];
  Render(props: RenderProps<C>): ReactElement | null;
};

export type StyleObject = CSSProperties;
