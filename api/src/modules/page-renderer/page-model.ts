import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type {
  ClientConfig,
  DanglingLink,
  FormConsent,
  MediaRendition,
  PageConfig,
  PageElement,
  PageModel,
  PublishedPageInput,
  TemplateSeed,
} from '@funnelforge/web/page-model-contract';

/**
 * The page model of web/src/page-model, as the api uses it: built by `npm run build` into
 * web/dist-ssr/page-model.cjs (api tests load the TypeScript sources instead). One set of
 * renderers serves the builder, the preview and published pages. Its types come from the web
 * workspace's contract file, so the two cannot drift apart.
 */

export type {
  ClientConfig,
  DanglingLink,
  FormConsent,
  MediaRendition,
  PageModel,
  PublishedPageInput,
  TemplateSeed,
};
export type PageConfigData = PageConfig;
export type PageElementData = PageElement;

const MODULE = '@funnelforge/web/dist-ssr/page-model.cjs';

let loaded: PageModel | null = null;

/** A fingerprint of the page model's code: published pages rendered by another one are re-rendered. */
export function pageModelFingerprint(): string {
  let file: string;
  try {
    file = require.resolve(MODULE);
  } catch {
    // Not built yet (e.g. a worker started from the sources): nothing can be rendered, and
    // pageModel() says so if anything tries; the version changes once it is built.
    return 'unbuilt';
  }
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

export function pageModel(): PageModel {
  if (!loaded) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build artefact of the web workspace, loaded on first use
      loaded = require(MODULE) as PageModel;
    } catch (error) {
      throw new Error('The page renderer is not built: run `npm run build`', { cause: error });
    }
  }
  return loaded;
}

/** A stored config as clients are answered (a one-step funnel also carries its page at the top). */
export function clientConfig(raw: unknown): ClientConfig {
  const model = pageModel();
  return model.configForClients(model.readConfig(raw));
}

/** A stored config's steps, in order (a config of the single-page format is one). */
export function stepsOf(raw: unknown): PageConfig['steps'] {
  return pageModel().readConfig(raw).steps;
}

/** How many steps a stored config holds (a config of the single-page format is one). */
export function stepCountOf(config: Record<string, unknown>): number {
  return Array.isArray(config.steps) ? Math.max(1, config.steps.length) : 1;
}
