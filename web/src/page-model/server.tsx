/**
 * The page model as the api uses it (built to web/dist-ssr/page-model.cjs): reading and
 * checking configs, and rendering published pages and template previews to HTML with the same
 * renderers the builder and the preview use.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { readConfig } from './config';
import {
  PUBLISHED_BASE_TOKEN,
  PUBLISHED_NONCE_TOKEN,
  PUBLISHED_ORIGIN_TOKEN,
  type PublishedPageInput,
} from './contract';
import { styleElementText, usedCss } from './page-css';
import { pageDescription } from './page-description';
import { pageScripts } from './page-scripts';
import { PageView, pageTitleElementId } from './PageView';
import { safeMediaSrc } from './safe-url';
import { eachElement } from './step-links';
import { DEFAULT_PAGE_BACKGROUND } from './defaults';
import type { PageScript } from './contract';
import type { FunnelStep, PageConfig, PageContent, StepNavigation } from './types';

export {
  checkConfigInput,
  configForClients,
  CURRENT_CONFIG_VERSION,
  MAX_CONFIG_BYTES,
  readConfig,
} from './config';
export { danglingLinks } from './step-links';
export { formConsent } from './consent';

export const PUBLISHED_TOKENS = {
  base: PUBLISHED_BASE_TOKEN,
  origin: PUBLISHED_ORIGIN_TOKEN,
  nonce: PUBLISHED_NONCE_TOKEN,
};
export { TEMPLATES } from './templates';

export type { PageModel, PublishedPageInput } from './contract';

/** A config's first step (what /p/{id} shows and template previews draw). */
const firstStep = (config: unknown): PageContent =>
  readConfig(config).steps[0] ?? { elements: [], pageBackground: { ...DEFAULT_PAGE_BACKGROUND } };

/** Published steps link to each other under a base the server fills in: /p/{id}, or nothing on the funnel's own domain. */
export function publishedNavigation(config: PageConfig, current: number): StepNavigation {
  return {
    list: config.steps,
    current,
    href: (step, index) =>
      index === 0 ? `${PUBLISHED_BASE_TOKEN}/` : `${PUBLISHED_BASE_TOKEN}/${step.slug}`,
  };
}

/** The step's first image, for sharing when it names none (a deleted library image is none). */
function firstImage(step: FunnelStep, media: PublishedPageInput['media']): string | null {
  let found: string | null = null;
  eachElement(step, (element) => {
    if (!found && element.type === 'image' && media?.[element.content] !== null)
      found = safeMediaSrc(element.content);
  });
  return found;
}

/** An address as an absolute URL (social cards need one), relative to the page's own. */
function absolute(url: string | null, pageUrl: string | undefined): string | null {
  if (!url || !pageUrl) return null;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return null;
  }
}

/** The marketer's code with the response's nonce on every script, so the page's CSP lets it run. */
const withNonce = (code: string) => code.replace(/<script\b/gi, `<script nonce="${PUBLISHED_NONCE_TOKEN}"`);

/** Stands for the page's inlined styles until the markup they are chosen for is rendered. */
const PAGE_CSS_SLOT = '/*ffp-page-css*/';

const HEAD_CODE_MARK = '<meta name="ff-head-code"/>';
const BODY_CODE_MARK = '<meta name="ff-body-code"/>';

/** A published step and its place: the one with this id, else the first (undefined: the config has none). */
function publishedStep(config: PageConfig, stepId: string | null | undefined) {
  const index = Math.max(
    0,
    config.steps.findIndex((step) => step.id === stepId),
  );
  return { index, step: config.steps[index] ?? config.steps[0] };
}

/** The page scripts one step of a published funnel carries, in the order its document runs them. */
export function publishedPageScripts(config: unknown, stepId?: string | null): PageScript[] {
  const { step } = publishedStep(readConfig(config), stepId);
  return step ? pageScripts(step) : [];
}

