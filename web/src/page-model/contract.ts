/**
 * The page model's contract with the api: the saved page format and the shape of the server
 * build (dist-ssr/page-model.cjs). The api's tsc reads this file as well (through the
 * `@funnelforge/web/page-model-contract` export), so it imports nothing: relative imports
 * would need the file extensions that the api's NodeNext resolution asks of ES modules.
 */

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

/** A template shipped with the app. Its id is fixed so seeding again updates it in place. */
export type TemplateSeed = {
  id: string;
  name: string;
  description: string;
  /** sales | landing | thankyou | splash | events | education */
  category: string;
  /** The average conversion rate quoted on the card, percent. */
  avgConversionRate: string;
  config: PageConfig;
};

/** A config checked before it is saved: in the current format, or the message saying why not. */
export type ConfigCheck = { ok: true; config: PageConfig } | { ok: false; message: string };

export type PublishedPageInput = {
  funnelId: string;
  title: string;
  description?: string | null;
  config: unknown;
  /**
   * URLs of the page stylesheet and runtime script (versioned by the server), and their texts:
   * when given, the document inlines the stylesheet's rules that the page uses, and the script
   * (as a module, which runs once the document is parsed, as the linked one does with `defer`;
   * the server's CSP allows it by its hash), instead of linking them. A script text must be able
   * to sit inside a script element as it is.
   */
  assets: { css: string; js: string; cssText?: string; jsText?: string };
  now?: number;
};

/** What the server build exports (server.tsx), as the api loads it. */
export type PageModel = {
  CURRENT_CONFIG_VERSION: number;
  MAX_CONFIG_BYTES: number;
  TEMPLATES: readonly TemplateSeed[];
  readConfig(raw: unknown): PageConfig;
  checkConfigInput(raw: unknown): ConfigCheck;
  renderPublishedDocument(input: PublishedPageInput): string;
  renderPreviewSvg(config: unknown, css: string, now?: number): string;
};
