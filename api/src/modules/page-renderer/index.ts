import { defineModule } from '../../shared/modules/module';
import { PageRenderer } from './page-renderer';

/** What the page-renderer module adds to the app's services. */
export type PageRendererServices = { pageRenderer: PageRenderer };

/** The page renderer: the page model (web/src/page-model) on the server, and the pages' assets. */
export const pageRendererModule = defineModule<PageRendererServices>({
  name: 'page-renderer',
  entities: [],
  services: (deps) => ({ pageRenderer: new PageRenderer(deps.config.webDistDir, deps.clock) }),
  routes: { static: (services) => services.pageRenderer.assets.router },
});

export type { RenderedPage } from './page-renderer';
export { clientConfig, stepCountOf, stepsOf } from './page-model';
export { PAGE_ASSETS_PATH } from './page-assets';
export type { DanglingLink, FormConsent, MediaRendition, PageConfigData, TemplateSeed } from './page-model';
