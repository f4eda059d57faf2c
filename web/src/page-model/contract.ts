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
  /** A lead form: new leads stay pending until they follow the confirmation email's link (double opt-in). */
  doubleOptIn?: boolean;
  /** A lead form with double opt-in: the consent text shown under it (kept with each lead's consent record). */
  consentText?: string;
};

export type PageBackground = { color: string; gradient: string; useGradient: boolean };

/** One page's content: what the canvas, the preview and a published page draw. */
export type PageContent = { elements: PageElement[]; pageBackground: PageBackground };

/** What a step is for (the builder's kind select, templates, analytics later). */
export const STEP_KINDS = ['opt-in', 'sales', 'thank-you', 'order-confirmation', 'webinar', 'other'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** How a step shows in search results and when shared; empty texts fall back (title: the funnel's name). */
export type StepSeo = {
  title: string;
  description: string;
  /** The social image (Open Graph, Twitter); empty: the step's first image. */
  image: string;
  /** Where search engines should send people; empty: the step's own address. */
  canonical: string;
  noindex: boolean;
};

/** One page of a funnel. The first step is served at /p/{id}, the others at /p/{id}/{slug}. */
export type FunnelStep = PageContent & {
  id: string;
  name: string;
  slug: string;
  kind: StepKind;
  seo: StepSeo;
};

/**
 * The saved format: a funnel's ordered steps. `version` lets later changes migrate old pages
 * (1 was a single page: elements and pageBackground, read as one step).
 */
export type PageConfig = { version: number; steps: FunnelStep[] };

/**
 * The config as clients are answered: a one-step funnel also carries that step's elements and
 * pageBackground at the top, as the single-page format had them.
 */
export type ClientConfig = PageConfig & Partial<PageContent>;

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

/** Where links to steps point on a published page, filled in when the page is served. */
export const PUBLISHED_BASE_TOKEN = '/__ff-base__';
/** The origin of canonical and social URLs when the app knows no public URL, filled in when served. */
export const PUBLISHED_ORIGIN_TOKEN = 'https://__ff-origin__';
/** The per-response CSP nonce of a page with head code, filled in when served. */
export const PUBLISHED_NONCE_TOKEN = '__ff-nonce__';

/**
 * The scripts of published pages (web/src/page-model/runtime, built to dist/page-assets/{name}.js):
 * every page carries the core one (click reports, engagement, dismissable banners, the carried
 * lead taken out of the address), and the others only when one of its elements needs them.
 */
export type PageScript = 'core' | 'forms' | 'countdowns';

/** Funnel-wide settings of published pages. */
export type PublishedSite = {
  /** The funnel's icon (a media URL); empty: none. */
  favicon?: string | null;
  /** The marketer's own code, already checked as switched on; placed with the nonce token on each script. */
  headCode?: string | null;
  bodyCode?: string | null;
};

/**
 * A media library file as published pages draw it: its size (so the browser reserves the space)
 * and its resized copies for srcset, narrowest first; a video's poster frame.
 */
export type MediaRendition = {
  kind: 'image' | 'video' | 'audio';
  width: number | null;
  height: number | null;
  avif: ReadonlyArray<{ url: string; width: number }>;
  webp: ReadonlyArray<{ url: string; width: number }>;
  /** Copies in the original's own format (JPEG or PNG), for the <img> itself. */
  original: ReadonlyArray<{ url: string; width: number }>;
  poster: string | null;
};

export type PublishedPageInput = {
  funnelId: string;
  /** The funnel's name: the title of a step without an SEO title. */
  title: string;
  description?: string | null;
  config: unknown;
  /** Which step: its id (the first when missing or unknown). */
  stepId?: string | null;
  /** The absolute URL the step is published at, for canonical and social tags (origin token allowed). */
  url?: string;
  site?: PublishedSite;
  /**
   * The URL of the page stylesheet (versioned by the server) and its text: when given, the
   * document inlines the rules that the page uses instead of linking it. `scripts`: the page
   * scripts this step carries (publishedPageScripts), in order, each with its URL and text: a
   * text is inlined (as a module, which runs once the document is parsed, as the linked one
   * does with `defer`; the server's CSP allows it by its hash), else the script is linked.
   * A script text must be able to sit inside a script element as it is.
   */
  assets: { css: string; cssText?: string; scripts: ReadonlyArray<{ url: string; text?: string }> };
  now?: number;
  /** The media library's files the page names, by address; null: a deleted one (a placeholder is drawn). */
  media?: Readonly<Record<string, MediaRendition | null>>;
};

/** A link on a published step that no longer leads anywhere. */
export type DanglingLink = {
  stepId: string;
  stepName: string;
  elementId: string;
  /** A link to a step that was deleted, or to the next step from the last one. */
  reason: 'deleted-step' | 'no-next-step';
  message: string;
};

/** The consent a form asks for (see PageModel.formConsent). */
export type FormConsent = {
  elementId: string;
  doubleOptIn: boolean;
  /** The text shown under the form (the default when the marketer wrote none). */
  consentText: string;
  /** How the form is named: its heading, else its type, with the step it is on. */
  formName: string;
};

/** The consent text a double opt-in form shows when the marketer wrote none. */
export const DEFAULT_CONSENT_TEXT = 'I agree to receive emails. You can unsubscribe at any time.';
export const MAX_CONSENT_TEXT = 500;

/** What the server build exports (server.tsx), as the api loads it. */
export type PageModel = {
  CURRENT_CONFIG_VERSION: number;
  MAX_CONFIG_BYTES: number;
  TEMPLATES: readonly TemplateSeed[];
  /** The placeholders of published HTML the server fills in for each response (see above). */
  PUBLISHED_TOKENS: { base: string; origin: string; nonce: string };
  readConfig(raw: unknown): PageConfig;
  configForClients(config: PageConfig): ClientConfig;
  checkConfigInput(raw: unknown, previous?: unknown): ConfigCheck;
  danglingLinks(config: PageConfig): DanglingLink[];
  /**
   * What a submission of form `elementId` on a stored config consents to: whether the form asks
   * for double opt-in, the consent text it shows and how it is named. A submission that names no
   * form of the funnel is held to the first form with double opt-in (never trusting the browser
   * to say there is none); null when the funnel has no form with it and `elementId` names none.
   */
  formConsent(config: unknown, elementId: string | null): FormConsent | null;
  /** The page scripts one step carries (the first step when stepId is not one), in the order it runs them. */
  publishedPageScripts(config: unknown, stepId?: string | null): PageScript[];
  renderPublishedDocument(input: PublishedPageInput): string;
  renderPreviewSvg(config: unknown, css: string, now?: number): string;
};
