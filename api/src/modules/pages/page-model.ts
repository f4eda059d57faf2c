/**
 * The page model of web/src/page, as the api uses it: built by `npm run build` into
 * web/dist-ssr/page-model.cjs (api tests load the TypeScript sources instead). One set of
 * renderers serves the builder, the preview and published pages.
 */

export type PageElementData = {
  id: string;
  type: string;
  content: string;
  styles: Record<string, string>;
  action?: string;
  link?: string;
  openNewTab?: boolean;
};

export type PageConfigData = {
  version: number;
  elements: PageElementData[];
  pageBackground: { color: string; gradient: string; useGradient: boolean };
};

export type TemplateSeed = {
  id: string;
  name: string;
  description: string;
  category: string;
  avgConversionRate: string;
  config: PageConfigData;
};

export type PageModel = {
  CURRENT_CONFIG_VERSION: number;
  MAX_CONFIG_BYTES: number;
  TEMPLATES: readonly TemplateSeed[];
  readConfig(raw: unknown): PageConfigData;
  checkConfigInput(raw: unknown): { ok: true; config: PageConfigData } | { ok: false; message: string };
  renderPublishedDocument(input: {
    funnelId: string;
    title: string;
    description?: string | null;
    config: unknown;
    assets: { css: string; js: string };
    now?: number;
  }): string;
  renderPreviewSvg(config: unknown, css: string, now?: number): string;
};

let loaded: PageModel | null = null;

export function pageModel(): PageModel {
  if (!loaded) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build artefact of the web workspace, loaded on first use
      loaded = require('@funnelforge/web/dist-ssr/page-model.cjs') as PageModel;
    } catch (error) {
      throw new Error('The page renderer is not built: run `npm run build`', { cause: error });
    }
  }
  return loaded;
}
