/**
 * The page model as the api uses it (built to web/dist-ssr/page-model.cjs): reading and
 * checking configs, and rendering published pages and template previews to HTML with the same
 * renderers the builder and the preview use.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { readConfig } from './config';
import type { PublishedPageInput } from './contract';
import { styleElementText, usedCss } from './page-css';
import { pageDescription } from './page-description';
import { PageView, pageTitleElementId } from './PageView';
import type { PageConfig } from './types';

export { checkConfigInput, CURRENT_CONFIG_VERSION, MAX_CONFIG_BYTES, readConfig } from './config';
export { TEMPLATES } from './templates';

export type { PageModel, PublishedPageInput } from './contract';

/** Stands for the page's inlined styles until the markup they are chosen for is rendered. */
const PAGE_CSS_SLOT = '/*ffp-page-css*/';

/** The complete HTML document of a published funnel page. */
export function renderPublishedDocument(input: PublishedPageInput): string {
  const config = readConfig(input.config);
  const description = input.description?.trim() || pageDescription(config.elements);
  const { cssText, jsText } = input.assets;
  const body = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{input.title}</title>
        {description ? <meta name="description" content={description} /> : null}
        <meta name="robots" content="index,follow" />
        {/* Without an icon the browser asks for /favicon.ico, which is not there (a console error). */}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* The rules this page uses, inlined: nothing holds up its first paint. */}
        {cssText === undefined ? (
          <link rel="stylesheet" href={input.assets.css} />
        ) : (
          <style dangerouslySetInnerHTML={{ __html: PAGE_CSS_SLOT }} />
        )}
        {/* Inlined: no request between the document and its largest paint. */}
        {jsText === undefined || /<\/script|<!--|<script/i.test(jsText) ? (
          <script src={input.assets.js} defer />
        ) : (
          <script type="module" dangerouslySetInnerHTML={{ __html: jsText }} />
        )}
      </head>
      <body className="ffp-body">
        <main>
          {/* The page's h1 is its first headline (PageView); a page without one is titled for screen readers. */}
          {pageTitleElementId(config.elements) ? null : <h1 className="ffp-sr-only">{input.title}</h1>}
          <PageView
            config={config}
            ctx={{ mode: 'published', funnelId: input.funnelId, now: input.now ?? Date.now() }}
          />
        </main>
      </body>
    </html>,
  );
  const html = `<!doctype html>${body}`;
  // The slot is in the head, before any of the page's own text.
  return cssText === undefined
    ? html
    : html.replace(PAGE_CSS_SLOT, () => styleElementText(usedCss(cssText, body)));
}

/** The body markup of a page (no document), for previews and tests. */
export function renderPageMarkup(
  config: PageConfig | unknown,
  funnelId: string | null = null,
  now = Date.now(),
): string {
  return renderToStaticMarkup(
    <PageView config={readConfig(config)} ctx={{ mode: 'published', funnelId, now }} />,
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
    <PageView config={readConfig(config)} ctx={{ mode: 'preview', funnelId: null, now }} />,
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
