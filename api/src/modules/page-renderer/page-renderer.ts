import { createHash } from 'node:crypto';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../shared/errors/app-error';
import { rejectNul } from '../../shared/errors/parse-input';
import { loadPageAssets, type PageAssets } from './page-assets';
import {
  pageModel,
  pageModelFingerprint,
  type DanglingLink,
  type FormConsent,
  type PageModel,
  type PageConfigData,
  type PublishedPageInput,
  type TemplateSeed,
} from './page-model';

/**
 * A page rendered for /p/{id}: its HTML, its ETag, the renderer version that made it, and the
 * CSP sources (sha256 hashes) of exactly the scripts it inlines.
 */
export type RenderedPage = { html: string; etag: string; version: string; scriptSources: string[] };

/**
 * The page model as the api uses it: checks configs the way the builder does, renders published
 * pages and template previews with the builder's own renderers (a server build of
 * web/src/page-model), and serves the pages' stylesheet and script. Built once per process.
 */
export class PageRenderer {
  readonly assets: PageAssets;
  /** Identifies the renderer: page model, stylesheet and script together. A page rendered by another is rendered again. */
  readonly version: string;

  constructor(
    webDistDir: string,
    private readonly clock: Clock,
  ) {
    this.assets = loadPageAssets(webDistDir);
    this.version = createHash('sha256')
      .update(`${pageModelFingerprint()}|${this.assets.fingerprint}`)
      .digest('hex')
      .slice(0, 16);
  }

  /**
   * The config to store, or the builder's message for the first thing wrong with it (field
   * `config`). `previous`: the config saved before (a single-page config updates its first step).
   */
  checkConfig(raw: unknown, previous?: unknown): PageConfigData {
    const checked = pageModel().checkConfigInput(raw, previous);
    if (!checked.ok)
      throw new AppError('BAD_USER_INPUT', checked.message, { fieldErrors: { config: checked.message } });
    // A config sent as a JSON string only shows its text once read: \u0000 escapes become NUL here.
    rejectNul(checked.config, 'config');
    return checked.config;
  }

  /** Any stored or sent config in the current format (never throws). */
  readConfig(raw: unknown): PageConfigData {
    return pageModel().readConfig(raw);
  }

  /** What a submission of form `elementId` consents to on a stored config (double opt-in, consent text). */
  formConsent(config: unknown, elementId: string | null): FormConsent | null {
    return pageModel().formConsent(config, elementId);
  }

  /** Links to steps that lead nowhere, each with the message publishing refuses it with. */
  danglingLinks(config: PageConfigData): DanglingLink[] {
    return pageModel().danglingLinks(config);
  }

  /** The complete HTML document of one step of a published funnel, with the scripts its elements need. */
  renderPublished(page: Omit<PublishedPageInput, 'assets' | 'now'>): RenderedPage {
    const model = pageModel();
    const scripts = model
      .publishedPageScripts(page.config, page.stepId)
      .map((name) => this.assets.scripts[name]);
    const html = model.renderPublishedDocument({
      ...page,
      assets: {
        css: this.assets.cssUrl,
        cssText: this.assets.css,
        scripts: scripts.map((script) => ({ url: script.url, text: script.inline?.text })),
      },
      now: this.clock.now().getTime(),
    });
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
    const scriptSources = scripts.flatMap((script) => (script.inline ? [script.inline.cspSource] : []));
    return { html, etag, version: this.version, scriptSources };
  }

  /** The placeholders in published HTML that are filled in for each response. */
  get tokens(): PageModel['PUBLISHED_TOKENS'] {
    return pageModel().PUBLISHED_TOKENS;
  }

  /** A template's preview image: its real page drawn into an SVG, stylesheet inlined. */
  previewSvg(config: unknown): string {
    return pageModel().renderPreviewSvg(config, this.assets.css, this.clock.now().getTime());
  }

  /** The templates shipped with the app (web/src/page-model/templates). */
  templates(): readonly TemplateSeed[] {
    return pageModel().TEMPLATES;
  }
}