/** The complete HTML document of one step of a published funnel (the first when stepId is not one of them). */
export function renderPublishedDocument(input: PublishedPageInput): string {
  const config = readConfig(input.config);
  const { index, step } = publishedStep(config, input.stepId);
  if (!step) return '<!doctype html><html lang="en"></html>';
  const { seo } = step;
  const title = seo.title || (index > 0 && step.name ? `${step.name} · ${input.title}` : input.title);
  const description = seo.description || input.description?.trim() || pageDescription(step.elements) || null;
  const canonical = absolute(seo.canonical, input.url) ?? input.url ?? null;
  const image = absolute(safeMediaSrc(seo.image) ?? firstImage(step, input.media), input.url);
  // Without an icon the browser asks for /favicon.ico, which is not there (a console error).
  const favicon = safeMediaSrc(input.site?.favicon) ?? '/favicon.svg';
  const { cssText, scripts } = input.assets;
  const headCode = input.site?.headCode?.trim() || null;
  const bodyCode = input.site?.bodyCode?.trim() || null;
  // With the marketer's code, scripts run by nonce ('strict-dynamic'): the page's own needs it too.
  const scriptNonce = headCode || bodyCode ? PUBLISHED_NONCE_TOKEN : undefined;
  const ctx = {
    mode: 'published' as const,
    funnelId: input.funnelId,
    now: input.now ?? Date.now(),
    steps: publishedNavigation(config, index),
    media: input.media,
  };
  const body = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        <meta name="robots" content={seo.noindex ? 'noindex,nofollow' : 'index,follow'} />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <link rel="icon" href={favicon} />
        <meta property="og:type" content="website" />
        <meta property="og:title" content={title} />
        {description ? <meta property="og:description" content={description} /> : null}
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        {image ? <meta property="og:image" content={image} /> : null}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={title} />
        {description ? <meta name="twitter:description" content={description} /> : null}
        {image ? <meta name="twitter:image" content={image} /> : null}
        {/* The rules this page uses, inlined: nothing holds up its first paint. */}
        {cssText === undefined ? (
          <link rel="stylesheet" href={input.assets.css} />
        ) : (
          <style dangerouslySetInnerHTML={{ __html: PAGE_CSS_SLOT }} />
        )}
        {/* Inlined (each allowed by its hash): no request between the document and its largest paint. */}
        {scripts.map(({ url, text }) =>
          text === undefined || /<\/script|<!--|<script/i.test(text) ? (
            <script key={url} src={url} defer nonce={scriptNonce} />
          ) : (
            <script key={url} type="module" nonce={scriptNonce} dangerouslySetInnerHTML={{ __html: text }} />
          ),
        )}
        {headCode ? <meta name="ff-head-code" /> : null}
      </head>
      <body className="ffp-body">
        <main>
          {/* The page's h1 is its first headline (PageView); a page without one is titled for screen readers. */}
          {pageTitleElementId(step.elements) ? null : <h1 className="ffp-sr-only">{title}</h1>}
          <PageView config={step} ctx={ctx} />
        </main>
        {bodyCode ? <meta name="ff-body-code" /> : null}
      </body>
    </html>,
  );
  // The slot is in the head, before any of the page's own text or the marketer's code.
  const styled =
    cssText === undefined
      ? body
      : body.replace(PAGE_CSS_SLOT, () => styleElementText(usedCss(cssText, body)));
  // The marketer's code is theirs, placed as written (it is not React's to escape).
  const html = styled
    .replace(HEAD_CODE_MARK, () => (headCode ? withNonce(headCode) : ''))
    .replace(BODY_CODE_MARK, () => (bodyCode ? withNonce(bodyCode) : ''));
  return `<!doctype html>${html}`;
}

/** The body markup of a page (no document), for previews and tests. */
export function renderPageMarkup(config: unknown, funnelId: string | null = null, now = Date.now()): string {
  return renderToStaticMarkup(
    <PageView config={firstStep(config)} ctx={{ mode: 'published', funnelId, now }} />,
  );
}

const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 900;

/**
 * A template's preview image: its real page, rendered and drawn into an SVG (foreignObject). Self-contained: the stylesheet is inlined, nothing is fetched.
 */
export function renderPreviewSvg(config: unknown, css: string, now = Date.now()): string {
  // 'preview' draws the page as visitors see it (no canvas outlines); without a funnel nothing is live.
  const markup = renderToStaticMarkup(
    <PageView config={firstStep(config)} ctx={{ mode: 'preview', funnelId: null, now }} />,
  );
  // Inside foreignObject the markup is XML: inline icons need their SVG namespace to draw.
  const page = markup.replace(/<svg(?![^>]*\bxmlns=)/g, '<svg xmlns="http://www.w3.org/2000/svg"');
  const safeCss = css.replace(/<\/style/gi, '<\\/style');
  return [
    // Full size, so the page's media queries see a desktop; the card scales the image down.
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    `<style>${safeCss} .ffp-preview-frame{width:${PREVIEW_WIDTH}px;height:${PREVIEW_HEIGHT}px;overflow:hidden}</style>`,
    `<foreignObject x="0" y="0" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">`,
    `<div xmlns="http://www.w3.org/1999/xhtml" class="ffp-preview-frame">${page}</div>`,
    '</foreignObject>',
    '</svg>',
  ].join('');
}
